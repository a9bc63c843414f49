/// Reads the two common JSON table shapes, an array of flat objects and NDJSON, straight into
/// columns (a byte offset per cell, numbers parsed on the way) without building a tree of
/// values, because the tree costs several times the file in memory and most of the time.
///
/// It is a fast path only: anything it does not handle the plain way (another shape, a nested
/// value, a repeated key, a syntax error, too many keys) makes it give up (`nil`), and the
/// caller reads the input again with `JSONParser` and `JSONObjectRows`, which produce the table
/// or the exact error. So every table it returns is one those would have returned.
struct JSONStreamReader {
    /// Which framing of objects to expect.
    enum Framing {
        /// `[{…}, {…}, …]` as the whole document.
        case arrayOfObjects
        /// One object per line.
        case ndjson
    }

    let framing: Framing

    /// The table, or nil when the input needs the general reader (see the type's summary).
    /// `bytes` must already be valid UTF-8.
    func read(bytes: [UInt8], name: String) -> DataTable? {
        let columns: JSONStreamColumns? = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONStreamScanner(buffer: buffer, cellBudget: max(10_000_000, bytes.count))
            switch framing {
            case .arrayOfObjects: return scanner.scanArrayOfObjects() ? scanner.columns : nil
            case .ndjson: return scanner.scanLines() ? scanner.columns : nil
            }
        }
        guard let columns, columns.rowCount > 0, !columns.names.isEmpty else { return nil }
        let cells = columns.offsets.indices.map { ColumnCells(storage: .offsets(columns.offsets[$0]), numbers: columns.numbers[$0]) }
        return DataTable(
            source: name, names: columns.names, hasHeader: true, cells: cells,
            text: SourceText(bytes: bytes, dialect: .json),
            jsonPaths: framing == .ndjson ? .ndjson : .arrayOfObjects)
    }
}

/// The columns being built: the union of keys in first-seen order, a cell per row in each
/// (a missing key is an empty cell at the object's `{`, as `JSONObjectRows` makes it).
struct JSONStreamColumns {
    var names: [String] = []
    var nameBytes: [[UInt8]] = []
    var indexOfName: [String: Int] = [:]
    var offsets: [CellOffsets] = []
    var numbers: [NumericColumn?] = []
    /// The `{` of every row, for cells of keys that row lacks.
    var braces = CellOffsets()
    /// `lastRow[c]`: the last row that set column c, to find repeated keys and missing ones.
    var lastRow: [Int] = []

    var rowCount: Int { braces.count }
    /// Rows expected in all, estimated from the first object's length, so columns are allocated
    /// once instead of growing (and briefly holding two copies) as rows arrive.
    var expectedRows = 0

    /// Reserves room for `rows` rows in every column, and in columns added later.
    mutating func reserve(rows: Int) {
        expectedRows = rows
        braces.reserveCapacity(rows)
        for column in offsets.indices {
            offsets[column].reserveCapacity(rows)
            numbers[column]?.values.reserveCapacity(rows)
        }
    }

    /// The column for the key `key` (bytes without escapes), adding it (empty in every earlier
    /// row) when new; `hint` is tried first, since objects usually list keys in one order.
    mutating func column(forKey key: UnsafeBufferPointer<UInt8>, hint: Int) -> Int {
        if hint >= 0, hint < nameBytes.count, nameBytes[hint].elementsEqual(key) { return hint }
        return column(forName: String(decoding: key, as: UTF8.self))
    }

    /// The column named `name`, added when new.
    mutating func column(forName name: String) -> Int {
        if let existing = indexOfName[name] { return existing }
        let column = names.count
        let row = rowCount - 1  // the current row is already counted
        names.append(name)
        nameBytes.append(Array(name.utf8))
        indexOfName[name] = column
        var cells = CellOffsets()
        var values = NumericColumn()
        cells.reserveCapacity(expectedRows)
        values.values.reserveCapacity(expectedRows)
        for earlier in 0..<row {
            cells.append(braces[earlier])
            values.appendBlank()
        }
        offsets.append(cells)
        numbers.append(values)
        lastRow.append(-1)
        return column
    }
}

/// The byte scanner behind `JSONStreamReader`: each function returns false to give up.
private struct JSONStreamScanner {
    let buffer: UnsafeBufferPointer<UInt8>
    let cellBudget: Int
    var index: Int
    var columns = JSONStreamColumns()
    /// Columns of the previous row's members, by member position.
    private var order: [Int] = []

    init(buffer: UnsafeBufferPointer<UInt8>, cellBudget: Int) {
        self.buffer = buffer
        self.cellBudget = cellBudget
        index = ASCII.bodyStart(buffer)
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < buffer.count {
            let byte = buffer[index]
            guard byte == ASCII.space || byte == ASCII.lf || byte == ASCII.cr || byte == ASCII.tab else { return }
            index += 1
        }
    }

    @inline(__always)
    private func byte(is expected: UInt8) -> Bool {
        index < buffer.count && buffer[index] == expected
    }

    /// `[` object (`,` object)* `]` and nothing after.
    mutating func scanArrayOfObjects() -> Bool {
        skipWhitespace()
        guard byte(is: UInt8(ascii: "[")) else { return false }
        index += 1
        while true {
            skipWhitespace()
            guard scanObject() else { return false }
            skipWhitespace()
            guard index < buffer.count else { return false }
            if buffer[index] == UInt8(ascii: "]") { break }
            guard buffer[index] == UInt8(ascii: ",") else { return false }
            index += 1
        }
        index += 1
        skipWhitespace()
        return index == buffer.count
    }

