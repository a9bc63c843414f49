#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A chart described in code, rendered by gnuplot to PNG, SVG or PDF bytes or to a file: the
/// library's front door.
///
/// It states a `ChartRequest` with the same defaults as the `chart` command and runs it through
/// `ChartPipeline`, so a chart made here is the one `chart KIND` draws from the same data (the
/// same axes, warnings and errors). Its settings are the command's flags that make a chart worth
/// drawing (titles, size, theme, log axes, value-axis limits, pages, value labels, a donut, bins
/// and marks, fits): each is a property with the command's default, and one a kind does not draw
/// is refused with a `ChartError.usage`, never ignored. This type, its setting types, `ChartData`,
/// `ChartColumn`, `ChartResult` and `ChartError` are the library's public surface; everything
/// underneath has `package` access, free to change as chart grows.
///
///     var chart = Chart.line(x: [1, 2, 3, 4], series: [("sales", [3, 5, 4, 6])])
///     chart.title = "Sales"
///     let png = try chart.render()
///     try chart.write(to: "sales.svg")
///
/// Facets (one small chart per group) do not exist in the command yet; they come here when they do.
public struct Chart: Sendable {
    public var kind: ChartKind
    public var data: ChartData
    /// The title above the chart; nil for none.
    public var title: String?
    /// Axis titles; nil takes the column names, empty draws none.
    public var xLabel: String?
    public var yLabel: String?
    /// The image size in pixels (160×120 to 10000×10000).
    public var width = 800
    public var height = 500
    /// A built-in look: light (the default), dark or print.
    public var theme = BuiltinTheme.light
    /// The x column (the labels of a pie), by name or 1-based index; nil takes the first.
    public var x: String?
    /// The value columns, by name or 1-based index; empty takes every numeric column after x
    /// (a pie: the first).
    public var y: [String] = []
    /// gnuplot's path; nil looks in `$GNUPLOT`, then `PATH`.
    public var gnuplot: String?
    /// Seconds gnuplot may take before it is stopped.
    public var timeout: Double = 60

    /// A log x axis in powers of ten (`--x-log`): line (numeric x), hist (log-spaced bins) and
    /// scatter; every x must be above 0.
    public var xLog = false
    /// A log value axis (`--y-log`): line, bar, discrete, hist and scatter; every value must be
    /// above 0 unless `yMin` is set (values below it are then left out).
    public var yLog = false
    /// The bottom of the value axis (`--y-min`), so charts drawn apart compare; nil: from the
    /// data. Axis kinds only.
    public var yMin: Double?
    /// The top of the value axis (`--y-max`), above `yMin`; nil: from the data. Axis kinds only.
    public var yMax: Double?
    /// How a long line, bar or discrete chart is cut into pages; `write(to:)` names each page's
    /// file `NAME-001.png`, `NAME-002.png`, …
    public var pages = ChartPages.one
    /// The 1-based pages to render (`--page A-B`); nil: every page.
    public var selectedPages: ClosedRange<Int>?
    /// Each bar's value written on it (bar), or each slice's value (pie).
    public var valueLabels = false
    /// A pie drawn as a ring whose width is this fraction of the radius (above 0, at most 1;
    /// 0.4 is the command's `--donut`); nil: a full pie.
    public var donut: Double?
    /// Several series stacked instead of grouped (bar) or overlaid (hist); not with `yLog`.
    public var stacked = false
    /// How a histogram bins its values.
    public var bins = ChartBins.auto
    /// The values a histogram bins (`--range A:B`, A below B); the others are counted as outside.
    /// nil: all of them.
    public var binRange: ClosedRange<Double>?
    /// What a histogram's bar height shows.
    public var barHeight = ChartBarHeight.count
    /// Each histogram bar counts its bin and every bin before it.
    public var cumulative = false
    /// Statistics a histogram marks with labelled vertical lines.
    public var marks: [ChartMark] = []
    /// A line fitted through each scatter series, its equation and r² in the legend; nil: none.
    public var fit: ChartFit?
    /// Scatter markers' size: 1 draws a circle 7 px across (0.6 to 10).
    public var markerSize: Double = 1
    /// A scatter's bubble sizes: the column (by name or 1-based index) whose values (at or above
    /// 0) set each marker's area; nil: plain markers.
    public var sizeBy: String?

    public init(_ kind: ChartKind, data: ChartData) {
        self.kind = kind
        self.data = data
    }

    /// A line chart of `series` against `x`.
    public static func line(x: [Double], series: [(name: String, values: [Double])]) -> Chart {
        Chart(.line, data: .columns([ChartColumn("x", numbers: x)] + series.map { ChartColumn($0.name, numbers: $0.values) }))
    }

    /// A bar chart: one bar per category in each series.
    public static func bar(categories: [String], series: [(name: String, values: [Double])]) -> Chart {
        Chart(.bar, data: .columns([ChartColumn("category", texts: categories)] + series.map { ChartColumn($0.name, numbers: $0.values) }))
    }

