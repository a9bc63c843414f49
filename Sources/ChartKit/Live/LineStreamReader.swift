/// Reads a line chart's input either whole (a `DataTable`, as every chart kind does) or, when it
/// is long, as a `LineStream` that never holds it: memory then stays flat however many rows come.
///
/// The first `threshold` bytes are read as usual. Input that ends within them, JSON other than
/// NDJSON and an array of flat objects, and text x (categories keep every name) are read whole,
/// exactly as before. Anything else streams: the first batch decides the header and columns by
/// the normal rules (as `--follow` does), every later batch is read by the normal reader with the
/// first record in front (so field counts, cells and error lines are a normal run's) and its typed
/// rows go to the spill. Rows out of x order, in the first batch or later, are sorted at the end,
/// from the spill (`LineSpillSorter`), as a whole read sorts them. Series picked by default
/// from columns the first batch cannot judge for good (fewer than 1000 non-empty cells) are
/// judged over the later batches too (`ColumnJudge`), and the input is read whole when the
/// whole input judges one otherwise (a column empty at first and numbers later is a series).
///
/// One difference from reading whole (CSV, TSV, whitespace): the first error in the input is
/// reported, where a whole read reports a field-count error anywhere before a bad cell. JSON has
/// none: its batches go through `JSONBatchReader`, its failures through `JSONStreamSettlement`.
package struct LineStreamReader {
    /// Input up to this size is read whole, as before streaming existed: it is faster (one parse,
    /// no spill), and the 100 MB or so it takes is not yet worth saving.
    package static let defaultThreshold = 32 << 20
    /// Bytes read per batch when streaming (the first batch decides the columns): 4 MiB, or
    /// the threshold when that is smaller (tests stream small inputs in many batches).
    var batchBytes: Int { min(4 << 20, threshold) }

    package enum Input {
        case table(DataTable)
        case stream(LineStream)
    }

    package var options: ReadOptions
    package var builder: LineChartBuilder
    package var threshold: Int
    /// Where the spill file goes (`$TMPDIR`, else `/tmp`).
    package var temporaryFolder: String
    package var progress: ReadProgress?
    /// Rows per run when an unsorted stream's spill is sorted (`LineStream.sortRunRows`).
    package var sortRunRows: Int?
    /// Whether later CSV, TSV and NDJSON batches of plain numbers are parsed straight into typed
    /// rows (`DelimitedRowParser`, `JSONRowParser`); off, every batch goes through the normal reader (tests compare).
    package var parsesDirectly = true
    /// Which path read each later batch (tests check that the fast paths ran by these counts).
    package let paths = BatchPaths()

    package init(
        options: ReadOptions, builder: LineChartBuilder, threshold: Int = defaultThreshold,
        temporaryFolder: String, progress: ReadProgress? = nil
    ) {
        self.options = options
        self.builder = builder
        self.threshold = max(1, threshold)
        self.temporaryFolder = temporaryFolder
        self.progress = progress
    }

    package func read(_ source: InputSource) throws -> Input {
        let input = try ChunkedInput(source, limit: options.maxBytes, progress: progress)
        // A stream's working set is its first `threshold` bytes and what they hold, then flat.
        try MemoryHeadroom.require(forInput: min(input.expectedSize ?? threshold, threshold), name: input.name)
        let extensionName: String? = if case let .file(path) = source { TableReader.pathExtension(of: path) } else { nil }
        if case (let stream, let reader, var splitter, let direct)? = try start(input, extensionName: extensionName) {
            return try readDelimited(
                input, source: source, extensionName: extensionName, stream: stream, reader: reader, splitter: &splitter, direct: direct)
        }
        if case (let stream, let reader, var splitter, let direct)? = try startJSON(input, source: source, extensionName: extensionName) {
            let settlement = JSONStreamSettlement()
            var (rest, rowsCut): (ArraySlice<[UInt8]>, Int) = ([], stream.count)
            do {
                try readRest(
                    input, splitter: &splitter, direct: direct, copy: splitter.copy, rest: &rest, rowsCut: &rowsCut, limitsRows: false,
                    into: stream
                ) { records, firstRow in
                    if let rows = direct?.rows(records, firstRow: firstRow) {  // as CSV above
                        paths.add { $0.cutDirect += 1 }
                        return rows
                    }
                    paths.add { $0.normal += 1 }
                    do {
                        return try reader.streamed(records, firstRow: firstRow) { table, skipping in
                            try stream.columns.typed(table, firstRow: firstRow, skipping: skipping)
                        }
                    } catch {
                        settlement.record(error, row: firstRow)
                        throw error
                    }
                }
            } catch {
                return .table(
                    try settlement.settle(
                        error, input: input, splitter: &splitter, rest: rest, reader: reader, rows: rowsCut, options: options, source: source))
            }
            return .stream(stream)
        }
        return .table(try TableReader(options: options).read(bytes: input.readRest(), name: input.name, pathExtension: extensionName))
    }

    /// The batches of a CSV, TSV or whitespace input after its first into `stream`: the stream,
    /// or the table read whole when a column the first batch could not judge for good turns out
    /// otherwise (`ColumnJudge`; standard input from the copy kept of it).
    private func readDelimited(
        _ input: ChunkedInput, source: InputSource, extensionName: String?, stream: LineStream, reader: LiveTableReader,
        splitter: inout RecordSplitter, direct: DelimitedRowParser?
    ) throws -> Input {
        var (rest, rowsCut): (ArraySlice<[UInt8]>, Int) = ([], 0)
        do {
            try readRest(input, splitter: &splitter, direct: direct, copy: nil, rest: &rest, rowsCut: &rowsCut, into: stream) {
                records, firstRow in
                // Straight into typed rows when `direct` reads the batch, else (or for any batch
                // it gives up on) by the normal reader, which gives every error.
                if let rows = direct?.rows(records, firstRow: firstRow) {
                    paths.add { $0.cutDirect += 1 }
                    return rows
                }
                paths.add { $0.normal += 1 }
                return try reader.streamed(records) { table, skipping in
                    var rows = try stream.columns.typed(table, firstRow: firstRow, skipping: skipping)
                    if let judge = stream.judge { rows.judged = judge.cells(of: table, skipping: skipping) }
                    return rows
                }
            }
            if stream.judge?.turned == true { throw ColumnJudge.Turned() }
            try reader.read.verdict?.settle(notes: options.notes)
        } catch {
            // A column the first batch could not judge for good: a whole read says what is drawn.
            guard let judge = stream.judge, judge.readsWhole(after: error) else {
                throw try reader.error(after: error, input: input, splitter: &splitter, batchBytes: batchBytes)
            }
            guard case .stdin = source, let copy = input.copy else { return .table(try TableReader(options: options).read(source)) }
            try input.drain()
            return .table(try TableReader(options: options).read(bytes: copy.bytes(), name: input.name, pathExtension: extensionName))
        }
        return .stream(stream)
    }

    /// Reads what follows the first batch: rounds of guessing (`guessing`) while a direct parser
    /// reads the batches, each followed by the exact path (`readBatches`) for what the round left
    /// and as many batches more as `GuessBackoff` says, then a new round at the record after
    /// them; without a direct parser or with `--max-rows`, the exact path to the end. `rest` and
    /// `rowsCut` are left as `readBatches` leaves them (also when this throws).
    private func readRest<Cutter: RecordCutter>(
        _ input: ChunkedInput, splitter: inout Cutter, direct: (some DirectRowParser)?, copy: InputCopy?, rest: inout ArraySlice<[UInt8]>,
        rowsCut: inout Int, limitsRows: Bool = true, into stream: LineStream, parse: @escaping (RecordSplitter.Records, Int) throws -> LiveRows
    ) throws {
        guard let direct, options.maxRows == nil else {
            rowsCut = stream.count
            _ = try readBatches(
                input, splitter: &splitter, rowsCut: &rowsCut, rest: &rest, failure: nil, limitsRows: limitsRows, into: stream, parse: parse)
            return
        }
        var backoff = GuessBackoff()
        while true {
            let outcome = try guessing(input, splitter: &splitter, direct: direct, copy: copy, into: stream)
            rest = outcome.rest[...]
            rowsCut = stream.count
            let more = backoff.exactBatches(afterTaking: outcome.taken)
            guard
                try readBatches(
                    input, splitter: &splitter, rowsCut: &rowsCut, rest: &rest, failure: outcome.failure, stoppingAfter: more,
                    limitsRows: limitsRows, into: stream, parse: parse)
            else { return }
        }
    }

    /// One round of `SpeculativeSplit` (each batch split and checked on its own thread) from the
    /// record `splitter` is at; returns its outcome (what it read but left to the exact path, the
    /// error a read threw), `splitter` set to go on at their line.
    private func guessing<Cutter: RecordCutter>(
        _ input: ChunkedInput, splitter: inout Cutter, direct: some DirectRowParser, copy: InputCopy?, into stream: LineStream
    ) throws -> SpeculativeSplit.Outcome {
        let (line, column) = (splitter.nextLine, splitter.nextColumn)
        let first = splitter.takeRest()
        var fresh = splitter
        fresh.restart(atLine: 1)  // a batch counts its own lines (and columns)
        let cut = direct.cut
        let guess = SpeculativeSplit(
            readBatch: { bytes, last in
                cut == .lineEnd
                    ? SpeculativeSplit.rows(of: bytes, last: last, parser: direct, cutter: fresh)
                    : SpeculativeSplit.arrayRows(of: bytes, last: last, parser: direct, cutter: fresh)
            },
            rowNumbersAsX: direct.rowNumbersAsX, batchBytes: batchBytes, cut: cut)
        let outcome = try guess.read(input, first: first, copy: copy, into: stream)
        // An array's batches end mid-line: the exact path goes on at the column after the last.
        splitter.restart(atLine: line + outcome.lines, column: outcome.lines > 0 ? 1 + outcome.columns : column + outcome.columns)
        paths.add {
            $0.rounds += 1
            $0.guessed += outcome.taken
        }
        return outcome
    }

    /// Reads the first batch of a long NDJSON input or JSON array of flat objects and starts its
    /// stream; nil (the bytes given back to `input`) when it is read whole: anything else, or a
    /// first batch that fails or would not stream as CSV (text x). A whole read then
    /// gives exactly what it gives.
    private func startJSON(_ input: ChunkedInput, source: InputSource, extensionName: String?) throws -> (
        LineStream, JSONBatchReader, JSONRecordSplitter, JSONRowParser?
    )? {
        guard
            case (var reader, let table, var splitter, let first)? = try JSONBatchReader.start(
                input, options: options, extensionName: extensionName, threshold: threshold, batchBytes: batchBytes)
        else { return nil }
        guard let columns = try? LiveLineColumns(first: table, builder: builder), let rows = try? columns.typed(table, firstRow: 0),
            columns.kind != .category
        else {
            input.unread(first)
            return nil
        }
        reader.ignoresNewKeys = !builder.y.isEmpty && (builder.x != nil || table.columnCount > 1)
        reader.keepCopy(of: source, in: &splitter, first: first, folder: temporaryFolder)
        let stream = LineStream(columns: columns, temporaryFolder: temporaryFolder)
        stream.sortRunRows = sortRunRows
        try stream.append(rows)
        return (stream, reader, splitter, parsesDirectly ? JSONRowParser(reader: reader, columns: columns) : nil)
    }

    /// Reads the first `threshold` bytes and, when they start a stream, its first batch; nil
    /// (the bytes given back to `input`) when the input is read whole.
    /// Its own function, so the first batch's bytes and table are freed before the rest is read.
    private func start(_ input: ChunkedInput, extensionName: String?) throws
        -> (LineStream, LiveTableReader, RecordSplitter, DelimitedRowParser?)?
    {
        guard
            case (let first, let reader, let table, var splitter)? = try LiveTableReader.start(
                input, options: options, verdict: DecimalCommaVerdict(), extensionName: extensionName, threshold: threshold,
                batchBytes: batchBytes)
        else { return nil }
        let columns: LiveLineColumns, rows: LiveRows
        do {
            columns = try LiveLineColumns(first: table, builder: builder)
            rows = try columns.typed(table, firstRow: 0)
        } catch {
            // A cell of a column the first batch cannot judge for good: a whole read may not
            // draw that column at all, and says what it draws (or its own error).
            if builder.y.isEmpty, let judge = ColumnJudge(first: table), judge.readsWhole(after: error) {
                input.unread(first)
                return nil
            }
            throw try reader.error(after: error, input: input, splitter: &splitter, batchBytes: batchBytes)
        }
        guard columns.kind != .category else {
            input.unread(first)
            return nil
        }
        let stream = LineStream(columns: columns, temporaryFolder: temporaryFolder)
        stream.sortRunRows = sortRunRows
        try stream.append(rows)
        // Series chosen by default: columns the first batch cannot judge for good are followed
        // (`ColumnJudge`), each batch's cells judged as the stream appends it; standard input is
        // kept in a copy, to be read whole if a judgement turns.
        let judge = builder.y.isEmpty ? ColumnJudge(first: table) : nil
        stream.judge = judge
        if judge != nil, case .stdin = input.source, let copy = InputCopy(folder: temporaryFolder) { input.keepCopy(copy, after: first) }
        // A `;`-separated batch goes through the normal reader, which judges the decimal-comma
        // checks for the whole input (`DecimalCommaVerdict`): the direct parser sees no text in
        // a column it does not draw, which can take back such an error, nor thousands dots.
        let judgesColumns = reader.read.delimiter == ASCII.semicolon && !reader.read.decimalComma
        let direct =
            parsesDirectly && !judgesColumns
            ? DelimitedRowParser(read: reader.read, columns: columns, width: table.columnCount, judged: judge?.followed ?? []) : nil
        return (stream, reader, splitter, direct)
    }

    /// Reads the rest of the input batch by batch into `stream` on two cores: this thread only
    /// reads and cuts the input at safe record boundaries (the record splitter's quote-aware
    /// pass); each batch is parsed on a thread of its own, which then waits for the batch before
    /// it and appends its rows after them. So rows arrive in input order, and an earlier batch's
    /// error is thrown in place of anything a later one brings: a sequential read's rows and its
    /// first error by row order. At most two batches are in flight, so memory stays flat.
    /// `parse` reads a batch whose first row is the given row of the input; `rowsCut` counts the
    /// rows up to the end of the last batch cut (also when this throws); `limitsRows` false
    /// leaves `--max-rows` to the end (JSON: a whole read checks the syntax first). `rest` (bytes the
    /// guessing read left, one read a group) is read before the input, then `failure` (the error
    /// its next read threw) is thrown as that read would have. With `stoppingAfter`, it returns
    /// true (every batch appended, `splitter` at a record) once `rest` and that many batches of
    /// new reads are read and the input goes on; false when the input is read to its end.
    private func readBatches(
        _ input: ChunkedInput, splitter: inout some RecordCutter, rowsCut: inout Int, rest: inout ArraySlice<[UInt8]>, failure: (any Error)?,
        stoppingAfter newReads: Int? = nil, limitsRows: Bool = true, into stream: LineStream,
        parse: @escaping (RecordSplitter.Records, Int) throws -> LiveRows
    ) throws -> Bool {
        var inFlight: [ForkJoin<Void>] = []  // the batches being parsed or appended, oldest first
        func finish() throws {
            try inFlight.last?.join()  // each batch joins the one before it: the earliest error comes out
            inFlight = []
        }
        var reads = 0
        while !rest.isEmpty || !input.ended {
            if let newReads, rest.isEmpty, failure == nil, reads >= newReads {
                try finish()
                return true
            }
            let records: RecordSplitter.Records
            do {
                // Bytes the guessing read left come first, then the error its next read threw.
                if let bytes = rest.popFirst() {
                    splitter.refeed(bytes)
                } else if let failure {
                    throw failure
                } else {
                    splitter.feed(try input.next(batchBytes))
                    reads += 1
                }
                records = splitter.take(atEnd: input.ended && rest.isEmpty)
            } catch {
                try finish()  // an earlier batch's error comes first
                throw error
            }
            guard records.count > 0 else { continue }  // no data record yet (blank or comment lines)
            if limitsRows, let maxRows = options.maxRows, rowsCut + records.count > maxRows {
                try finish()
                throw try tooManyRows(
                    input, splitter: &splitter, rest: &rest, failure: failure, counted: stream.count + records.count, limit: maxRows)
            }
            var failed = false
            if inFlight.count == 2 {
                failed = (try? inFlight[0].join()) == nil
                if !failed { inFlight.removeFirst() }
            }
            // Cut batches are always parsed, also after a failure: each notes its own (JSON).
            let (firstRow, previous) = (rowsCut, inFlight.last)
            inFlight.append(
                ForkJoin {
                    let rows = Result { try parse(records, firstRow) }
                    try previous?.join()
                    try stream.append(try rows.get())
                })
            rowsCut += records.count
            if failed { try finish() }  // throws the chain's first error
        }
        try finish()
        if let maxRows = options.maxRows, stream.count > maxRows {  // all in the first batch
            throw ReadOptions.tooManyRows(stream.count, limit: maxRows, in: input.name)
        }
        return false
    }

    /// The error for an input past `--max-rows`, its rows counted to the end (the rows already
    /// `counted` and the rest) so the message gives the same total as a whole read.
    private func tooManyRows(
        _ input: ChunkedInput, splitter: inout some RecordCutter, rest: inout ArraySlice<[UInt8]>, failure: (any Error)?,
        counted: Int, limit: Int
    ) throws -> ChartError {
        var total = counted
        while !rest.isEmpty || !input.ended {
            if let failure, rest.isEmpty { throw failure }
            if let bytes = rest.popFirst() { splitter.refeed(bytes) } else { splitter.feed(try input.next(batchBytes)) }
            total += splitter.take(atEnd: input.ended && rest.isEmpty).count
        }
        return ReadOptions.tooManyRows(total, limit: limit, in: input.name)
    }

}
