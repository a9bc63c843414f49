/// Collects delimited records column by column, checking that every record has as many fields
/// as the first, so readers stream straight into the table's final layout: a byte offset per
/// cell, and each cell parsed as a number on the way (see `ColumnCells`).
struct TableBuilder {
    /// The input's display name, for locations.
    let name: String
    private var offsets: [CellOffsets] = []
    private var numbers: [NumericColumn] = []
    /// Whether column c is still parsed as numbers (false once it turned out to be text).
    private var parsing: [Bool] = []
    private var width: Int?
    /// Fields beyond this many are counted but not stored (the record is an error anyway).
    private var storedFields = Int.max
    private var field = 0
    private var recordLine = 0

    init(name: String) {
        self.name = name
    }

    /// Number of records ended so far.
    var recordCount: Int { offsets.first?.count ?? 0 }

    /// Starts a record (a non-blank line) at `line`.
    @inline(__always)
    mutating func beginRecord(line: Int) {
        field = 0
        recordLine = line
    }

    /// Whether the current field is stored, adding its column during the first record.
    @inline(__always)
    private mutating func storesField() -> Bool {
        if field == offsets.count, width == nil {
            offsets.append(CellOffsets())
            numbers.append(NumericColumn())
            parsing.append(true)
        }
        return field < storedFields
    }

    /// Adds the next field of the current record: its first character is at byte `offset`, its
    /// text is `content` (with `""` still doubled when `escaped`).
    @inline(__always)
    mutating func append(offset: Int, content: UnsafeBufferPointer<UInt8>, escaped: Bool) {
        defer { field += 1 }
        guard storesField() else { return }
        offsets[field].append(offset)
        guard parsing[field] else { return }
        if escaped { numbers[field].appendOther() } else { numbers[field].append(content) }
        if numbers[field].isMostlyText {
            numbers[field] = NumericColumn()
            parsing[field] = false
        }
    }

    /// Adds the next field of the current record, a number already parsed (a plain decimal,
    /// well within ±`ValueParser.maximumMagnitude`) whose first character is at byte `offset`.
    @inline(__always)
    mutating func append(offset: Int, number: Double) {
        defer { field += 1 }
        guard storesField() else { return }
        offsets[field].append(offset)
        if parsing[field] { numbers[field].values.append(number) }
    }

    /// Reserves room for about `rows` rows in every column, so a large file does not regrow
    /// its column arrays many times.
    mutating func reserveCapacity(rows: Int) {
        for index in offsets.indices {
            offsets[index].reserveCapacity(rows)
            if parsing[index] { numbers[index].values.reserveCapacity(rows) }
        }
    }

    /// Ends the current record; throws when its field count differs from the first record's.
    mutating func endRecord() throws {
        guard let width else {
            width = field
            storedFields = field
            return
        }
        guard field == width else {
            throw ChartError.badData(
                location: SourceLocation(file: name, line: recordLine, column: 1), column: nil,
                message: "expected \(width) field\(width == 1 ? "" : "s"), found \(field)")
        }
    }

    /// The table over `text`, with the header decided by `mode` (sniffed for `.auto`).
    ///
    /// Throws `badData` "NAME has no data rows" when nothing but (at most) a header was read.
    /// The builder's columns are moved out (not copied), so it is empty afterwards.
    mutating func finish(header mode: HeaderMode, text: SourceText) throws -> DataTable {
        guard !offsets.isEmpty, recordCount > 0 else { throw ChartError.noDataRows(name) }
        var table = DataTable(source: name, names: [], hasHeader: false, cells: [], text: text)
        table.cells.reserveCapacity(offsets.count)
        for index in offsets.indices {
            // Moved, not copied, so the header row can be dropped in place.
            var columnOffsets = CellOffsets()
            var columnNumbers = NumericColumn()
            swap(&columnOffsets, &offsets[index])
            swap(&columnNumbers, &numbers[index])
            table.cells.append(ColumnCells(storage: .offsets(columnOffsets), numbers: parsing[index] ? columnNumbers : nil))
        }
        offsets = []
        numbers = []
        try table.applyHeader(mode)
        return table
    }
}

extension DataTable {
    /// Decides whether the first row is a header (`mode`, sniffed for `.auto`), and if it is,
    /// takes the names from it and drops it; else names the columns `1`, `2`, ….
    mutating func applyHeader(_ mode: HeaderMode) throws {
        let hasHeader: Bool
        switch mode {
        case .present: hasHeader = true
        case .absent: hasHeader = false
        case .auto:
            var tally = HeaderSniffer.Tally()
            for row in 0..<min(rowCount, HeaderSniffer.sampleRows + 1) { tally.add((0..<columnCount).map { text(row: row, column: $0) }) }
            hasHeader = tally.isHeader
        }
        self.hasHeader = hasHeader
        guard hasHeader else {
            names = (1...columnCount).map(String.init)
            return
        }
        names = (0..<columnCount).map { HeaderSniffer.headerName(text(row: 0, column: $0), index: $0) }
        for column in cells.indices { removeFirstCell(ofColumn: column) }
        guard rowCount > 0 else { throw ChartError.noDataRows(source) }
    }

    /// Drops the first cell of `column`, keeping the numeric counts right.
    private mutating func removeFirstCell(ofColumn column: Int) {
        switch cells[column].storage {
        case var .strings(texts, lines, characterColumns):
            texts.removeFirst()
            lines.removeFirst()
            characterColumns.removeFirst()
            cells[column].storage = .strings(texts, lines: lines, columns: characterColumns)
        case var .offsets(offsets):
            if var numbers = cells[column].numbers {
                var first = text(row: 0, column: column)
                cells[column].numbers = nil  // one reference, so the removal is in place
                first.withUTF8 { numbers.removeFirst(content: $0) }
                cells[column].numbers = numbers
            }
            cells[column].storage = .strings([], lines: [], columns: [])  // one reference, as above
            offsets.removeFirst()
            cells[column].storage = .offsets(offsets)
        }
    }
}

extension ChartError {
    /// The error for input without a single data row, naming the input.
    static func noDataRows(_ name: String) -> ChartError {
        .badData(location: nil, column: nil, message: "\(name) has no data rows")
    }
}