    /// Objects each followed by spaces or tabs and a line end (or the end); blank lines skipped.
    mutating func scanLines() -> Bool {
        while true {
            skipWhitespace()
            if index == buffer.count { return true }
            guard scanObject() else { return false }
            while byte(is: ASCII.space) || byte(is: ASCII.tab) { index += 1 }
            guard index == buffer.count || buffer[index] == ASCII.lf || buffer[index] == ASCII.cr else { return false }
        }
    }

    /// One flat object at `index` as the next row.
    private mutating func scanObject() -> Bool {
        guard byte(is: UInt8(ascii: "{")) else { return false }
        let row = columns.rowCount
        columns.braces.append(index)
        index += 1
        skipWhitespace()
        var member = 0
        if byte(is: UInt8(ascii: "}")) {
            index += 1
        } else {
            while true {
                guard scanMember(member, row: row) else { return false }
                member += 1
                skipWhitespace()
                guard index < buffer.count else { return false }
                if buffer[index] == UInt8(ascii: "}") { break }
                guard buffer[index] == UInt8(ascii: ",") else { return false }
                index += 1
                skipWhitespace()
            }
            index += 1
        }
        if row == 0 {
            let remaining = buffer.count - index
            columns.reserve(rows: min(remaining / max(index - columns.braces[0], 1) + 16, remaining / 2 + 1) + 1)
        }
        return finishRow(row, brace: columns.braces[row])
    }

    /// Gives every column this row did not set an empty cell at the row's `{`, then checks the
    /// cell budget.
    private mutating func finishRow(_ row: Int, brace: Int) -> Bool {
        for column in columns.lastRow.indices where columns.lastRow[column] != row {
            columns.offsets[column].append(brace)
            columns.numbers[column]?.appendBlank()
        }
        return columns.names.count * columns.rowCount <= cellBudget
    }

    /// `"key": value` as member number `member` of row `row`.
    private mutating func scanMember(_ member: Int, row: Int) -> Bool {
        guard byte(is: ASCII.quote) else { return false }
        let hint = member < order.count ? order[member] : -1
        let column: Int
        if let key = plainString() {
            column = columns.column(forKey: key, hint: hint)
        } else {
            guard let key = escapedString() else { return false }
            column = columns.column(forName: key)
        }
        if member < order.count { order[member] = column } else { order.append(column) }
        guard columns.lastRow[column] != row else { return false }  // a repeated key
        columns.lastRow[column] = row
        skipWhitespace()
        guard byte(is: UInt8(ascii: ":")) else { return false }
        index += 1
        skipWhitespace()
        return scanValue(into: column)
    }

    /// A scalar value at `index` as the column's cell.
    private mutating func scanValue(into column: Int) -> Bool {
        guard index < buffer.count else { return false }
        let start = index
        switch buffer[index] {
        case ASCII.quote:
            if let content = plainString() {
                columns.numbers[column]?.append(content)
            } else {
                guard var text = escapedString() else { return false }
                text.withUTF8 { columns.numbers[column]?.append($0) }
            }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard scanNumber() else { return false }
            columns.numbers[column]?.append(UnsafeBufferPointer(rebasing: buffer[start..<index]))
        case UInt8(ascii: "t"):
            guard literal("true") else { return false }
            columns.numbers[column]?.appendOther()
        case UInt8(ascii: "f"):
            guard literal("false") else { return false }
            columns.numbers[column]?.appendOther()
        case UInt8(ascii: "n"):
            guard literal("null") else { return false }
            columns.numbers[column]?.appendBlank()
        default:
            return false  // an object or array as a cell, or a syntax error
        }
        columns.offsets[column].append(start)
        if columns.numbers[column]?.isMostlyText == true { columns.numbers[column] = nil }
        return true
    }

    /// A string without escapes at `index` (its opening quote): its content, with `index` moved
    /// past the closing quote; nil (index unchanged) when it has escapes or is not valid.
    private mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        var cursor = index + 1
        while cursor < buffer.count {
            let byte = buffer[cursor]
            if byte == ASCII.quote {
                let content = UnsafeBufferPointer(rebasing: buffer[index + 1..<cursor])
                index = cursor + 1
                return content
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            cursor += 1
        }
        return nil
    }

    /// A string with escapes at `index`, decoded by `JSONParser` (so exactly its rules apply).
    private mutating func escapedString() -> String? {
        var parser = JSONParser(buffer: buffer, name: "", at: index)
        guard let text = try? parser.stringAtIndex() else { return nil }
        index = parser.index
        return text
    }

    /// The RFC 8259 number grammar (as `JSONParser` checks it), leaving `index` after it.
    private mutating func scanNumber() -> Bool {
        func digits() -> Int {
            let start = index
            while index < buffer.count, buffer[index] &- 0x30 < 10 { index += 1 }
            return index - start
        }
        if byte(is: UInt8(ascii: "-")) { index += 1 }
        guard index < buffer.count, buffer[index] &- 0x30 < 10 else { return false }
        if buffer[index] == UInt8(ascii: "0") {
            index += 1
            if index < buffer.count, buffer[index] &- 0x30 < 10 { return false }
        } else {
            _ = digits()
        }
        if byte(is: UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { return false }
        }
        if byte(is: UInt8(ascii: "e")) || byte(is: UInt8(ascii: "E")) {
            index += 1
            if byte(is: UInt8(ascii: "+")) || byte(is: UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { return false }
        }
        return true
    }

    /// `true`, `false` or `null` at `index`.
    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= buffer.count else { return false }
        for offset in 0..<count where buffer[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }
}
