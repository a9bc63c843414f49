/// Reads a long `chart scatter --facet` file batch by batch into one `ScatterStream` per panel
/// and one of every row (what the shared axes and the one legend are made of), so 10M points
/// into 10 panels never sit in memory at once, as a plain streamed scatter chart's do not.
///
/// As `LineFacetStreams` does for line: each panel's stream is the one a plain streamed `chart
/// scatter` makes of that panel's rows, its columns decided (`LiveLineColumns`) from the
/// panel's first rows cut as the whole read cuts its panel tables (`FacetSplit`), its rows the
/// batch's typed rows (parsed once, for every panel) that carry its key, with their bubble
/// sizes. Keys are counted by the same `FacetBatchCutter`, and each panel's columns its first
/// rows could not judge for good are followed (`PanelJudges`). Whatever it cannot make exactly as
/// the whole read does stops it (a text x, a panel whose first rows, or later rows, decide other
/// columns than the first batch), and the caller reads the file whole, which gives the whole
/// read's chart; an error is the input's, thrown at once, as `LineFacetStreams` throws it. The
/// panels' spills share one file (`SpillArena`) and write every
/// `LineFacetStreams.panelFlushValues` values, so their buffers stay small however many panels
/// there are.
final class ScatterFacetStreams: FacetBatches {
    /// Why the input is not streamed: it is read whole instead.
    struct NotStreamed: Error {}

    private let builder: LineChartBuilder
    private let options: ScatterOptions
    private let folder: String
    /// Made with the first panel, so a short input read whole makes no file.
    private lazy var arena = SpillArena(folder: folder)
    private var cutter: FacetBatchCutter
    private var whole: ScatterStream?
    private var panels: [ScatterStream] = []
    /// The panels' columns their first rows could not judge for good, followed.
    private var judges: PanelJudges
    private let sortRunRows: Int?
    private let markerWindow: Int?

    init(_ builder: LineChartBuilder, options: ScatterOptions, column: ColumnSelector, temporaryFolder: String, sortRunRows: Int?, markerWindow: Int?)
    {
        (self.builder, self.options, folder) = (builder, options, temporaryFolder)
        cutter = FacetBatchCutter(column)
        judges = PanelJudges(builder: builder)
        (self.sortRunRows, self.markerWindow) = (sortRunRows, markerWindow)
    }

    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch: its facet
    /// cells first (as a whole read cuts the panels), then its typed rows, to every row's stream
    /// and to their panels' streams.
    func add(_ table: DataTable, skipping: Int) throws {
        let (rowsOf, rest) = try cutter.cut(table, skipping: skipping)
        var firstRows = PanelFirstRows(rest)
        let whole = self.whole ?? stream(panel: false)
        // The first batch decides the columns: what it fails at, the whole read decides too.
        if self.whole == nil, (try? whole.start(rest)) == nil { throw NotStreamed() }
        self.whole = whole
        let batch = try whole.typed(rest, skipping: skipping)
        try whole.append(batch)
        guard let columns = whole.columns else { throw NotStreamed() }
        try judges.add(rest, rowsOf: rowsOf, panels: panels.count, turned: NotStreamed())
        for (panel, rows) in rowsOf.enumerated() where !rows.isEmpty {
            if panel == panels.count {
                let stream = self.stream(panel: true)
                let first = firstRows.table(of: rows)
                // Too few first rows may fail where the panel's whole read does not (`LineFacetStreams`).
                guard (try? stream.start(first)) != nil else { throw NotStreamed() }
                guard stream.columns.map({ $0.readsCells(as: columns) }) == true else { throw NotStreamed() }
                panels.append(stream)
                judges.start(panel: first)
            }
            var picked = batch.picking(rows.map { $0 - skipping })
            if columns.xColumn == nil {  // x is the row number: the panel's own
                let first = panels[panel].count
                picked.rows.positions = picked.rows.positions.indices.map { Double(first + $0 + 1) }
            }
            try panels[panel].append(picked)
        }
    }

    /// The panels' keys and streams, and the stream of all of them, as `FacetSplit` gives them.
    func split() throws -> FacetSplit {
        if judges.turned { throw NotStreamed() }
        return try cutter.split(parts: panels.map { .scatterStream($0) }, whole: whole.map { .scatterStream($0) })
    }

    func readsWhole(after error: any Error) -> Bool {
        error is NotStreamed || error is TableBatchReader.ReadWhole || error is SeriesRuns.Refusal || judges.readsWhole(after: error)
    }

    /// A stream of the builder's columns: a panel's in the shared file, holding its total.
    private func stream(panel: Bool) -> ScatterStream {
        let spills = panel ? ScatterStream.PanelSpills(arena: arena, flushValues: LineFacetStreams.panelFlushValues) : nil
        let stream = ScatterStream(
            builder: builder, options: options, temporaryFolder: folder, panel: spills)
        (stream.sortRunRows, stream.markerWindow) = (sortRunRows, markerWindow)
        return stream
    }
}

extension ScatterRecipe {
    /// The request's long file cut into panels by `column`, each a `ScatterStream`
    /// (`ScatterFacetStreams`), as `ChartPipeline.streamedFacetSplit` reads it; nil also with
    /// `--series` (long data's panels are read whole) and for a text chart: a streamed text
    /// panel keeps the rows its own x axis puts on a dot, and the facet layout gives it the
    /// shared x axis after, on which those rows would leave dots out.
    func streamedFacetSplit(_ request: ChartRequest, by column: ColumnSelector, in pipeline: ChartPipeline, check: (DataTable) throws -> Void)
        throws -> FacetSplit?
    {
        guard request.series == nil, options.figure.format != .text else { return nil }
        let streams = ScatterFacetStreams(
            checkedBuilder, options: options, column: column,
            temporaryFolder: pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder(), sortRunRows: pipeline.sortRunRows,
            markerWindow: pipeline.markerWindow)
        return try pipeline.streamedFacetSplit(request, by: column, into: streams, namesItsColumns: false, check: check)
    }
}
