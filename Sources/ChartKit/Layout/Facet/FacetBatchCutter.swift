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
        return (rows, rest)
    }

    /// The split of the panels' inputs `parts` (in the order of `keys`) and of every row's;
    /// an input without rows is the whole read's error.
    func split(parts: [ChartInput], whole: ChartInput?) throws -> FacetSplit {
        guard let whole, !parts.isEmpty else { throw FacetKeys.noRows(column: columnName) }
        return FacetSplit(keys: keys.keys, parts: parts, whole: whole)
    }
}

/// What builds a `--facet` chart's panels from a long file batch by batch, for
/// `ChartPipeline.streamedFacetSplit`.
protocol FacetBatches: AnyObject {
    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch.
    func add(_ table: DataTable, skipping: Int) throws
    /// The panels and every row's input, once every batch is in.
    func split() throws -> FacetSplit
}

extension ChartPipeline {
    /// The request's long file cut into panels by `column`, batch by batch into `batches`, or
    /// the table of a short one cut whole; nil when it is to be read whole: standard input (it
    /// cannot be read again) or anything the batches stop at, an error included, which the
    /// whole read then gives exactly. `check` sees the first batch, or the whole table, before
    /// any panel is cut. The read's notes go to the request's only when its result is used, so
    /// a whole read after it notes once.
    func streamedFacetSplit(
        _ request: ChartRequest, by column: ColumnSelector, into batches: some FacetBatches, namesItsColumns: Bool,
        check: (DataTable) throws -> Void
    ) -> FacetSplit? {
        guard case let .source(source) = request.input, case .file = source else { return nil }
        var attempt = request
        let notes = ReadNotes()
        attempt.read.notes = notes
        var checked = false
        do {
            let table = try readBatches(source, attempt, namesItsColumns: namesItsColumns) { table, skipping in
                if !checked { try check(table) }
                checked = true
                try batches.add(table, skipping: skipping)
            }
            let split = try table.map { table in
                try check(table)
                return try FacetSplit(table, column: column)
            }
            let result = try split ?? batches.split()
            for note in notes.all { request.read.notes?.add(note) }
            return result
        } catch {
            return nil
        }
    }
}
