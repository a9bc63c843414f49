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
/// which have no way to draw "no bar" distinctly from zero; the error names the kind that asked. A wide table of more cells than
/// `SeriesGrid.cellBudget` (keys × distinct x, mostly empty) is refused before it is made, at the first row where the keys and x
/// values met so far pass the budget of the rows so far. The rows' keys, x values and pairs are checked (in row order) before
/// their values, so a reader that meets them a batch at a time (`SeriesRuns`) stops with the error a whole read gives.
package struct SeriesSplitter: Sendable, Equatable {
    /// What a missing (x, key) pair becomes.
    package enum Missing: Sendable, Equatable {
        /// An empty cell: a gap.
        case gap
        /// A `badData` error naming the key, the x and the kind that cannot draw the pair as a
        /// gap (the splitter serves every kind, so it names none of its own).
        case error(ChartKind)
        /// No pair is ever missing or repeated: every input row stays a row of its own (x from
        /// that row, a value in its key's column, the other keys' cells absent). A scatter
        /// chart's groups share x values freely, and each row is one point.
        case rowPerPoint

        /// Whether an empty value cell is a gap (else a bad cell, `error`).
        var isGap: Bool {
            if case .error = self { return false }
            return true
        }
    }

    package var key: ColumnSelector
    package var x: ColumnSelector?
    package var value: ColumnSelector?
    package var missing: Missing
    /// The fewest cells the wide table may always have (`SeriesGrid.cellBudget`); tests lower it.
    package var cellMinimum = SeriesGrid.minimumCellBudget
    /// Columns the default value column never is: a scatter's bubble sizes (`--size-by`), which
    /// its whole read sets aside before it picks the values (`ScatterRecipe`).
    package var notValues: [ColumnSelector] = []

    package init(key: ColumnSelector, x: ColumnSelector? = nil, value: ColumnSelector? = nil, missing: Missing = .gap) {
        self.key = key
        self.x = x
        self.value = value
        self.missing = missing
    }

    /// The wide table: x first (keeping its name), then one column per key, named by the key; its
    /// `valueTitle` is the value column's name, for the value axis.
    package func split(_ table: DataTable) throws -> DataTable {
        let roles = try columns(of: table)
        if missing == .rowPerPoint {
            _ = try table.numbers(at: roles.value, emptyIsGap: missing.isGap)
            return try rowPerPoint(table, roles: roles)
        }
        let grid = try SeriesGrid(table, x: roles.x, key: roles.key, value: roles.value, minimumBudget: cellMinimum)
        _ = try table.numbers(at: roles.value, emptyIsGap: missing.isGap)
        if grid.keyNames.count > SeriesLimit.maximum {
            try SeriesLimit.checkKeys(grid.keyNames.count, firstRowBeyond: grid.keyRows[SeriesLimit.maximum], in: table, key: roles.key)
        }
        if case .error(let kind) = missing { try requireEveryPair(in: grid, table: table, roles: roles, for: kind) }
        return wideTable(grid, from: table, roles: roles)
    }

    /// The three columns a split reads, by index.
    struct Roles {
        var x: Int
        var key: Int
        var value: Int
        /// The columns of `notValues`.
        var notValues: [Int] = []
    }

    /// The key, x and value columns, checked to be three different columns.
    ///
    /// x defaults to the first column that is not the key, the values to `--y` or the first
    /// mostly-numeric other column; one column in two roles would make a meaningless split, so
    /// it is an error naming both roles.
    func columns(of table: DataTable) throws -> Roles {
        let keyColumn = try table.columnIndex(key)
        let xColumn = try x.map { try table.columnIndex($0) } ?? (0..<table.columnCount).first { $0 != keyColumn }
        guard let xColumn else {
            throw ChartError.usage("--series needs an x column besides \"\(table.names[keyColumn])\"")
        }
        try table.requireDistinct(xColumn, role: "the x column (--x)", from: [keyColumn], otherRole: "the series key (--series)")
        let notValues = try notValues.map { try table.columnIndex($0) }
        let valueColumn = try valueColumn(in: table, x: xColumn, key: keyColumn, notValues: notValues)
        try table.requireDistinct(keyColumn, role: "the series key (--series)", from: [valueColumn], otherRole: "the values (--y)")
        try table.requireDistinct(xColumn, role: "the x column (--x)", from: [valueColumn], otherRole: "the values (--y)")
        return Roles(x: xColumn, key: keyColumn, value: valueColumn, notValues: notValues)
    }

    /// Fails on the first key (in order) that has no row for some x (`Missing.error`).
    ///
    /// A bar chart cannot draw "no bar" distinctly from a zero bar, so a missing pair must be
    /// fixed in the data rather than guessed.
    private func requireEveryPair(in grid: SeriesGrid, table: DataTable, roles: Roles, for kind: ChartKind) throws {
        guard let (ki, xi) = grid.firstMissingPair() else { return }
        throw ChartError.badData(
            location: nil, column: nil,
            message:
                """
                \(table.source): series \(QuotedText.quoted(grid.keyNames[ki])) (\(table.displayName(ofColumn: roles.key))) has no row for \
                \(QuotedText.quoted(grid.xTexts[grid.xRows[xi]])); \(kind.article) \(kind.rawValue) chart needs a value for every category in every \
                series
                """
        )
    }

    /// The reshaped table: each cell keeps the text and the file position of the source cell it
    /// came from (a missing pair is an empty cell at line 0), so later errors still point into
    /// the input.
    private func wideTable(_ grid: SeriesGrid, from table: DataTable, roles: Roles) -> DataTable {
        let xPositions = table.positions(ofColumn: roles.x)
        let valueTexts = table.texts(ofColumn: roles.value)
        let valuePositions = table.positions(ofColumn: roles.value)
        let xCells = (
            column: grid.xRows.map { grid.xTexts[$0] },
            lines: grid.xRows.map { xPositions.lines[$0] }, columns: grid.xRows.map { xPositions.columns[$0] }
        )
        // Every pair has one row (a second is the grid's error): each row fills its own cell.
        let (keys, xs) = (grid.keyNames.count, grid.xRows.count)
        var texts = [[String]](repeating: [String](repeating: "", count: xs), count: keys)
        var lines = [[Int32]](repeating: [Int32](repeating: 0, count: xs), count: keys)
        var columns = lines
        for row in grid.keyOfRow.indices {
            let (key, x) = (Int(grid.keyOfRow[row]), Int(grid.xOfRow[row]))
            texts[key][x] = valueTexts[row]
            lines[key][x] = valuePositions.lines[row]
            columns[key][x] = valuePositions.columns[row]
        }
        var wide = DataTable(
            source: table.source, names: [table.names[roles.x]] + grid.keyNames, hasHeader: true,
            columns: [xCells.column] + texts, cellLines: [xCells.lines] + lines, cellColumns: [xCells.columns] + columns,
            jsonPaths: nil)
        wide.valueTitle = table.hasHeader ? table.names[roles.value] : nil
        return wide
    }

    /// The wide table of `Missing.rowPerPoint`: the input's rows in order, x first, then one
    /// column per key (first appearance order) holding the row's value in its key's column only.
    private func rowPerPoint(_ table: DataTable, roles: Roles) throws -> DataTable {
        let keys = table.texts(ofColumn: roles.key)
        var keyIndex: [String: Int] = [:]
        var names: [String] = []
        var firstRowBeyond: Int?
        let rowKeys = keys.enumerated().map { row, key in
            keyIndex[key]
                ?? {
                    keyIndex[key] = names.count
                    if names.count == SeriesLimit.maximum { firstRowBeyond = row }
                    names.append(key)
                    return names.count - 1
                }()
        }
        if let firstRowBeyond { try SeriesLimit.checkKeys(names.count, firstRowBeyond: firstRowBeyond, in: table, key: roles.key) }
        let budget = SeriesGrid.cellBudget(rows: table.rowCount, minimum: cellMinimum)
        guard names.count * table.rowCount <= budget else {
            throw ChartError.badData(
                location: nil, column: nil,
                message:
                    """
                    \(table.source): --series \(table.displayName(ofColumn: roles.key)) makes \(names.count) series over \(table.rowCount) rows, \
                    more than the limit of \(budget) cells; use fewer series
                    """
            )
        }
        let x = table.positions(ofColumn: roles.x)
        let texts = table.texts(ofColumn: roles.value)
        let positions = table.positions(ofColumn: roles.value)
        let columns = names.indices.map { key in rowKeys.indices.map { rowKeys[$0] == key ? texts[$0] : "" } }
        let lines = names.indices.map { key in rowKeys.indices.map { rowKeys[$0] == key ? positions.lines[$0] : 0 } }
        let cellColumns = names.indices.map { key in rowKeys.indices.map { rowKeys[$0] == key ? positions.columns[$0] : 0 } }
        var wide = DataTable(
            source: table.source, names: [table.names[roles.x]] + names, hasHeader: true,
            columns: [table.texts(ofColumn: roles.x)] + columns, cellLines: [x.lines] + lines, cellColumns: [x.columns] + cellColumns,
            jsonPaths: nil)
        wide.valueTitle = table.hasHeader ? table.names[roles.value] : nil
        return wide
    }

    /// `--y`, or the first mostly-numeric column that is neither x, the key nor one of `notValues`.
    private func valueColumn(in table: DataTable, x: Int, key: Int, notValues: [Int]) throws -> Int {
        if let value { return try table.columnIndex(value) }
        let found = (0..<table.columnCount).first {
            $0 != x && $0 != key && !notValues.contains($0) && LineChartBuilder.isMostlyNumeric(table, column: $0)
        }
        guard let found else {
            throw ChartError.badData(
                location: nil, column: nil,
                message: "\(table.source) has no numeric column of values to split by \"\(table.names[key])\"; name it with --y")
        }
        return found
    }
}
