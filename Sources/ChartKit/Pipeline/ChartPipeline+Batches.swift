extension ChartPipeline {
    /// Streams a long file or standard input to `batch` a batch at a time (`TableBatchReader`),
    /// counting its rows; returns the table instead when the input is short enough to be read
    /// whole, and nil once every batch has been handed over.
    ///
    /// Shared by the kinds whose builders keep their values in spills (hist, box), so each reads
    /// the same way: the same threshold, progress, temporary folder and row count.
    func readBatches(_ source: InputSource, _ request: ChartRequest, namesItsColumns: Bool, batch: (DataTable, _ skipping: Int) throws -> Void)
        throws -> DataTable?
    {
        var reader = TableBatchReader(options: request.read, threshold: streamThreshold, progress: progress)
        reader.namesItsColumns = namesItsColumns
        reader.temporaryFolder = temporaryFolder ?? RenderWorkspace.systemTemporaryFolder()
        var rows = 0
        guard
            let table = try reader.read(
                source,
                batch: { table, skipping in
                    rows += table.rowCount - skipping
                    try batch(table, skipping)
                })
        else {
            rowsRead(rows)
            return nil
        }
        rowsRead(table.rowCount)
        return table
    }

    /// Reads a line-shaped input (`chart line`, `chart area`) as a `LineStream` when it is long,
    /// else whole, counting its rows: one reader, threshold and temporary folder for both kinds.
    func readLines(_ source: InputSource, _ request: ChartRequest, builder: LineChartBuilder) throws -> LineStreamReader.Input {
        let reader = LineStreamReader(
            options: request.read, builder: builder, threshold: streamThreshold,
            temporaryFolder: temporaryFolder ?? RenderWorkspace.systemTemporaryFolder(), progress: progress)
        let input = try reader.read(source)
        switch input {
        case let .stream(stream): rowsRead(stream.count)
        case let .table(table): rowsRead(table.rowCount)
        }
        return input
    }
}
