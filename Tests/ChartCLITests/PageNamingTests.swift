import ChartTestSupport
import Foundation
import Testing

/// One page, one name (issue 16 item 12): a page's file name depends on the chart's page count,
/// never on `--page`, and numbered pages an earlier, longer run left are named in a warning and
/// removed by `--prune`, exactly those and nothing else.
@Suite struct PageNamingTests {
    /// `rows` rows of `x,y`, two per page with `--page-size 2`.
    static func rows(_ count: Int) -> String {
        "x,y\n" + (1...count).map { "\($0),\($0 % 3)" }.joined(separator: "\n") + "\n"
    }

    static let size = ["--size", "200x150"]

    /// `--page 5` writes `p-005.png` as the full run does, a range its own numbers, and a chart
    /// of one page the plain name, with --page 1 or without.
    @Test(arguments: [
        (["--page-size", "2", "--page", "5"], 20, ["p-005.png"]),
        (["--page-size", "2", "--page", "3-4"], 20, ["p-003.png", "p-004.png"]),
        (["--page-size", "2"], 20, (1...10).map { String(format: "p-%03d.png", $0) }),
        (["--page-size", "2", "--page", "1"], 2, ["p.png"]),
        (["--page", "1"], 20, ["p.png"]),
        ([String](), 20, ["p.png"]),
    ])
    func aPageHasOneNameWhicheverRunDrawsIt(flags: [String], rows: Int, written: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "-o", "p.png"] + Self.size + flags, stdin: Self.rows(rows), in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == written)
        let plan = try CLI.plan(["line", "-o", "p.png"] + flags, stdin: Self.rows(rows), in: dir)
        #expect((plan["pages"] as? [[String: Any]] ?? []).compactMap { $0["output"] as? String } == written)
    }

    /// Pies paged by group follow the same rule: `--page 2` of three groups is `m-002.png`.
    @Test func pieGroupsAreNumberedWhenOneIsChosen() throws {
        let dir = try TemporaryDirectory.make()
        let input = "g,k,v\na,x,1\na,y,2\nb,x,3\nb,y,1\nc,x,1\nc,y,1\n"
        let result = try CLI.run(["pie", "--group", "g", "--page", "2", "-o", "m.png", "--size", "300x300"], stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == ["m-002.png"])
    }

    /// The folder a 10-page run of `-o out/m.png` left, with neighbours that are not its pages.
    static func folderAfterLongRun() throws -> String {
        let dir = try TemporaryDirectory.make()
        let long = try CLI.run(["line", "--page-size", "2", "-o", "out/m.png"] + Self.size, stdin: Self.rows(20), in: dir)
        #expect(long.status == 0, "\(long.stderr)")
        let fm = FileManager.default
        // Never pages of this output: another stem, two digits, another extension, a
        // non-numbered name, a hidden file, a folder and a link with page names.
        for name in ["n-007.png", "m-07.png", "m-008.txt", "m.png", "m-x12.png", ".m-009.png", "m-0012a.png"] {
            #expect(fm.createFile(atPath: dir + "/out/" + name, contents: Data("keep".utf8)))
        }
        try fm.createDirectory(atPath: dir + "/out/m-011.png", withIntermediateDirectories: false)
        try fm.createSymbolicLink(atPath: dir + "/out/m-012.png", withDestinationPath: "m.png")
        return dir
    }

    static let neighbours = [".m-009.png", "m-0012a.png", "m-008.txt", "m-011.png", "m-012.png", "m-07.png", "m-x12.png", "m.png", "n-007.png"]

    /// A shorter run warns about the pages past its own (the first and how many) and keeps
    /// them; `--prune` removes exactly m-006 … m-010 and keeps every neighbour.
    @Test func leftoverPagesAreNamedThenPruned() throws {
        let dir = try Self.folderAfterLongRun()
        let short = try CLI.run(["line", "--page-size", "2", "-o", "out/m.png"] + Self.size, stdin: Self.rows(10), in: dir)
        #expect(short.status == 0)
        #expect(
            short.stderr
                == """
                chart: warning: 5 numbered pages from an earlier run remain beside the output (first out/m-006.png), but this chart has 5 \
                pages; --prune removes them\n
                """
        )
        #expect((1...10).allSatisfy { FileManager.default.fileExists(atPath: dir + String(format: "/out/m-%03d.png", $0)) }, "warned, not removed")

        let plan = try CLI.run(["line", "--page-size", "2", "-o", "out/m.png", "--plan", "--prune"], stdin: Self.rows(10), in: dir)
        #expect(plan.status == 0 && plan.stderr.contains("first out/m-006.png"), "--plan renders and removes nothing")
        #expect(CLI.files(in: dir + "/out").contains("m-010.png"))

        let pruned = try CLI.run(["line", "--page-size", "2", "-o", "out/m.png", "--prune"] + Self.size, stdin: Self.rows(10), in: dir)
        #expect(pruned.status == 0)
        #expect(pruned.stderr == "")
        #expect(CLI.files(in: dir + "/out") == ((1...5).map { String(format: "m-%03d.png", $0) } + Self.neighbours).sorted())

        let again = try CLI.run(["line", "--page-size", "2", "-o", "out/m.png"] + Self.size, stdin: Self.rows(10), in: dir)
        #expect(again.status == 0 && again.stderr == "", "nothing left to warn about")
    }

    /// A one-page chart writes `m.png`, so every numbered page beside it is left over.
    @Test func aOnePageRunLeavesEveryNumberedPage() throws {
        let dir = try Self.folderAfterLongRun()
        let one = try CLI.run(["line", "-o", "out/m.png"] + Self.size, stdin: Self.rows(10), in: dir)
        #expect(
            one.stderr
                == """
                chart: warning: 10 numbered pages from an earlier run remain beside the output (first out/m-001.png), but this chart has one \
                page, not numbered; --prune removes them\n
                """
        )
        let pruned = try CLI.run(["line", "-o", "out/m.png", "--prune"] + Self.size, stdin: Self.rows(10), in: dir)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(CLI.files(in: dir + "/out") == Self.neighbours)
    }

    /// A `%02d` pattern: its own names past the count go, the plain-name pages stay.
    @Test func patternLeftoversAreThePatternsOwn() throws {
        let dir = try TemporaryDirectory.make()
        #expect(try CLI.run(["line", "--page-size", "2", "-o", "f-%02d.png"] + Self.size, stdin: Self.rows(8), in: dir).status == 0)
        #expect(try CLI.run(["line", "--page-size", "2", "-o", "f.png"] + Self.size, stdin: Self.rows(8), in: dir).status == 0)
        let pruned = try CLI.run(["line", "--page-size", "2", "-o", "f-%02d.png", "--prune"] + Self.size, stdin: Self.rows(4), in: dir)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(CLI.files(in: dir) == ["f-001.png", "f-002.png", "f-003.png", "f-004.png", "f-01.png", "f-02.png"])
    }

    /// A shard does not warn (the later pages are other shards'); `--prune` there is a usage
    /// error unless the shard holds the last page, which then prunes past it.
    @Test func shardsPruneOnlyFromTheLastPage() throws {
        let dir = try Self.folderAfterLongRun()
        let middle = try CLI.run(["line", "--page-size", "2", "--page", "2-3", "-o", "out/m.png"] + Self.size, stdin: Self.rows(10), in: dir)
        #expect(middle.status == 0 && middle.stderr == "")
        let refused = try CLI.run(
            ["line", "--page-size", "2", "--page", "2-3", "-o", "out/m.png", "--prune"] + Self.size, stdin: Self.rows(10), in: dir)
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == """
                chart: error: --prune removes pages past the chart's last page (5); with --page it belongs in the run that renders page 5, or \
                with --page all\n
                """
        )
        #expect(CLI.files(in: dir + "/out").contains("m-010.png"))
        let last = try CLI.run(
            ["line", "--page-size", "2", "--page", "4-5", "-o", "out/m.png", "--prune"] + Self.size, stdin: Self.rows(10), in: dir)
        #expect(last.status == 0 && last.stderr == "", "\(last.stderr)")
        #expect(CLI.files(in: dir + "/out") == ((1...5).map { String(format: "m-%03d.png", $0) } + Self.neighbours).sorted())
    }

    @Test func pruneNeedsAFile() throws {
        let stdout = try CLI.run(["line", "-o", "-", "--prune"], stdin: Self.rows(4))
        #expect(stdout.status == 64)
        let follow = try CLI.run(["line", "--follow", "-o", "l.png", "--prune"], stdin: Self.rows(4))
        #expect(follow.status == 64 && follow.stderr.contains("--prune cannot be combined"))
    }
}
