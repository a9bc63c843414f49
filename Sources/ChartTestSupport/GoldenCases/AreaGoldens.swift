import ChartKit

/// Golden cases of `chart area`.
package enum AreaGoldens {
    /// Iowa's net generation by source (GWh, EIA), three years; a thin series on top.
    static let iowa = LineChart(
        x: XValues(kind: .time, positions: [946_684_800, 978_307_200, 1_009_843_200], title: "year"),
        series: [
            LineSeries(name: "fossil", values: [35_361, 35_991, 36_234]),
            LineSeries(name: "nuclear", values: [3_853, 4_574, 3_988]),
            LineSeries(name: "renewables", values: [1_437, 1_963, 1_885]),
            LineSeries(name: "other", values: [12, 0, 30]),
        ])

    /// Two metrics that cross, one with an empty cell (the area joins its neighbours).
    static let crossing = LineChart(
        x: XValues(kind: .number, positions: [1, 2, 3, 4, 5], title: "hour"),
        series: [LineSeries(name: "reads", values: [3, 7, .nan, 4, 6]), LineSeries(name: "writes", values: [5, 2, 6, 8, 1])])

    /// Shares of a total with a row that sums to 0 (left out, with a warning).
    static let shares = LineChart(
        x: XValues(kind: .category, positions: [0, 1, 2, 3], categories: ["Q1", "Q2", "Q3", "Q4"], title: "quarter"),
        series: [LineSeries(name: "web", values: [30, 0, 45, 20]), LineSeries(name: "app", values: [10, 0, 15, 60])])

    static func area(_ what: String, _ chart: LineChart, _ stacking: AreaStacking, axes: AxisOptions = AxisOptions(), output: String) -> GoldenCase {
        let line = LineOptions(figure: FigureOptions(title: "Area \(what)"), axes: axes, paging: PagingOptions(output: output), lineWidth: 2)
        return GoldenCase(.area, what, TableRecipe<AreaLayouter>(LineChartBuilder(), AreaOptions(line: line, stacking: stacking)), chart)
    }

    static let cases: [GoldenCase] = [
        area("overlap", crossing, .overlap, output: "o.png"),
        area("stacked", iowa, .stacked, axes: AxisOptions(legend: .right), output: "s.png"),
        area("percent", shares, .percent, output: "p.png"),
        area("log", crossing, .overlap, axes: AxisOptions(yLog: true), output: "l.png"),
    ]
}