    /// A pie chart with one slice per label.
    public static func pie(slices: [(label: String, value: Double)]) -> Chart {
        Chart(.pie, data: .columns([ChartColumn("label", texts: slices.map(\.label)), ChartColumn("value", numbers: slices.map(\.value))]))
    }

    /// A histogram of one set of values, binned as `chart hist` bins a column named `name` (the
    /// x axis title). A NaN is an empty cell: skipped and counted, as in a file.
    public static func hist(values: [Double], name: String = "value") -> Chart {
        hist(series: [(name, values)])
    }

    /// Histograms of several sets of values on shared bin edges, overlaid (or `stacked`), one
    /// legend entry per name.
    public static func hist(series: [(name: String, values: [Double])]) -> Chart {
        Chart(.hist, data: .columns(series.map { ChartColumn($0.name, numbers: $0.values) }))
    }

    /// A scatter chart of one series: a marker at each (x, y), named `name` in the legend;
    /// `sizes`, one per point, draws bubbles whose area is proportional to the size.
    public static func scatter(x: [Double], y: [Double], name: String = "y", sizes: [Double]? = nil) -> Chart {
        scatter(x: x, series: [(name, y)], sizes: sizes)
    }

    /// A scatter chart of several series against one x, a colour and a marker shape each.
    public static func scatter(x: [Double], series: [(name: String, values: [Double])], sizes: [Double]? = nil) -> Chart {
        var columns = [ChartColumn("x", numbers: x)] + series.map { ChartColumn($0.name, numbers: $0.values) }
        if let sizes { columns.append(ChartColumn("size", numbers: sizes)) }
        var chart = Chart(.scatter, data: .columns(columns))
        chart.sizeBy = sizes.map { _ in String(columns.count) }
        return chart
    }

    /// The layout as JSON, what `chart KIND --plan` prints: pages, axes, ticks, legend,
    /// warnings and the files a write to `output` would make, without running gnuplot.
    public func planJSON(output: String = "chart.png") throws -> String {
        try plan(output: output).planJSON
    }

    /// The laid-out chart, for the tests and the pipeline's own callers.
    package func plan(output: String = "chart.png") throws -> ChartPlan {
        try ChartPipeline().plan(for: request(output: output))
    }

    /// The chart as the bytes of a PNG (or SVG or PDF) image, rendered in a private temporary
    /// folder that is removed afterwards. The plan's warnings go to `warnings`. A chart of
    /// several pages throws a usage error naming them: choose one with `selectedPages`, or take
    /// them all with `renderPages(as:warnings:)`, so no page is dropped unseen.
    public func render(as format: OutputFormat = .png, warnings: @escaping (String) -> Void = { _ in }) throws -> [UInt8] {
        let pages = try renderPages(as: format, warnings: warnings, atMost: 1)
        guard let page = pages.first else { throw ChartError.internal("the rendered chart has no page") }
        return page
    }

    /// Every selected page (`selectedPages`, else all) as image bytes, in page order.
    public func renderPages(as format: OutputFormat = .png, warnings: @escaping (String) -> Void = { _ in }) throws -> [[UInt8]] {
        try renderPages(as: format, warnings: warnings, atMost: nil)
    }

    /// The pages rendered in a workspace of their own (private, removed when it goes and on a
    /// signal), refused before gnuplot runs when they are more than `limit`.
    private func renderPages(as format: OutputFormat, warnings: @escaping (String) -> Void, atMost limit: Int?) throws -> [[UInt8]] {
        let workspace = try RenderWorkspace(removingStale: false)  // the render sweeps stale ones
        defer { workspace.remove() }
        let result = try write(to: workspace.path.joiningPath("chart." + format.fileExtension), warnings: warnings) { plan in
            guard let limit, plan.outputs.count > limit else { return }
            throw ChartError.usage(
                "the chart has \(plan.outputs.count) pages and render(as:) returns one: choose it with selectedPages, or call renderPages(as:)")
        }
        guard !result.outputs.isEmpty else { throw ChartError.internal("the rendered chart was not found in \(workspace.path)") }
        return try result.outputs.map { try FileBytes.read(path: $0) }
    }

    /// Renders the chart into `path` (its extension picks PNG, SVG or PDF): the file appears
    /// whole or not at all; a chart of several pages writes one file per page. The result names
    /// the files written and holds the plan.
    @discardableResult
    public func write(to path: String, warnings: @escaping (String) -> Void = { _ in }) throws -> ChartResult {
        try write(to: path, warnings: warnings) { _ in }
    }

    /// `write(to:warnings:)` with `check` run on the plan before gnuplot is.
    private func write(to path: String, warnings: @escaping (String) -> Void, check: (ChartPlan) throws -> Void) throws -> ChartResult {
        let request = try request(output: path)
        var pipeline = ChartPipeline()
        pipeline.warnings = warnings
        let plan = try pipeline.plan(for: request)
        try check(plan)
        plan.warnings.forEach(warnings)
        let executable = try GnuplotLocator.locate(explicit: gnuplot, environment: ProcessInfo.processInfo.environment)
        return try pipeline.render(plan, with: GnuplotRunner(executable: executable, timeout: timeout))
    }
}
