/// Parses a streamed CSV or TSV batch of plain numbers straight into a line chart's typed rows,
/// because building a table of cell offsets per batch and copying the rows out of it cost most of
/// a long read (issue 22).
///
/// It reads only what it can read exactly as `CSVReader` and `LiveLineColumns.typed` do: records
/// of unquoted fields and of quoted fields without `""` or a line end inside (`scanQuoted`), the
/// chart's columns holding plain decimals or, for a series, nothing (a gap), LF, CRLF or lone CR
/// line ends and empty lines between records. It parses the decimals (any number of digits, with
/// or without an exponent) with `ValueParser.plainDecimal`, the very function the reader uses, so
/// the numbers are the same bits.
///
/// Anything else makes it give up on the batch (`nil`): a quote inside a field or an escaped or
/// multi-line quoted field, padding, a number beyond ±1e300, a wrong field count, a value a log
/// axis or a stack refuses, invalid UTF-8 or a comma in
/// `;`-separated input. The normal reader then reads the batch, so every error still comes from
/// one place, with its file, line, column and text, and the first error by row order is still the
/// one reported.
struct DelimitedRowParser {
    let delimiter: UInt8
    /// Fields a record must have: the input's first record's.
    let width: Int
    private let layout: LiveRowLayout
    /// The layout's, held here so the scan reads them without going through it.
    private let roles: [Int]
    private let floors: [Double]
    /// A byte that makes it give up even in a field the chart does not use: a quote after the
    /// field's start, and in `;`-separated input a comma too (quoted or not) (the normal reader refuses a column of decimal-comma
    /// numbers read without `--decimal-comma`, whichever columns are drawn).
    private let refused: (UInt8, UInt8)

    /// The parser for a line chart's later batches, or nil when the chart needs more than plain
    /// numbers from them (time or text x, `--x-type epoch`, a decimal comma, not CSV or TSV).
    /// The `judged` columns are those a `ColumnJudge` follows: each batch's rows carry whether
    /// each of their non-empty cells is a number (`LiveRows.judged`), noted as the fields are
    /// scanned in a column the chart does not draw (a quoted one gives the batch back), read
    /// from the values in one it draws.
    init?(read: ReadOptions, columns: LiveLineColumns, width: Int, judged: [Int] = []) {
        guard [.csv, .tsv].contains(read.format ?? .csv), !read.decimalComma,
            let layout = LiveRowLayout(columns: columns, width: width)
        else { return nil }
        self.delimiter = read.delimiter
        refused = (ASCII.quote, read.delimiter == ASCII.semicolon ? ASCII.comma : ASCII.quote)
        self.width = width
        self.layout = layout
        var roles = layout.roles
        var slots = [Int](repeating: -1, count: width)
        for (slot, column) in judged.enumerated() where column < width {
            if roles[column] == -1 { roles[column] = Self.noted }
            slots[column] = slot
        }
        self.roles = roles
        self.judged = judged.map { $0 < width ? layout.roles[$0] : -1 }
        self.slots = slots
        floors = layout.floors
    }

    /// The role of a followed column the chart does not draw: its non-empty fields are noted.
    private static let noted = -2
    /// Per followed column (a `ColumnJudge`'s order), its role in the layout (-1: not drawn).
    private let judged: [Int]
    /// Per input column, its place among the followed ones, or -1.
    private let slots: [Int]

    /// The non-empty fields of the followed columns not drawn, noted while scanning: the place
    /// of each field's column among the followed ones and its bytes, up to 1000 a column.
    struct Notes {
        var fields: [(slot: Int, start: Int, end: Int)] = []
        var counts: [Int]

        init(columns: Int) { counts = Array(repeating: 0, count: columns) }
    }

    /// `rows` with the judgement of each followed column's non-empty cells (`LiveRows.judged`).
    private func judging(_ rows: LiveRows?, _ notes: Notes, in bytes: [UInt8]) -> LiveRows? {
        guard var rows, !judged.isEmpty else { return rows }
        var flags = [[Bool]](repeating: [], count: judged.count)
        for field in notes.fields {
            flags[field.slot].append(ColumnJudge.isNumber(String(decoding: bytes[field.start..<field.end], as: UTF8.self)))
        }
        for (slot, role) in judged.enumerated() where role >= 0 {
            flags[slot] = ColumnJudge.cells(ofDrawn: role == 0 ? rows.positions : rows.values[role - 1])
        }
        rows.judged = flags
        return rows
    }

    var rowNumbersAsX: Bool { !layout.hasX }

    /// The typed rows of `records`, whose first row is row `firstRow` (0-based) of the input;
    /// nil when the batch holds anything this parser does not read exactly as the normal reader.
    func rows(_ records: RecordSplitter.Records, firstRow: Int) -> LiveRows? {
        rows(records.bytes, count: records.count, firstRow: firstRow)
    }

