import Testing

@testable import ChartKit

/// Bar heights for each scale, cumulative and stacked, and where the bars start.
@Suite struct HistLayouterTests {
    static let chart = HistChart(series: [
        HistSeries(name: "a", values: [0.5, 1.5, 1.5, 2.5, 3.5, 3.5, 3.5, 3.5]), HistSeries(name: "b", values: [1.5, 2.5]),
    ])

    static func plan(_ scale: HistScale = .count, cumulative: Bool = false, stacked: Bool = false) throws -> HistPlan {
        try HistLayouter(
            options: HistOptions(paging: PagingOptions(output: "h.png"), binning: .width(1), scale: scale, cumulative: cumulative, stacked: stacked)
        ).plan(for: chart)
    }

    static func heights(_ plan: HistPlan, series: Int) -> [Double] {
        plan.pages[0].bars.filter { $0.series == series }.map(\.value)
    }

    @Test func countsStartAtZero() throws {
        let plan = try Self.plan()
        #expect(plan.bins.edges == [0, 1, 2, 3, 4])
        #expect(Self.heights(plan, series: 0) == [1, 2, 1, 4])
        #expect(plan.pages[0].y.min == 0)
        #expect(plan.pages[0].bars.allSatisfy { $0.from == 0 })
    }

    @Test func densityHasAreaOne() throws {
        let plan = try Self.plan(.density)
        for series in 0..<2 {
            let area = plan.pages[0].bars.filter { $0.series == series }.reduce(0.0) { $0 + $1.value * ($1.high - $1.low) }
            #expect(abs(area - 1) < 1e-12)
        }
    }

    @Test func percentAndCumulative() throws {
        #expect(Self.heights(try Self.plan(.percent), series: 0) == [12.5, 25, 12.5, 50])
        #expect(Self.heights(try Self.plan(cumulative: true), series: 0) == [1, 3, 4, 8])
        #expect(Self.heights(try Self.plan(.density, cumulative: true), series: 0) == [0.125, 0.375, 0.5, 1])
    }

    /// Stacked: each series starts where the one below ends; percentages are of every value.
    @Test func stackedBarsStartOnTheSeriesBelow() throws {
        let plan = try Self.plan(.percent, stacked: true)
        let b = plan.pages[0].bars.filter { $0.series == 1 }
        #expect(b.map(\.from) == [20, 10])
        #expect(b.map(\.to) == [30, 20])
        #expect(plan.mode == "stacked")
    }
}

extension HistLayouterTests {
    /// `--y-log`: bars start at the axis floor, below the shortest bar; empty bins are not drawn.
    @Test func logValueAxis() throws {
        let chart = HistChart(series: [HistSeries(name: "v", values: [0.5, 2.5, 2.5, 2.5] + [Double](repeating: 3.5, count: 100))])
        let plan = try HistLayouter(
            options: HistOptions(axes: AxisOptions(yLog: true), paging: PagingOptions(output: "h.png"), binning: .width(1))
        ).plan(for: chart)
        let axis = plan.pages[0].y
        #expect(axis.log && axis.min < 1)
        #expect(plan.pages[0].bars.map(\.bin) == [0, 2, 3])
        #expect(plan.pages[0].bars.allSatisfy { $0.from == axis.min && $0.to == Double($0.count) })
    }
}
