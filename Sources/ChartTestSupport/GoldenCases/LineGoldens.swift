import ChartKit

/// Golden cases of `chart line`, one per option family (and `--highlight`).
package enum LineGoldens {
    static let diagonal = LineChart(
        x: XValues(kind: .number, positions: [0, 5, 10], title: "x"),
        series: [LineSeries(name: "y", values: [0, 5, 10])])

    static let sales = LineChart(
        x: XValues(
            kind: .category, positions: (0..<12).map(Double.init),
            categories: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"], title: "month"),
        series: [
            LineSeries(name: "current", values: [10, 1414, 2893, 7661, 5089, 11054, 8916, 9518, 9724, 5133, 5645, 7954]),
            LineSeries(name: "previous", values: [0, 55, 84, 795, 1048, 485, 1937, 2040, 2575, 2866, 1890, 2424], dashed: true),
        ])

    static let ramp = LineChart(
        x: XValues(kind: .number, positions: (0..<10).map(Double.init), title: "t"),
        series: [LineSeries(name: "v", values: [1, 3, 2, .nan, 5, 4, 6, 8, 7, 9])])

    static let hourly = LineChart(
        x: XValues(kind: .time, positions: (0..<48).map { 1_772_323_200 + Double($0) * 3600 }, title: "time"),
        series: [LineSeries(name: "temp", values: (0..<48).map { Double($0 % 24) - 3.5 })])

    static let hostile = LineChart(
        x: XValues(kind: .category, positions: [0, 1, 2], categories: ["`touch x`", "EOD", "it's\nnew"], title: "a\"b"),
        series: [LineSeries(name: "sys'tem(\"id\")", values: [1, 2, 3]), LineSeries(name: "@{b}_^", values: [3, 2, 1])])

    /// Latency spanning four decades, for the log value axis.
    static let latency = LineChart(
        x: XValues(kind: .number, positions: (1...8).map(Double.init), title: "request"),
        series: [LineSeries(name: "ms", values: [0.8, 3, 12, 45, 230, 1200, 5600, 2100])])

    /// Shaped like Playfair's wheat price and weekly wages (rounded, a few years), the wages on a
    /// second axis (`--y2`).
    static let wheat = LineChart(
        x: XValues(kind: .number, positions: [1565, 1600, 1650, 1700, 1750, 1800, 1821], title: "year"),
        series: [
            LineSeries(name: "wheat", values: [41, 56, 48, 39, 30, 112, 54]),
            LineSeries(name: "wages", values: [5, 6, 7.5, 11, 13, 22, 30], onY2: true),
        ])

    static func line(_ what: String, _ chart: LineChart, _ options: LineOptions) -> GoldenCase {
        GoldenCase(.line, what, .line(LineChartBuilder(), options), chart)
    }

    static let cases: [GoldenCase] = [
        line(
            "y2", wheat,
            LineOptions(
                axes: AxisOptions(grid: true, y2: SecondAxisOptions(format: .number(decimals: 1), label: "wages (shillings a week)")),
                paging: PagingOptions(output: "y2.png"), points: true)),
        line("log", latency, LineOptions(axes: AxisOptions(grid: true, yLog: true), paging: PagingOptions(output: "log.png"))),
        line("diagonal", diagonal, LineOptions(figure: FigureOptions(width: 640, height: 480), paging: PagingOptions(output: "a.png"))),
        line(
            "sales", sales,
            LineOptions(
                figure: FigureOptions(title: "Sales"),
                axes: AxisOptions(yFormat: .currency(code: "INR"), xLabelEvery: 3, ySide: .right),
                paging: PagingOptions(output: "sales.png"))),
        line(
            "pages", ramp,
            LineOptions(
                axes: AxisOptions(grid: true, hlines: [5], vlines: ["2", "7"]),
                paging: PagingOptions(pagination: .pageSize(4), output: "out/r.png"), points: true)),
        line(
            "pages-own-scale", ramp,
            LineOptions(
                axes: AxisOptions(yMin: 0, yScale: .page),
                paging: PagingOptions(pagination: .pageCount(2), selection: .range(2, 2), output: "p-%02d.png"))),
        line("time", hourly, LineOptions(figure: FigureOptions(yLabel: "°C"), paging: PagingOptions(output: "t.png"), lineWidth: 1.5)),
        line(
            "hostile", hostile,
            LineOptions(
                figure: FigureOptions(title: "`touch pwned` $(id) it's\nline two", xLabel: "x'\"`", yLabel: "EOD"),
                paging: PagingOptions(output: "it's.png"))),
        // `--highlight` on a category x, over pages.
        line("highlight", sales, LineOptions(paging: PagingOptions(pagination: .pageSize(6), output: "s.png"), highlight: "Oct")),
    ]
}
