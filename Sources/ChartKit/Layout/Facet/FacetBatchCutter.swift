/// Cuts a streamed `--facet` input's batches by panel, as a whole read's `FacetSplit` cuts its
/// table: the facet column found in the first batch, each batch's facet cells checked and their
/// keys counted (`FacetKeys`: a blank cell, the panel cap) before any value is read, and the
/// batch handed on without the facet column, as a panel's table lacks it.
///
/// Shared by the kinds that build their panels batch by batch (`HistFacetBatchBuilder`,
/// `BoxFacetBatchBuilder`, `LineFacetStreams`, `ScatterFacetStreams`, `DiscreteFacetStreams`),
/// so each cuts and refuses the same way.
struct FacetBatchCutter {
    private let selector: ColumnSelector
    private var column: Int?
    private var columnName = ""
    private(set) var keys = FacetKeys()

    init(_ selector: ColumnSelector) {
        self.selector = selector
    }

    /// A batch's rows from `skipping` on by panel (a panel's place in `keys`, empty where the
    /// batch has none of it), and the batch without the facet column.
    mutating func cut(_ table: DataTable, skipping: Int) throws -> (rows: [[Int]], rest: DataTable) {
        let column = try self.column ?? table.columnIndex(selector)
        if self.column == nil { (self.column, columnName) = (column, table.displayName(ofColumn: column)) }
        let rows = try keys.rowsByPanel(table, column: column, skipping: skipping)
        var rest = table
        rest.names.remove(at: column)
        rest.cells.remove(at: column)
        rest.jsonPaths = rest.jsonPaths?.forCutTable  // as a panel's table has them (`FacetSplit`)
        return (rows, rest)
    }

    /// The split of the panels' inputs `parts` (in the order of `keys`) and of every row's;
    /// an input without rows is the whole read's error.
    func split(parts: [ChartInput], whole: ChartInput?) throws -> FacetSplit {
        guard let whole, !parts.isEmpty else { throw FacetKeys.noRows(column: columnName) }
        return FacetSplit(keys: keys.keys, parts: parts, whole: whole)
    }
}
