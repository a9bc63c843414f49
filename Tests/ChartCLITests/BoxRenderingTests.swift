import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// `chart box` end to end: the built binary, real gnuplot, the PNG read back.
@Suite struct BoxRenderingTests {
    /// Boxes with no height (one value; all values equal) and a spread one, vertical and across.
    static let flat = "k,v\none,5\nsame,3\nsame,3\nsame,3\nspread,1\nspread,2\nspread,4\nspread,8\nspread,30\n"

    /// Every box shows its colour, also with an IQR of 0 (its rectangle is widened about the
    /// median to `BoxShape.minimumPixels`), and the median line is drawn over it.
    @Test(arguments: [[], ["--horizontal"], ["--y-log"]])
    func boxesWithoutHeightGetInk(_ flags: [String]) throws {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let arguments = ["box", "--x", "k", "--value", "v"] + flags
        let plan = try CLI.plan(arguments, stdin: Self.flat)
        let run = try CLI.run(arguments + ["-o", "c.png"], stdin: Self.flat, in: dir)
        try #require(run.status == 0, "\(run.stderr)")
        let image = try PNGImage.load(path: dir + "/c.png")
        let inkCase = InkCase(kind: .box, shape: "flat boxes", flags: flags, input: Self.flat)
        var expectation = try InkExpectation(plan: plan, of: inkCase)
        #expect(expectation.marks.count == 3)
        #expect(try InkCheck.png(image, plan: plan, slack: 0).missing(expectation) == [])
        // The median lines, in the text colour, are on the boxes too.
        for index in expectation.marks.indices { expectation.marks[index].color = "#000000" }
        #expect(try InkCheck.png(image, plan: plan, slack: 0).missing(expectation) == [])
    }

    /// Seattle's daily highs by month (real data): twelve boxes of about 120 days each, July's
    /// median above January's, every box inked, and `--plan`'s counts adding up to the days.
    @Test func seattleHighsByMonth() throws {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let arguments = ["box", CLI.example("seattle-highs.csv"), "--x", "month", "--value", "temp_max"]
        let plan = try CLI.plan(arguments)
        let boxes = try #require((plan["series"] as? [[String: Any]])?.first?["boxes"] as? [[String: Any]])
        #expect(
            boxes.map { $0["category"] as? String ?? "" } == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        #expect(boxes.reduce(0) { $0 + ($1["n"] as? Int ?? 0) } == 1461)
        let median = { (month: Int) in boxes[month]["median"] as? Double ?? .nan }
        #expect(median(6) > median(0) + 10)
        let run = try CLI.run(arguments + ["-o", "c.png"], in: dir)
        try #require(run.status == 0, "\(run.stderr)")
        let image = try PNGImage.load(path: dir + "/c.png")
        let inkCase = InkCase(kind: .box, shape: "seattle", flags: [], input: "")
        #expect(try InkCheck.png(image, plan: plan, slack: 0).missing(try InkExpectation(plan: plan, of: inkCase)) == [])
    }

    /// `--points` jitters the same way every run, and says which boxes it left alone.
    @Test func pointsAreDeterministicAndCapped() throws {
        let arguments = ["box", "--x", "k", "--value", "v", "--points", "--emit-script"]
        let first = try CLI.run(arguments, stdin: Self.flat), second = try CLI.run(arguments, stdin: Self.flat)
        #expect(first.status == 0 && first.stdout == second.stdout)
        #expect(String(decoding: first.stdout, as: UTF8.self).contains("$points1 << EOD"))
        let many = "v\n" + (1...201).map { String($0) }.joined(separator: "\n") + "\n"
        let crowded = try CLI.run(["box", "--points", "--plan"], stdin: many)
        #expect(crowded.status == 0)
        #expect(
            crowded.stderr.contains("--points draws the values of boxes of at most 200 values; 1 of 1 boxes have more (the first: \"v\", 201 values)")
        )
    }

    /// The text chart draws each box across with box characters and its outliers as dots.
    @Test func textChartDrawsBoxesAcross() throws {
        let run = try CLI.run(["box", "--x", "k", "--value", "v", "--format-out", "text", "--size", "60x16"], stdin: Self.flat)
        try #require(run.status == 0, "\(run.stderr)")
        let text = String(decoding: run.stdout, as: UTF8.self)
        for piece in ["├", "┤", "[", "]", "│", "•", "spread"] { #expect(text.contains(piece), "no \(piece) in\n\(text)") }
    }

    /// A category whose every value cell is empty keeps its slot on the axis (it used to vanish,
    /// closing up the axis without a word), the other boxes keep their ink, and a warning names it.
    @Test func aCategoryWithoutValuesKeepsItsSlot() throws {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = "k,v\na,1\na,3\nb,\nb,\nc,2\nc,6\n"
        let arguments = ["box", "--x", "k", "--value", "v"]
        let plan = try CLI.plan(arguments, stdin: input)
        let boxes = try #require((plan["series"] as? [[String: Any]])?.first?["boxes"] as? [[String: Any]])
        #expect(boxes.map { $0["category"] as? String ?? "" } == ["a", "c"])
        let axis = try #require((plan["pages"] as? [[String: Any]])?.first?["categoryAxis"] as? [String: Any])
        #expect((axis["ticks"] as? [[String: Any]])?.map { $0["label"] as? String ?? "" } == ["a", "b", "c"])
        let run = try CLI.run(arguments + ["-o", "c.png"], stdin: input, in: dir)
        try #require(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "chart: warning: 1 category (\"b\") has no values, every value cell empty: left as empty slots on the axis\n")
        let image = try PNGImage.load(path: dir + "/c.png")
        let inkCase = InkCase(kind: .box, shape: "an empty category", flags: [], input: input)
        let expectation = try InkExpectation(plan: plan, of: inkCase)
        #expect(expectation.marks.count == 2)
        #expect(try InkCheck.png(image, plan: plan, slack: 0).missing(expectation) == [])
    }
}
