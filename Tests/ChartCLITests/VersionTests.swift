import ChartTestSupport
import Foundation
import Testing

/// `chart --version` and the Homebrew formula state the top-level VERSION file, the one source
/// of the version (scripts/package reads it too); these fail when VERSION changed and
/// `scripts/generate-version` was not run. The line also names the build (issue 34 item 9):
/// the commit and its date, stamped by the BuildStamp plugin (BuildStampTests checks the stamp
/// in every layout); `chart version` prints the same.
@Suite struct VersionTests {
    static var version: String {
        get throws {
            try String(contentsOfFile: CLI.example("../../VERSION"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test func versionFlagPrintsTheVersionFile() throws {
        let version = try Self.version
        #expect(!version.isEmpty)
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        let printed = String(decoding: result.stdout, as: UTF8.self)
        #expect(printed.hasPrefix("chart \(version) ("), "Sources/chart/ChartVersion.swift is stale: run scripts/generate-version (\(printed))")
    }

    /// This checkout's build names its commit (short hash, `-dirty` when built from a changed
    /// tree) and the commit's date in UTC: the same tree, the same line.
    @Test func versionNamesTheCommitAndItsDate() throws {
        let root = BuildStampTests.root
        guard FileManager.default.fileExists(atPath: root + "/.git"), BuildStampTests.gitRuns else {
            print("skipped: \(root) is not a git checkout or git is not installed, so the build cannot know its commit")
            return
        }
        let commit = try BuildStampTests.shell("git rev-parse --short=7 HEAD", in: root)
        let date = try BuildStampTests.shell("TZ=UTC0 git log -1 --format=%cd --date=format-local:%Y-%m-%d", in: root)
        let printed = String(decoding: try CLI.run(["--version"]).stdout, as: UTF8.self)
        let version = try Self.version
        // Dirty or not depends on the tree when it was built, which a test run cannot see.
        #expect(
            [false, true].map { "chart \(version) (commit \(commit)\($0 ? "-dirty" : ""), \(date))\n" }.contains(printed),
            "\(printed)")
    }

    /// `chart version` is `chart --version`, as is `--version` after a command.
    @Test(arguments: [["version"], ["--version"], ["line", "--version"]])
    func everyWayPrintsTheSameLine(_ arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (try CLI.run(["--version"])).stdout)
        #expect(result.stderr.isEmpty)
    }

    /// The Homebrew formula (which cannot be tried here) states the same version.
    @Test func homebrewFormulaStatesTheVersionFile() throws {
        let version = try Self.version
        let formula = try String(contentsOfFile: CLI.example("../packaging/chart.rb"), encoding: .utf8)
        #expect(formula.contains("\n  version \"\(version)\"\n"), "share/packaging/chart.rb does not say version \"\(version)\"")
        #expect(formula.contains("chart-\(version).tar.gz"), "share/packaging/chart.rb's url names another version")
    }
}
