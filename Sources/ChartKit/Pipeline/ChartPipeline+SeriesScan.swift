extension ChartPipeline {
    /// The whole table of long data split by `splitter` (`--series`), read so that the cell
    /// limit is met as rows arrive rather than after the input is held: a long input is first
    /// read a batch at a time through `SeriesCellScan`, which throws the limit's error at the
    /// row where a whole read's grid would, then read whole. A short input is read once, whole.
    ///
    /// Standard input cannot be read again, so its bytes go to a copy as they are scanned
    /// (`InputCopy`, in the temporary folder) and the whole read reads the copy; its read errors
    /// are the batches' own. A file's read error, or a scan that stops (a second value for a
    /// pair, columns the first batch cannot settle), leaves the file to the whole read.
    func scannedSeriesTable(_ source: InputSource, _ request: ChartRequest, splitter: SeriesSplitter) throws -> DataTable {
        let folder = temporaryFolder ?? RenderWorkspace.systemTemporaryFolder()
        var reader = TableBatchReader(options: request.read, threshold: streamThreshold, progress: progress)
        reader.temporaryFolder = folder
        let isFile = if case .file = source { true } else { false }
        if !isFile {
            guard let copy = InputCopy(folder: folder) else { return try table(for: request) }
            reader.copy = copy
        }
        var scan = SeriesCellScan(splitter: splitter)
        do {
            let short = try reader.read(source) { table, skipping in
                try scan.add(table, skipping: skipping)
                if scan.stopped, isFile { throw SeriesCellScan.Stop() }
            }
            if let short {
                rowsRead(short.rowCount)
                return short
            }
        } catch let limit as SeriesCellScan.Limit {
            throw limit.error
        } catch  where isFile {
            // The whole read below gives the file's own chart or error.
        }
        guard let copy = reader.copy else { return try table(for: request) }
        let table = try TableReader(options: request.read).read(bytes: try copy.bytes(), name: source.displayName, pathExtension: nil)
        rowsRead(table.rowCount)
        return table
    }
}
