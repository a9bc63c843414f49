import Testing

@testable import ChartKit

/// `chart scatter --size-by`: areas in proportion, the minimum size, empty sizes skipped, the
/// legend's nice values, and the density image refused.
@Suite struct BubbleScaleTests {
    static let chart: LineChart = {
        var chart = LineChart(
            x: XValues(kind: .number, positions: [0, 1, 2, 3, 4], title: "x"),
            series: [LineSeries(name: "a", values: [1, 2, 3, .nan, 5]), LineSeries(name: "b", values: [2, 3, 4, 5, 6])])
        chart.sizes = BubbleSizes(name: "n", values: [100, 25, .nan, 4, 0])
        return chart
    }()

    func plan(_ options: ScatterOptions = ScatterOptions(paging: PagingOptions(output: "s.png"))) throws -> ScatterPlan {
        try ScatterLayouter(options: options).plan(for: Self.chart)
    }

    /// Drawn diameters (6·ps + 1 px) are in the ratio of √value, so areas are in the ratio of values.
    @Test func areasAreProportionalToValues() {
        let scale = BubbleScale(column: "n", values: [100, 25, 4], skippedEmpty: 0)
        let diameter = { (value: Double) in 6 * scale.pointSize(value) + 1 }
        #expect(scale.pointSize(100) == BubbleScale.maxPointSize)
        #expect(abs(diameter(25) / diameter(100) - 0.5) < 1e-9)
        #expect(abs(diameter(4) / diameter(100) - 0.2) < 1e-9)
        #expect(scale.clamped == 0)
    }

    @Test func tinyValuesAreClampedToTheMinimumMarkerAndCounted() {
        let scale = BubbleScale(column: "n", values: [10_000, 1, 0], skippedEmpty: 0)
        #expect(scale.pointSize(0) == ScatterLayouter.minimumMarkerSize)
        #expect(scale.pointSize(1) == ScatterLayouter.minimumMarkerSize)
        #expect(scale.clamped == 2)
    }

    @Test func legendHoldsNiceValuesAtAQuarterAndASixteenth() {
        #expect(BubbleScale.references(below: 100) == [100, 20, 5])
        #expect(BubbleScale.references(below: 9) == [5, 2, 0.5])
        #expect(BubbleScale.references(below: 0) == [])
    }

    @Test func legendNumbersReadLikeAxisLabels() {
        #expect([1_000_000, 200_000, 20, 0.5].map(BubbleScale.label) == ["1M", "200k", "20", "0.5"])
    }

    /// A text chart cannot draw areas: it says so instead of pretending.
    @Test func textChartsSayBubblesAreOneSize() throws {
        let plan = try plan(ScatterOptions(figure: FigureOptions(format: .text), paging: PagingOptions(output: "-")))
        #expect(plan.warnings.contains { $0.hasPrefix("a text chart draws every bubble as one marker size") })
    }

    /// The row with an empty size is absent from both series; an empty y stays a skipped empty cell.
    @Test func emptySizeCellsSkipTheirPointsAndAreCounted() throws {
        let plan = try plan()
        let bubbles = try #require(plan.marks.bubbles)
        #expect(bubbles.skippedEmpty == 2)
        #expect(plan.pages[0].points == [3, 4])
        #expect(plan.skippedEmpty == 1)
        #expect(bubbles.minValue == 0 && bubbles.maxValue == 100)
        #expect(plan.warnings.contains { $0.hasPrefix("2 of the 7 bubbles of \"n\" are too small") })
    }

    @Test func densityIsRefusedAndAutoKeepsMarkers() throws {
        var options = ScatterOptions(paging: PagingOptions(output: "s.png"))
        options.density = .on
        #expect(throws: ChartError.usage("--density draws points per pixel, which has no bubble sizes: drop --density or --size-by")) {
            try plan(options)
        }
        options.density = .auto
        #expect(try plan(options).pages[0].density == nil)
    }

    @Test func planStatesTheScaleAndEachSeriesRange() throws {
        let json = ChartPlan(try plan()).planJSON
        #expect(json.contains("\"sizes\""))
        #expect(json.contains("\"scale\": \"area proportional to the value\""))
        #expect(json.contains("\"density\": \"off: a density image has no sizes\""))
    }
}
