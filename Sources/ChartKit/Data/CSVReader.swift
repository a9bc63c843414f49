/// Parses RFC 4180 CSV or TSV bytes into a `DataTable`, byte by byte, because general CSV
/// libraries are 30× slower here and lose the line and column an error must name.
///
/// Handles quoted fields with `""` escapes and embedded delimiters and line breaks; LF, CRLF and
/// lone CR line ends; a UTF-8 BOM; an optional final line end; blank (whitespace-only) lines,
/// which are skipped. Unquoted fields are trimmed of surrounding spaces (and tabs, unless tab is
/// the delimiter); spaces around a quoted field are allowed and dropped. A cell's column is that of
/// its first non-space character (the opening quote for a quoted field). A `"` inside an unquoted
/// field is kept literally (`5" disk`).
struct CSVReader {
    /// The field separator: `,` for CSV, tab for TSV.
    var delimiter: UInt8
    /// Whether the first record is a header.
    var header: HeaderMode

    /// Reads the whole buffer; `name` is used in locations and errors. The table keeps `bytes`
    /// and points into them.
    func read(bytes: [UInt8], name: String) throws -> DataTable {
        var builder = TableBuilder(name: name)
        try bytes.withUnsafeBufferPointer { buffer in
            let start = ASCII.bodyStart(buffer)
            try UTF8Validation.check(buffer, from: start, name: name)
            var scanner = CSVScanner(buffer: buffer, start: start, delimiter: delimiter, name: name)
            try scanner.scanRecords(into: &builder)
        }
        return try builder.finish(header: header, text: SourceText(bytes: bytes, dialect: .delimited(delimiter)))
    }
}

/// One field as the scanner found it.
private struct CSVField {
    /// Byte offset of the field's first non-space character (the opening quote if quoted).
    var start: Int
    /// The text, without quotes and padding.
    var content: Range<Int>
    /// Whether the field was quoted.
    var quoted: Bool
    /// Whether the content still has doubled quotes (`""`) to undo.
    var escaped: Bool
    /// The value, when the field was a plain decimal parsed while scanning it.
    var number: Double? = nil
}

/// The CSV state machine over one buffer, split into a function per grammar rule (records,
/// fields, quoted fields) so each rule can be read, and changed, on its own.
private struct CSVScanner {
    let buffer: UnsafeBufferPointer<UInt8>
    let end: Int
    let delimiter: UInt8
    let trimsTabs: Bool
    let name: String
    /// The current line (kept as lines end; character columns are counted only for errors).
    var position: TextPosition
    var index: Int

    init(buffer: UnsafeBufferPointer<UInt8>, start: Int, delimiter: UInt8, name: String) {
        self.buffer = buffer
        end = buffer.count
        self.delimiter = delimiter
        trimsTabs = delimiter != ASCII.tab
        self.name = name
        position = TextPosition(lineStart: start)
        index = start
    }

    @inline(__always)
    private func isPadding(_ byte: UInt8) -> Bool {
        byte == ASCII.space || (trimsTabs && byte == ASCII.tab)
    }

    @inline(__always)
    private func isFieldEnd(_ byte: UInt8) -> Bool {
        byte == delimiter || byte == ASCII.lf || byte == ASCII.cr
    }

    /// Scans every record into `builder`, reserving room for the whole file once the second
    /// record shows how long a data row is (the first is often a much shorter header).
    mutating func scanRecords(into builder: inout TableBuilder) throws {
        var reserved = false
        while index < end {
            let recordStart = index
            guard try scanRecord(into: &builder) else { continue }
            if !reserved, builder.recordCount == 2 {
                reserved = true
                let recordLength = max(index - recordStart, 1)
                builder.reserveCapacity(rows: min((end - index) / recordLength + 16, (end - index) / 2 + 1) + 2)
            }
        }
    }

