import ChartKit

/// Golden cases of `chart scatter`.
package enum ScatterGoldens {
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

    static func scatter(_ what: String, _ chart: LineChart, _ options: ScatterOptions) -> GoldenCase {
        GoldenCase(.scatter, what, .scatter(LineChartBuilder(), options), chart)
    }

    static let cases: [GoldenCase] = [
        scatter("bubbles", bubbles, ScatterOptions(figure: FigureOptions(title: "Latency by request size"), paging: PagingOptions(output: "b.png"))),
        scatter(
            "requests", requests, ScatterOptions(figure: FigureOptions(title: "Latency by request size"), paging: PagingOptions(output: "r.png"))),
        scatter(
            "log", requests,
            ScatterOptions(
                axes: AxisOptions(hlines: [10], ySide: .right, legend: .right, yLog: true, xLog: true), paging: PagingOptions(output: "l.png"),
                markerSize: 1.5)),
        scatter("fit", requests, ScatterOptions(paging: PagingOptions(output: "f.png"), fit: .linear)),
        scatter(
            "hostile", hostile,
            ScatterOptions(
                figure: FigureOptions(title: "`touch pwned` $(id) it's\nline two", yLabel: "EOD"), paging: PagingOptions(output: "it's.png"))),
    ]
}
