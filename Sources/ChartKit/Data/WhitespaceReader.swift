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

    /// Reads the whole buffer; `name` is used in locations and errors.
    func read(bytes: [UInt8], name: String) throws -> DataTable {
        try bytes.withUnsafeBufferPointer { try parse($0, name: name) }
    }

    private func parse(_ buffer: UnsafeBufferPointer<UInt8>, name: String) throws -> DataTable {
        let start = ASCII.bodyStart(buffer)
        try UTF8Validation.check(buffer, from: start, name: name)
        let end = buffer.count
        @inline(__always) func isBlank(_ byte: UInt8) -> Bool { byte == ASCII.space || byte == ASCII.tab }
        @inline(__always) func isLineEnd(_ byte: UInt8) -> Bool { byte == ASCII.lf || byte == ASCII.cr }
        var position = TextPosition(lineStart: start)
        var builder = TableBuilder(name: name)
        var scratch: [UInt8] = []
        var index = start

        while index < end {
            while index < end, isBlank(buffer[index]) { index += 1 }
            if index < end, buffer[index] == ASCII.hash {
                while index < end, !isLineEnd(buffer[index]) { index += 1 }
            }
            if index >= end || isLineEnd(buffer[index]) {
                position.skipLineEnd(in: buffer, at: &index)
                continue
            }
            builder.beginRecord(line: position.line)
            while index < end, !isLineEnd(buffer[index]) {
                let column = position.column(of: index, in: buffer)
                if buffer[index] == ASCII.quote {
                    var cursor = index + 1
                    var closed = false
                    scratch.removeAll(keepingCapacity: true)
                    while cursor < end, !isLineEnd(buffer[cursor]) {
                        let byte = buffer[cursor]
                        cursor += 1
                        if byte == ASCII.quote {
                            if cursor < end, buffer[cursor] == ASCII.quote {
                                cursor += 1
                            } else {
                                closed = true
                                break
                            }
                        }
                        scratch.append(byte)
                    }
                    guard closed else {
                        throw ChartError.badData(
                            location: SourceLocation(file: name, line: position.line, column: column), column: nil,
                            message: "unterminated quoted field")
                    }
                    if cursor < end, !isBlank(buffer[cursor]), !isLineEnd(buffer[cursor]) {
                        var junkEnd = cursor
                        while junkEnd < end, !isBlank(buffer[junkEnd]), !isLineEnd(buffer[junkEnd]) { junkEnd += 1 }
                        let junk = String(decoding: UnsafeBufferPointer(rebasing: buffer[cursor..<junkEnd]), as: UTF8.self)
                        throw ChartError.badData(
                            location: SourceLocation(
                                file: name, line: position.line, column: position.column(of: cursor, in: buffer)),
                            column: nil,
                            message: "expected a space or a line end after the closing quote, found \(QuotedText.quoted(junk))")
                    }
                    builder.append(String(decoding: scratch, as: UTF8.self), line: position.line, column: column)
                    index = cursor
                } else {
                    var cursor = index
                    while cursor < end, !isBlank(buffer[cursor]), !isLineEnd(buffer[cursor]) { cursor += 1 }
                    builder.append(
                        String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<cursor]), as: UTF8.self),
                        line: position.line, column: column)
                    index = cursor
                }
                while index < end, isBlank(buffer[index]) { index += 1 }
                if index < end, buffer[index] == ASCII.hash {
                    while index < end, !isLineEnd(buffer[index]) { index += 1 }
                }
            }
            position.skipLineEnd(in: buffer, at: &index)
            try builder.endRecord()
        }
        return try builder.finish(header: header)
    }
}
