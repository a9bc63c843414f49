/// Reads a long CSV, TSV or whitespace input a batch at a time for a chart kind that only
/// accumulates its rows (`chart hist`, `chart scatter`), so the input is never held whole.
///
/// The same decisions as `LineStreamReader`, without the line chart's column rules: input up
/// to `threshold` bytes, JSON other than NDJSON and an array of flat objects, and input whose
/// first batch holds one record are read whole (the table is returned, exactly as before
/// streaming). JSON batches go through `JSONBatchReader` and its failures `JSONStreamSettlement`. Anything else is handed to `body` batch by
/// batch: the first batch read as a whole input (header and separator decided), every later one
/// with the input's first record in front (`LiveTableReader.streamed`), so errors name the
/// input's own lines. `skipping` is how many leading rows of a batch are that first record again.
struct TableBatchReader {
    var options: ReadOptions
    var threshold: Int
    var progress: ReadProgress?
    /// Whether the caller names every column it reads (`--y`): a JSON key first seen after the
    /// first batch is then left out, as it changes nothing a whole read would draw.
    var namesItsColumns = false
    /// For a caller that names its columns but judges their kind as a whole read does (a
    /// heatmap's x and y: bins or categories by their first 1000 non-empty cells): the columns
    /// of the first batch to follow while that batch cannot judge them for good (`ColumnJudge`).
    var followedColumns: ((DataTable) throws -> [Int])?
    /// Where a copy of standard input goes when a JSON stream may have to be read whole
    /// (`InputCopy`): `$TMPDIR`, else `/tmp`.
    var temporaryFolder = RenderWorkspace.systemTemporaryFolder()
    /// Thrown by `body` for the first batch when that batch cannot decide what a whole read
    /// decides (a scatter's x column with no value in it): the input is read whole instead.
    struct ReadWhole: Error {}
    /// The decimal-comma checks of a streamed input's whole columns, settled after its last batch.
    let verdict = DecimalCommaVerdict()

    /// Bytes per batch: 4 MiB, or the threshold when smaller (tests stream in many batches).
    var batchBytes: Int { min(4 << 20, threshold) }

    init(options: ReadOptions, threshold: Int, progress: ReadProgress? = nil) {
        self.options = options
        self.threshold = max(1, threshold)
        self.progress = progress
    }

    /// The whole table, or nil once every batch has gone to `body` (rows in input order).
    func read(_ source: InputSource, batch body: (DataTable, _ skipping: Int) throws -> Void) throws -> DataTable? {
        try read(ChunkedInput(source, limit: options.maxBytes, progress: progress), source: source, batch: body)
    }

