/// Reads a long `chart discrete --facet` file batch by batch into one `DiscreteStream` per panel
/// and one of every row (what the one legend is made of), so 10M slots into 10 panels never sit
/// in memory at once, as a plain streamed discrete graph's do not.
///
/// Each panel's stream is the one a plain streamed `chart discrete` makes of that panel's rows,
/// fed the batch's rows of its key as a table cut as `FacetSplit` cuts a panel's (cells' texts
/// and places kept), so its slots, titles and checks are a whole read's of the panel and an
/// error names the input's line. Keys are counted by the same `FacetBatchCutter`. Whatever a
/// stream refuses or any error stops it, and the caller reads the file whole, which gives the
/// whole read's chart or error. A panel's spill writes every `DiscreteSpill.panelFlushSlots`
/// slots, so what waits stays small over up to 1,000 panels.
final class DiscreteFacetStreams: FacetBatches {
    private let builder: DiscreteChartBuilder
    private let folder: String
    private var cutter: FacetBatchCutter
    private let whole: DiscreteStream
    private var panels: [DiscreteStream] = []

    init(_ builder: DiscreteChartBuilder, column: ColumnSelector, temporaryFolder: String) {
        (self.builder, folder) = (builder, temporaryFolder)
        cutter = FacetBatchCutter(column)
        whole = DiscreteStream(builder: builder, temporaryFolder: temporaryFolder)
    }

    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch: its facet
    /// cells first (as a whole read cuts the panels), then its slots, to every row's stream and
    /// to their panels'.
    func add(_ table: DataTable, skipping: Int) throws {
        let (rowsOf, rest) = try cutter.cut(table, skipping: skipping)
        try whole.add(rest, skipping: skipping)
        var cut = PanelFirstRows(rest)
        for (panel, rows) in rowsOf.enumerated() where !rows.isEmpty {
            if panel == panels.count {
                panels.append(DiscreteStream(builder: builder, temporaryFolder: folder, flushSlots: DiscreteSpill.panelFlushSlots))
            }
            try panels[panel].add(cut.table(of: rows), skipping: 0)
        }
    }

    /// Every error: a plain streamed discrete graph reads whole after any (`readLongBatches`), as
    /// its batches' slots and plots are judged batch by batch.
    func readsWhole(after error: any Error) -> Bool { true }

    /// The panels' keys and charts, and the chart of all of them, as `FacetSplit` gives them.
    func split() throws -> FacetSplit {
        try cutter.split(parts: try panels.map { .model(try $0.chart()) }, whole: .model(try whole.chart()))
    }
}

extension TableRecipe where Layouter == DiscreteLayouter {
    /// The request's long file cut into panels by `column`, each a `DiscreteStream`
    /// (`DiscreteFacetStreams`), as `ChartPipeline.streamedFacetSplit` reads it; nil also with
    /// `--series` (its panels are read whole).
    func streamedFacetSplit(_ request: ChartRequest, by column: ColumnSelector, in pipeline: ChartPipeline, check: (DataTable) throws -> Void)
        throws -> FacetSplit?
    {
        guard request.series == nil else { return nil }
        let streams = DiscreteFacetStreams(
            checkedBuilder, column: column, temporaryFolder: pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder())
        return try pipeline.streamedFacetSplit(request, by: column, into: streams, namesItsColumns: false, check: check)
    }
}
