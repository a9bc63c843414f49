import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// The completions and the man page in `share/` are generated from the command definitions;
/// these tests fail when a flag changed and `scripts/generate-docs` was not run.
@Suite struct GeneratedDocsTests {
    static let fix = "stale: run scripts/generate-docs and commit share/"

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsAreCurrent(shell: String) throws {
        let generated = try CLI.run(["--generate-completion-script", shell])
        #expect(generated.status == 0)
        let file = shell == "zsh" ? "_chart" : "chart.\(shell)"  // zsh loads _NAME files only
        let committed = FileManager.default.contents(atPath: CLI.example("../completions/\(file)"))
        #expect(committed == Self.sourced(generated.stdout), "share/completions/\(file) is \(Self.fix)")
    }

    /// The script as a completion folder holds it: without a `#!` first line, since the shell
    /// sources it (ArgumentParser writes `#!/bin/bash` first, which lintian warns about).
    static func sourced(_ script: [UInt8]) -> Data {
        guard script.starts(with: Array("#!".utf8)), let end = script.firstIndex(of: UInt8(ascii: "\n")) else {
            return Data(script)
        }
        return Data(script[(end + 1)...])
    }

    /// The flag × kind table in the reference is the one the command definitions make
    /// (`FlagTable`, which `scripts/generate-docs` compiles to write it), with a column for
    /// every kind.
    @Test func flagTableIsCurrent() throws {
        let dump = try CLI.run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let kinds = FlagTable.kinds(in: try JSONDecoder().decode(FlagTable.Dump.self, from: Data(dump.stdout)))
        #expect(kinds == ChartKind.allCases.map(\.rawValue), "the commands that write a chart are not the kinds")
        let table = try FlagTable.markdown(dump: dump.stdout)
        let text = try String(contentsOfFile: CLI.example("../doc/chart/reference.md"), encoding: .utf8)
        let updated = try #require(FlagTable.replacing(in: text, with: table), "share/doc/chart/reference.md has no flag-table markers")
        #expect(updated == text, "the flag table of share/doc/chart/reference.md is \(Self.fix)")
    }

    /// The subcommands that draw no chart.
    static let tools = ["doctor", "version"]

    /// `chart --help` lists the kinds and the tools, no other command: a new one is added to
    /// `tools` (or is a `ChartKind`), so the man-page check below reaches it.
    @Test func subcommandsAreTheKindsAndTheTools() throws {
        let help = String(decoding: try CLI.run(["--help"]).stdout, as: UTF8.self)
        let listed = help.split(separator: "\n").drop { $0 != "SUBCOMMANDS:" }.dropFirst()
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter { !$0.hasPrefix("See") }
        #expect(listed == ChartKind.allCases.map(\.commandName) + Self.tools, "\(help)")
    }

    /// Every subcommand and every one of its long options appears in the man page.
    @Test(arguments: ChartKind.allCases.map(\.commandName) + tools)
    func manPageNamesEveryOption(command: String) throws {
        let page = try String(contentsOfFile: CLI.example("../man/chart.1"), encoding: .utf8)
        let help = String(decoding: try CLI.run([command, "--help"]).stdout, as: UTF8.self)
        // The options as listed (lines starting `  --name` or `  -o, --name`), not those named in prose.
        let options = Set(
            help.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  -") else { return nil }
                let long = line.split(separator: " ").first { $0.hasPrefix("--") }.map { String($0) }
                return long?.split(separator: "/").first.map { String($0.prefix { $0 != "=" && $0 != "<" }) }
            })
        #expect(page.contains(".It Em \(command)"), "share/man/chart.1 is \(Self.fix)")
        for option in options.sorted() where option != "--help" {
            // mdoc writes --name as `Fl -name`, or `Fl o , -name` beside a short form.
            let name = option.dropFirst(2)
            #expect(page.contains("Fl -\(name)") || page.contains(", -\(name)"), "\(option) of \(command): share/man/chart.1 is \(Self.fix)")
        }
    }
}
