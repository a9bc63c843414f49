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
final class HistFacetBatchBuilder {
    private let whole: HistBatchBuilder
    private var cutter: FacetBatchCutter
    private var panels: [HistBatchBuilder] = []

    init(_ builder: HistChartBuilder, column: ColumnSelector, temporaryFolder: String, memoryValues: Int) {
        whole = HistBatchBuilder(builder, temporaryFolder: temporaryFolder, memoryValues: memoryValues)
        cutter = FacetBatchCutter(column)
    }

    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch: its facet
    /// cells first (as a whole read checks them before any value), then its values.
    func add(_ table: DataTable, skipping: Int) throws {
        let (rows, rest) = try cutter.cut(table, skipping: skipping)
        try whole.startIfNeeded(rest)
        while panels.count < cutter.keys.keys.count { panels.append(HistBatchBuilder(partOf: whole)) }
        let values = try whole.values(of: rest)
        try whole.append(values, from: rest, rows: skipping..<rest.rowCount)
        for (panel, rows) in rows.enumerated() where !rows.isEmpty { try panels[panel].append(values, from: rest, rows: rows) }
    }

    /// The panels' keys and charts, and the chart of all of them, as `FacetSplit` gives them.
    func split() throws -> FacetSplit {
        try cutter.split(parts: panels.map { .model($0.chart) }, whole: .model(whole.chart))
    }
}
