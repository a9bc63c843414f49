/// Reads newline-delimited JSON (one object per line) into a `DataTable`, for logs and
/// streaming exports where each record is written as it happens.
///
/// Blank lines are skipped. Each record must be an object and be followed by a line end; the
/// columns are the union of keys in first-seen order, and errors name the line and `$.key`.
struct NDJSONReader {
    /// Reads the whole buffer; `name` is used in locations and errors.
    /// Flat objects, the common case, are read by `JSONStreamReader` without a tree; anything
    /// else (and every error) by the general parser below.
    func read(bytes: [UInt8], name: String) throws -> DataTable {
        try bytes.withUnsafeBufferPointer { try UTF8Validation.check($0, from: ASCII.bodyStart($0), name: name) }
        if let table = JSONStreamReader(framing: .ndjson).read(bytes: bytes, name: name) { return table }
        return try readGeneral(bytes: bytes, name: name)
    }

    /// Reads records through a tree of values per line (`bytes` already checked as UTF-8).
    func readGeneral(bytes: [UInt8], name: String) throws -> DataTable {
        try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer: buffer, name: name)
            var rows = JSONObjectRows(file: name, style: .ndjson, inputSize: bytes.count)
            while !parser.atEnd() {
                let value = try parser.parseValue()
                guard case let .object(members) = value.node else {
                    throw ChartError.badData(
                        location: value.location(file: name, path: nil), column: nil,
                        message: "expected an object on each line, found \(value.kindDescription)")
                }
                parser.skipBlanks()
                guard parser.atLineEnd else { throw parser.error("expected a line break after the object") }
                try rows.append(value, members: members)
            }
            return try rows.table()
        }
    }
}
