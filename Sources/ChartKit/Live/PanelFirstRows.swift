/// Rows of one batch cut into tables as `FacetSplit` cuts a panel's (the first rows of the
/// `--facet` panels that start there, or every panel's rows for discrete), from the batch's
/// cells taken once, when the first table is asked for.
struct PanelFirstRows {
    private let batch: DataTable
    private var cells: BatchCells?

    init(_ batch: DataTable) {
        self.batch = batch
    }

    /// The table of `rows` of the batch.
    mutating func table(of rows: [Int]) -> DataTable {
        if cells == nil { cells = BatchCells(batch) }
        return cells?.table(of: rows, like: batch) ?? batch
    }
}
