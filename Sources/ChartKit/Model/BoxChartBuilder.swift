/// Turns a table and the user's column choices into a validated `BoxChart`.
///
/// Long rows (`--value V`, with `--x C` for the category and `--series K` for boxes side by
/// side): one box per category and key, categories and keys in order of first appearance (a
/// log's commits stay in log order). Wide data: every column named by `--y`, or every
/// mostly-numeric column, is a box named by its header. Empty cells are skipped and counted;
/// any other cell that is not a number is an error naming its cell. The counts a chart is laid
/// out from are capped before anything grows with them (`maximumCategories`, `maximumBoxes`,
/// and `SeriesLimit` for the keys), so a wrong column fails at once instead of laying out a
/// million boxes.
package struct BoxChartBuilder: FrameCheckedBuilder {
    /// Categories a chart may hold over all its pages: a page of 10,000 would give each box under
    /// a pixel even at the largest image size.
    package static let maximumCategories = 10_000
    /// Boxes (categories × series) a chart may hold: each keeps its own quartiles and outliers.
    package static let maximumBoxes = 100_000

    /// The category column of long rows (`--x`).
    package var x: ColumnSelector?
    /// The value columns of wide data (`--y`).
    package var y: [ColumnSelector]
    /// The value column of long rows (`--value`).
    package var value: ColumnSelector?
    /// `--series`: the key column of long rows.
    package var key: ColumnSelector?
    /// Refuses values a log value axis cannot place (`--y-log`), read from the options.
    package var checks = FrameChecks()

    package init(x: ColumnSelector? = nil, y: [ColumnSelector] = [], value: ColumnSelector? = nil, key: ColumnSelector? = nil) {
        (self.x, self.y, self.value, self.key) = (x, y, value, key)
    }

    package func chart(from table: DataTable) throws -> BoxChart {
        try table.requireDataRows()
        guard value != nil || x != nil || key != nil else { return try wideChart(from: table) }
        return try longChart(from: table)
    }

    /// Long rows' value column: `--value`, or the one `--y` names, or the first mostly-numeric
    /// column that is neither the category nor the key.
    private func valueColumn(in table: DataTable) throws -> Int {
        if let value { return try table.columnIndex(value) }
        if y.count == 1 { return try table.columnIndex(y[0]) }
        if y.count > 1 { throw ChartError.usage("long rows (--x, --series) have one value column; --y names \(y.count)") }
        let grouping = try [x, key].compactMap { try $0.map(table.columnIndex) }
        guard
            let column = (0..<table.columnCount).first(where: { !grouping.contains($0) && LineChartBuilder.isMostlyNumeric(table, column: $0) })
        else {
            throw ChartError.badData(
                location: nil, column: nil,
                message:
                    "\(table.source) has no numeric column to draw as boxes (columns: \(table.names.joined(separator: ", "))); name one with --value")
        }
        return column
    }

    /// Wide data: one box per value column, in one series.
    private func wideChart(from table: DataTable) throws -> BoxChart {
        let columns = try wideColumns(in: table)
        var skipped = 0
        let boxes = try columns.map { column in
            let values = try numbers(table, column: column)
            let kept = values.filter { !$0.isNaN }
            skipped += values.count - kept.count
            return HistSeries(name: table.names[column], values: kept)
        }
        return BoxChart(
            categories: columns.map { table.names[$0] }, series: [BoxSeries(name: "value", boxes: boxes)], skipped: skipped)
    }

    /// Wide data's value columns: those `--y` names, else every mostly-numeric one.
    func wideColumns(in table: DataTable) throws -> [Int] {
        let columns: [Int]
        if y.isEmpty {
            columns = (0..<table.columnCount).filter { LineChartBuilder.isMostlyNumeric(table, column: $0) }
            try SeriesLimit.checkFound(columns, in: table)
        } else {
            try SeriesLimit.checkNamed(y.count, flag: "--y")
            columns = try y.map { try table.columnIndex($0) }
        }
        guard !columns.isEmpty else {
            throw ChartError.badData(
                location: nil, column: nil,
                message: "\(table.source) has no numeric column to draw as boxes (columns: \(table.names.joined(separator: ", "))); name one with --y"
            )
        }
        return columns
    }

    /// Long rows' columns: the values, the category (`--x`) and the key (`--series`).
    struct LongColumns {
        let value: Int
        let category: Int?
        let key: Int?
    }

    /// The columns of long rows in `table`, each role in its own column.
    func longColumns(in table: DataTable) throws -> LongColumns {
        let column = try valueColumn(in: table)
        let category = try x.map { try table.columnIndex($0) }
        let keyColumn = try key.map { try table.columnIndex($0) }
        try table.requireDistinct(category, role: "the category column (--x)", from: [column], otherRole: "the values (--value)")
        try table.requireDistinct(keyColumn, role: "the series key (--series)", from: [column], otherRole: "the values (--value)")
        return LongColumns(value: column, category: category, key: keyColumn)
    }

    /// A fresh grouping for long rows of `table`: its one category is the value column's name.
    static func grouping(_ columns: LongColumns, in table: DataTable) -> BoxGrouping {
        BoxGrouping(singleCategory: table.hasHeader ? table.names[columns.value] : "value")
    }

    /// Long rows: one box per category and key, in order of first appearance.
    private func longChart(from table: DataTable) throws -> BoxChart {
        let columns = try longColumns(in: table)
        var grouping = Self.grouping(columns, in: table)
        try group(table, columns, from: 0, into: &grouping)
        return Self.longChart(
            grouping, boxes: grouping.values.map { $0.map { HistSeries(name: "", values: $0) } }, columns: columns, in: table)
    }

    /// Adds the values of `table`'s rows from `start` on to their boxes in `grouping`.
    func group(_ table: DataTable, _ columns: LongColumns, from start: Int, into grouping: inout BoxGrouping) throws {
        let cells = try longCells(table, columns)
        try group(cells, rows: start..<cells.values.count, of: table, columns, into: &grouping)
    }

    /// A table's long-row cells a box reads (values, categories, keys), parsed once for every
    /// grouping that takes rows of it: a streamed `--facet` chart's whole and its panels'.
    struct LongCells {
        let values: [Double]
        let names: [String]?
        let keys: [String]?
    }

    /// The long-row cells of `table`, its values checked.
    func longCells(_ table: DataTable, _ columns: LongColumns) throws -> LongCells {
        LongCells(
            values: try numbers(table, column: columns.value), names: columns.category.map { table.texts(ofColumn: $0) },
            keys: columns.key.map { table.texts(ofColumn: $0) })
    }

    /// Adds the values of `rows` (ascending) of `table`, whose cells are `cells`, to their boxes in `grouping`.
    func group(_ cells: LongCells, rows: some Sequence<Int>, of table: DataTable, _ columns: LongColumns, into grouping: inout BoxGrouping)
        throws
    {
        let (values, names, keys) = (cells.values, cells.names, cells.keys)
        for row in rows {
            let value = values[row]
            guard !value.isNaN else {
                // A named category keeps its slot on the axis though it has no value yet, as a
                // bar's gap does: dropping it would close up the axis (a commit without timings
                // vanishing from a run of commits). BoxLayouter warns when one stays empty.
                if let name = names?[row], !HeaderSniffer.isBlank(name) {
                    _ = try grouping.category(name, row: row, column: columns.category, in: table)
                }
                grouping.skipped += 1
                continue
            }
            let slot = try grouping.category(names?[row], row: row, column: columns.category, in: table)
            let series = try grouping.series(keys?[row], row: row, column: columns.key, in: table)
            grouping.values[series][slot].append(value)
        }
    }

    /// The chart of long rows grouped in `grouping`, each box's values in `boxes` (by series, then
    /// category), titled from `table`'s header.
    static func longChart(_ grouping: BoxGrouping, boxes: [[HistSeries]], columns: LongColumns, in table: DataTable) -> BoxChart {
        BoxChart(
            categories: grouping.categories,
            series: zip(grouping.seriesNames, boxes).map { name, boxes in
                BoxSeries(
                    name: name,
                    boxes: boxes.map { box in
                        var box = box
                        box.name = name
                        return box
                    })
            },
            categoryTitle: columns.category.flatMap { table.hasHeader ? table.names[$0] : nil },
            valueTitle: table.hasHeader ? table.names[columns.value] : nil, skipped: grouping.skipped)
    }

    /// A column's cells as numbers, empty cells as NaN; on a log axis a value at or below 0 is an
    /// error at its cell.
    func numbers(_ table: DataTable, column: Int) throws -> [Double] {
        let values = try table.numbers(at: column, emptyIsGap: true)
        if checks.valuesAboveZero { try table.requireOnLogAxis(values, column: column) }
        return values
    }
}
