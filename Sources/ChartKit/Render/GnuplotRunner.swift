#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one gnuplot program and turns gnuplot's failure report into a `ChartError` naming the
/// line of the program, because a bare "exit status 1" tells the user nothing.
///
/// The program is fed as `gnuplot /dev/stdin`: plain stdin is read one byte per system call and on
/// an error reports `line 0` and keeps going, while `/dev/stdin` makes gnuplot stop at the first
/// error and report `"/dev/stdin" line N: message` (FACTS.md). `--default-settings` keeps the
/// user's `~/.gnuplot` and the system `gnuplotrc` out, so the same program gives the same bytes on
/// every account. gnuplot runs with `LC_ALL=C.UTF-8` (Linux): under the C locale `set encoding
/// utf8` prints an iconv warning on every run, and a fixed locale keeps the bytes the same for
/// every user. It runs with `TZ=UTC` too: cairo stamps a PDF's creation date with the local
/// offset (`-05'00'`), so the same chart differed between a CI runner and a laptop (chart's
/// times are zone-less, so nothing drawn depends on the zone). Process plumbing (process group, SIGPIPE, drained pipes, timeout kill) is
/// `ProcessPipeline`'s.
package struct GnuplotRunner: Sendable {
    /// The gnuplot executable (normally from `GnuplotLocator`).
    package let executable: String
    /// Seconds before a hung gnuplot is killed.
    package let timeout: Double

    package init(executable: String, timeout: Double = 60) {
        self.executable = executable
        self.timeout = timeout
    }

    /// Runs `program` and returns gnuplot's stderr text (warnings, `print` output) when it exits 0.
    ///
    /// Throws `ChartError.gnuplotFailed` (with `scriptPath: nil`; `Renderer` fills it in) when
    /// gnuplot reports an error, dies or times out, and `ChartError.gnuplotUnavailable` when it
    /// cannot be started.
    package func run(program: String, in directory: String? = nil) throws -> String {
        try run(program: program, on: try launch(in: directory))
    }

    /// Starts gnuplot in `directory` waiting for its program on stdin, so its start-up can
    /// overlap other work (`GnuplotPrestart`); `run(program:on:)` feeds it. Throws
    /// `ChartError.gnuplotUnavailable` when it cannot be started.
    package func launch(in directory: String? = nil) throws -> RunningProcess {
        let pipeline = ProcessPipeline(
            executable: executable, arguments: ["--default-settings", "/dev/stdin"],
            environment: Self.environment(), currentDirectory: directory,
            timeout: timeout, collectStdout: false)
        do {
            return try pipeline.start()
        } catch let failure as ProcessPipeline.LaunchFailure {
            throw ChartError.gnuplotUnavailable("cannot run gnuplot at \(failure.executable): \(failure.reason)")
        }
    }

    /// Feeds `program` to a gnuplot from `launch(in:)` and reports as `run(program:in:)` does.
    package func run(program: String, on process: RunningProcess) throws -> String {
        let outcome = process.finish(stdin: Array(program.utf8))
        let stderr = String(decoding: outcome.stderr, as: UTF8.self)
        func fail(_ message: String, line: Int?) -> ChartError {
            .gnuplotFailed(message: Self.capped(message, to: 500), line: line, scriptPath: nil)
        }
        if outcome.timedOut {
            throw ChartError.gnuplotFailed(
                message: "gnuplot did not finish within \(Self.seconds(timeout)) s and was killed",
                line: nil, scriptPath: nil)
        }
        if !outcome.signaled && outcome.status == 0 { return Self.capped(stderr, to: 2000) }
        // The file size limit (`ulimit -f`) kills gnuplot mid-write with SIGXFSZ: not a fault in
        // the program, so it is reported as what it is and the program is not kept (a file that
        // the same limit may also cut short).
        if outcome.signaled && outcome.status == SIGXFSZ {
            throw ChartError.io("the chart is larger than the file size limit (ulimit -f) allows; nothing was written")
        }

        if let report = GnuplotErrorReport(stderr: stderr) {
            throw fail(report.message, line: report.line)
        }
        let cause =
            outcome.signaled
            ? "gnuplot was killed by signal \(outcome.status)"
            : "gnuplot exited with status \(outcome.status)"
        let tail = GnuplotErrorReport.condensedTail(of: stderr)
        throw fail(tail.isEmpty ? cause : "\(cause): \(tail)", line: nil)
    }

    /// Our environment with a UTF-8 locale and UTC for gnuplot.
    static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = "UTC"
        #if os(Linux)
        environment["LC_ALL"] = "C.UTF-8"
        #else
        environment["LC_ALL"] = "en_US.UTF-8"
        #endif
        return environment
    }

    /// `text` cut to its first `limit` characters and a note of how much was left out, so a
    /// gnuplot (or wrapper) printing megabytes cannot turn one error line into megabytes.
    static func capped(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + " … (\(text.utf8.count - String(text.prefix(limit)).utf8.count) more bytes)"
    }

    /// `60` for whole seconds, `1.5` otherwise.
    private static func seconds(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
