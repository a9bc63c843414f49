import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a gnuplot program that writes a set of outputs, so that callers get atomic outputs and,
/// when gnuplot fails, a kept copy of the program to inspect at the line gnuplot named.
///
/// Sequence: reserve temporary outputs (`OutputTransaction`), build the program for their paths,
/// run gnuplot, verify and rename. On a gnuplot failure the program is saved as
/// `<system temp>/chart-<pid>-<n>.gp` and its path travels in `ChartError.gnuplotFailed.scriptPath`.
public struct Renderer: Sendable {
    public let runner: GnuplotRunner

    public init(runner: GnuplotRunner) {
        self.runner = runner
    }

    /// Renders `outputs` (final paths, or `["-"]` for stdout), each `width`×`height` pixels, and
    /// returns the final paths written. `program` gets the temporary paths, parallel to `outputs`,
    /// that its `set output` lines must name. `warnings` receives gnuplot's non-empty stderr text
    /// after a successful run (warnings, `print` output); by default it is dropped.
    @discardableResult
    public func render(outputs: [String], width: Int, height: Int,
                       program: ([String]) throws -> String,
                       warnings: (String) -> Void = { _ in }) throws -> [String] {
        let transaction = try OutputTransaction(paths: outputs)
        do {
            let text = try program(transaction.temporaryPaths)
            let stderr: String
            do {
                stderr = try runner.run(program: text)
            } catch let ChartError.gnuplotFailed(message, line, _) {
                throw ChartError.gnuplotFailed(message: message, line: line, scriptPath: Self.keep(program: text))
            }
            try transaction.commit(expectedWidth: width, expectedHeight: height)
            if !stderr.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { warnings(stderr) }
        } catch {
            transaction.rollback()
            throw error
        }
        return outputs
    }

    /// Saves a failed program under a fresh name in the system temp directory; nil if that fails
    /// (the gnuplot error is still worth reporting without it).
    static func keep(program: String) -> String? {
        let folder = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        let bytes = Array(program.utf8)
        for n in 1...1000 {
            let candidate = "\(folder)chart-\(getpid())-\(n).gp"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd < 0 {
                if errno == EEXIST { continue }
                return nil
            }
            let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
            do {
                try handle.write(contentsOf: bytes)
                try handle.close()
                return candidate
            } catch {
                unlink(candidate)
                return nil
            }
        }
        return nil
    }
}
