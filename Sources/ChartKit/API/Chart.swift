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
/// same axes, warnings and errors). It keeps the few settings most programs need: this type,
/// `ChartData`, `ChartColumn`, `ChartResult` and `ChartError` are the library's whole public
/// surface, and everything underneath has `package` access, free to change as chart grows.
///
///     var chart = Chart.line(x: [1, 2, 3, 4], series: [("sales", [3, 5, 4, 6])])
///     chart.title = "Sales"
///     let png = try chart.render()
///     try chart.write(to: "sales.svg")
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
    /// folder that is removed afterwards. The plan's warnings go to `warnings`.
    public func render(as format: OutputFormat = .png, warnings: @escaping (String) -> Void = { _ in }) throws -> [UInt8] {
        // A workspace as gnuplot's: private, removed when it goes and on a signal.
        let workspace = try RenderWorkspace(removingStale: false)  // the render sweeps stale ones
        defer { workspace.remove() }
        let result = try write(to: workspace.path.joiningPath("chart." + format.fileExtension), warnings: warnings)
        guard let path = result.outputs.first else { throw ChartError.internal("the rendered chart was not found in \(workspace.path)") }
        return try FileBytes.read(path: path)
    }

    /// Renders the chart into `path` (its extension picks PNG, SVG or PDF): the file appears
    /// whole or not at all. The result names the files written and holds the plan.
    @discardableResult
    public func write(to path: String, warnings: @escaping (String) -> Void = { _ in }) throws -> ChartResult {
        let request = try request(output: path)
        var pipeline = ChartPipeline()
        pipeline.warnings = warnings
        let plan = try pipeline.plan(for: request)
        plan.warnings.forEach(warnings)
        let executable = try GnuplotLocator.locate(explicit: gnuplot, environment: ProcessInfo.processInfo.environment)
        return try pipeline.render(plan, with: GnuplotRunner(executable: executable, timeout: timeout))
    }

    /// The request the `chart` command would make from the same data and settings.
    func request(output: String) throws -> ChartRequest {
        let format = TableReader.pathExtension(of: output).flatMap(OutputFormat.init(pathExtension:)) ?? .png
        guard FigureOptions.isDrawable(width: width, height: height) else {
            let (least, most) = (FigureOptions.minimumSize, FigureOptions.maximumSize)
            throw ChartError.usage(
                "a chart of \(width)x\(height) px cannot be drawn: width \(least.width)–\(most.width), height \(least.height)–\(most.height)")
        }
        let figure = FigureOptions(
            width: width, height: height, title: title, xLabel: xLabel, yLabel: yLabel, format: format,
            theme: theme.theme)
        let paging = PagingOptions(output: output)
        let x = self.x.map(ColumnSelector.init(parsing:))
        let y = self.y.map(ColumnSelector.init(parsing:))
        let (input, read) = data.input()
        return ChartRequest(kind.recipe.init(x: x, y: y, figure: figure, paging: paging), input: input, read: read)
    }
}
