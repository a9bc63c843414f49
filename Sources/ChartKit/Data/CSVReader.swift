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

    /// Reads the whole buffer; `name` is used in locations and errors.
    func read(bytes: [UInt8], name: String) throws -> DataTable {
        try bytes.withUnsafeBufferPointer { try parse($0, name: name) }
    }

    private func parse(_ buffer: UnsafeBufferPointer<UInt8>, name: String) throws -> DataTable {
        let start = ASCII.bodyStart(buffer)
        try UTF8Validation.check(buffer, from: start, name: name)
        let end = buffer.count
        let delimiter = self.delimiter
        let trimsTabs = delimiter != ASCII.tab
        @inline(__always) func isPadding(_ byte: UInt8) -> Bool {
            byte == ASCII.space || (trimsTabs && byte == ASCII.tab)
        }
        var position = TextPosition(lineStart: start)
        var builder = TableBuilder(name: name)
        var scratch: [UInt8] = []
        var index = start

        var isFirstRecord = true
        while index < end {
            let recordLine = position.line
            let recordStart = index
            var fieldIndex = 0
            while true {
                var fieldStart = index
                while fieldStart < end, isPadding(buffer[fieldStart]) { fieldStart += 1 }
                let text: String
                let line: Int
                let column: Int
                var blankCandidate = false
                if fieldStart < end, buffer[fieldStart] == ASCII.quote {
                    line = position.line
                    column = position.column(of: fieldStart, in: buffer)
                    var cursor = fieldStart + 1
                    let contentStart = cursor
                    var contentEnd = -1
                    var hasEscapes = false
                    while cursor < end {
                        let byte = buffer[cursor]
                        if byte == ASCII.quote {
                            if cursor + 1 < end, buffer[cursor + 1] == ASCII.quote {
                                hasEscapes = true
                                cursor += 2
                                continue
                            }
                            contentEnd = cursor
                            cursor += 1
                            break
                        }
                        cursor += 1
                        if byte == ASCII.lf {
                            position.startLine(at: cursor)
                        } else if byte == ASCII.cr {
                            if cursor < end, buffer[cursor] == ASCII.lf { cursor += 1 }
                            position.startLine(at: cursor)
                        }
                    }
                    guard contentEnd >= 0 else {
                        throw ChartError.badData(
                            location: SourceLocation(file: name, line: line, column: column), column: nil,
                            message: "unterminated quoted field")
                    }
                    let content = UnsafeBufferPointer(rebasing: buffer[contentStart..<contentEnd])
                    if hasEscapes {
                        scratch.removeAll(keepingCapacity: true)
                        var skipNext = false
                        for byte in content {
                            if skipNext {
                                skipNext = false
                                continue
                            }
                            scratch.append(byte)
                            if byte == ASCII.quote { skipNext = true }
                        }
                        text = String(decoding: scratch, as: UTF8.self)
                    } else {
                        text = String(decoding: content, as: UTF8.self)
                    }
                    while cursor < end, isPadding(buffer[cursor]) { cursor += 1 }
                    if cursor < end {
                        let byte = buffer[cursor]
                        if byte != delimiter, byte != ASCII.lf, byte != ASCII.cr {
                            var junkEnd = cursor
                            while junkEnd < end, buffer[junkEnd] != delimiter, buffer[junkEnd] != ASCII.lf,
                                buffer[junkEnd] != ASCII.cr
                            {
                                junkEnd += 1
                            }
                            let junk = String(decoding: UnsafeBufferPointer(rebasing: buffer[cursor..<junkEnd]), as: UTF8.self)
                            let separator = delimiter == ASCII.tab ? "a tab" : "'\(Character(Unicode.Scalar(delimiter)))'"
                            throw ChartError.badData(
                                location: SourceLocation(
                                    file: name, line: position.line, column: position.column(of: cursor, in: buffer)),
                                column: nil,
                                message: "expected \(separator) or a line end after the closing quote, found \(QuotedText.quoted(junk))")
                        }
                    }
                    index = cursor
                } else {
                    var cursor = fieldStart
                    while cursor < end {
                        let byte = buffer[cursor]
                        if byte == delimiter || byte == ASCII.lf || byte == ASCII.cr { break }
                        cursor += 1
                    }
                    var contentEnd = cursor
                    while contentEnd > fieldStart, isPadding(buffer[contentEnd - 1]) { contentEnd -= 1 }
                    line = position.line
                    column = position.column(of: fieldStart, in: buffer)
                    text = contentEnd == fieldStart
                        ? "" : String(decoding: UnsafeBufferPointer(rebasing: buffer[fieldStart..<contentEnd]), as: UTF8.self)
                    blankCandidate = contentEnd == fieldStart
                    index = cursor
                }
                let atDelimiter = index < end && buffer[index] == delimiter
                if !atDelimiter, fieldIndex == 0, blankCandidate {
                    // A blank or whitespace-only line: not a record.
                    position.skipLineEnd(in: buffer, at: &index)
                    break
                }
                if fieldIndex == 0 { builder.beginRecord(line: recordLine) }
                builder.append(text, line: line, column: column)
                fieldIndex += 1
                if atDelimiter {
                    index += 1
                    continue
                }
                position.skipLineEnd(in: buffer, at: &index)
                try builder.endRecord()
                if isFirstRecord {
                    // Estimate the row count from the first record's length.
                    isFirstRecord = false
                    let recordLength = max(index - recordStart, 1)
                    builder.reserveCapacity(rows: min((end - index) / recordLength + 16, (end - index) / 2 + 1))
                }
                break
            }
        }
        return try builder.finish(header: header)
    }
}
