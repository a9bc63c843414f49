import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Every subcommand's help ends its description with EXAMPLES of real commands; each one runs
/// (as `--plan`, in `share/examples`, where its files are) and fits an 80-column terminal.
@Suite struct HelpExamplesTests {
    @Test(arguments: ["line", "bar", "pie", "discrete"])
    func examplesRun(command: String) throws {
        let help = try CLI.run([command, "--help"])
        #expect(help.status == 0)
        let text = String(decoding: help.stdout, as: UTF8.self)
        let examples = text.components(separatedBy: "EXAMPLES:\n").dropFirst().first?
            .split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
            .map { String($0.dropFirst(2)) } ?? []
        #expect(examples.count >= 3, "\(text)")
        let folder = URL(fileURLWithPath: CLI.example("u5mr.csv")).deletingLastPathComponent().path
        for example in examples {
            #expect(example.contains("chart \(command) "), "\(example)")
            #expect(example.count <= 78, "too long for the help: \(example)")
            let script = "chart() { \"$CHART\" \"$@\" --plan; }; \(example)"
            var environment = ProcessInfo.processInfo.environment
            environment["CHART"] = ChartProcess.binaryPath()
            let result = try ProcessPipeline(executable: "/bin/sh", arguments: ["-c", script], environment: environment,
                                             currentDirectory: folder, timeout: 30).run()
            #expect(result.status == 0, "\(example): \(String(decoding: result.stderr, as: UTF8.self))")
        }
    }
}
