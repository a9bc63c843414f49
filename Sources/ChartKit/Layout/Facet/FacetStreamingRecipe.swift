/// A kind's recipe that builds its `--facet` panels from a long input batch by batch, so that
/// faceting keeps the kind's flat memory, from a file or standard input. Line, area, scatter,
/// box and discrete stream a long file only (`ChartPipeline.streamedFacetSplit`); what none of
/// them streams is read whole (`FacetSplit` of one table), bounded by `--max-rows` and
/// `--max-input-size`.
package protocol FacetStreamingRecipe: FacetableRecipe {
    /// The request's input cut into panels by `column`: streamed when it is a long file or
    /// standard input, the table cut otherwise; nil when the input is not read from bytes.
    /// `check` sees the whole table, or the first batch, before any panel is cut.
    func facetSplit(
        _ request: ChartRequest, by column: ColumnSelector, in pipeline: ChartPipeline, check: (DataTable) throws -> Void
    ) throws -> FacetSplit?
}

/// A histogram's panels stream above the threshold plain `chart hist` streams at: each panel's
/// values in its own `HistSpill`s, the shared bins from the whole input's (`HistFacetBatchBuilder`).
/// What the panels refuse (`HistFacetBatchBuilder.readsWhole`) is read whole: a file again,
/// standard input from a copy kept while it streams when the value columns are picked by
/// default (the only case a panel refuses); standard input without room for a copy is read
/// whole from the start.
extension TableRecipe: FacetStreamingRecipe where Layouter == HistLayouter {
    package func facetSplit(
        _ request: ChartRequest, by column: ColumnSelector, in pipeline: ChartPipeline, check: (DataTable) throws -> Void
    ) throws -> FacetSplit? {
        guard case let .source(source) = request.input else { return nil }
        var builder = checkedBuilder
        if let key = request.series { builder.key = key }
        let folder = pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder()
        let batches = HistFacetBatchBuilder(builder, column: column, temporaryFolder: folder, memoryValues: pipeline.spillMemoryValues)
        let input = try ChunkedInput(source, limit: request.read.maxBytes, progress: pipeline.progress)
        if case .stdin = source, builder.y.isEmpty {
            guard let copy = InputCopy(folder: folder) else { return nil }
            input.copy = copy
        }
        // The facet column must be in the first batch whatever --y names, so a late JSON key reads whole.
        var checked = false
        do {
            let streamed = try pipeline.readBatches(input, source, request, namesItsColumns: false) { table, skipping in
                if !checked { try check(table) }
                checked = true
                try batches.add(table, skipping: skipping)
            }
            // `split` refuses too: a panel's column judged otherwise by the input's end.
            guard let table = streamed else { return try batches.split() }
            try check(table)
            return try FacetSplit(table, column: column)
        } catch  where batches.readsWhole(after: error) {
            guard case .stdin = source, let copy = input.copy else { return nil }
            try input.drain()
            let table = try TableReader(options: request.read).read(bytes: copy.bytes(), name: input.name, pathExtension: nil)
            pipeline.rowsRead(table.rowCount)
            try check(table)
            return try FacetSplit(table, column: column)
        }
    }
}
