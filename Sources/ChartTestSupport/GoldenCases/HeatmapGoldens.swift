import ChartKit

/// Golden cases of `chart heatmap`.
package enum HeatmapGoldens {
    /// Weather kinds per month, counted: two empty cells, drawn as background.
    static let weather = HeatmapChart(
        x: .categories(["Jan", "Feb", "Mar", "Apr"]), y: .categories(["rain", "sun", "fog"]),
        values: [18, 14, 20, 9, 5, 9, 7, 17, .nan, 2, .nan, 1], xTitle: "month", yTitle: "weather", valueTitle: "count", rowCount: 102,
        skipped: 0)

    /// A correlation matrix: values cross 0, so RdBu centred on 0, with `--values` labels.
    static let correlations = HeatmapChart(
        x: .categories(["precip", "temp_max", "temp_min", "wind"]), y: .categories(["precip", "temp_max", "temp_min", "wind"]),
        values: [1, -0.23, -0.07, 0.33, -0.23, 1, 0.88, -0.16, -0.07, 0.88, 1, -0.07, 0.33, -0.16, -0.07, 1], xTitle: nil,
        yTitle: nil, valueTitle: "value", rowCount: 4, skipped: 0)

    static let hostile = HeatmapChart(
        x: .categories(["sys'tem(\"id\")", "`touch p`"]), y: .categories(["@{b}_^", "EOD"]), values: [1, 2, 3, .nan], xTitle: "a\"b",
        yTitle: "$(id)", valueTitle: "it's", rowCount: 4, skipped: 0)

    static func heatmap(_ what: String, _ chart: HeatmapChart, _ options: HeatmapOptions) -> GoldenCase {
        GoldenCase(.heatmap, what, TableRecipe<HeatmapLayouter>(HeatmapChartBuilder(x: nil, y: []), options), chart)
    }

    static func options(_ output: String, title: String? = nil, _ change: (inout HeatmapOptions) -> Void = { _ in }) -> HeatmapOptions {
        var options = HeatmapOptions(frame: AxisFrameOptions(figure: FigureOptions(title: title), paging: PagingOptions(output: output)))
        change(&options)
        return options
    }

    static let cases: [GoldenCase] = [
        heatmap("weather", weather, options("w.png", title: "Weather by month")),
        heatmap("correlations", correlations, options("c.png") { $0.values = true }),
        heatmap("log", weather, options("l.png") { ($0.colorLog, $0.palette) = (true, .magma) }),
        heatmap("hostile", hostile, options("it's.png", title: "`touch pwned` $(id) it's\nline two")),
    ]
}