    /// The whole table of `input` (opened from `source`), or nil once every batch has gone to
    /// `body`: for a caller that keeps the input, to read it to its end after a batch fails.
    func read(_ input: ChunkedInput, source: InputSource, batch body: (DataTable, _ skipping: Int) throws -> Void) throws -> DataTable? {
        try MemoryHeadroom.require(forInput: min(input.expectedSize ?? threshold, threshold), name: input.name)
        let extensionName: String? = if case let .file(path) = source { TableReader.pathExtension(of: path) } else { nil }
        if case (let reader, var splitter, let rows)? = try startJSON(input, source: source, extensionName: extensionName, body) {
            return try readJSON(input, splitter: &splitter, reader: reader, rows: rows, source: source, body)
        }
        let callersCopy = input.copy
        guard case (let reader, var splitter, var rows, var judge)? = try start(input, extensionName: extensionName, body) else {
            let table = try TableReader(options: options).read(bytes: input.readRest(), name: input.name, pathExtension: extensionName)
            return table
        }
        do {
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
                try reader.streamed(records) { table, skipping in
                    if judge != nil {
                        judge?.add(table, skipping: skipping)
                        if judge?.isSettled == true, judge?.turned == true { throw ColumnJudge.Turned() }
                        if judge?.isSettled == true {
                            // Judged for good, as the first batch judged: no whole read can follow.
                            judge = nil
                            if input.copy !== callersCopy { input.copy = nil }
                        }
                    }
                    try body(table, skipping)
                }
            }
            if judge?.turned == true { throw ColumnJudge.Turned() }
            try verdict.settle(notes: options.notes)
        } catch {
            // A column the first batch could not judge for good: a whole read says what is drawn.
            guard let judge, judge.readsWhole(after: error) else {
                throw try reader.error(after: error, input: input, splitter: &splitter, batchBytes: batchBytes)
            }
            return try wholeTable(input, source: source, extensionName: extensionName)
        }
        return nil
    }

    /// The input read whole after batches went to the body: a file read again, standard input
    /// from the copy kept of it (`ChunkedInput.keepCopy`) and the rest of it.
    private func wholeTable(_ input: ChunkedInput, source: InputSource, extensionName: String?) throws -> DataTable {
        guard case .stdin = source, let copy = input.copy else { return try TableReader(options: options).read(source) }
        try input.drain()
        return try TableReader(options: options).read(bytes: copy.bytes(), name: input.name, pathExtension: extensionName)
    }

    /// Reads the first batch and hands it to `body`; nil (the bytes given back) when the input
    /// is read whole. Returns the reader for later batches and the data rows read so far.
    private func start(_ input: ChunkedInput, extensionName: String?, _ body: (DataTable, Int) throws -> Void) throws
        -> (LiveTableReader, RecordSplitter, Int, ColumnJudge?)?
    {
        guard
            case (let first, let reader, let table, var splitter)? = try LiveTableReader.start(
                input, options: options, verdict: verdict, extensionName: extensionName, threshold: threshold, batchBytes: batchBytes)
        else { return nil }
        if let maxRows = options.maxRows, table.rowCount > maxRows {
            throw ReadOptions.tooManyRows(table.rowCount, limit: maxRows, in: input.name)
        }
        do {
            try body(table, 0)
        } catch is ReadWhole {
            input.unread(first)
            return nil
        } catch {
            // A cell of a column the first batch cannot judge for good: a whole read says what it draws.
            if let judge = judge(of: table), judge.readsWhole(after: error) {
                input.unread(first)
                return nil
            }
            throw try reader.error(after: error, input: input, splitter: &splitter, batchBytes: batchBytes)
        }
        // Columns chosen by default: those the first batch cannot judge for good are followed.
        let judge = judge(of: table)
        if judge != nil, case .stdin = input.source, input.copy == nil, let copy = InputCopy(folder: temporaryFolder) {
            input.keepCopy(copy, after: first)
        }
        return (reader, splitter, table.rowCount, judge)
    }

    /// What follows the columns `first` (the first batch) cannot judge for good: every column
    /// when the caller picks them by default, else those it says it judges (`followedColumns`).
    private func judge(of first: DataTable) -> ColumnJudge? {
        guard namesItsColumns else { return ColumnJudge(first: first) }
        guard let followedColumns, let columns = try? followedColumns(first) else { return nil }
        return ColumnJudge(first: first, only: columns)
    }

    /// Reads the first batch of a long NDJSON input or JSON array of flat objects and hands it to
    /// `body`; nil (the bytes given back) when the input is read whole: anything else, or a first
    /// batch that fails here or in `body` (a whole read then gives exactly what it gives).
    private func startJSON(_ input: ChunkedInput, source: InputSource, extensionName: String?, _ body: (DataTable, Int) throws -> Void) throws
        -> (JSONBatchReader, JSONRecordSplitter, Int)?
    {
        guard
            case (var reader, let table, var splitter, let first)? = try JSONBatchReader.start(
                input, options: options, extensionName: extensionName, threshold: threshold, batchBytes: batchBytes)
        else { return nil }
        guard (try? body(table, 0)) != nil else {
            input.unread(first)
            return nil
        }
        reader.ignoresNewKeys = namesItsColumns
        reader.keepCopy(of: source, in: &splitter, first: first, folder: temporaryFolder)
        return (reader, splitter, table.rowCount)
    }

    /// The later batches of a JSON input to `body`; on a failure, what a whole read gives
    /// (`JSONStreamSettlement`): its error, or its table when a file brings a key late.
    private func readJSON(
        _ input: ChunkedInput, splitter: inout JSONRecordSplitter, reader: JSONBatchReader, rows: Int, source: InputSource,
        _ body: (DataTable, Int) throws -> Void
    ) throws -> DataTable? {
        let settlement = JSONStreamSettlement()
        var rows = rows
        do {
            while !input.ended {
                splitter.feed(try input.next(batchBytes))
                let records = splitter.take(atEnd: input.ended)
                guard records.count > 0 else { continue }
                let firstRow = rows
                rows += records.count
                do {
                    try reader.streamed(records, firstRow: firstRow, body)
                } catch {
                    settlement.record(error, row: firstRow)
                    throw error
                }
            }
        } catch {
            return try settlement.settle(error, input: input, splitter: &splitter, reader: reader, rows: rows, options: options, source: source)
        }
        if let maxRows = options.maxRows, rows > maxRows { throw ReadOptions.tooManyRows(rows, limit: maxRows, in: input.name) }
        return nil
    }
}
