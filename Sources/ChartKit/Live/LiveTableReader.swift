/// Reads the records of a followed stream with the normal readers, one batch at a time, so a
/// live chart reports exactly the errors a normal run would, at the same file lines and columns.
///
/// The first batch is read as a whole input (`TableReader`: header sniffed or forced, BOM, field
/// counts). It fixes the column names. Every later batch is read with the first record of the
/// input (the "anchor": the header, or the first data row) put in front, then that row is dropped:
/// so the reader checks field counts against the same first record as a normal run, and every
/// cell's line is moved to where it is in the whole input. NDJSON batches are matched to the first
/// batch's keys by name (a key first seen later is not a column of the live chart).
struct LiveTableReader {
    /// How every batch is read: the first batch's format and separator, decided once.
    let read: ReadOptions
    var format: InputFormat { read.format ?? .csv }
    /// The input's display name (`<stdin>` or the path).
    let name: String
    /// Column names and whether they came from a header, as the first batch decided.
    let names: [String]
    let hasHeader: Bool
    /// The input's first record, line end included (no BOM).
    private let anchor: [UInt8]

    /// The header line of a CSV, TSV or whitespace input that has one (nil for NDJSON, whose
    /// first record is data): what a followed file that starts over must begin with again.
    var headerRecord: [UInt8]? {
        hasHeader && format != .ndjson ? anchor : nil
    }
    /// Lines the anchor spans, and the input's line it starts on (after any blank lines).
    private let anchorLines: Int
    private let anchorLine: Int

    /// The options a followed input is read with: its format is `--format`, else the file's
    /// extension, else the first bytes (`{` is NDJSON here: one object per line is the only JSON
    /// that can be drawn before the input ends), and its separator decided as a whole read
    /// decides it. A JSON document is refused.
    static func options(_ requested: ReadOptions, pathExtension: String?, firstBytes: [UInt8]) throws -> ReadOptions {
        var requested = requested
        if requested.format == nil, requested.separator == nil, pathExtension.flatMap(InputFormat.init(pathExtension:)) == nil {
            let start = firstBytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let first = firstBytes[start...].first { ![ASCII.space, ASCII.tab, ASCII.lf, ASCII.cr].contains($0) }
            if first == UInt8(ascii: "{") { requested.format = .ndjson }
        }
        let options = requested.resolved(bytes: firstBytes, pathExtension: pathExtension)
        guard options.format != .json else {
            throw ChartError.usage(
                """
                --follow reads CSV, TSV, whitespace-separated text or NDJSON (one object per line); a JSON document can only be drawn once it is \
                complete (leave out --follow)
                """
            )
        }
        return options
    }

    /// How records end in input read with resolved `options`.
    static func splitterMode(for options: ReadOptions) -> RecordSplitter.Mode {
        switch options.format ?? .csv {
        case .csv, .tsv: return .delimited(options.delimiter)
        case .whitespace: return .lines(comments: true)
        case .ndjson, .json: return .lines(comments: false)
        }
    }

