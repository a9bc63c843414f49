import Foundation

/// Runs a gnuplot program that writes a set of outputs, so that callers get atomic outputs and,
/// when gnuplot fails, a kept copy of the program to inspect at the line gnuplot named.
///
/// Sequence: check and reserve the targets (`OutputTransaction`), make a private folder
/// (`RenderWorkspace`), build the program for plain page names in it (`page-001.png`, …), run
/// gnuplot there, check each page (a PNG of the requested size), stage it, and commit the set.
/// gnuplot never sees a user's path. On a gnuplot failure a trimmed copy of the program is kept
/// (`KeptProgram`) and its path travels in `ChartError.gnuplotFailed.scriptPath`.
public struct Renderer: Sendable {
    public let runner: GnuplotRunner
    /// Where the private workspace and kept programs go; nil for `$TMPDIR`, else `/tmp`.
    public var temporaryFolder: String?

    public init(runner: GnuplotRunner, temporaryFolder: String? = nil) {
        self.runner = runner
        self.temporaryFolder = temporaryFolder
    }

    /// Renders `outputs` (final paths, or `["-"]` for stdout), each `width`×`height` pixels, and
    /// returns the final paths written. `program` gets the page names, parallel to `outputs`,
    /// that its `set output` lines must name (relative to gnuplot's working directory).
    /// `warnings` receives gnuplot's non-empty stderr text after a successful run; by default it
    /// is dropped.
    @discardableResult
    public func render(outputs: [String], width: Int, height: Int,
                       program: ([String]) throws -> String,
                       warnings: (String) -> Void = { _ in }) throws -> [String] {
        let transaction = try OutputTransaction(paths: outputs)
        do {
            let workspace = try RenderWorkspace(parent: temporaryFolder)
            defer { workspace.remove() }
            let names = RenderWorkspace.pageNames(count: outputs.count)
            let text = try program(names)
            let stderr: String
            do {
                stderr = try runner.run(program: text, in: workspace.path)
            } catch let ChartError.gnuplotFailed(message, line, _) {
                let kept = KeptProgram(program: text)
                throw ChartError.gnuplotFailed(message: message, line: line.map(kept.line(for:)), scriptPath: kept.save(in: temporaryFolder))
            }
            for (index, name) in names.enumerated() {
                let bytes = try Self.checkedPNG(at: workspace.file(name), for: outputs[index],
                                                width: width, height: height, workspace: workspace)
                try transaction.stage(bytes, at: index)
            }
            try transaction.commit()
            if !stderr.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { warnings(stderr) }
        } catch {
            transaction.rollback()
            throw error
        }
        return outputs
    }

    /// The bytes gnuplot wrote for one page, when they are a complete PNG of the requested size.
    static func checkedPNG(at file: String, for path: String, width: Int, height: Int,
                           workspace: RenderWorkspace) throws -> [UInt8] {
        let display = path == "-" ? "the PNG for stdout" : path
        let fullDisk = { () -> ChartError? in
            guard let free = workspace.freeBytes, free < 1 << 20 else { return nil }
            return ChartError.io("the temporary folder \(workspace.parent) is full (set TMPDIR to a folder with space)")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw fullDisk() ?? ChartError.internal("gnuplot did not write \(display)")
        }
        let bytes = [UInt8](data)
        let info: PNGInfo
        do {
            info = try PNGInspector.inspect(bytes: bytes, name: path)
        } catch {
            if let full = fullDisk() { throw full }
            let reason = (error as? ChartError).map { error -> String in
                if case let .internal(message) = error { return message }
                return error.description
            } ?? "\(error)"
            throw ChartError.internal("gnuplot did not write a valid PNG for \(display): \(reason)")
        }
        guard info.width == width, info.height == height else {
            throw ChartError.internal("gnuplot wrote \(display) as \(info.width)x\(info.height), expected \(width)x\(height)")
        }
        return bytes
    }
}
