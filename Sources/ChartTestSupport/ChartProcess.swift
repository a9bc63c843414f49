import ChartKit
import Foundation

/// Runs the built `chart` executable for end-to-end tests, with the same pipe hygiene as
/// gnuplot runs (`ProcessPipeline`: SIGPIPE ignored, drained pipes, timeout kill).
package struct ChartProcess {
    /// Where the `chart` binary is:
    /// 1. `$CHART_BINARY`, if set (e.g. to test an installed or release build);
    /// 2. `chart` next to the running test executable: on Linux `swift test` runs
    ///    `.build/<triple>/debug/<package>PackageTests.xctest`, an executable in the same folder as
    ///    `chart`, so `CommandLine.arguments[0]`'s folder;
    /// 3. on macOS the tests run inside `xctest`, so the folder holding the loaded `.xctest` bundle.
    /// If none has an executable `chart`, the first candidate is returned and running it fails with
    /// a clear "cannot start" error. `chart` is built by `swift test` because a test target depends on it.
    package static func binaryPath() -> String {
        if let explicit = ProcessInfo.processInfo.environment["CHART_BINARY"], !explicit.isEmpty {
            return explicit
        }
        var folders: [URL] = []
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        let candidates = folders.map { $0.appendingPathComponent("chart").path }
        return candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
            ?? candidates.first ?? "chart"
    }

    /// Runs `chart arguments…` with `stdin`, waiting at most `timeout` seconds.
    /// `environment` nil inherits the test's environment. Throws `ChartError.internal` when the
    /// binary cannot be started or is killed by the timeout.
    package static func run(
        _ arguments: [String], stdin: [UInt8] = [], environment: [String: String]? = nil,
        currentDirectory: String? = nil, timeout: Double = 60
    ) throws -> ChartProcessResult {
        let pipeline = ProcessPipeline(
            executable: binaryPath(), arguments: arguments, environment: environment,
            currentDirectory: currentDirectory, timeout: timeout)
        let outcome: ProcessPipeline.Outcome
        do {
            outcome = try pipeline.run(stdin: stdin)
        } catch let failure as ProcessPipeline.LaunchFailure {
            throw ChartError.internal("cannot start \(failure.executable): \(failure.reason) (build it with swift build, or set CHART_BINARY)")
        }
        if outcome.timedOut {
            throw ChartError.internal("chart \(arguments.joined(separator: " ")) did not finish within \(timeout) s and was killed")
        }
        try auditSVG(stdout: outcome.stdout, directory: currentDirectory, arguments: arguments)
        return ChartProcessResult(
            status: outcome.signaled ? 128 + outcome.status : outcome.status,
            stdout: outcome.stdout,
            stderr: String(decoding: outcome.stderr, as: UTF8.self), cpuSeconds: outcome.cpuSeconds)
    }

    /// Fails the run when it left or printed an SVG that `SVGAudit` rejects (every SVG the test
    /// suite makes is audited here, whatever the test itself checks).
    static func auditSVG(stdout: [UInt8], directory: String?, arguments: [String]) throws {
        var problems = directory.map(SVGAudit.problems(under:)) ?? []
        let head = String(decoding: stdout.prefix(64), as: UTF8.self)
        if head.hasPrefix("<?xml") || head.hasPrefix("<svg"), !arguments.contains("--emit-script"), !arguments.contains("--plan"),
            let problem = SVGAudit.problem(in: Data(stdout))
        {
            problems.append("stdout: \(problem)")
        }
        if !problems.isEmpty {
            throw ChartError.internal(
                "chart \(arguments.joined(separator: " ")) left an SVG that fails the audit: \(problems.joined(separator: "; "))")
        }
    }

    /// Runs any executable (a shell wrapping `chart`, a fake gnuplot) with the same pipe hygiene;
    /// the status is 128 + the signal number when it was killed by one.
    package static func runExecutable(
        _ executable: String, _ arguments: [String], stdin: [UInt8] = [],
        environment: [String: String]? = nil, currentDirectory: String? = nil,
        timeout: Double = 60
    ) throws -> ChartProcessResult {
        let outcome = try ProcessPipeline(
            executable: executable, arguments: arguments, environment: environment,
            currentDirectory: currentDirectory, timeout: timeout
        ).run(stdin: stdin)
        if outcome.timedOut {
            throw ChartError.internal("\(executable) did not finish within \(timeout) s and was killed")
        }
        try auditSVG(stdout: outcome.stdout, directory: currentDirectory, arguments: [executable] + arguments)
        return ChartProcessResult(
            status: outcome.signaled ? 128 + outcome.status : outcome.status,
            stdout: outcome.stdout, stderr: String(decoding: outcome.stderr, as: UTF8.self))
    }
}
