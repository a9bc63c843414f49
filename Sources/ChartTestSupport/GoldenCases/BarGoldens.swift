import ChartKit

/// Golden cases of `chart bar`, one per mode.
package enum BarGoldens {
    static let u5mr = BarChart(
        categories: ["NGA", "SOM", "TCD", "CAF", "SLE", "GIN", "SSD", "MLI", "BEN", "BFA"],
        series: [BarSeries(name: "rate", values: [117.2, 116.9, 113.7, 110.0, 109.2, 98.8, 96.2, 94.0, 90.2, 87.5])],
        categoryTitle: "country")

    /// Two series with negative values, for grouped and stacked bars.
    package static let sales = BarChart(
        categories: ["Q1", "Q2", "Q3", "Q4"],
        series: [BarSeries(name: "north", values: [10, 12, -5, 8]), BarSeries(name: "south", values: [4, -3, 7, 9])],
        categoryTitle: "quarter")

    static let many = BarChart(
        categories: (1...12).map { "category \($0)" },
        series: [BarSeries(name: "v", values: (1...12).map { Double($0 * 7 % 11) - 3 })],
        categoryTitle: "k")

    static let hostile = BarChart(
        categories: ["`touch x`", "EOD", "it's"],
        series: [BarSeries(name: "sys'tem(\"id\")", values: [1, 2, 3]), BarSeries(name: "@{b}_^", values: [3, 2, 1])],
        categoryTitle: "a\"b")

    static func bar(_ what: String, _ chart: BarChart, _ options: BarOptions) -> GoldenCase {
        GoldenCase(.bar, what, .bar(BarChartBuilder(), options), chart)
    }

    static let cases: [GoldenCase] = [
        bar(
            "values", u5mr,
            BarOptions(figure: FigureOptions(title: "Under-five mortality, 2019"), paging: PagingOptions(output: "u5mr.png"), showValues: true)),
        bar("no-axes", u5mr, BarOptions(paging: PagingOptions(output: "n.png"), showValues: true, showAxes: false)),
        bar(
            "horizontal", u5mr,
            BarOptions(axes: AxisOptions(grid: true), paging: PagingOptions(output: "h.png"), horizontal: true, showValues: true)),
        bar(
            "grouped", sales,
            BarOptions(
                axes: AxisOptions(yFormat: .currency(code: "USD"), hlines: [5], legend: .right), paging: PagingOptions(output: "g.png"),
                colors: ["#D62728", "#1F77B4"])),
        bar(
            "stacked", sales,
            BarOptions(
                axes: AxisOptions(legend: .bottom), paging: PagingOptions(output: "s.png"),
                stacked: true, showValues: true)),
        bar(
            "pages", many,
            BarOptions(
                figure: FigureOptions(width: 400, height: 300), paging: PagingOptions(pagination: .pageSize(5), output: "out/b.png"), barWidth: 0.6)),
        bar(
            "baseline-right", many,
            BarOptions(
                axes: AxisOptions(yScale: .page, ySide: .right),
                paging: PagingOptions(pagination: .pageCount(2), selection: .range(2, 2), output: "p-%02d.png"), baseline: 2)),
        bar(
            "hostile", hostile,
            BarOptions(
                figure: FigureOptions(title: "`touch pwned` $(id) it's\nline two", yLabel: "EOD"),
                paging: PagingOptions(output: "it's.png"), showValues: true)),
    ]
}
