/// Checks that a stream's first batch holds the lines a whole read decides the separator and the
/// header from, and reads ahead when it does not, so a stream never splits or names its columns
/// otherwise than a whole read of the same input.
///
/// A whole read sniffs the separator from the first 5 non-blank lines
/// (`FormatSniffer.separatorSampleLines`) and the header from the first 51 records
/// (`HeaderSniffer.sampleRows`). A 4 MiB first batch holds them unless the lines are very long, but
/// when it does not, it decided from fewer lines, or from a line cut in half at the batch's end:
/// a `;` file whose fifth line was cut after a comma split on `,`, and drew a wrong chart with
/// exit 0 where a whole read refused it (found by the decimal-comma fuzz at 64-byte batches).
/// Such a batch is followed by a read-ahead of the input, up to `readAheadLimit`, given back
/// afterwards: when it decides otherwise, the input is read whole, as a short input is. The
/// header's sample is read a record at a time: read as one table, 32 MiB of wide rows (45
/// lines of 200,000 cells) peaked at 525 MB, where the stream had held 218 MB.
enum FirstBatchSample {
    /// The most bytes of the input the sample may span, the first batch's included: 16 MiB.
    /// Past it (51 records of over 320 KB, or 5 lines of over 3 MB) the lines read so far decide.
    static let readAheadLimit = 16 << 20

    /// Whether the stream whose first batch is `first`, read with `read` (resolved from it) into
    /// `records` complete records and a table with a header or not (`hasHeader`), decides as a
    /// whole read of `input` would; reads ahead of the batch when it is short of the sample and
    /// gives those bytes back. `requested` are the options before resolving.
    static func agrees(
        first: [UInt8], records: Int, read: ReadOptions, hasHeader: Bool, requested: ReadOptions, input: ChunkedInput,
        extensionName: String?, batchBytes: Int
    ) throws -> Bool {
        guard !holds(first, records: records, requested: requested, extensionName: extensionName) else { return true }
        var ahead = first
        while !input.ended, ahead.count < readAheadLimit, !holds(ahead, records: nil, requested: requested, extensionName: extensionName) {
            ahead = try input.next(min(max(batchBytes, ahead.count), readAheadLimit - ahead.count), after: ahead[...])
        }
        let atEnd = input.ended
        input.unread(Array(ahead[first.count...]))
        return decides(ahead, atEnd: atEnd, like: read, hasHeader: hasHeader, requested: requested, extensionName: extensionName)
    }

    /// Whether `bytes` hold every line the decisions left to the content read: 5 complete
    /// non-blank lines for a sniffed separator (a sixth begun), 51 complete records for a sniffed
    /// header (`records` when counted already, else split as CSV or as lines).
    static func holds(_ bytes: [UInt8], records: Int?, requested: ReadOptions, extensionName: String?) -> Bool {
        let read = requested.resolved(bytes: bytes, pathExtension: extensionName)
        if requested.separator == nil, read.format == .csv,
            SeparatorCounts.sample(bytes, lines: FormatSniffer.separatorSampleLines + 1).count <= FormatSniffer.separatorSampleLines
        {
            return false
        }
        guard requested.header == .auto else { return true }
        return (records ?? splitRecords(bytes, read: read, atEnd: false).count) >= HeaderSniffer.sampleRows + 1
    }

    /// Whether a whole read of an input starting with `bytes` (all of it when `atEnd`) decides
    /// its format, separator and header as `read` and `hasHeader` say.
    private static func decides(
        _ bytes: [UInt8], atEnd: Bool, like read: ReadOptions, hasHeader: Bool, requested: ReadOptions, extensionName: String?
    ) -> Bool {
        let whole = requested.resolved(bytes: bytes, pathExtension: extensionName)
        guard whole.format == read.format, whole.separator == read.separator, whole.separatorDoubt == read.separatorDoubt else {
            return false
        }
        guard requested.header == .auto else { return true }
        // The sample a record at a time, each read alone (a wide row's table is about ten times
        // its bytes): a field count other than the first record's is the whole read's error.
        var options = whole.batch(header: .absent)
        // A verdict of its own, never settled: one record judged alone is not its column.
        (options.notes, options.verdict) = (nil, DecimalCommaVerdict())
        let records = splitRecords(bytes, read: whole, atEnd: atEnd)
        var tally = HeaderSniffer.Tally()
        var fields: Int?
        for (index, start) in records.starts.prefix(HeaderSniffer.sampleRows + 1).enumerated() {
            let end = index + 1 < records.count ? records.starts[index + 1].offset : records.bytes.count
            guard
                let row = try? TableReader(options: options).read(
                    bytes: Array(records.bytes[start.offset..<end]), name: "", pathExtension: nil, startsInput: false),
                row.rowCount == 1, row.columnCount == fields ?? row.columnCount
            else { return false }
            fields = row.columnCount
            tally.add((0..<row.columnCount).map { row.text(row: 0, column: $0) })
        }
        return tally.isHeader == hasHeader
    }

    /// The complete records of `bytes` as a stream read with `read` cuts them.
    private static func splitRecords(_ bytes: [UInt8], read: ReadOptions, atEnd: Bool) -> RecordSplitter.Records {
        var splitter = RecordSplitter(mode: LiveTableReader.splitterMode(for: read))
        splitter.feed(bytes)
        return splitter.take(atEnd: atEnd)
    }
}
