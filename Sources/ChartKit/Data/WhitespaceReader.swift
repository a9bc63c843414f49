/// Parses whitespace-separated columns (gnuplot `.dat` style) into a `DataTable`, because
/// scientific tools write aligned columns rather than CSV.
///
/// Fields are separated by runs of spaces and tabs; leading and trailing whitespace is ignored.
/// Lines whose first non-blank character is `#` are comments, and `#` after whitespace starts a
/// comment to the end of the line. Blank lines (gnuplot's data-set separators) are skipped. A field
/// may be double-quoted (`"New York"`) with `""` for a quote; quoted fields cannot span lines.
struct WhitespaceReader {
    /// Whether the first record is a header.
    var header: HeaderMode

    /// Reads the whole buffer; `name` is used in locations and errors. The table keeps `bytes`
    /// and points into them.
    func read(bytes: [UInt8], name: String) throws -> DataTable {
        var builder = TableBuilder(name: name)
        try bytes.withUnsafeBufferPointer { buffer in
            let start = ASCII.bodyStart(buffer)
            try UTF8Validation.check(buffer, from: start, name: name)
            var scanner = WhitespaceScanner(buffer: buffer, start: start, name: name)
            try scanner.scanLines(into: &builder)
        }
        return try builder.finish(header: header, text: SourceText(bytes: bytes, dialect: .whitespace))
    }
}

/// The whitespace-format state machine over one buffer: lines, then fields.
private struct WhitespaceScanner {
    let buffer: UnsafeBufferPointer<UInt8>
    let end: Int
    let name: String
    var position: TextPosition
    var index: Int

    init(buffer: UnsafeBufferPointer<UInt8>, start: Int, name: String) {
        self.buffer = buffer
        end = buffer.count
        self.name = name
        position = TextPosition(lineStart: start)
        index = start
    }

    @inline(__always) private func isBlank(_ byte: UInt8) -> Bool { byte == ASCII.space || byte == ASCII.tab }
    @inline(__always) private func isLineEnd(_ byte: UInt8) -> Bool { byte == ASCII.lf || byte == ASCII.cr }

    /// Scans every line; blank and comment lines add nothing.
    mutating func scanLines(into builder: inout TableBuilder) throws {
        while index < end {
            skipBlanksAndComment()
            if index >= end || isLineEnd(buffer[index]) {
                position.skipLineEnd(in: buffer, at: &index)
                continue
            }
            builder.beginRecord(line: position.line)
            while index < end, !isLineEnd(buffer[index]) {
                try scanField(into: &builder)
                skipBlanksAndComment()
            }
            position.skipLineEnd(in: buffer, at: &index)
            try builder.endRecord()
        }
    }

    /// Skips spaces and tabs, then a `#` comment up to the line end.
    private mutating func skipBlanksAndComment() {
        while index < end, isBlank(buffer[index]) { index += 1 }
        if index < end, buffer[index] == ASCII.hash {
            while index < end, !isLineEnd(buffer[index]) { index += 1 }
        }
    }

    /// Scans the field at `index` (quoted or a run of non-blank bytes) into `builder`.
    private mutating func scanField(into builder: inout TableBuilder) throws {
        let fieldStart = index
        guard buffer[index] == ASCII.quote else {
            var cursor = index
            while cursor < end, !isBlank(buffer[cursor]), !isLineEnd(buffer[cursor]) { cursor += 1 }
            builder.append(offset: fieldStart, content: UnsafeBufferPointer(rebasing: buffer[fieldStart..<cursor]), escaped: false)
            index = cursor
            return
        }
        var cursor = index + 1
        var closed = false
        var escaped = false
        while cursor < end, !isLineEnd(buffer[cursor]) {
            let byte = buffer[cursor]
            cursor += 1
            if byte == ASCII.quote {
                if cursor < end, buffer[cursor] == ASCII.quote {
                    escaped = true
                    cursor += 1
                } else {
                    closed = true
                    break
                }
            }
        }
        guard closed else {
            throw ChartError.badData(
                location: SourceLocation(file: name, line: position.line, column: position.column(of: fieldStart, in: buffer)),
                column: nil, message: "unterminated quoted field")
        }
        try checkAfterQuote(cursor)
        builder.append(offset: fieldStart, content: UnsafeBufferPointer(rebasing: buffer[fieldStart + 1..<cursor - 1]), escaped: escaped)
        index = cursor
    }

    /// Throws when something other than a blank or a line end follows a closing quote.
    private mutating func checkAfterQuote(_ cursor: Int) throws {
        guard cursor < end, !isBlank(buffer[cursor]), !isLineEnd(buffer[cursor]) else { return }
        var junkEnd = cursor
        while junkEnd < end, !isBlank(buffer[junkEnd]), !isLineEnd(buffer[junkEnd]) { junkEnd += 1 }
        let junk = String(decoding: UnsafeBufferPointer(rebasing: buffer[cursor..<junkEnd]), as: UTF8.self)
        throw ChartError.badData(
            location: SourceLocation(file: name, line: position.line, column: position.column(of: cursor, in: buffer)),
            column: nil,
            message: "expected a space or a line end after the closing quote, found \(QuotedText.quoted(junk))")
    }
}
