/// Reads a long `chart line --facet` file batch by batch into one `LineStream` per panel and one
/// of every row (what the shared x axis, the series and the legend are made of), so 10M rows
/// into 10 panels never sit in memory at once, as a plain streamed line chart's do not.
///
/// Each panel's stream is the one a plain streamed `chart line` makes of that panel's rows: its
/// columns are decided (`LiveLineColumns`) from the panel's first rows, cut as the whole read
/// cuts its panel tables (`FacetSplit`), and its rows are the typed rows of the batch (parsed
/// once, for every panel) that carry its key, so unsorted rows are sorted in its spill as a
/// plain stream's are. Keys are counted by the same `FacetKeys` (blank cells, the panel cap
/// `FacetOptions.maximumPanels`). Whatever it cannot make exactly as the whole read does stops
/// it: a text x, a panel whose first rows decide other columns than the input's first batch, a
/// panel whose later rows judge a column otherwise (`PanelJudges`), and an error in a column
/// some panel has not judged for good; the caller then reads the file whole, which gives the
/// whole read's chart. Any other error is the input's, thrown at once (`readsWhole(after:)`).
///
/// Memory: the panels' spills share one file (`SpillArena`, one descriptor) and each holds at
/// most `panelFlushValues` values before a write, so the panels' buffers stay under 128 MB
/// however many there are; the stream of every row has a plain stream's 8 MB buffer.
final class LineFacetStreams: FacetBatches {
    /// Values a panel's spill holds before it writes them: 64 KiB, so the most panels a chart
    /// draws (`FacetOptions.maximumPanels`, 1,000) hold 64 MB of buffers, 128 MB at worst (a
    /// buffer may grow to twice its size before it is given back).
    static let panelFlushValues = 1 << 13

    /// Why the input is not streamed: it is read whole instead.
    struct NotStreamed: Error {}

    private let builder: LineChartBuilder
    private var cutter: FacetBatchCutter
    private let folder: String
    /// Made with the first panel, so a short input read whole makes no file.
    private lazy var arena = SpillArena(folder: folder)
    private let sortRunRows: Int?
    private var whole: LineStream?
    private var panels: [LineStream] = []
    /// The panels' columns their first rows could not judge for good, followed.
    private var judges: PanelJudges

    init(_ builder: LineChartBuilder, column: ColumnSelector, temporaryFolder: String, sortRunRows: Int?) {
        self.builder = builder
        judges = PanelJudges(builder: builder)
        cutter = FacetBatchCutter(column)
        folder = temporaryFolder
        self.sortRunRows = sortRunRows
    }

    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch: its facet
    /// cells first (as a whole read cuts the panels), then its typed rows, to every row's stream
    /// and to their panels' streams.
    func add(_ table: DataTable, skipping: Int) throws {
        let (rowsOf, rest) = try cutter.cut(table, skipping: skipping)
        var firstRows = PanelFirstRows(rest)
        // The first batch decides the columns: what it fails at, the whole read decides too.
        guard let whole = self.whole ?? (try? stream(of: firstRows.table(of: Array(skipping..<rest.rowCount)), like: nil)) else {
            throw NotStreamed()
        }
        self.whole = whole
        let typed = try whole.columns.typed(rest, firstRow: whole.count, skipping: skipping)
        try whole.append(typed)
        try judges.add(rest, rowsOf: rowsOf, panels: panels.count, turned: NotStreamed())
        for (panel, rows) in rowsOf.enumerated() where !rows.isEmpty {
            if panel == panels.count {
                let first = firstRows.table(of: rows)
                // A panel's first rows may be too few to decide its columns (its value empty in
                // the one row it has so far): what they fail at, the whole read decides.
                guard let made = try? self.stream(of: first, like: whole.columns) else { throw NotStreamed() }
                panels.append(made)
                judges.start(panel: first)
            }
            var picked = typed.picking(rows.map { $0 - skipping })
            if whole.columns.xColumn == nil {  // x is the row number: the panel's own
                let first = panels[panel].count
                picked.positions = picked.positions.indices.map { Double(first + $0 + 1) }
            }
            try panels[panel].append(picked)
        }
    }

    /// The panels' keys and streams, and the stream of all of them, as `FacetSplit` gives them.
    func split() throws -> FacetSplit {
        if judges.turned { throw NotStreamed() }
        return try cutter.split(parts: panels.map { .lineStream($0) }, whole: whole.map { .lineStream($0) })
    }

    func readsWhole(after error: any Error) -> Bool {
        error is NotStreamed || error is TableBatchReader.ReadWhole || judges.readsWhole(after: error)
    }

    /// The stream whose columns `table` (a panel's first rows, or the first batch's) decides:
    /// a panel's in the shared file and holding its total; nil `whole` makes the stream of every
    /// row. A text x, or a panel's columns read otherwise than `whole`, is not streamed.
    private func stream(of table: DataTable, like whole: LiveLineColumns?) throws -> LineStream {
        let columns = try LiveLineColumns(first: table, builder: builder)
        guard columns.kind != .category, whole.map({ columns.readsCells(as: $0) }) ?? true else { throw NotStreamed() }
        let stream =
            whole == nil
            ? LineStream(columns: columns, temporaryFolder: folder)
            : LineStream(columns: columns, temporaryFolder: folder, arena: arena, flushValues: Self.panelFlushValues, keepsTotals: true)
        stream.sortRunRows = sortRunRows
        return stream
    }
}

extension LiveLineColumns {
    /// Whether these columns type every cell as `other` does (the same columns, kind, date
    /// reading and checks), so a panel's rows may be taken from the batch typed by `other`.
    func readsCells(as other: LiveLineColumns) -> Bool {
        xColumn == other.xColumn && yColumns == other.yColumns && kind == other.kind && epoch == other.epoch
            && reading == other.reading && checks == other.checks && skipsEmptyX == other.skipsEmptyX && onY2 == other.onY2
    }
}

extension TableRecipe where Layouter.Builder == LineChartBuilder {
    /// The request's long file cut into panels by `column`, each a `LineStream`
    /// (`LineFacetStreams`) of `builder`'s rows (an area's stacked as they come, as its plain
    /// stream stacks them), as `ChartPipeline.streamedFacetSplit` reads it; nil also with
    /// `--series` (two panels may each hold a value at the same x for the same key, which one
    /// stream of every row cannot).
    func streamedFacetSplit(
        _ request: ChartRequest, by column: ColumnSelector, builder: LineChartBuilder, in pipeline: ChartPipeline,
        check: (DataTable) throws -> Void
    ) throws -> FacetSplit? {
        guard request.series == nil else { return nil }
        let streams = LineFacetStreams(
            builder, column: column, temporaryFolder: pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder(),
            sortRunRows: pipeline.sortRunRows)
        return try pipeline.streamedFacetSplit(request, by: column, into: streams, namesItsColumns: false, check: check)
    }
}
