import Foundation
import Testing

@testable import ChartKit

/// Shortening text to a width: the longest prefix that fits with "…", found without quadratic work.
@Suite struct TextFittingTests {
    let metrics = TextMetrics(fontSize: 10)

    /// The old one-character-at-a-time rule, as the reference for short texts.
    func reference(_ text: String, _ width: Double) -> String {
        guard metrics.width(of: text) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
            if metrics.width(of: candidate) <= width { return candidate }
        }
        return "…"
    }

    @Test(arguments: [
        "Democratic Republic of the Congo", "a b c d e f g h", "   leading", "trailing   x",
        "MMMMMMMMMMiiiiiiiiii", "日本語のとても長いカテゴリ名です", "two\nlines of text here", "x",
        String(repeating: "ab ", count: 100), "x" + String(repeating: " ", count: 200) + "y",
        String(repeating: " ", count: 100) + "abc def ghi jkl mno pqr stu vwx", String(repeating: "i", count: 300),
    ])
    func matchesTheOneByOneRule(_ text: String) {
        for width in stride(from: 0.0, through: 260, by: 7) {
            #expect(metrics.shortened(text, toWidth: width) == reference(text, width), "\(text) at \(width)")
        }
    }

    /// A 100 KB name is cut in well under a second (it took minutes when cut one character at a time).
    @Test func hundredKilobyteNameIsFast() {
        let name = String(repeating: "abcdefghij", count: 10_000)
        let start = Date()
        let cut = metrics.shortened(name, toWidth: 200)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(cut.hasSuffix("…"))
        #expect(metrics.width(of: cut) <= 200)
        #expect(metrics.width(of: String(name.prefix(cut.count))) > 200 - metrics.width(of: "…") - 1)
    }
}

/// Titles and slice titles: wrapped onto two lines, then cut with "…", with a warning when cut.
@Suite struct TitleFittingTests {
    let metrics = TextMetrics(fontSize: 12)

    @Test func fitsUnchanged() {
        #expect(metrics.fitted("Budget", width: 200) == FittedText(text: "Budget", shortened: false))
    }

    @Test func wrapsOntoTwoLines() {
        let fit = metrics.fitted("Monthly household budget by category", width: 200)
        #expect(!fit.shortened)
        #expect(fit.text.split(separator: "\n").count == 2)
        #expect(fit.text.replacingOccurrences(of: "\n", with: " ") == "Monthly household budget by category")
        #expect(metrics.width(of: fit.text) <= 200)
    }

    @Test func cutsTheSecondLine() {
        let text = String(repeating: "word ", count: 200)
        let fit = metrics.fitted(text, width: 300)
        #expect(fit.shortened)
        let lines = fit.text.split(separator: "\n")
        #expect(lines.count == 2 && lines[1].hasSuffix("…"))
        #expect(metrics.width(of: fit.text) <= 300)
    }

    @Test func oneLongWordIsCutOnOneLine() {
        let fit = metrics.fitted(String(repeating: "W", count: 60), width: 200)
        #expect(fit.shortened && !fit.text.contains("\n") && fit.text.hasSuffix("…"))
    }

    @Test func ownLineBreaksAreKept() {
        let fit = metrics.fitted("short\n" + String(repeating: "x", count: 100), width: 150)
        #expect(fit.text.hasPrefix("short\n") && fit.text.hasSuffix("…") && fit.shortened)
    }

    @Test func hugeTitleIsFast() {
        let start = Date()
        let fit = metrics.fitted(String(repeating: "abc def ", count: 20_000), width: 700)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(fit.shortened)
    }

    static let chart = PieChart(groups: [
        PieGroup(slices: [
            PieSlice(label: String(repeating: "W", count: 40), value: 1, color: "#0072B2"),
            PieSlice(label: "Rent", value: 50, color: "#E69F00"),
        ])
    ])

    /// A 40-character slice title no longer leaves "no room for the pie": it is shortened and the
    /// pie keeps at least about half its size.
    @Test func longSliceTitleIsShortenedNotRefused() throws {
        let plan = try PieLayouter(options: PieOptions(paging: PagingOptions(output: "p.png"))).plan(for: Self.chart)
        #expect(plan.radius >= 120)
        #expect(plan.pages[0].slices[0].text.hasSuffix("…"))
        #expect(plan.warnings == ["1 slice title shortened to fit beside the pie; use --legend right or a larger --size"])
    }

    @Test func longChartTitleWrapsOnEveryKind() throws {
        let title = String(repeating: "A rather long chart title ", count: 5)
        let figure = FigureOptions(title: title)
        let table = try readTable("x,y\n1,2\n2,3\n", format: .csv)
        let line = try LineLayouter(options: LineOptions(figure: figure, paging: PagingOptions(output: "a.png"))).plan(
            for: LineChartBuilder().chart(from: table))
        let bar = try BarLayouter(options: BarOptions(figure: figure, paging: PagingOptions(output: "a.png"))).plan(
            for: BarChartBuilder().chart(from: table))
        let discrete = try DiscreteLayouter(options: DiscreteOptions(figure: figure, paging: PagingOptions(output: "a.png"))).plan(
            for: DiscreteChartBuilder().chart(from: table))
        let pie = try PieLayouter(options: PieOptions(figure: figure, paging: PagingOptions(output: "a.png"))).plan(for: Self.chart)
        for drawn in [line.title, bar.title, discrete.title, pie.pages[0].title] {
            #expect(drawn.split(separator: "\n").count == 2, "\(drawn)")
            #expect(TextMetrics(fontSize: 12).width(of: drawn) <= 780)
        }
        let longer = FigureOptions(title: String(repeating: "A rather long chart title ", count: 10))
        let cut = try LineLayouter(options: LineOptions(figure: longer, paging: PagingOptions(output: "a.png"))).plan(
            for: LineChartBuilder().chart(from: table))
        #expect(cut.title.hasSuffix("…"))
        #expect(cut.warnings.contains { $0 == "the title does not fit the image's width on two lines; shortened with \"…\"" })
    }
}
