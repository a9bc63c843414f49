import ChartTestSupport
import Foundation
import Testing

/// Every relative link of the documents leads somewhere, in the checkout and in an installed tree
/// (issue 34: the installed README and pages had 15 links to nowhere, and no example data). The
/// install is the real `scripts/install` into a scratch prefix, with the test's `chart` as its
/// binary, so what is checked is what a user gets.
@Suite struct DocLinksTests {
    /// The repository's top folder.
    static let root = URL(fileURLWithPath: CLI.example("u5mr.csv")).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The checkout's documents: the README, the pages, the examples' own Markdown and the DocC
    /// articles (everything `scripts/install` installs as Markdown).
    static var checkoutPages: [String] {
        [root + "/README.md"] + MarkdownLinks.pages(under: root + "/share/doc/chart")
            + MarkdownLinks.pages(under: root + "/share/examples")
            + MarkdownLinks.pages(under: root + "/Sources/ChartKit/ChartKit.docc")
    }

    /// A scratch install of this checkout (binary, man page, completions, themes, documents).
    static func install() throws -> String {
        let prefix = try TemporaryDirectory.make() + "/prefix"
        let result = try ChartProcess.runExecutable(
            "/bin/bash", [root + "/scripts/install", "--binary", ChartProcess.binaryPath(), "--prefix", prefix, "--no-manifest"],
            timeout: 300)
        #expect(result.status == 0, "scripts/install failed: \(result.stderr)")
        #expect(!result.stderr.contains("warning"), "scripts/install: \(result.stderr)")
        return prefix
    }

    @Test func checkoutLinksLeadSomewhere() throws {
        let pages = Self.checkoutPages
        #expect(pages.count >= 10, "\(pages)")
        let problems = try pages.flatMap { try MarkdownLinks.problems(inPageAt: $0, root: Self.root) }
        #expect(problems.isEmpty, "broken links in the checkout:\n\(problems.joined(separator: "\n"))")
    }

    @Test func installedLinksLeadSomewhere() throws {
        let prefix = try Self.install()
        let docs = prefix + "/share/doc/chart"
        let pages = MarkdownLinks.pages(under: docs)
        // Each checkout page has its installed copy (the README beside the pages).
        #expect(pages.count == Self.checkoutPages.count, "installed: \(pages.map { $0.dropFirst(docs.count) })")
        #expect(pages.contains(docs + "/README.md"))
        let problems = try pages.flatMap { try MarkdownLinks.problems(inPageAt: $0, root: prefix) }
        #expect(problems.isEmpty, "broken links where installed:\n\(problems.joined(separator: "\n"))")
    }

    /// The example data is installed beside the docs (the docs say to copy that folder), every file
    /// the examples read, and no chart a user made in the checkout's folder.
    @Test func exampleDataIsInstalled() throws {
        let prefix = try Self.install()
        let examples = prefix + "/share/doc/chart/examples"
        for name in ["Makefile", "sales.csv", "u5mr.csv", "steps.json", "library/Package.swift"] {
            #expect(FileManager.default.fileExists(atPath: examples + "/" + name), "\(name) is not installed")
        }
        let tracked = try ChartProcess.runExecutable("/usr/bin/env", ["git", "-C", Self.root, "ls-files", "share/examples"])
        guard tracked.status == 0 else {
            print("note: DocLinksTests.exampleDataIsInstalled compared no file list: git ls-files failed (\(tracked.stderr))")
            return
        }
        let expected = String(decoding: tracked.stdout, as: UTF8.self).split(separator: "\n").map { String($0.dropFirst("share/examples/".count)) }
        let installed = (FileManager.default.enumerator(atPath: examples)?.compactMap { $0 as? String } ?? [])
            .filter { !$0.hasSuffix("/") && FileManager.default.fileExists(atPath: examples + "/" + $0) && !Self.isFolder(examples + "/" + $0) }
        #expect(Set(installed) == Set(expected), "installed \(Set(installed).symmetricDifference(expected).sorted())")
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
