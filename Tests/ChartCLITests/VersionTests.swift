import ChartTestSupport
import Foundation
import Testing

/// `chart --version` prints the top-level VERSION file, the one source of the version; this
/// fails when VERSION changed and `scripts/generate-version` was not run.
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
}
