/// A chart of any kind, fully laid out: what `--plan` prints and what the emitters turn into
/// a gnuplot program.
///
/// The pipeline, in one direction only:
///
///     input bytes ─► Data (TableReader → DataTable)
///                 ─► Model (LineChartBuilder → LineChart: typed, validated, sorted;
///                           DiscreteChartReader → DiscreteChart: slots and plots, low ≤ high)
///                 ─► Model (LineChartBuilder → LineChart, BarChartBuilder → BarChart: typed, validated, sorted)
///                 ─► Layout (LineLayouter → LinePlan: pages, windows, ticks, labels, margins, names)
///                 ─► Gnuplot (LineEmitter → one program for every page)
///                 ─► Render (Renderer: gnuplot, temporary files, PNG checks, rename into place)
///
/// Each kind has its own builder, layouter and emitter; everything that depends on the kind
/// switches over this enum exhaustively (no `default:`), so a new kind cannot be half-added.
public enum ChartPlan: Sendable, Equatable {
    case line(LinePlan)
    case discrete(DiscretePlan)
    case pie(PiePlan)
    case bar(BarPlan)

    /// Final output paths, one per rendered page.
    public var outputs: [String] {
        switch self {
        case let .line(plan): return plan.pages.map(\.output)
        case let .discrete(plan): return plan.pages.map(\.output)
        case let .pie(plan): return plan.pages.map(\.output)
        case let .bar(plan): return plan.pages.map(\.output)
        }
    }

    public var frame: PlotFrame {
        switch self {
        case let .line(plan): return plan.frame
        case let .discrete(plan): return plan.frame
        case let .pie(plan): return plan.frame
        case let .bar(plan): return plan.frame
        }
    }

    /// Pixel scale of PNG pages (1 unless `--scale`).
    public var pixelScale: Int {
        switch self {
        case let .line(plan): return plan.options.figure.pixelScale
        case let .discrete(plan): return plan.options.figure.pixelScale
        case let .pie(plan): return plan.options.figure.pixelScale
        case let .bar(plan): return plan.options.figure.pixelScale
        }
    }

    /// The image format every page is written in.
    public var format: OutputFormat {
        switch self {
        case let .line(plan): return plan.options.figure.format
        case let .discrete(plan): return plan.options.figure.format
        case let .pie(plan): return plan.options.figure.format
        case let .bar(plan): return plan.options.figure.format
        }
    }

    public var warnings: [String] {
        switch self {
        case let .line(plan): return plan.warnings
        case let .discrete(plan): return plan.warnings
        case let .pie(plan): return plan.warnings
        case let .bar(plan): return plan.warnings
        }
    }

    /// The `--plan` JSON text.
    public var planJSON: String {
        switch self {
        case let .line(plan): return plan.json.text() + "\n"
        case let .discrete(plan): return plan.json.text() + "\n"
        case let .pie(plan): return plan.json.text() + "\n"
        case let .bar(plan): return plan.json.text() + "\n"
        }
    }

    /// The gnuplot program writing page i to `outputs[i]`.
    public func program(outputs: [String]) -> String {
        switch self {
        case let .line(plan): return LineEmitter().program(for: plan, outputs: outputs)
        case let .discrete(plan): return DiscreteEmitter().program(for: plan, outputs: outputs)
        case let .pie(plan): return PieEmitter().program(for: plan, outputs: outputs)
        case let .bar(plan): return BarEmitter().program(for: plan, outputs: outputs)
        }
    }

    /// The same plan with only the pages at `indices` (positions in `pages`), for rendering a
    /// long batch in several gnuplot processes.
    public func pages(_ indices: Range<Int>) -> ChartPlan {
        switch self {
        case var .line(plan): plan.pages = Array(plan.pages[indices]); return .line(plan)
        case var .discrete(plan): plan.pages = Array(plan.pages[indices]); return .discrete(plan)
        case var .pie(plan): plan.pages = Array(plan.pages[indices]); return .pie(plan)
        case var .bar(plan): plan.pages = Array(plan.pages[indices]); return .bar(plan)
        }
    }

    /// Renders every page with `runner`: atomically, or not at all. Long batches are split
    /// over `processes` gnuplot processes (default: two when the machine has two cores). gnuplot's
    /// own warnings go to `warnings` (the library does not print).
    @discardableResult
    public func render(with runner: GnuplotRunner, processes: Int = Renderer.defaultProcesses,
                       progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
                       warnings: (String) -> Void = { _ in }) throws -> [String] {
        var renderer = Renderer(runner: runner, processes: processes)
        renderer.progress = progress
        return try renderer.render(
            outputs: outputs, width: frame.width * pixelScale, height: frame.height * pixelScale, format: format,
            batchProgram: { indices, names in pages(indices).program(outputs: names) },
            warnings: warnings)
    }
}
