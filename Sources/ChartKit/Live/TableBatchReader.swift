/// Reads a long CSV, TSV or whitespace input a batch at a time for a chart kind that only
/// accumulates its rows (`chart hist`, `chart scatter`), so the input is never held whole.
///
/// The same decisions as `LineStreamReader`, without the line chart's column rules: input up
/// to `threshold` bytes, JSON, and input whose first batch holds one record are read whole (the
/// table is returned, exactly as before streaming). Anything else is handed to `body` batch by
/// batch: the first batch read as a whole input (header and separator decided), every later one
/// with the input's first record in front (`LiveTableReader.streamed`), so errors name the
/// input's own lines. `skipping` is how many leading rows of a batch are that first record again.
struct TableBatchReader {
    var options: ReadOptions
    var threshold: Int
    var progress: ReadProgress?
    /// Bytes per batch: 4 MiB, or the threshold when smaller (tests stream in many batches).
    var batchBytes: Int { min(4 << 20, threshold) }

    init(options: ReadOptions, threshold: Int, progress: ReadProgress? = nil) {
        self.options = options
        self.threshold = max(1, threshold)
        self.progress = progress
    }

    /// The whole table, or nil once every batch has gone to `body` (rows in input order).
    func read(_ source: InputSource, batch body: (DataTable, _ skipping: Int) throws -> Void) throws -> DataTable? {
        let input = try ChunkedInput(source, limit: options.maxBytes, progress: progress)
        try MemoryHeadroom.require(forInput: min(input.expectedSize ?? threshold, threshold), name: input.name)
        let extensionName: String? = if case let .file(path) = source { TableReader.pathExtension(of: path) } else { nil }
        guard case (let reader, var splitter, var rows)? = try start(input, extensionName: extensionName, body) else {
            let table = try TableReader(options: options).read(bytes: input.readRest(), name: input.name, pathExtension: extensionName)
            return table
        }
        while !input.ended {
            splitter.feed(try input.next(batchBytes))
            let records = splitter.take(atEnd: input.ended)
            guard records.count > 0 else { continue }
            rows += records.count
            if let maxRows = options.maxRows, rows > maxRows {
                while !input.ended {  // counted to the end, so the message gives a whole read's total
                    splitter.feed(try input.next(batchBytes))
                    rows += splitter.take(atEnd: input.ended).count
                }
                throw ReadOptions.tooManyRows(rows, limit: maxRows, in: input.name)
            }
            try reader.streamed(records, body)
        }
        return nil
    }

    /// Reads the first batch and hands it to `body`; nil (the bytes given back) when the input
    /// is read whole. Returns the reader for later batches and the data rows read so far.
    private func start(_ input: ChunkedInput, extensionName: String?, _ body: (DataTable, Int) throws -> Void) throws
        -> (LiveTableReader, RecordSplitter, Int)?
    {
        if let size = input.expectedSize, size <= threshold { return nil }
        let head = try input.next(input.expectedSize == nil ? threshold : min(threshold, batchBytes))
        let fits = input.ended
        input.unread(head)
        guard !fits else { return nil }
        let first = try input.next(batchBytes)
        let read = options.resolved(bytes: first, pathExtension: extensionName)
        guard [.csv, .tsv, .whitespace].contains(read.format ?? .csv) else {
            input.unread(first)
            return nil
        }
        var splitter = RecordSplitter(mode: LiveTableReader.splitterMode(for: read))
        splitter.feed(first)
        let records = splitter.take(atEnd: false)
        guard records.count > 1 else {
            input.unread(first)
            return nil
        }
        let (reader, table) = try LiveTableReader.first(records, read: read, header: options.header, name: input.name)
        if let maxRows = options.maxRows, table.rowCount > maxRows {
            throw ReadOptions.tooManyRows(table.rowCount, limit: maxRows, in: input.name)
        }
        try body(table, 0)
        return (reader, splitter, table.rowCount)
    }
}
