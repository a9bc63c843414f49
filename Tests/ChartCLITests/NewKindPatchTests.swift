import ChartTestSupport
import Foundation
import Testing

/// The measured new-kind patches of ARCHITECTURE.md's recipe (`share/doc/chart/new-kind-*.patch`)
/// must apply to the tree as it is. A patch that no longer applies measures code that is gone:
/// the area patch went stale when `Chart`'s subcommand list changed, and nothing noticed.
@Suite struct NewKindPatchTests {
    static let root = BuildStampTests.root
    static let folder = "share/doc/chart"
    static let patches: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? [])
        .filter { $0.hasPrefix("new-kind-") && $0.hasSuffix(".patch") }.sorted()
    /// A git checkout with git to run; a build from a tarball has no history to apply to, so
    /// the check is skipped there, with a note.
    static let inCheckout = BuildStampTests.gitRuns && FileManager.default.fileExists(atPath: root + "/.git")

    /// The recipe's two measured kinds, a point kind and a category kind, are both there.
    @Test func bothRecipesHaveAPatch() {
        #expect(Self.patches == ["new-kind-dot.patch"])
    }

    @Test(.enabled(if: inCheckout, "not a git checkout: the new-kind patches are not checked"), arguments: patches)
    func patchApplies(_ name: String) throws {
        let result = try ChartProcess.runExecutable(
            "/usr/bin/env", ["git", "apply", "--check", Self.folder + "/" + name], currentDirectory: Self.root)
        #expect(
            result.status == 0,
            "\(name) no longer applies; regenerate it as ARCHITECTURE.md's recipe says: \(result.stderr)")
    }
}
