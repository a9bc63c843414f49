import Testing

@testable import ChartKit

/// Legend grids match gnuplot's equal-width columns, and a crowded top legend moves or warns.
@Suite struct LegendLayoutTests {
    static func names(_ count: Int) -> [String] { (0..<count).map { "series_\($0 < 10 ? "0" : "")\($0)_long_name" } }

    static func layout(_ count: Int, _ requested: LegendPosition, width: Int = 800, plotHeight: Double = 350) -> (LegendLayout?, [String]) {
        var warnings: [String] = []
        let legend = LegendLayout.layout(
            names: names(count), requested: requested, width: width, plotHeight: plotHeight,
            metrics: TextMetrics(fontSize: 10), sampleLength: 3, warnings: &warnings)
        return (legend, warnings)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var count: Int
        var requested: LegendPosition
        var position: LegendPosition?
        var columns: Int
        var rows: Int
        var testDescription: String { "\(count) \(requested)" }
    }

    @Test(arguments: [
        Case(count: 1, requested: .top, position: nil, columns: 0, rows: 0),
        Case(count: 5, requested: .none, position: nil, columns: 0, rows: 0),
        Case(count: 3, requested: .top, position: .top, columns: 3, rows: 1),
        Case(count: 6, requested: .top, position: .top, columns: 3, rows: 2),
        Case(count: 12, requested: .top, position: .right, columns: 1, rows: 12),  // 4 rows on top: moves right
        // Seven rows on top (131 px) exceed 30% of the plot height: names shortened, four columns.
        Case(count: 20, requested: .top, position: .top, columns: 4, rows: 5),
        // Two columns on the right (432 px) exceed 30% of the width: moved to the bottom, shortened.
        Case(count: 20, requested: .right, position: .bottom, columns: 4, rows: 5),
        Case(count: 7, requested: .bottom, position: .bottom, columns: 3, rows: 3),
    ])
    func grid(_ test: Case) {
        let (legend, _) = Self.layout(test.count, test.requested)
        #expect(legend?.position == test.position)
        if let legend {
            #expect(legend.columns == test.columns && legend.rows == test.rows)
            #expect(legend.columns * legend.rows >= test.count)
        }
    }

    /// Forty names in a 400 px image fit nowhere in a third of the room, even shortened: the
    /// legend is left out (with a warning) rather than leaving a sliver of plot.
    @Test func aLegendThatCannotFitIsLeftOutWithAWarning() {
        let (legend, warnings) = Self.layout(40, .top, width: 400, plotHeight: 200)
        #expect(legend == nil)
        #expect(
            warnings == [
                """
                the legend of 40 series would take 712 px of the plot height at the top, even with its names shortened; left out to keep the plot \
                readable; use a larger --size or fewer series
                """
            ])
    }

    /// A legend over its budget keeps within it (issue 16 item 7): moved, or its names cut with
    /// "…", distinct, and said in a warning; one within budget is untouched.
    @Test(arguments: [LegendPosition.top, .right, .bottom], [13, 20])
    func crowdedLegendsStayWithinBudget(requested: LegendPosition, count: Int) {
        let names = (0..<count).map { "Professional and business services sector employment \($0)" }
        var warnings: [String] = []
        let legend = LegendLayout.layout(
            names: names, requested: requested, width: 800, plotHeight: 350,
            metrics: TextMetrics(fontSize: 10), sampleLength: 3, warnings: &warnings)
        guard let legend else { Issue.record("no legend"); return }
        let budget = LegendLayout.budget * (legend.position == .right ? 800 : 350)
        #expect(legend.extent <= budget)
        #expect(Set(legend.names).count == count)
        #expect(legend.shortened == count)
        #expect(legend.names.allSatisfy { $0.contains("…") })
        #expect(legend.columns * legend.rows >= count)
        #expect(warnings.count == 1 && warnings[0].contains("shortened"), "\(warnings)")
    }

    /// Names cut to fit the budget never read the same (issue 33 item 9): an end cut that
    /// would read as another entry ("nonfarm…" beside "nonfarm") is cut in the middle.
    @Test func shortenedNamesDoNotReadAlike() {
        let names =
            ["nonfarm", "nonfarm_seasonally_adjusted", "private", "private_service_providing", "private_goods_producing"]
            + (1...15).map { "industry_group_\($0)" }
        var middleCuts = 0
        for width in stride(from: 400, through: 1000, by: 40) {
            var warnings: [String] = []
            let legend = LegendLayout.layout(
                names: names, requested: .right, width: width, plotHeight: 350, metrics: TextMetrics(fontSize: 10), sampleLength: 3,
                warnings: &warnings)
            guard let drawn = legend?.names else { continue }
            middleCuts += drawn.count { $0.contains("…") && !$0.hasSuffix("…") }
            for (index, name) in drawn.enumerated() where name.contains("…") {
                let parts = name.split(separator: "…", omittingEmptySubsequences: false).map(String.init)
                let cut = DistinctNames.Cut(head: parts[0], tail: parts[1])
                let others = names.indices.filter { $0 != index && DistinctNames.reads(cut, as: names[$0]) }
                #expect(others.isEmpty, "\(width) px: \(name) reads as \(others.map { names[$0] })")
            }
        }
        #expect(middleCuts > 0, "some width needs a middle cut")
    }

    /// `--legend top` asked for and moved to the right says so (issue 33 item 11); the default
    /// top legend moves without a word, as the help describes it.
    @Test func anAskedTopLegendThatMovesRightWarns() {
        for asked in [true, false] {
            var warnings: [String] = []
            let legend = LegendLayout.layout(
                names: Self.names(12), requested: .top, asked: asked, width: 800, plotHeight: 350, metrics: TextMetrics(fontSize: 10),
                sampleLength: 3, warnings: &warnings)
            #expect(legend?.position == .right)
            if asked {
                #expect(
                    warnings == [
                        """
                        --legend top: the legend of 12 series would take 4 rows above the plot (3 entries a row fit, at most 2 rows stay on top), \
                        so it is drawn on the right; to keep it on top use fewer series, a wider --size or shorter names
                        """
                    ])
            } else {
                #expect(warnings.isEmpty)
            }
        }
    }

    /// A name of thousands of characters among short ones is cut to the widest width that fits
    /// in a few dozen tries (halving), not one try per 4 px of its width (5,000 for 3,000
    /// characters, each cutting every name: `chart line --series` seemed to hang); the cut is
    /// the one stepping down 4 px at a time finds.
    @Test(arguments: [300, 3_000, 30_000])
    func aVeryLongNameIsCutInFewTries(_ length: Int) throws {
        let metrics = TextMetrics(fontSize: 10)
        let names = ["k0", "k1", "k2", "k3", "k4", String(repeating: "L", count: length)]
        let room = 200.0
        var tries = 0
        let fits = { (cut: [String]) -> Bool in
            tries += 1
            return cut.allSatisfy { metrics.width(of: $0) <= room }
        }
        let found = try #require(LegendLayout.shortenedToFit(names, metrics: metrics, fits: fits))
        #expect(tries < 40, "\(tries) tries for a name of \(length) characters")
        #expect(metrics.width(of: found.names[5]) <= room && found.names[5].hasSuffix("…"))
        // Stepping down 4 px at a time from the widest name reaches the same width first: it
        // fits, and the step above it does not.
        let widest = metrics.width(of: names[5])
        #expect((widest - 4).rounded(.down) - found.limit >= 0 && ((widest - 4).rounded(.down) - found.limit).truncatingRemainder(dividingBy: 4) == 0)
        #expect(!fits(names.map { metrics.shortened($0, toWidth: found.limit + 4) }))
    }
}
