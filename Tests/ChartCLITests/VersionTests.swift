import ChartTestSupport
import Foundation
import Testing

/// `chart --version` and the Homebrew formula state the top-level VERSION file, the one source
/// of the version (scripts/package reads it too); these fail when VERSION changed and
/// `scripts/generate-version` was not run.
@Suite struct VersionTests {
    @Test func versionFlagPrintsTheVersionFile() throws {
        let file = try String(contentsOfFile: CLI.example("../../VERSION"), encoding: .utf8)
        let version = file.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!version.isEmpty)
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        let printed = String(decoding: result.stdout, as: UTF8.self)
        #expect(printed == version + "\n", "Sources/chart/ChartVersion.swift is stale: run scripts/generate-version")
    }

    /// The Homebrew formula (which cannot be tried here) states the same version.
    @Test func homebrewFormulaStatesTheVersionFile() throws {
        let version = try String(contentsOfFile: CLI.example("../../VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let formula = try String(contentsOfFile: CLI.example("../packaging/chart.rb"), encoding: .utf8)
        #expect(formula.contains("\n  version \"\(version)\"\n"), "share/packaging/chart.rb does not say version \"\(version)\"")
        #expect(formula.contains("chart-\(version).tar.gz"), "share/packaging/chart.rb's url names another version")
    }
}
