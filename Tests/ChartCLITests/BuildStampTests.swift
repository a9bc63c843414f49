import ChartTestSupport
import Foundation
import Testing

/// scripts/build-stamp, which the BuildStamp plugin runs before every build (issue 34 item 9):
/// the commit and its date from git (`-dirty` for changed tracked files, not for untracked
/// ones), from a `git archive` tarball's BUILD-STAMP, or unknown; rewritten only on change.
/// Run on scratch repositories with a fixed commit date, so every row knows its answer.
@Suite struct BuildStampTests {
    static let root = URL(fileURLWithPath: CLI.example("../..")).standardizedFileURL.path

    /// Whether git runs here; without it (a build machine given a tarball), the stamp can only
    /// be unknown, and the git rows are skipped with a note rather than passed silently.
    static let gitRuns: Bool = {
        (try? ChartProcess.runExecutable("/bin/sh", ["-c", "command -v git"]).status) == 0
    }()

    /// Runs `command` with bash in `folder`; its output, trimmed.
    @discardableResult
    static func shell(_ command: String, in folder: String) throws -> String {
        let environment = ProcessInfo.processInfo.environment.merging(
            ["GIT_COMMITTER_DATE": "2001-02-03T23:30:00+05:00", "GIT_AUTHOR_DATE": "2001-02-03T23:30:00+05:00", "TZ": "Asia/Tokyo"]
        ) { $1 }
        let result = try ChartProcess.runExecutable("/bin/bash", ["-c", command], environment: environment, currentDirectory: folder)
        #expect(result.status == 0, "\(command): \(result.stderr)")
        return String(decoding: result.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A repository with one commit of a tracked file, BUILD-STAMP and .gitattributes as chart has them.
    static func repository() throws -> String {
        let folder = try TemporaryDirectory.make() + "/repo"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["BUILD-STAMP", ".gitattributes"] {
            try FileManager.default.copyItem(atPath: root + "/" + name, toPath: folder + "/" + name)
        }
        try shell(
            "git init -q . && echo a > tracked && git add -A && git -c user.name=t -c user.email=t@example.org commit -q -m one",
            in: folder)
        return folder
    }

    /// The stamp the script writes for `package` into `output`: commit, dirty, date.
    static func stamp(_ package: String, into output: String) throws -> (commit: String, dirty: Bool, date: String) {
        let script = root + "/scripts/build-stamp"
        let result = try ChartProcess.runExecutable("/bin/sh", [script, package, output])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        func value(_ name: String) -> String {
            let line = text.split(separator: "\n").first { $0.contains("static let \(name) = ") } ?? ""
            return String(line.split(separator: "=").last ?? "").trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\"", with: "")
        }
        return (value("commit"), value("dirty") == "true", value("date"))
    }

    enum Layout: String, CaseIterable, Sendable { case clean, trackedChange, untrackedFile, gitArchive, checkoutWithoutGit, bareTree }

    @Test(arguments: Layout.allCases)
    func stampSaysWhichBuild(_ layout: Layout) throws {
        guard Self.gitRuns else {
            print("skipped: git is not installed, so BuildStampTests cannot make a repository (\(layout))")
            return
        }
        let repo = try Self.repository()
        let head = try Self.shell("git rev-parse --short=7 HEAD", in: repo)
        var package = repo
        var expected = (commit: head, dirty: false, date: "2001-02-03")  // 23:30 +05:00 is 18:30 UTC
        switch layout {
        case .clean: break
        case .trackedChange:
            try Self.shell("echo b >> tracked", in: repo)
            expected.dirty = true
        case .untrackedFile:
            try Self.shell("echo c > untracked", in: repo)
        case .gitArchive:
            // What a source tarball holds: BUILD-STAMP filled in by export-subst, no .git.
            package = try TemporaryDirectory.make()
            try Self.shell("git archive HEAD | tar -x -C '\(package)'", in: repo)
            let full = try Self.shell("git rev-parse HEAD", in: repo)
            let stamped = try String(contentsOfFile: package + "/BUILD-STAMP", encoding: .utf8)
            #expect(full.hasPrefix(String(stamped.prefix(7))), "\(stamped)")
            expected.commit = String(stamped.split(separator: " ")[0])
        case .checkoutWithoutGit:
            // A copy of the checkout without .git: BUILD-STAMP still reads $Format, so nothing is known.
            package = try TemporaryDirectory.make()
            try Self.shell("cp BUILD-STAMP tracked '\(package)'/", in: repo)
            expected = ("", false, "")
        case .bareTree:
            package = try TemporaryDirectory.make()
            expected = ("", false, "")
        }
        let found = try Self.stamp(package, into: try TemporaryDirectory.make() + "/Stamp/ChartBuildStamp.swift")
        #expect(found.commit == expected.commit && found.dirty == expected.dirty && found.date == expected.date, "\(found)")
    }

    /// An unchanged stamp leaves the file alone (same inode and time), so a build after it
    /// recompiles nothing; a changed one replaces it.
    @Test func unchangedStampIsNotRewritten() throws {
        guard Self.gitRuns else {
            print("skipped: git is not installed, so BuildStampTests cannot make a repository")
            return
        }
        let repo = try Self.repository()
        let output = try TemporaryDirectory.make() + "/ChartBuildStamp.swift"
        _ = try Self.stamp(repo, into: output)
        let before = try FileManager.default.attributesOfItem(atPath: output)
        _ = try Self.stamp(repo, into: output)
        let after = try FileManager.default.attributesOfItem(atPath: output)
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
        try Self.shell("echo b >> tracked", in: repo)
        #expect(try Self.stamp(repo, into: output).dirty)
    }
}
