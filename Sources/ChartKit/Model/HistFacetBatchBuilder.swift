/// Builds a `--facet` histogram's charts from a streamed input batch by batch: one `HistChart`
/// per panel and one of every panel's values (the shared bins, x axis and legend), so 10M rows
/// into 50 panels never sit in memory at once, as a plain streamed histogram's do not.
///
/// The whole chart's `HistBatchBuilder` decides the columns, readings and titles on the first
/// batch and reads each batch's values once; each panel's builder (`HistBatchBuilder(partOf:)`)
/// takes the rows of its key from them, under the same spill budget. The facet column is checked
/// by the same `FacetKeys` a whole read's `FacetSplit` uses: a blank cell is an error at its
/// cell, and the panel cap (`FacetOptions.maximumPanels`) is checked at the first row beyond it,
/// before that key's builder is made. Panels keep the order of first appearance.
///
/// A whole read picks each panel's value columns (no `--y`) from the panel's own cells: a panel
/// whose first rows pick others than the first batch did, or whose later rows judge a column
/// otherwise (`PanelJudges`: a column empty there and numbers later is binned in it), stops
/// the stream (`NotStreamed`) and the input is read whole; streamed, that column went unbinned
/// in the panel, silently.
final class HistFacetBatchBuilder {
    /// Why the input is not streamed: it is read whole instead.
    struct NotStreamed: Error {}

    private let builder: HistChartBuilder
    private let whole: HistBatchBuilder
    private var cutter: FacetBatchCutter
    private var panels: [HistBatchBuilder] = []
    /// The panels' columns their first rows could not judge for good, followed when the value
    /// columns are picked by default.
    private var judges: PanelJudges

    init(_ builder: HistChartBuilder, column: ColumnSelector, temporaryFolder: String, memoryValues: Int) {
        self.builder = builder
        whole = HistBatchBuilder(builder, temporaryFolder: temporaryFolder, memoryValues: memoryValues)
        cutter = FacetBatchCutter(column)
        judges = PanelJudges(judging: { _ in builder.y.isEmpty ? nil : [] })
    }

    /// Whether a read stopped by `error` is read whole: a refusal, or a cell of a column some
    /// panel has not judged for good; any other error is the input's, thrown at once.
    func readsWhole(after error: any Error) -> Bool {
        error is NotStreamed || judges.readsWhole(after: error)
    }

    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch: its facet
    /// cells first (as a whole read checks them before any value), then its values.
    func add(_ table: DataTable, skipping: Int) throws {
        let (rows, rest) = try cutter.cut(table, skipping: skipping)
        try whole.startIfNeeded(rest)
        try judges.add(rest, rowsOf: rows, panels: panels.count, turned: NotStreamed())
        var firstRows = PanelFirstRows(rest)
        while panels.count < cutter.keys.keys.count {
            if builder.y.isEmpty {  // the panel's first rows pick its columns as its whole read would
                let first = firstRows.table(of: rows[panels.count])
                guard (try? builder.valueColumns(in: first, excluding: whole.key)) == whole.columns else { throw NotStreamed() }
                judges.start(panel: first)
            }
            panels.append(HistBatchBuilder(partOf: whole))
        }
        let values = try whole.values(of: rest)
        try whole.append(values, from: rest, rows: skipping..<rest.rowCount)
        for (panel, rows) in rows.enumerated() where !rows.isEmpty { try panels[panel].append(values, from: rest, rows: rows) }
    }

    /// The panels' keys and charts, and the chart of all of them, as `FacetSplit` gives them.
    func split() throws -> FacetSplit {
        if judges.turned { throw NotStreamed() }
        return try cutter.split(parts: panels.map { .model($0.chart) }, whole: .model(whole.chart))
    }
}
