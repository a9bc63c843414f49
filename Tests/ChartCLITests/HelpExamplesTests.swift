import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Every subcommand's help ends its description with EXAMPLES of real commands; each one runs as
/// pasted (rendering for real, in a copy of `share/examples` where its files are, with `chart` on
/// `PATH`), leaves the `-o` it names, and fits an 80-column terminal.
@Suite struct HelpExamplesTests {
    @Test(arguments: ChartKind.allCases.map(\.rawValue))
    func examplesRun(command: String) throws {
        let help = try CLI.run([command, "--help"])
        #expect(help.status == 0)
        let text = String(decoding: help.stdout, as: UTF8.self)
        let examples =
            text.components(separatedBy: "EXAMPLES:\n").dropFirst().first?
            .split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
            .map { String($0.dropFirst(2)) } ?? []
        #expect(examples.count >= 3, "\(text)")
        let root = try TemporaryDirectory.make()
        try FileManager.default.copyItem(
            atPath: URL(fileURLWithPath: CLI.example("u5mr.csv")).deletingLastPathComponent().path,
            toPath: root + "/examples")
        var environment = ProcessInfo.processInfo.environment
        let binary = URL(fileURLWithPath: ChartProcess.binaryPath()).deletingLastPathComponent().path
        environment["PATH"] = binary + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        for example in examples {
            #expect(example.contains("chart \(command) "), "\(example)")
            #expect(example.count <= 78, "too long for the help: \(example)")
            environment["EXAMPLE"] = example
            let result = try ProcessPipeline(
                executable: "/bin/bash", arguments: ["-e", "-o", "pipefail", "-c", "eval \"$EXAMPLE\""],
                environment: environment, currentDirectory: root + "/examples", timeout: 60
            ).run()
            #expect(result.status == 0, "\(example): \(String(decoding: result.stderr, as: UTF8.self))")
            if !example.contains("--plan") {
                let targets = ReadmeExamplesTests.outputs(of: example)
                #expect(!targets.isEmpty, "\(example): no -o")
                for target in targets {
                    #expect(ReadmeExamplesTests.written(target, in: root + "/examples"), "\(example): wrote no \(target)")
                }
            }
        }
    }
}
