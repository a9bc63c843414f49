/// What builds a `--facet` chart's panels from a long file batch by batch, for
/// `ChartPipeline.streamedFacetSplit`.
protocol FacetBatches: AnyObject {
    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch.
    func add(_ table: DataTable, skipping: Int) throws
    /// The panels and every row's input, once every batch is in.
    func split() throws -> FacetSplit
    /// Whether a read stopped by `error` is to be read whole: a refusal (what the batches cannot
    /// make as a whole read makes it), or an error a whole read might not give. Any other error
    /// is the input's own, thrown at once, as the kind's plain stream throws it: a whole read of
    /// 10M faceted rows to find the same bad cell held 2.9 GB for 17 s. It may name another bad
    /// cell than the whole read would (the first in input order, not in panel and column
    /// order), as a plain stream may (`ColumnJudge.readsWhole`).
    func readsWhole(after error: any Error) -> Bool
}

extension ChartPipeline {
    /// The request's long file cut into panels by `column`, batch by batch into `batches`, or
    /// the table of a short one cut whole; nil when it is to be read whole: standard input (it
    /// cannot be read again) or what the batches refuse (`FacetBatches.readsWhole`), which the
    /// whole read then gives exactly; the input's own error is thrown. `check` sees the first
    /// batch, or the whole table, before any panel is cut. The read's notes go to the
    /// request's only when its result is used, so a whole read after it notes once.
    func streamedFacetSplit(
        _ request: ChartRequest, by column: ColumnSelector, into batches: some FacetBatches, namesItsColumns: Bool,
        check: (DataTable) throws -> Void
    ) throws -> FacetSplit? {
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
            if batches.readsWhole(after: error) { return nil }
            for note in notes.all { request.read.notes?.add(note) }
            throw error
        }
    }
}