    /// Reads the first batch as a normal run reads a whole input, and keeps what later batches
    /// need; `read` is resolved (format and separator decided).
    static func first(_ records: RecordSplitter.Records, read: ReadOptions, header: HeaderMode, name: String) throws -> (LiveTableReader, DataTable) {
        let table = try TableReader(options: read.batch(header: header))
            .read(bytes: records.bytes, name: name, pathExtension: nil, startsInput: false)
        guard let first = records.starts.first else { throw ChartError.noDataRows(name) }
        let end = records.starts.count > 1 ? records.starts[1].offset : records.bytes.count
        var anchor = Array(records.bytes[first.offset..<end])
        if first.offset == 0 && anchor.starts(with: [0xEF, 0xBB, 0xBF]) { anchor.removeFirst(3) }
        // A U+FEFF left is the record's own text (the input began with two): each batch read
        // skips one at its start as a byte order mark, so one goes in front to be skipped.
        // Otherwise a record of only that character read as a blank line, and a batch read by
        // the normal reader lost its first row (found by the CSV fuzz target).
        if anchor.starts(with: [0xEF, 0xBB, 0xBF]) { anchor.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0) }
        // Trailing blank lines before the next record are harmless; a missing line end is not.
        if anchor.last != ASCII.lf && anchor.last != ASCII.cr { anchor.append(ASCII.lf) }
        var lines = 0
        var index = 0
        while index < anchor.count {
            if anchor[index] == ASCII.lf { lines += 1 }
            if anchor[index] == ASCII.cr {
                lines += 1
                if index + 1 < anchor.count && anchor[index + 1] == ASCII.lf { index += 1 }
            }
            index += 1
        }
        let reader = LiveTableReader(
            read: read, name: name, names: table.names, hasHeader: table.hasHeader,
            anchor: anchor, anchorLines: lines, anchorLine: first.line)
        return (reader, table)
    }

    /// A later batch as a table with the first batch's columns and the input's line numbers.
    func table(_ records: RecordSplitter.Records) throws -> DataTable {
        let shift = records.firstLine - anchorLines - 1
        var table: DataTable
        do {
            table = try TableReader(options: laterBatch(header: .absent, shift: shift))
                .read(bytes: anchor + records.bytes, name: name, pathExtension: nil, startsInput: false)
        } catch let ChartError.badData(location?, column, message) where location.line > anchorLines {
            var moved = location
            moved.line += shift
            throw ChartError.badData(location: moved, column: column, message: message)
        }
        // Drop the anchor record and move the lines to the input's own numbering. Batches are
        // small, so the table is rebuilt from its texts.
        let delta = Int32(clamping: shift)
        table = DataTable(
            source: table.source, names: table.names, hasHeader: table.hasHeader,
            columns: table.columns.map { Array($0.dropFirst()) },
            cellLines: table.cellLines.map { $0.dropFirst().map { $0 &+ delta } },
            cellColumns: table.cellColumns.map { Array($0.dropFirst()) }, jsonPaths: table.jsonPaths)
        if format == .ndjson {
            return conformed(table)
        }
        table.names = names
        table.hasHeader = hasHeader
        return table
    }

    /// A later CSV, TSV or whitespace batch for streaming, handed to `body` as read (numbers
    /// typed while reading, no text rebuilt) with how many leading rows are the anchor's: the
    /// header is read as a header, a first data row as a row to skip. Any error `body` or the
    /// reader throws is moved to the input's own lines.
    func streamed<T>(_ records: RecordSplitter.Records, _ body: (DataTable, _ skipping: Int) throws -> T) throws -> T {
        let shift = records.firstLine - anchorLines - 1
        do {
            let table: DataTable
            do {
                table = try TableReader(options: laterBatch(header: hasHeader ? .present : .absent, shift: shift))
                    .read(bytes: anchor + records.bytes, name: name, pathExtension: nil, startsInput: false)
            } catch {
                read.verdict?.noteFailedRead()
                throw error
            }
            return try body(table, hasHeader ? 0 : 1)
        } catch let ChartError.badData(location?, column, message) where location.line > anchorLines {
            var moved = location
            moved.line += shift
            throw ChartError.badData(location: moved, column: column, message: message)
        }
    }

    /// How a later batch is read: `shift` lines further down the input than its own lines say.
    private func laterBatch(header: HeaderMode, shift: Int) -> ReadOptions {
        var options = read.laterBatch(header: header)
        options.batchLines = DecimalCommaVerdict.LineShift(after: anchorLines, by: shift, anchor: anchorLine)
        return options
    }

    /// The error a stream that stopped at `error` gives, as a whole read would: a decimal-comma
    /// (or decimal-point) error its batches left pending (`DecimalCommaVerdict`) comes before any
    /// error of the chart's, wherever it is (a whole read checks the columns before building),
    /// unless a text cell later in its column takes it back, so the rest of the input is read for
    /// the verdict alone (flat). A batch the reader refused, before or there, leaves `error`: a
    /// whole read gives the reader's error before any decimal-comma one.
    func error(after error: any Error, input: ChunkedInput, splitter: inout RecordSplitter, batchBytes: Int) throws -> any Error {
        guard let verdict = read.verdict, !verdict.failedRead, verdict.pendingLine != nil else { return error }
        while !input.ended {
            splitter.feed(try input.next(batchBytes))
            let records = splitter.take(atEnd: input.ended)
            guard records.count > 0 else { continue }
            guard (try? streamed(records) { _, _ in }) != nil else { return error }
        }
        do {
            try verdict.settle(notes: nil)
        } catch let refusal {
            return refusal
        }
        return error
    }

    /// An NDJSON batch with the first batch's columns, in its order: a key absent from the whole
    /// batch is an empty column (located where each record starts), a new key is left out.
    private func conformed(_ table: DataTable) -> DataTable {
        let rows = table.rowCount
        var columns: [[String]] = [], lines: [[Int32]] = [], starts: [[Int32]] = []
        let (texts, cellLines, cellColumns) = (table.columns, table.cellLines, table.cellColumns)
        for name in names {
            if let index = table.names.firstIndex(of: name) {
                columns.append(texts[index])
                lines.append(cellLines[index])
                starts.append(cellColumns[index])
            } else {
                columns.append(Array(repeating: "", count: rows))
                lines.append(cellLines.first ?? Array(repeating: 0, count: rows))
                starts.append(cellColumns.first ?? Array(repeating: 1, count: rows))
            }
        }
        let result = DataTable(
            source: table.source, names: names, hasHeader: true, columns: columns, cellLines: lines,
            cellColumns: starts, jsonPaths: table.jsonPaths)
        return result
    }
}
