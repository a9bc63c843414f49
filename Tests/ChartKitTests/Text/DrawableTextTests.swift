import Testing

@testable import ChartKit

/// Emoji are replaced by "□" where text enters a plan, with a warning naming the code point.
@Suite struct DrawableTextTests {
    @Test(arguments: [
        ("Growth 📈", "Growth □"), ("👩‍💻 dev", "□ dev"), ("🇫🇷", "□"), ("❤️ love", "□ love"), ("1️⃣ one", "□ one"),
        ("👍🏽", "□"), ("🌡 temp", "□ temp"), ("😀", "□"),
    ])
    func emojiAreReplaced(_ text: String, _ expected: String) {
        #expect(DrawableText.cleaned(text).text == expected)
        #expect(!DrawableText.cleaned(text).replaced.isEmpty)
    }

    @Test(arguments: ["plain", "Café – 10 € © ★ ✓ ♥ ☺", "日本語", "Ελληνικά", "क्‍ष", "1 # *", "a\nb", ""])
    func drawableTextIsKept(_ text: String) {
        #expect(DrawableText.cleaned(text) == (text, []) || DrawableText.cleaned(text).text == text)
        #expect(DrawableText.cleaned(text).replaced.isEmpty)
    }

    @Test func strayVariationSelectorsAreDropped() {
        #expect(DrawableText.cleaned("★\u{FE0E} x").text == "★ x")
    }

    @Test func everyKindCleansAndWarns() throws {
        let figure = FigureOptions(title: "Sales 📈")
        let table = try readTable("k,v 😀\nWeb 👩‍💻,1\nb,2\n", format: .csv)
        let line = try LineLayouter(options: LineOptions(figure: figure, paging: PagingOptions(output: "a.png"))).plan(
            for: LineChartBuilder().chart(from: table))
        #expect(line.title == "Sales □")
        #expect(line.chart.x.categories == ["Web □", "b"])
        #expect(line.chart.series[0].name == "v □")
        #expect(
            line.warnings.prefix(3) == [
                "U+1F4C8 in the title cannot be drawn with the chart's font (an emoji); drawn as □",
                "U+1F469 in a category name cannot be drawn with the chart's font (an emoji); drawn as □",
                "U+1F600 in a series name cannot be drawn with the chart's font (an emoji); drawn as □",
            ])
        let bar = try BarLayouter(options: BarOptions(figure: figure, paging: PagingOptions(output: "a.png"))).plan(
            for: BarChartBuilder().chart(from: table))
        #expect(bar.title == "Sales □" && bar.chart.categories == ["Web □", "b"] && bar.warnings.count == 3)
        let discrete = try DiscreteLayouter(options: DiscreteOptions(figure: figure, paging: PagingOptions(output: "a.png"), highlight: "Web 👩‍💻"))
            .plan(for: DiscreteChartBuilder().chart(from: table))
        #expect(discrete.chart.slots == ["Web □", "b"] && discrete.warnings.count == 3)
        let pie = try PieLayouter(options: PieOptions(figure: figure, paging: PagingOptions(output: "a.png"), ringWidth: 0.4, centerTitle: "🍰"))
            .plan(for: PieChartBuilder().chart(from: table))
        #expect(pie.pages[0].slices[0].label == "Web □" && pie.options.centerTitle == "□")
        #expect(pie.warnings.contains("U+1F370 in the centre title cannot be drawn with the chart's font (an emoji); drawn as □"))
    }

    /// A megabyte of plain text costs one pass (the fast path), not per-character work.
    @Test func plainTextIsLeftAlone() {
        let text = String(repeating: "abcdefghij", count: 100_000)
        #expect(DrawableText.cleaned(text).text == text)
    }
}

/// Unicode noncharacters become U+FFFD with a warning (issue 23: U+FFFE in a title made an SVG
/// that does not parse, with exit 0).
@Suite struct NoncharacterTests {
    @Test(arguments: [
        ("a\u{FFFE}b", "a\u{FFFD}b"), ("\u{FFFF}", "\u{FFFD}"), ("x" + scalars(0xFDD0), "x\u{FFFD}"),
        (scalars(0x1FFFE, 0x10FFFF), "\u{FFFD}\u{FFFD}"),
        ("\u{FFFE}\u{301}", "\u{FFFD}"),
    ])
    func noncharactersAreReplaced(_ text: String, _ expected: String) {
        #expect(DrawableText.cleaned(text).text == expected)
        #expect(!DrawableText.cleaned(text).replaced.isEmpty)
    }

    @Test(arguments: ["\u{FFFD}", "\u{FFFC}", "\u{FDCF}", "\u{FDF0}", scalars(0xEFFFD), scalars(0x10FFFD)])
    func neighboursAreKept(_ text: String) {
        #expect(DrawableText.cleaned(text).text == text)
    }

    @Test func theWarningSaysWhatAndWhere() throws {
        let figure = FigureOptions(title: "T\u{FFFE} 📈")
        let table = try readTable("k,v\na\u{FFFF},1\nb" + scalars(0xFDD0) + ",2\n", format: .csv)
        let plan = try BarLayouter(options: BarOptions(figure: figure, paging: PagingOptions(output: "a.png"))).plan(
            for: BarChartBuilder().chart(from: table))
        #expect(plan.warnings.contains("U+1F4C8 in the title cannot be drawn with the chart's font (an emoji); drawn as □"))
        #expect(plan.warnings.contains("U+FFFE in the title: not a character (a Unicode noncharacter, not allowed in SVG); drawn as \u{FFFD}"))
        #expect(
            plan.warnings.contains(
                "U+FFFF, U+FDD0 in 2 category names: not a character (a Unicode noncharacter, not allowed in SVG); drawn as \u{FFFD}"))
    }
}

/// A string of the given code points (Swift literals refuse some of them).
private func scalars(_ values: UInt32...) -> String {
    var view = String.UnicodeScalarView()
    for value in values { view.append(Unicode.Scalar(value)!) }
    return String(view)
}
