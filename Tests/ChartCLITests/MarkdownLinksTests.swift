import ChartTestSupport
import Foundation
import Testing

/// The link checker finds what a reader would stumble on, and nothing else: a test that cannot
/// fail would let the docs rot (DocLinksTests rests on it).
@Suite struct MarkdownLinksTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var page: String
        var problems: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a file that exists", page: "[a](other.md) and ![b](images/p.png)\n", problems: []),
        Case(name: "a missing file", page: "text\nsee [a](missing.md).\n", problems: ["page.md:2: missing.md (no such file)"]),
        Case(name: "a folder", page: "[f](images/) [g](nowhere/)\n", problems: ["page.md:1: nowhere/ (no such file)"]),
        Case(name: "a heading of another page", page: "[a](other.md#live-pages---follow)\n", problems: []),
        Case(name: "a missing heading", page: "[a](other.md#live)\n", problems: ["page.md:1: other.md#live (no heading #live there)"]),
        Case(name: "a heading of the page itself", page: "# Big jobs: shards, CI\n[a](#big-jobs-shards-ci)\n", problems: []),
        Case(
            name: "a repeated heading", page: "## Use\n## Use\n[a](#use-1) [b](#use-2)\n", problems: ["page.md:3: #use-2 (no heading #use-2 there)"]),
        Case(name: "out of the tree", page: "[a](../../outside.md)\n", problems: ["page.md:1: ../../outside.md (leads out of the tree)"]),
        Case(name: "URLs and absolute paths", page: "[a](https://example.com/x) [b](mailto:a@b) [c](/usr/share/doc)\n", problems: []),
        Case(name: "code is not a link", page: "`[a](missing.md)`\n```sh\n[b](missing.md)\n```\n", problems: []),
        Case(name: "a link across lines", page: "[`chart\nline`](missing.md)\n", problems: ["page.md:2: missing.md (no such file)"]),
        Case(name: "a reference definition", page: "[a][r]\n\n[r]: missing.md\n", problems: ["page.md:3: missing.md (no such file)"]),
        Case(
            name: "a title and angle brackets", page: "[a](<other.md> \"t\") [b](missing.md \"t\")\n",
            problems: ["page.md:1: missing.md (no such file)"]),
    ]

    @Test(arguments: cases) func problems(of example: Case) throws {
        let root = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: root + "/docs/images", withIntermediateDirectories: true)
        try "# Other\n\n## Live pages (`--follow`)\n".write(toFile: root + "/docs/other.md", atomically: true, encoding: .utf8)
        try "png".write(toFile: root + "/docs/images/p.png", atomically: true, encoding: .utf8)
        try example.page.write(toFile: root + "/docs/page.md", atomically: true, encoding: .utf8)
        let found = try MarkdownLinks.problems(inPageAt: root + "/docs/page.md", root: root + "/docs")
        #expect(found == example.problems)
    }

    @Test(arguments: [
        ("Live pages (`--follow`)", "live-pages---follow"),
        ("Install, uninstall and packages", "install-uninstall-and-packages"),
        ("Big jobs: shards, Makefiles, CI matrices", "big-jobs-shards-makefiles-ci-matrices"),
        ("`chart line`", "chart-line"),
        ("See [the reference](reference.md)", "see-the-reference"),
        ("Données_brutes", "données_brutes"),
    ])
    func slug(title: String, expected: String) {
        #expect(MarkdownLinks.slug(of: title) == expected)
    }
}