    /// The typed rows of `bytes` if they hold exactly `count` records; nil as above, or when
    /// they hold another number of records.
    func rows(_ bytes: [UInt8], count: Int, firstRow: Int) -> LiveRows? {
        var notes = Notes(columns: judged.count)
        let rows = layout.rows(count: count, firstRow: firstRow) { cells in
            bytes.withUnsafeBufferPointer { bytes in scan(bytes, rows: count, into: cells, notes: &notes) }
        }
        return judging(rows, notes, in: bytes)
    }

    /// The typed rows of a batch and its line feeds in one pass, as `JSONRowParser` reads an
    /// NDJSON batch (`SpeculativeSplit` first counted the line feeds to size the rows, a pass of
    /// its own: 5% of a 10M-row CSV read, `perf`). Only for records each ended by one LF, no empty
    /// line and no CR anywhere: every line feed then ends a record, which is what the count
    /// checked. The rows are sized from the mean record of the first 64 KiB (a batch of records
    /// down to three quarters as long fits: room for half as long again took 15 MB more peak on
    /// 10M rows, the spare rows' memory taken by later batches). Nil otherwise: the caller counts
    /// and reads it as before.
    func rowsCountingLines(_ bytes: [UInt8], last: Bool) -> (rows: LiveRows, lineFeeds: Int)? {
        let sample = min(bytes.count, 1 << 16)
        let sampled = bytes.withUnsafeBufferPointer { bytes in
            var count = 0
            for index in 0..<sample where bytes[index] == ASCII.lf { count += 1 }
            return count
        }
        guard sampled > 0 else { return nil }
        let capacity = bytes.count / max(width, sample / sampled * 3 / 4) + 1
        var lineFeeds = 0
        var notes = Notes(columns: judged.count)
        let rows = layout.rows(capacity: capacity, firstRow: 0) { cells in
            bytes.withUnsafeBufferPointer { bytes in
                scanLines(bytes, last: last, capacity: capacity, into: cells, lineFeeds: &lineFeeds, notes: &notes)
            }
        }
        guard let rows = judging(rows, notes, in: bytes) else { return nil }
        return (rows, lineFeeds)
    }

    /// Scans records each ended by one LF into `cells` (stride `capacity`), counting the line
    /// feeds; the records read, or nil at an empty line, a CR, more records than `capacity`, a
    /// later batch not ended by a line feed, or anything `scanRecord` refuses (which stops at
    /// every LF or CR outside a record's end: a quoted field holding one is refused).
    private func scanLines(
        _ bytes: UnsafeBufferPointer<UInt8>, last: Bool, capacity: Int, into cells: UnsafeMutableBufferPointer<Double>,
        lineFeeds: inout Int, notes: inout Notes
    ) -> Int? {
        let end = bytes.count
        var (index, row) = (0, 0)
        var highBits: UInt8 = 0
        while index < end {
            guard row < capacity, bytes[index] != ASCII.lf, bytes[index] != ASCII.cr,
                scanRecord(bytes, at: &index, row: row, rows: capacity, into: cells, highBits: &highBits, notes: &notes)
            else { return nil }
            row += 1
            guard SpeculativeSplit.endsRecord(bytes, at: &index, last: last, lineFeeds: &lineFeeds) else { return nil }
        }
        return highBits < 0x80 || UTF8Validation.firstInvalidOffset(in: bytes) == nil ? row : nil
    }

    /// Scans every record of `bytes` into `cells` (role `r`'s value of row `i` at `r * rows + i`);
    /// false at the first thing it does not read, or when the records are not `rows`.
    private func scan(_ bytes: UnsafeBufferPointer<UInt8>, rows: Int, into cells: UnsafeMutableBufferPointer<Double>, notes: inout Notes) -> Bool {
        let end = bytes.count
        var index = 0
        var row = 0
        var highBits: UInt8 = 0  // every byte of the unused fields OR-ed: non-ASCII text needs a UTF-8 check
        while index < end {
            if bytes[index] == ASCII.lf || bytes[index] == ASCII.cr {  // an empty line: no record
                skipLineEnd(bytes, at: &index)
                continue
            }
            guard row < rows, scanRecord(bytes, at: &index, row: row, rows: rows, into: cells, highBits: &highBits, notes: &notes) else {
                return false
            }
            skipLineEnd(bytes, at: &index)
            row += 1
        }
        guard row == rows else { return false }
        return highBits < 0x80 || UTF8Validation.firstInvalidOffset(in: bytes) == nil
    }

