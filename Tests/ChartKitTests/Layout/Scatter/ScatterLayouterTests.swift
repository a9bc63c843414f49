import Testing

@testable import ChartKit

/// Scatter layout: axes padded so markers at the extremes fit, empty cells counted, refusals.
@Suite struct ScatterLayouterTests {
    static let chart = LineChart(
        x: XValues(kind: .number, positions: [0, 50, 100], title: "x"),
        series: [LineSeries(name: "a", values: [0, .nan, 100]), LineSeries(name: "b", values: [10, 20, 30])])

    func plan(_ options: ScatterOptions = ScatterOptions(paging: PagingOptions(output: "s.png"))) throws -> ScatterPlan {
        try ScatterLayouter(options: options).plan(for: Self.chart)
    }

    /// Data on 0 and 100 exactly: both axes reach past 100 by at least a marker's radius, and
    /// stop at 0, since data that is all at or above 0 never gets an axis below 0 (issue 33).
    @Test func axesLeaveRoomForMarkersAtTheExtremes() throws {
        let plan = try plan()
        let page = plan.pages[0]
        let radius = ScatterLayouter.radius(size: plan.markerSize)
        let xPerPixel = (page.x.max - page.x.min) / Double(plan.frame.plotWidth)
        let yPerPixel = (page.y.max - page.y.min) / Double(plan.frame.plotHeight)
        #expect(page.x.min == 0 && page.x.max >= 100 + radius * xPerPixel)
        #expect(page.y.min == 0 && page.y.max >= 100 + radius * yPerPixel)
    }

    @Test func emptyCellsAreSkippedAndCounted() throws {
        let plan = try plan()
        #expect(plan.skippedEmpty == 1)
        #expect(plan.pages[0].points == [2, 3])
        #expect(plan.pointTypes == [7, 5])
    }

    /// Rows left out for an empty x and empty y cells per series are counted in the plan and
    /// named in one warning (at most three series by name).
    @Test func skippedCellsAreNamedInOneWarning() throws {
        var chart = LineChart(
            x: XValues(kind: .number, positions: [1, 2, 3], title: "hp"),
            series: ["a", "b", "c", "d"].enumerated().map { index, name in
                LineSeries(name: name, values: [1, 2, 3].map { $0 == Double(index % 3 + 1) ? .nan : $0 })
            })
        chart.emptyX = 2
        let plan = try ScatterLayouter(options: ScatterOptions(paging: PagingOptions(output: "s.png"))).plan(for: chart)
        #expect(plan.skippedEmpty == 4 && plan.skippedEmptyX == 2)
        #expect(
            plan.warnings == [
                """
                skipped 2 rows with no x (\"hp\") and 4 points with no y (\"a\" 1, \"b\" 1, \"c\" 1, …), as a point needs both x and y: fill those \
                cells in to draw them
                """
            ])
        chart.emptyX = 0
        chart.series = [LineSeries(name: "y", values: [1, 2, 3])]
        #expect(try ScatterLayouter(options: ScatterOptions(paging: PagingOptions(output: "s.png"))).plan(for: chart).warnings.isEmpty)
    }

    @Test func pagesAndVerticalLinesAreRefused() throws {
        #expect(throws: ChartError.self) { try plan(ScatterOptions(paging: PagingOptions(pagination: .pageSize(2), output: "s.png"))) }
        #expect(throws: ChartError.self) { try plan(ScatterOptions(axes: AxisOptions(vlines: ["1"]), paging: PagingOptions(output: "s.png"))) }
    }

    @Test func textXIsRefused() throws {
        let chart = LineChart(
            x: XValues(kind: .category, positions: [0, 1], categories: ["a", "b"], title: "k"), series: [LineSeries(name: "v", values: [1, 2])])
        #expect(throws: ChartError.self) { try ScatterLayouter(options: ScatterOptions(paging: PagingOptions(output: "s.png"))).plan(for: chart) }
    }
}
