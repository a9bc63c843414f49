import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Golden programs and plans for `chart hist`, one per mode. A changed program is a changed
/// image: review the diff, then re-record with CHART_RECORD_GOLDEN=1.
@Suite struct HistEmitterGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var chart: HistChart
        var options: HistOptions
        var testDescription: String { name }
    }

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

    static let cases: [Case] = [
        Case(
            name: "hist-calendar", chart: times,
            options: HistOptions(figure: FigureOptions(title: "Requests"), paging: PagingOptions(output: "t.png"), marks: [.percentile(50), .mean])),
        Case(
            name: "hist-calendar-density", chart: times,
            options: HistOptions(
                paging: PagingOptions(output: "d.png"), binning: .duration(CalendarStep(1, .day)), scale: .density,
                timeRange: 1_709_020_800...1_709_280_000)),
        Case(
            name: "hist-single", chart: single,
            options: HistOptions(
                figure: FigureOptions(title: "Latency"), paging: PagingOptions(output: "h.png"), marks: [.percentile(50), .percentile(99.9), .mean])),
        Case(name: "hist-overlaid", chart: two, options: HistOptions(axes: AxisOptions(legend: .right), paging: PagingOptions(output: "o.png"))),
        Case(
            name: "hist-stacked-percent", chart: two,
            options: HistOptions(paging: PagingOptions(output: "s.png"), binning: .width(2.5), range: 0...20, scale: .percent, stacked: true)),
        Case(
            name: "hist-log", chart: single,
            options: HistOptions(axes: AxisOptions(yLog: true, xLog: true), paging: PagingOptions(output: "l.png"), marks: [.percentile(99)])),
        Case(
            name: "hist-hostile", chart: hostile,
            options: HistOptions(figure: FigureOptions(title: "`touch pwned` $(id) it's", yLabel: "EOD"), paging: PagingOptions(output: "it's.png"))),
    ]

    @Test(arguments: cases)
    func program(_ golden: Case) throws {
        let plan = try ChartPipeline().plan(for: ChartRequest(.hist(HistChartBuilder(), golden.options), input: .model(golden.chart)))
        let program = plan.program(outputs: plan.outputs)
        #expect(Golden.check(program, named: golden.name + ".gp") == .matches)
        #expect(Golden.check(plan.planJSON, named: golden.name + ".plan.json") == .matches)
    }
}
