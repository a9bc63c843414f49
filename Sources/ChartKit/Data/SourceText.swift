/// The bytes a table was read from, kept once so that cells can stay byte offsets: a cell's
/// text, and its line and column, are worked out only when a chart or an error asks for them.
///
/// Keeping the input (one byte per byte) instead of a `String` per cell (16 bytes each, plus
/// heap storage for long ones) is what lets a million-row file be read at disk speed.
struct SourceText: Sendable {
    /// How a cell is spelled at its offset, so its extent can be found again.
    enum Dialect: Sendable, Equatable {
        /// CSV or TSV with this delimiter (`CSVReader`).
        case delimited(UInt8)
        /// Whitespace-separated columns (`WhitespaceReader`).
        case whitespace
        /// JSON values (`JSONStreamReader`): a value's first byte, or an object's `{` for a
        /// missing key.
        case json
    }

    let bytes: [UInt8]
    let dialect: Dialect
    /// Offset of the first byte after a UTF-8 BOM, where line 1 starts.
    let bodyStart: Int

    init(bytes: [UInt8], dialect: Dialect) {
        self.bytes = bytes
        self.dialect = dialect
        bodyStart = bytes.withUnsafeBufferPointer { ASCII.bodyStart($0) }
    }
}

/// Where a cell's content lies in the source, and whether it must be decoded (quote or JSON
/// escapes) before it is the cell's text.
struct CellSpan {
    var start: Int
    var end: Int
    var escaped: Bool
}

extension SourceText.Dialect {
    /// The content of the cell whose first character is at `offset` (input already validated by
    /// the reader, so this never fails).
    func span(at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> CellSpan {
        switch self {
        case let .delimited(delimiter):
            if offset < buffer.count, buffer[offset] == ASCII.quote {
                return Self.quotedSpan(at: offset, in: buffer, stopsAtLineEnd: false)
            }
            var end = offset
            while end < buffer.count {
                let byte = buffer[end]
                if byte == delimiter || byte == ASCII.lf || byte == ASCII.cr { break }
                end += 1
            }
            let trimsTabs = delimiter != ASCII.tab
            while end > offset, buffer[end - 1] == ASCII.space || (trimsTabs && buffer[end - 1] == ASCII.tab) { end -= 1 }
            return CellSpan(start: offset, end: end, escaped: false)
        case .whitespace:
            if offset < buffer.count, buffer[offset] == ASCII.quote {
                return Self.quotedSpan(at: offset, in: buffer, stopsAtLineEnd: true)
            }
            var end = offset
            while end < buffer.count {
                let byte = buffer[end]
                if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.lf || byte == ASCII.cr { break }
                end += 1
            }
            return CellSpan(start: offset, end: end, escaped: false)
        case .json:
            return Self.jsonSpan(at: offset, in: buffer)
        }
    }

    /// A `"…"` field with `""` escapes; the span is the text between the quotes.
    private static func quotedSpan(at offset: Int, in buffer: UnsafeBufferPointer<UInt8>, stopsAtLineEnd: Bool) -> CellSpan {
        var cursor = offset + 1
        var escaped = false
        while cursor < buffer.count {
            let byte = buffer[cursor]
            if byte == ASCII.quote {
                if cursor + 1 < buffer.count, buffer[cursor + 1] == ASCII.quote {
                    escaped = true
                    cursor += 2
                    continue
                }
                break
            }
            if stopsAtLineEnd, byte == ASCII.lf || byte == ASCII.cr { break }
            cursor += 1
        }
        return CellSpan(start: offset + 1, end: cursor, escaped: escaped)
    }

    /// A JSON scalar: a string's content, a number's or boolean's literal; `null` and a missing
    /// key (`{`) are empty.
    private static func jsonSpan(at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> CellSpan {
        guard offset < buffer.count else { return CellSpan(start: offset, end: offset, escaped: false) }
        switch buffer[offset] {
        case ASCII.quote:
            var cursor = offset + 1
            var escaped = false
            while cursor < buffer.count, buffer[cursor] != ASCII.quote {
                if buffer[cursor] == UInt8(ascii: "\\") {
                    escaped = true
                    cursor += 1
                }
                cursor += 1
            }
            return CellSpan(start: offset + 1, end: min(cursor, buffer.count), escaped: escaped)
        case UInt8(ascii: "t"): return CellSpan(start: offset, end: offset + 4, escaped: false)
        case UInt8(ascii: "f"): return CellSpan(start: offset, end: offset + 5, escaped: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            var end = offset + 1
            while end < buffer.count, JSONNumberScan.isNumberByte(buffer[end]) { end += 1 }
            return CellSpan(start: offset, end: end, escaped: false)
        default:
            return CellSpan(start: offset, end: offset, escaped: false)
        }
    }

    /// The text of an escaped span: `""` → `"` for delimited and whitespace input, JSON
    /// escapes for JSON strings.
    func decode(_ span: CellSpan, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        let content = UnsafeBufferPointer(rebasing: buffer[span.start..<span.end])
        guard span.escaped else { return String(decoding: content, as: UTF8.self) }
        switch self {
        case .delimited, .whitespace:
            var bytes: [UInt8] = []
            bytes.reserveCapacity(content.count)
            var skipNext = false
            for byte in content {
                if skipNext {
                    skipNext = false
                    continue
                }
                bytes.append(byte)
                if byte == ASCII.quote { skipNext = true }
            }
            return String(decoding: bytes, as: UTF8.self)
        case .json:
            var parser = JSONParser(buffer: buffer, name: "", at: span.start - 1)
            return (try? parser.stringAtIndex()) ?? ""
        }
    }
}

/// The bytes a JSON number literal may contain.
enum JSONNumberScan {
    @inline(__always)
    static func isNumberByte(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }
}

/// One column's cell offsets into the source, four bytes each, for inputs of any size.
///
/// Offsets of one column never decrease (readers add cells in file order), so the high bits
/// are kept as the rows where the offset passes each 4 GiB boundary rather than per cell.
struct CellOffsets: Sendable, Equatable {
    private(set) var low: [UInt32] = []
    /// `wraps[k]`: the first row whose offset is at least `(k + 1) << 32`.
    private var wraps: [Int] = []

    var count: Int { low.count }

    @inline(__always)
    mutating func append(_ offset: Int) {
        let high = offset >> 32
        while wraps.count < high { wraps.append(low.count) }
        low.append(UInt32(truncatingIfNeeded: offset))
    }

    mutating func reserveCapacity(_ capacity: Int) {
        low.reserveCapacity(capacity)
    }

    /// Drops the first row (a header).
    mutating func removeFirst() {
        low.removeFirst()
        wraps = wraps.map { Swift.max(0, $0 - 1) }
    }

    subscript(row: Int) -> Int {
        var high = 0
        while high < wraps.count, wraps[high] <= row { high += 1 }
        return high << 32 | Int(low[row])
    }
}