    /// Scans the record at `index` up to its line end (not included); false when a field is not
    /// read exactly or the record does not have `width` fields.
    @inline(__always)
    private func scanRecord(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, row: Int, rows: Int,
        into cells: UnsafeMutableBufferPointer<Double>, highBits: inout UInt8, notes: inout Notes
    ) -> Bool {
        let end = bytes.count
        var field = 0
        while true {
            guard field < width else { return false }
            let role = roles[field]
            if role == Self.noted {
                guard noteField(bytes, at: &index, field: field, highBits: &highBits, notes: &notes) else { return false }
            } else if index < end, bytes[index] == ASCII.quote {
                guard scanQuoted(bytes, at: &index, role: role, row: row, rows: rows, into: cells, highBits: &highBits) else { return false }
            } else if role >= 0 {
                if let (value, stop) = ValueParser.plainDecimal(bytes, from: index), stop == end || isFieldEnd(bytes[stop]) {
                    if value < floors[role] { return false }
                    cells[role * rows + row] = value
                    index = stop
                } else if role > 0, index == end || isFieldEnd(bytes[index]) {
                    cells[role * rows + row] = .nan  // an empty series cell is a gap, as in a normal read
                } else {
                    return false
                }
            } else {
                while index < end {
                    let byte = bytes[index]
                    if byte == delimiter || byte == ASCII.lf || byte == ASCII.cr { break }
                    if byte == refused.0 || byte == refused.1 { return false }
                    highBits |= byte
                    index += 1
                }
            }
            field += 1
            guard index < end, bytes[index] == delimiter else { break }
            index += 1
        }
        return field == width
    }

    /// Scans the quoted field whose opening quote is at `index`, leaving `index` at the field
    /// end after its closing quote; false when the normal reader might read it otherwise.
    ///
    /// Exporters quote every field (`"1","3.5"`), and giving up on the batch then sent the whole
    /// input down the exact path (issue 37). `CSVReader` reads a quoted field's content with
    /// `ValueParser.number`, whose first step is `plainDecimal` over the whole content: so a
    /// content that is one plain decimal is the same bits here, and an empty one (`""`) is the
    /// same blank as an empty unquoted cell. Anything else is given back: `""` inside (an escaped
    /// quote), a line end inside (the record would go on), a content `plainDecimal` does not
    /// cover (padding, an exponent, text in a drawn column), padding or text after the closing
    /// quote, and in `;`-separated input a comma.
    @inline(__always)
    private func scanQuoted(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, role: Int, row: Int, rows: Int,
        into cells: UnsafeMutableBufferPointer<Double>, highBits: inout UInt8
    ) -> Bool {
        let end = bytes.count
        var close = index + 1
        if role >= 0 {
            if let (value, stop) = ValueParser.plainDecimal(bytes, from: close), stop < end, bytes[stop] == ASCII.quote {
                guard value >= floors[role] else { return false }
                cells[role * rows + row] = value
                close = stop
            } else if role > 0, close < end, bytes[close] == ASCII.quote {
                cells[role * rows + row] = .nan  // `""`: an empty series cell, a gap
            } else {
                return false
            }
        } else {
            while close < end {
                let byte = bytes[close]
                if byte == ASCII.quote { break }
                if byte == ASCII.lf || byte == ASCII.cr || byte == refused.1 { return false }
                highBits |= byte
                close += 1
            }
            guard close < end else { return false }  // unterminated: the normal reader's error
        }
        index = close + 1
        return index == end || isFieldEnd(bytes[index])  // `""` (an escaped quote), padding or text: given back
    }

    /// Steps over the field at `index` of a followed column not drawn, noting its text (a quoted
    /// field's content, as `CSVReader` reads it) when it is not empty; false where the normal
    /// reader may read it otherwise (what `scanQuoted` gives back, a quote inside an unquoted field).
    private func noteField(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, field: Int, highBits: inout UInt8, notes: inout Notes) -> Bool {
        let quoted = index < bytes.count && bytes[index] == ASCII.quote
        let start = quoted ? index + 1 : index
        index = start
        while index < bytes.count {
            let byte = bytes[index]
            if quoted ? byte == ASCII.quote : byte == delimiter || byte == ASCII.lf || byte == ASCII.cr { break }
            if (!quoted && byte == ASCII.quote) || byte == refused.1 || (quoted && (byte == ASCII.lf || byte == ASCII.cr)) { return false }
            highBits |= byte
            index += 1
        }
        let stop = index
        if quoted {
            guard index < bytes.count else { return false }  // unterminated: the normal reader's error
            index += 1
            guard index == bytes.count || isFieldEnd(bytes[index]) else { return false }  // `""` inside, or text after it
        }
        let slot = slots[field]
        if stop > start, notes.counts[slot] < 1000 {
            notes.counts[slot] += 1
            notes.fields.append((slot, start, stop))
        }
        return true
    }

    @inline(__always)
    private func isFieldEnd(_ byte: UInt8) -> Bool {
        byte == delimiter || byte == ASCII.lf || byte == ASCII.cr
    }

    /// Steps over the LF, CRLF or lone CR at `index`, if any.
    @inline(__always)
    private func skipLineEnd(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) {
        guard index < bytes.count else { return }
        if bytes[index] == ASCII.cr, index + 1 < bytes.count, bytes[index + 1] == ASCII.lf { index += 1 }
        index += 1
    }
}
