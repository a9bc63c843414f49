/// Collects delimited records column by column, checking that every record has as many fields
/// as the first, so readers stream straight into the table's final layout.
struct TableBuilder {
    /// The input's display name, for locations.
    let name: String
    private var columns: [[String]] = []
    private var lines: [[Int32]] = []
    private var characterColumns: [[Int32]] = []
    private var width: Int?
    private var field = 0
    private var recordLine = 0

    init(name: String) {
        self.name = name
    }

    /// Starts a record (a non-blank line) at `line`.
    mutating func beginRecord(line: Int) {
        field = 0
        recordLine = line
    }

    /// Adds the next field of the current record.
    mutating func append(_ text: String, line: Int, column: Int) {
        defer { field += 1 }
        if let width {
            guard field < width else { return }
            columns[field].append(text)
            lines[field].append(Int32(clamping: line))
            characterColumns[field].append(Int32(clamping: column))
        } else {
            columns.append([text])
            lines.append([Int32(clamping: line)])
            characterColumns.append([Int32(clamping: column)])
        }
    }

    /// Reserves room for about `rows` rows in every column, so a large file does not regrow
    /// its column arrays many times.
    mutating func reserveCapacity(rows: Int) {
        for index in columns.indices {
            columns[index].reserveCapacity(rows)
            lines[index].reserveCapacity(rows)
            characterColumns[index].reserveCapacity(rows)
        }
    }

    /// Ends the current record; throws when its field count differs from the first record's.
    mutating func endRecord() throws {
        guard let width else {
            width = field
            return
        }
        guard field == width else {
            throw ChartError.badData(
                location: SourceLocation(file: name, line: recordLine, column: 1), column: nil,
                message: "expected \(width) field\(width == 1 ? "" : "s"), found \(field)")
        }
    }

    /// The table, with the header decided by `mode` (sniffed for `.auto`).
    ///
    /// Throws `badData` "NAME has no data rows" when nothing but (at most) a header was read.
    /// The builder's columns are moved out (not copied), so it is empty afterwards.
    mutating func finish(header mode: HeaderMode) throws -> DataTable {
        guard !columns.isEmpty, !columns[0].isEmpty else { throw ChartError.noDataRows(name) }
        var columns: [[String]] = []
        var lines: [[Int32]] = []
        var characterColumns: [[Int32]] = []
        swap(&columns, &self.columns)
        swap(&lines, &self.lines)
        swap(&characterColumns, &self.characterColumns)
        let hasHeader: Bool
        switch mode {
        case .present: hasHeader = true
        case .absent: hasHeader = false
        case .auto: hasHeader = HeaderSniffer.firstRowIsHeader(columns)
        }
        var names: [String]
        if hasHeader {
            names = columns.indices.map { HeaderSniffer.headerName(columns[$0][0], index: $0) }
            for index in columns.indices {
                columns[index].removeFirst()
                lines[index].removeFirst()
                characterColumns[index].removeFirst()
            }
            guard !columns[0].isEmpty else { throw ChartError.noDataRows(name) }
        } else {
            names = (1...columns.count).map(String.init)
        }
        return DataTable(
            source: name, names: names, hasHeader: hasHeader, columns: columns,
            cellLines: lines, cellColumns: characterColumns)
    }
}

extension ChartError {
    /// The error for input without a single data row, naming the input.
    static func noDataRows(_ name: String) -> ChartError {
        .badData(location: nil, column: nil, message: "\(name) has no data rows")
    }
}
