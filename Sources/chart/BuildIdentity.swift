/// The line `chart --version`, `chart version` and `chart doctor` print: the version, and which
/// build of it this is (commit and its date), so a bug report names the exact code.
///
/// The commit comes from `ChartBuildStamp`, written at build time by the BuildStamp plugin; the
/// date is the commit's, not the build's, so the same tree always gives the same binary.
enum BuildIdentity {
    static var line: String {
        describe(version: ChartVersion.string, commit: ChartBuildStamp.commit, dirty: ChartBuildStamp.dirty, date: ChartBuildStamp.date)
    }

    /// `chart 0.1.0 (commit 4e73df0, 2026-11-28)`; `-dirty` after the hash when tracked files
    /// differed from the commit; `(unknown commit)` for a build that could not tell.
    static func describe(version: String, commit: String, dirty: Bool, date: String) -> String {
        guard !commit.isEmpty else { return "chart \(version) (unknown commit)" }
        return "chart \(version) (commit \(commit)\(dirty ? "-dirty" : "")\(date.isEmpty ? "" : ", " + date))"
    }
}