    /// Scans the record starting at `index` up to and including its line end; returns false
    /// (adding nothing) when the line was blank or only spaces.
    private mutating func scanRecord(into builder: inout TableBuilder) throws -> Bool {
        let recordLine = position.line
        var fieldIndex = 0
        while true {
            let field = try scanField()
            let atDelimiter = index < end && buffer[index] == delimiter
            if !atDelimiter, fieldIndex == 0, !field.quoted, field.content.isEmpty {
                position.skipLineEnd(in: buffer, at: &index)
                return false
            }
            if fieldIndex == 0 { builder.beginRecord(line: recordLine) }
            if let number = field.number {
                builder.append(offset: field.start, number: number)
            } else {
                builder.append(offset: field.start, content: UnsafeBufferPointer(rebasing: buffer[field.content]), escaped: field.escaped)
            }
            fieldIndex += 1
            if atDelimiter {
                index += 1
                continue
            }
            position.skipLineEnd(in: buffer, at: &index)
            try builder.endRecord()
            return true
        }
    }

    /// Scans one field, leaving `index` at the delimiter or line end after it.
    @inline(__always)
    private mutating func scanField() throws -> CSVField {
        var fieldStart = index
        while fieldStart < end, isPadding(buffer[fieldStart]) { fieldStart += 1 }
        if fieldStart < end, buffer[fieldStart] == ASCII.quote { return try scanQuoted(at: fieldStart) }
        if let (value, stop) = ValueParser.plainDecimal(buffer, from: fieldStart), stop == end || isFieldEnd(buffer[stop]) {
            index = stop  // the common numeric cell: scanned and parsed in one pass
            return CSVField(start: fieldStart, content: fieldStart..<stop, quoted: false, escaped: false, number: value)
        }
        var cursor = fieldStart
        while cursor < end {
            let byte = buffer[cursor]
            if byte == delimiter || byte == ASCII.lf || byte == ASCII.cr { break }
            cursor += 1
        }
        var contentEnd = cursor
        while contentEnd > fieldStart, isPadding(buffer[contentEnd - 1]) { contentEnd -= 1 }
        index = cursor
        return CSVField(start: fieldStart, content: fieldStart..<contentEnd, quoted: false, escaped: false)
    }

    /// Scans a quoted field from its opening quote at `fieldStart`: `""` is a quote, line breaks
    /// inside count as lines, and only padding may follow the closing quote.
    private mutating func scanQuoted(at fieldStart: Int) throws -> CSVField {
        var startPosition = position
        var cursor = fieldStart + 1
        var escaped = false
        while cursor < end {
            let byte = buffer[cursor]
            if byte == ASCII.quote {
                if cursor + 1 < end, buffer[cursor + 1] == ASCII.quote {
                    escaped = true
                    cursor += 2
                    continue
                }
                let field = CSVField(start: fieldStart, content: fieldStart + 1..<cursor, quoted: true, escaped: escaped)
                index = cursor + 1
                try skipPaddingAfterQuote()
                return field
            }
            cursor += 1
            if byte == ASCII.lf {
                position.startLine(at: cursor)
            } else if byte == ASCII.cr {
                if cursor < end, buffer[cursor] == ASCII.lf { cursor += 1 }
                position.startLine(at: cursor)
            }
        }
        throw ChartError.badData(
            location: SourceLocation(file: name, line: startPosition.line, column: startPosition.column(of: fieldStart, in: buffer)),
            column: nil, message: "unterminated quoted field")
    }

    /// Skips the padding after a closing quote; anything but a delimiter or line end next is an
    /// error naming the stray text.
    private mutating func skipPaddingAfterQuote() throws {
        while index < end, isPadding(buffer[index]) { index += 1 }
        guard index < end else { return }
        let byte = buffer[index]
        guard byte != delimiter, byte != ASCII.lf, byte != ASCII.cr else { return }
        var junkEnd = index
        while junkEnd < end, buffer[junkEnd] != delimiter, buffer[junkEnd] != ASCII.lf, buffer[junkEnd] != ASCII.cr {
            junkEnd += 1
        }
        let junk = String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<junkEnd]), as: UTF8.self)
        let separator = delimiter == ASCII.tab ? "a tab" : "'\(Character(Unicode.Scalar(delimiter)))'"
        throw ChartError.badData(
            location: SourceLocation(file: name, line: position.line, column: position.column(of: index, in: buffer)),
            column: nil,
            message: "expected \(separator) or a line end after the closing quote, found \(QuotedText.quoted(junk))")
    }
}
