/// Turns long ("tidy") data into one series per key: `--series COL`.
///
/// Most exported data arrives long: one row per (x, key, value), e.g. `date,region,sales`. The
/// chart builders take wide tables (x, then one column per series), so this reshapes before
/// them: one row per distinct x (first appearance order; line charts sort numeric and time x
/// afterwards), one column per distinct key (first appearance order), each holding that key's
/// value at that x. The value column is `--y` (exactly one) or the first mostly-numeric column
/// other than x and the key.
///
/// Rules: values are checked as numbers before reshaping, so a bad cell is reported where it is
/// in the file (with its JSON path); a second value for the same x and key is an error naming
/// both lines, since summing or keeping one would silently draw a different chart; a missing
/// (x, key) pair is a gap for line and discrete charts and an error for bar charts (`missing`),
/// which have no way to draw "no bar" distinctly from zero.
public struct SeriesSplitter: Sendable, Equatable {
    /// What a missing (x, key) pair becomes.
    public enum Missing: Sendable, Equatable {
        /// An empty cell: a gap.
        case gap
        /// A `badData` error naming the key and x.
        case error
    }

    public var key: ColumnSelector
    public var x: ColumnSelector?
    public var value: ColumnSelector?
    public var missing: Missing

    public init(key: ColumnSelector, x: ColumnSelector? = nil, value: ColumnSelector? = nil, missing: Missing = .gap) {
        self.key = key
        self.x = x
        self.value = value
        self.missing = missing
    }

    /// The wide table: x first (keeping its name), then one column per key, named by the key.
    public func split(_ table: DataTable) throws -> DataTable {
        let keyColumn = try table.columnIndex(key)
        let xColumn = try x.map { try table.columnIndex($0) } ?? (0..<table.columnCount).first { $0 != keyColumn }
        guard let xColumn else {
            throw ChartError.usage("--series needs an x column besides \"\(table.names[keyColumn])\"")
        }
        try table.requireDistinct(xColumn, role: "the x column (--x)", from: [keyColumn], otherRole: "the series key (--series)")
        let valueColumn = try valueColumn(in: table, x: xColumn, key: keyColumn)
        try table.requireDistinct(keyColumn, role: "the series key (--series)", from: [valueColumn], otherRole: "the values (--y)")
        try table.requireDistinct(xColumn, role: "the x column (--x)", from: [valueColumn], otherRole: "the values (--y)")
        _ = try table.numbers(at: valueColumn, emptyIsGap: missing == .gap)

        let xTexts = table.texts(ofColumn: xColumn)
        let keyTexts = table.texts(ofColumn: keyColumn)
        var xIndex: [String: Int] = [:]
        var keyIndex: [String: Int] = [:]
        var xRows: [Int] = []          // the source row of each x's first appearance
        var keyNames: [String] = []
        var cells: [[Int?]] = []       // cells[key][x] = source row of the value
        for row in 0..<table.rowCount {
            let xText = xTexts[row].trimmingASCIIWhitespace()
            let keyText = keyTexts[row].trimmingASCIIWhitespace()
            let xi = xIndex[xText] ?? {
                xIndex[xText] = xRows.count
                xRows.append(row)
                for k in cells.indices { cells[k].append(nil) }
                return xRows.count - 1
            }()
            let ki = keyIndex[keyText] ?? {
                keyIndex[keyText] = keyNames.count
                keyNames.append(keyText)
                cells.append(Array(repeating: nil, count: xRows.count))
                return keyNames.count - 1
            }()
            if let earlier = cells[ki][xi] {
                throw ChartError.badData(
                    location: table.location(row: row, column: valueColumn), column: table.displayName(ofColumn: valueColumn),
                    message: "series \(QuotedText.quoted(keyText)) already has a value at x \(QuotedText.quoted(xText)) (line \(table.position(row: earlier, column: valueColumn).line)); give each x one row per series")
            }
            cells[ki][xi] = row
        }
        if missing == .error {
            for (ki, column) in cells.enumerated() {
                if let xi = column.firstIndex(where: { $0 == nil }) {
                    throw ChartError.badData(
                        location: nil, column: nil,
                        message: "\(table.source): series \(QuotedText.quoted(keyNames[ki])) (\(table.displayName(ofColumn: keyColumn))) has no row for \(QuotedText.quoted(xTexts[xRows[xi]])); a bar chart needs a value for every category in every series")
                }
            }
        }

        let xPositions = table.positions(ofColumn: xColumn)
        let valueTexts = table.texts(ofColumn: valueColumn)
        let valuePositions = table.positions(ofColumn: valueColumn)
        let xCells = (column: xRows.map { xTexts[$0] },
                      lines: xRows.map { xPositions.lines[$0] }, columns: xRows.map { xPositions.columns[$0] })
        let keyCells = cells.map { column in
            (column: column.map { $0.map { valueTexts[$0] } ?? "" },
             lines: column.map { $0.map { valuePositions.lines[$0] } ?? 0 },
             columns: column.map { $0.map { valuePositions.columns[$0] } ?? 0 })
        }
        return DataTable(
            source: table.source, names: [table.names[xColumn]] + keyNames, hasHeader: true,
            columns: [xCells.column] + keyCells.map(\.column),
            cellLines: [xCells.lines] + keyCells.map(\.lines),
            cellColumns: [xCells.columns] + keyCells.map(\.columns),
            jsonPaths: nil)
    }

    /// `--y`, or the first mostly-numeric column that is neither x nor the key.
    private func valueColumn(in table: DataTable, x: Int, key: Int) throws -> Int {
        if let value { return try table.columnIndex(value) }
        guard let found = (0..<table.columnCount).first(where: { $0 != x && $0 != key && LineChartBuilder.isMostlyNumeric(table, column: $0) }) else {
            throw ChartError.badData(location: nil, column: nil,
                                     message: "\(table.source) has no numeric column of values to split by \"\(table.names[key])\"; name it with --y")
        }
        return found
    }
}
