import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Golden programs and plans for `chart scatter`. A changed program is a changed image: review
/// the diff, then re-record with CHART_RECORD_GOLDEN=1.
@Suite struct ScatterEmitterGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var chart: LineChart
        var options: ScatterOptions
        var testDescription: String { name }
    }

    /// Request size against latency, a second metric with an empty cell.
    static let requests = LineChart(
        x: XValues(kind: .number, positions: [120, 480, 950, 2_300, 4_100, 7_800, 12_000], title: "bytes"),
        series: [
            LineSeries(name: "p50 ms", values: [3.1, 4.0, 5.2, 8.9, 12.5, 21.0, 30.2]),
            LineSeries(name: "p99 ms", values: [9.5, .nan, 14.1, 25.0, 40.3, 66.0, 97.7]),
        ])

    static let hostile = LineChart(
        x: XValues(kind: .number, positions: [1, 2, 3], title: "a\"b"),
        series: [LineSeries(name: "sys'tem(\"id\")", values: [1, 2, 3]), LineSeries(name: "@{b}_^", values: [3, 2, 1])])

    /// `--size-by`: bubbles of request counts, one empty size cell (skipped) and one clamped.
    static let bubbles: LineChart = {
        var chart = requests
        chart.sizes = BubbleSizes(name: "requests", values: [40, 160, .nan, 640, 2_500, 0.5, 10_000])
        return chart
    }()

    static let cases: [Case] = [
        Case(
            name: "scatter-bubbles", chart: bubbles,
            options: ScatterOptions(figure: FigureOptions(title: "Latency by request size"), paging: PagingOptions(output: "b.png"))),
        Case(
            name: "scatter-requests", chart: requests,
            options: ScatterOptions(figure: FigureOptions(title: "Latency by request size"), paging: PagingOptions(output: "r.png"))),
        Case(
            name: "scatter-log", chart: requests,
            options: ScatterOptions(
                axes: AxisOptions(hlines: [10], ySide: .right, legend: .right, yLog: true, xLog: true), paging: PagingOptions(output: "l.png"),
                markerSize: 1.5)),
        Case(
            name: "scatter-fit", chart: requests,
            options: ScatterOptions(paging: PagingOptions(output: "f.png"), fit: .linear)),
        Case(
            name: "scatter-hostile", chart: hostile,
            options: ScatterOptions(
                figure: FigureOptions(title: "`touch pwned` $(id) it's\nline two", yLabel: "EOD"), paging: PagingOptions(output: "it's.png"))),
    ]

    @Test(arguments: cases)
    func program(_ golden: Case) throws {
        let plan = try ChartPipeline().plan(for: ChartRequest(.scatter(LineChartBuilder(), golden.options), input: .model(golden.chart)))
        let program = plan.program(outputs: plan.outputs)
        #expect(Golden.check(program, named: golden.name + ".gp") == .matches)
        #expect(Golden.check(plan.planJSON, named: golden.name + ".plan.json") == .matches)
        #expect(GnuplotSafety.unsafeLines(in: program) == [])
    }
}
