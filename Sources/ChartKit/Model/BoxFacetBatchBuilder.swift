/// Builds a `--facet` box chart's charts from a long file batch by batch: one `BoxChart` per
/// panel and one of every row (what the one legend is made of), each box's values in its own
/// `HistSpill` under one memory budget, so 10M rows into 50 panels never sit in memory at once,
/// as a plain streamed box chart's do not.
///
/// The whole chart's `BoxBatchBuilder` decides the columns and titles on the first batch and
/// parses each batch's cells once; each panel's builder (`BoxBatchBuilder(partOf:)`) takes the
/// rows of its key from them. The facet column is checked by the same `FacetKeys` a whole read's
/// `FacetSplit` uses (a blank cell, the panel cap `FacetOptions.maximumPanels`). Only columns
/// named by flags stream (`--y`, `--value`): a whole read picks unnamed ones from each panel's
/// own rows, which the first batch cannot know. Panels keep the order of first appearance.
final class BoxFacetBatchBuilder: FacetBatches {
    private let whole: BoxBatchBuilder
    private var cutter: FacetBatchCutter
    private var panels: [BoxBatchBuilder] = []

    init(_ builder: BoxChartBuilder, column: ColumnSelector, temporaryFolder: String, memoryValues: Int) {
        whole = BoxBatchBuilder(builder, temporaryFolder: temporaryFolder, memoryValues: memoryValues)
        cutter = FacetBatchCutter(column)
    }

    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch: its facet
    /// cells first (as a whole read cuts the panels), then its values, to the whole chart and to
    /// their panels.
    func add(_ table: DataTable, skipping: Int) throws {
        let (rows, rest) = try cutter.cut(table, skipping: skipping)
        try whole.startIfNeeded(rest)
        while panels.count < cutter.keys.keys.count { panels.append(BoxBatchBuilder(partOf: whole)) }
        let cells = try whole.cells(of: rest)
        try whole.append(cells, from: rest, rows: skipping..<rest.rowCount)
        for (panel, rows) in rows.enumerated() where !rows.isEmpty { try panels[panel].append(cells, from: rest, rows: rows) }
    }

    /// The panels' keys and charts, and the chart of all of them, as `FacetSplit` gives them.
    /// Only a refusal: the columns are named (`--y`, `--value`), so a cell that fails is the
    /// input's, as a plain streamed box chart's (`readBatches`).
    func readsWhole(after error: any Error) -> Bool { error is TableBatchReader.ReadWhole }

    func split() throws -> FacetSplit {
        try cutter.split(parts: panels.map { .model($0.chart) }, whole: .model(whole.chart))
    }
}
