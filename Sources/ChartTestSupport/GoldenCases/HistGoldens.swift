import ChartKit
import Foundation

/// Golden cases of `chart hist`, one per mode.
package enum HistGoldens {
    /// Deterministic long-tailed latencies: exp of a sum of uniform steps (no random generator).
    static func latencies(_ count: Int, seed: Int) -> [Double] {
        var state = UInt64(seed)
        return (0..<count).map { _ in
            var sum = 0.0
            for _ in 0..<4 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                sum += Double(state >> 11) / Double(1 << 53)
            }
            return (exp(sum - 2) * 2000).rounded() / 100
        }
    }

    static let single = HistChart(series: [HistSeries(name: "ms", values: latencies(500, seed: 1))], valueTitle: "ms", skipped: 3)
    static let two = HistChart(series: [
        HistSeries(name: "eu", values: latencies(300, seed: 2)), HistSeries(name: "us", values: latencies(200, seed: 3).map { $0 * 1.3 }),
    ])
    static let hostile = HistChart(
        series: [HistSeries(name: "sys'tem(\"id\")", values: [1, 2, 2, 3]), HistSeries(name: "`touch x`", values: [2, 3, 3, 4])],
        valueTitle: "a\"b")

    /// Request times over four days from 2024-02-27 (across the leap day), a busy afternoon each day.
    static let times = HistChart(
        series: [
            HistSeries(
                name: "at",
                values: latencies(400, seed: 4).enumerated().map { index, ms in 1_709_020_800 + Double(index % 4) * 86400 + (ms * 1800).rounded() })
        ], valueTitle: "at", time: true)

    static func hist(_ what: String, _ chart: HistChart, _ options: HistOptions) -> GoldenCase {
        GoldenCase(.hist, what, .hist(HistChartBuilder(), options), chart)
    }

    static let cases: [GoldenCase] = [
        hist(
            "calendar", times,
            HistOptions(figure: FigureOptions(title: "Requests"), paging: PagingOptions(output: "t.png"), marks: [.percentile(50), .mean])),
        hist(
            "calendar-density", times,
            HistOptions(
                paging: PagingOptions(output: "d.png"), binning: .duration(CalendarStep(1, .day)), scale: .density,
                timeRange: 1_709_020_800...1_709_280_000)),
        hist(
            "single", single,
            HistOptions(
                figure: FigureOptions(title: "Latency"), paging: PagingOptions(output: "h.png"), marks: [.percentile(50), .percentile(99.9), .mean])),
        hist("overlaid", two, HistOptions(axes: AxisOptions(legend: .right), paging: PagingOptions(output: "o.png"))),
        hist(
            "stacked-percent", two,
            HistOptions(paging: PagingOptions(output: "s.png"), binning: .width(2.5), range: 0...20, scale: .percent, stacked: true)),
        hist(
            "log", single,
            HistOptions(axes: AxisOptions(yLog: true, xLog: true), paging: PagingOptions(output: "l.png"), marks: [.percentile(99)])),
        hist(
            "hostile", hostile,
            HistOptions(figure: FigureOptions(title: "`touch pwned` $(id) it's", yLabel: "EOD"), paging: PagingOptions(output: "it's.png"))),
    ]
}
