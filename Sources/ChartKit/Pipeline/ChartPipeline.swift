#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one entry point of ChartKit: a `ChartRequest` (kind, options, input) in; its
/// `ChartPlan`, gnuplot program and rendered files out.
///
/// The stages run one way, each in its own folder, each reading only what the one before made
/// (as a Vega-Lite compiler goes spec → model → assembled output):
///
///     1. read    (Data/)     ChartInput ─► DataTable (TableReader); a long line input ─► LineStream
///                            (Live/LineStreamReader); `series` reshapes long data wide (SeriesSplitter)
///     2. build   (Model/)    the kind's recipe (Pipeline/<Kind>Recipe) runs its builder:
///                            DataTable ─► LineChart (line, scatter) | BarChart | PieChart |
///                            DiscreteChart | HistChart
///     3. lay out (Layout/)   the kind's layouter (axis kinds on the shared frame) ─► ChartPlan
///     4. emit    (Gnuplot/)  ChartPlan.program(outputs:) ─► one gnuplot program for every page
///     5. render  (Render/)   Renderer: gnuplot processes, temporary files, checks, rename into place
///
/// `plan(for:)` asks the request's `ChartRecipe` (each kind's stages 1–3, in its own file, using
/// the reading helpers here); everything after the plan asks `ChartPlan`. The command line
/// (`Session`), `chart line --follow` (`LineFollower`), the fuzz targets and the tests all go
/// through here. The pipeline never prints: warnings and progress go to the closures below.
package struct ChartPipeline {
    /// Told the bytes read so far while an input is read.
    package var progress: ReadProgress?
    /// Told how many rows an input held once it is read.
    package var rowsRead: (Int) -> Void = { _ in }
    /// Line input larger than this streams (`LineStreamReader`) instead of being read whole.
    package var streamThreshold = LineStreamReader.defaultThreshold
    /// Rows per sorted run when a streamed line input must be sorted (`LineSpillSorter`); nil
    /// for the default.
    package var sortRunRows: Int?
    /// Marker centres a streamed scatter chart holds per culling pass
    /// (`SpilledMarkerCulling.window`); nil for the default.
    package var markerWindow: Int?
    /// The fewest cells a `--series` wide table may always have (`SeriesGrid.cellBudget`): ten
    /// million; tests lower it to meet the limit with a few thousand rows.
    package var seriesCellMinimum = SeriesGrid.minimumCellBudget
    /// Values a streamed histogram keeps in memory before spilling the rest (`HistSpill`).
    package var spillMemoryValues = HistSpill.memoryValues
    /// Where a streamed line input spills its rows; nil for `$TMPDIR`, else `/tmp`.
    package var temporaryFolder: String?
    /// gnuplot processes for a long batch of pages (`Renderer.defaultProcesses`).
    package var processes = Renderer.defaultProcesses
    /// Whether large data blocks reach gnuplot as binary files.
    package var placement = DataPlacement.automatic
    /// A gnuplot started early with the same runner, for the first batch.
    package var prestart: GnuplotPrestart?
    /// Told the pages rendered so far, of how many.
    package var renderProgress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// Colour escapes in text charts (`OutputFormat.text`): none unless the caller knows the
    /// output is a terminal that shows them.
    package var textColors = TextColors.none
    /// Told when chart's own work for a render is done and only writing remains: gnuplot's
    /// programs built and their data files written, or a text chart's pages drawn. The
    /// executable's `--timeout` bounds the work up to here, gnuplot's run apart.
    package var ownWorkDone: @Sendable () -> Void = {}
    /// gnuplot's own warnings (the plan's are on `ChartPlan.warnings`).
    package var warnings: (String) -> Void = { _ in }

    package init() {}

    /// The laid-out chart: read, build and lay out (stages 1–3), by the request's recipe; what
    /// the readers noted (`ReadNotes`) comes first among its warnings.
    package func plan(for request: ChartRequest) throws -> ChartPlan {
        var request = request
        let notes = request.read.notes ?? ReadNotes()
        request.read.notes = notes
        if let facet = request.facet {
            request.facet = nil
            return try FacetLayouter(facet).plan(for: request, in: self).warning(first: notes.all)
        }
        return try request.chart.plan(for: request, in: self).warning(first: notes.all)
    }

    /// Reads, builds, lays out and renders the request (stages 1–5).
    @discardableResult
    package func render(_ request: ChartRequest, with runner: GnuplotRunner) throws -> ChartResult {
        try render(try plan(for: request), with: runner)
    }

    /// Renders every page of `plan` (stages 4–5): atomically, or not at all. A text plan is
    /// drawn by chart itself (`renderText`); the runner is not used.
    @discardableResult
    package func render(_ plan: ChartPlan, with runner: GnuplotRunner) throws -> ChartResult {
        if plan.format == .text { return try renderText(plan) }
        let outputs = try plan.render(
            with: runner, processes: processes, placement: placement, prestart: prestart,
            progress: renderProgress, programsReady: ownWorkDone, warnings: warnings)
        return ChartResult(plan: plan, outputs: outputs)
    }

    /// Draws every page of a text plan (`TextChart`, at the plan's size in cells) and writes
    /// them all together: each to its file, or one after another to standard output (`-`).
    @discardableResult
    package func renderText(_ plan: ChartPlan) throws -> ChartResult {
        let pages = try TextChart(sizedFor: plan, colors: textColors).pages(for: plan)
        ownWorkDone()
        let toStandardOutput = plan.outputs.allSatisfy { $0 == "-" }
        let transaction = try OutputTransaction(paths: toStandardOutput ? ["-"] : plan.outputs, format: .text)
        if toStandardOutput {
            try transaction.stage(Array(pages.joined().utf8), at: 0)
        } else {
            for (index, page) in pages.enumerated() { try transaction.stage(Array(page.utf8), at: index) }
        }
        try transaction.commit()
        return ChartResult(plan: plan, outputs: plan.outputs)
    }

    /// Renders one-page plans of the same size and format, each to its output, in one gnuplot
    /// run per batch: each plan is its own program (its own frame), `reset` between them.
    /// `chart line --follow` draws the pages that became final together this way.
    package func render(pictures plans: [ChartPlan], to outputs: [String], with runner: GnuplotRunner) throws {
        guard let sample = plans.first else { return }
        let renderer = Renderer(runner: runner, processes: plans.count >= 2 * Renderer.pagesPerProcess ? processes : 1)
        try renderer.render(
            outputs: outputs, width: sample.frame.width * sample.pixelScale, height: sample.frame.height * sample.pixelScale,
            format: sample.format,
            batchProgram: { indices, names in
                try zip(indices, names).map { try plans[$0].program(outputs: [$1]) }.joined(separator: "reset\n")
            },
            warnings: warnings)
    }

    // MARK: Stage 1, read

    /// The request's input as a table (a model input is refused: its kind reads no table).
    func table(for request: ChartRequest) throws -> DataTable {
        switch request.input {
        case let .source(source):
            let table = try TableReader(options: request.read, progress: progress).read(source)
            rowsRead(table.rowCount)
            return table
        case let .bytes(bytes, name, pathExtension):
            return try TableReader(options: request.read, progress: progress).read(bytes: bytes, name: name, pathExtension: pathExtension)
        case let .table(table):
            return table
        case let .model(model):
            throw ChartError.usage("the input is a \(type(of: model)), which this chart kind does not draw")
        case .lineStream:
            throw ChartError.usage("the input is a streamed line chart, which this chart kind does not draw")
        case .scatterStream:
            throw ChartError.usage("the input is a streamed scatter chart, which this chart kind does not draw")
        }
    }

    /// The table to build from and the x and value selectors to build it with: as given, or
    /// with `series`, the wide table (x first, then one column per key) and its columns.
    func table(for request: ChartRequest, x: ColumnSelector?, y: [ColumnSelector], missing: SeriesSplitter.Missing) throws
        -> (x: ColumnSelector?, y: [ColumnSelector], table: DataTable)
    {
        try reshaped(try table(for: request), series: request.series, x: x, y: y, missing: missing)
    }

    /// `table` with the x and value selectors to build it with: as given, or with `series`, the
    /// wide table (x first, then one column per key) and its columns.
    func reshaped(_ table: DataTable, series: ColumnSelector?, x: ColumnSelector?, y: [ColumnSelector], missing: SeriesSplitter.Missing) throws
        -> (x: ColumnSelector?, y: [ColumnSelector], table: DataTable)
    {
        guard let key = series else { return (x, y, table) }
        let wide = try seriesSplitter(key: key, x: x, value: y.first, missing: missing).split(table)
        return (.position(1), (1..<wide.columnCount).map { .position($0 + 1) }, wide)
    }

    /// The `--series` splitter of `key`, with this pipeline's cell minimum.
    func seriesSplitter(key: ColumnSelector, x: ColumnSelector?, value: ColumnSelector?, missing: SeriesSplitter.Missing) -> SeriesSplitter {
        var splitter = SeriesSplitter(key: key, x: x, value: value, missing: missing)
        splitter.cellMinimum = seriesCellMinimum
        return splitter
    }
}
