extension LiveTableReader {
    /// The first batch of a long CSV, TSV or whitespace input, read as a whole input: its bytes,
    /// the reader for later batches, the batch's table and the splitter, set to go on after it;
    /// nil (the bytes given back to `input`) when the input is read whole instead.
    ///
    /// Read whole: input up to `threshold` bytes, another format, a first batch of one record,
    /// and a first batch that decides its separator or header otherwise than a whole read would
    /// (`FirstBatchSample`), or that fails before it holds what a whole read decides them from.
    /// Shared by `LineStreamReader` and `TableBatchReader`, so every streamed kind starts alike.
    static func start(
        _ input: ChunkedInput, options: ReadOptions, verdict: DecimalCommaVerdict, extensionName: String?, threshold: Int, batchBytes: Int
    ) throws -> (first: [UInt8], reader: LiveTableReader, table: DataTable, splitter: RecordSplitter)? {
        // A file's size says at once whether it streams; a pipe is read up to the threshold.
        guard let first = try input.firstBatch(threshold: threshold, batchBytes: batchBytes) else { return nil }
        var read = options.resolved(bytes: first, pathExtension: extensionName)
        read.verdict = verdict
        guard [.csv, .tsv, .whitespace].contains(read.format ?? .csv) else {
            input.unread(first)
            return nil
        }
        var splitter = RecordSplitter(mode: splitterMode(for: read))
        splitter.feed(first)
        let records = splitter.take(atEnd: false)
        guard records.count > 1 else {
            input.unread(first)
            return nil
        }
        let reader: LiveTableReader, table: DataTable
        do {
            (reader, table) = try Self.first(records, read: read, header: options.header, name: input.name)
        } catch  where !FirstBatchSample.holds(first, records: records.count, requested: options, extensionName: extensionName) {
            input.unread(first)  // a whole read, deciding from all its first lines, gives its own error
            return nil
        }
        guard
            try FirstBatchSample.agrees(
                first: first, records: records.count, read: read, hasHeader: table.hasHeader, requested: options, input: input,
                extensionName: extensionName, batchBytes: batchBytes)
        else {
            input.unread(first)
            return nil
        }
        return (first, reader, table, splitter)
    }
}
