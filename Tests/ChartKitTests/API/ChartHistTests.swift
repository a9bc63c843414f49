import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// `Chart.hist` from code: the histogram `chart hist` draws from the same values, its bins,
/// marks, bar heights and log bins set by the library's settings, rendered by real gnuplot.
@Suite(.tags(.heavy)) struct ChartHistTests {
    /// 0…99 in bins of width 10: ten bars of ten, the mean marked at exactly 49.5; the PNG has
    /// the asked size and its bars in the theme's first colour, and the settings reached the plan.
    @Test func valuesRenderToAPNGWithTheirBinsAndMarks() throws {
        var chart = Chart.hist(values: (0..<100).map(Double.init), name: "ms")
        chart.bins = .width(10)
        chart.marks = [.mean, .percentile(90)]
        chart.width = 640
        chart.height = 400
        var warnings: [String] = []
        let bytes = try chart.render { warnings.append($0) }
        let info = try PNGInspector.inspect(bytes: bytes, name: "hist.png")
        #expect((info.width, info.height) == (640, 400))
        let image = try PNGImage.load(data: bytes)
        let first = try #require(RGBA(hex: BuiltinTheme.light.theme.palette[0]))
        #expect(image.count { image.isClose($0, to: first, tolerance: 40) } > 5000, "the bars are drawn in the first colour")
        #expect(warnings.isEmpty)
        let plan = try #require(try chart.plan().base as? HistPlan)
        #expect(plan.bins.edges == stride(from: 0.0, through: 100, by: 10).map { $0 })
        #expect(plan.bins.counts == [Array(repeating: 10, count: 10)])
        #expect(plan.markLines.map(\.name) == ["mean", "p90"])
        #expect(plan.markLines.first?.value == 49.5)
        #expect(plan.xLabel == "ms")
    }

    /// Several series share their edges; bins by count, percent heights, stacking, cumulative
    /// bars and a bin range each reach the layout as `chart hist`'s flags do.
    @Test func seriesAndTheirSettingsReachThePlan() throws {
        var chart = Chart.hist(series: [("a", [1, 2, 2, 3, 3, 3, 50]), ("b", [2, 3, 4, 4, 5])])
        chart.bins = .count(5)
        chart.barHeight = .percent
        chart.stacked = true
        chart.cumulative = true
        chart.binRange = 0...10
        let plan = try #require(try chart.plan().base as? HistPlan)
        #expect(plan.chart.series.map(\.name) == ["a", "b"])
        #expect(plan.options.binning == .count(5))
        #expect(plan.options.scale == .percent)
        #expect(plan.options.stacked && plan.options.cumulative)
        #expect(plan.bins.outside == 1, "50 is outside 0…10")
        #expect(plan.bins.edges.first == 0 && plan.bins.edges.last == 10)
    }

    /// `xLog` bins log-spaced over values spanning decades and refuses a value at or below 0,
    /// naming its cell, as `--x-log` does.
    @Test func logBinsSpanDecadesAndRefuseZero() throws {
        var chart = Chart.hist(values: [1, 3, 10, 30, 100, 300, 1000])
        chart.xLog = true
        let plan = try #require(try chart.plan().base as? HistPlan)
        #expect(plan.bins.perDecade != nil)
        #expect(plan.pages[0].x.log)
        chart.data = .columns([ChartColumn("value", numbers: [1, 0, 10])])
        #expect {
            _ = try chart.plan()
        } throws: { error in
            guard case let ChartError.badData(location, _, _) = error else { return false }
            return location?.line == 3
        }
    }

    /// A calendar bin width over a column of dates bins by day.
    @Test func datesBinByCalendarDuration() throws {
        var chart = Chart(.hist, data: .columns([ChartColumn("when", texts: ["2024-01-01T08:00", "2024-01-01T20:00", "2024-01-03T09:00"])]))
        chart.bins = .duration("1d")
        let plan = try #require(try chart.plan().base as? HistPlan)
        #expect(plan.bins.counts == [[2, 0, 1]])
    }
}
