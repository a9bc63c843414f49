import ChartTestSupport
import Foundation
import Testing

/// `chart doctor` reports what this machine has and what to install (issue 11), which build of
/// chart runs and where its themes and completions are (issue 34 item 9), and what is wrong
/// with a gnuplot the user named (issue 34 item 10).
@Suite struct DoctorTests {
    @Test func realGnuplotPasses() throws {
        let result = try CLI.run(["doctor"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
        let version = String(decoding: try CLI.run(["--version"]).stdout, as: UTF8.self).trimmingCharacters(in: .newlines)
        #expect(lines.first == "\(version) at \(ChartProcess.binaryPath())")
        #expect(lines.filter { $0.hasPrefix("ok ") }.count == 6)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("ok ") || $0.hasPrefix("info ") }, "\(lines)")
    }

    /// An old gnuplot without cairo: the required checks fail with the fix, exit 69.
    @Test func oldGnuplotIsMissingWhatChartNeeds() throws {
        let dir = try TemporaryDirectory.make()
        let fake = try CLI.fakeGnuplot(in: dir, body: "cat >/dev/null; printf '4.6\\n6\\n dumb png svg\\n' >&2")
        let result = try CLI.run(["doctor", "--gnuplot", fake], in: dir)
        #expect(result.status == 69)
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.contains("MISSING gnuplot version: 4.6 patchlevel 6 (chart needs 5.2 or later)"))
        #expect(text.contains("MISSING terminal pngcairo: missing (PNG output)"))
        #expect(text.contains("ok      terminal svg: available (SVG output)"))
        #expect(text.contains("warning terminal pdfcairo"))
        #expect(text.contains("fix: "))
    }

    /// No gnuplot anywhere (none named, none in PATH): installing it is the fix.
    @Test func noGnuplotSaysHowToInstallIt() throws {
        let empty = try TemporaryDirectory.make()
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = empty
        environment["GNUPLOT"] = nil
        let result = try CLI.run(["doctor"], environment: environment)
        #expect(result.status == 69)
        #expect(String(decoding: result.stdout, as: UTF8.self).contains("fix: sudo apt-get install gnuplot-nox"))
    }

    /// A gnuplot the user named that cannot be used: what is wrong with the name, and a fix about
    /// the name, never an install command (installing would not change the path given). 69, as
    /// for no gnuplot at all: the check is whether gnuplot is available.
    struct Named: Sendable, CustomTestStringConvertible, Decodable {
        var name: String
        /// `--gnuplot` value, or `$GNUPLOT` when `environment`; `DIR` is a scratch folder.
        var value: String
        var environment = false
        var detail: String
        var fix: String
        var testDescription: String { name }
    }

    /// The rows of `Tests/Fixtures/doctor-named-gnuplot.json`.
    static let named: [Named] = {
        let url = URL(fileURLWithPath: CLI.fixture("doctor-named-gnuplot.json"))
        return (try? JSONDecoder().decode([Named].self, from: Data(contentsOf: url))) ?? []
    }()

    @Test func namedRowsRead() {
        #expect(!Self.named.isEmpty)
    }

    @Test(arguments: named)
    func aNamedGnuplotThatCannotBeUsedSaysWhy(_ row: Named) throws {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/bin", withIntermediateDirectories: true)
        _ = try CLI.fakeGnuplot(in: dir + "/bin", body: "exit 0")
        try FileManager.default.moveItem(atPath: dir + "/bin/fake-gnuplot", toPath: dir + "/bin/gnuplot")
        try "#!/bin/sh\n".write(toFile: dir + "/plain", atomically: true, encoding: .utf8)
        func filled(_ text: String) -> String { text.replacingOccurrences(of: "DIR", with: dir) }
        var environment = ProcessInfo.processInfo.environment
        environment["GNUPLOT"] = row.environment ? filled(row.value) : nil
        let result = try CLI.run(["doctor"] + (row.environment ? [] : ["--gnuplot", filled(row.value)]), environment: environment)
        #expect(result.status == 69, "\(result.stderr)")
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.contains("MISSING gnuplot: \(filled(row.detail))\n        fix: \(filled(row.fix))\n"), "\(text)")
        #expect(!text.contains("apt-get"), "\(text)")
    }

    /// The folders `--theme NAME` searches, in order, and each shell's completion beside the
    /// binary: a copy of chart in a scratch prefix with a theme and two of the three completions.
    @Test func namesThemeFoldersAndCompletions() throws {
        let dir = try TemporaryDirectory.make()
        let prefix = dir + "/prefix"
        for folder in ["bin", "share/chart/themes", "share/bash-completion/completions", "share/zsh/vendor-completions"] {
            try FileManager.default.createDirectory(atPath: prefix + "/" + folder, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: ChartProcess.binaryPath(), toPath: prefix + "/bin/chart")
        for file in ["share/chart/themes/mine.theme", "share/bash-completion/completions/chart", "share/zsh/vendor-completions/_chart"] {
            try "".write(toFile: prefix + "/" + file, atomically: true, encoding: .utf8)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = dir + "/config"
        let result = try ChartProcess.runExecutable(prefix + "/bin/chart", ["doctor"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("info ") }
        #expect(
            lines == [
                "info    themes 1: \(dir)/config/chart/themes (absent; your own NAME.theme files go here)",
                "info    themes 2: \(prefix)/share/chart/themes (1 theme)",
                "info    completion bash: \(prefix)/share/bash-completion/completions/chart",
                "info    completion zsh: \(prefix)/share/zsh/vendor-completions/_chart",
                "info    completion fish: not installed beside chart (looked for \(prefix)/share/fish/vendor_completions.d/chart.fish)",
            ], "\(lines)")
    }
}
