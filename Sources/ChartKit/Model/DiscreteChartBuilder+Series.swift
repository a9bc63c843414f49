/// Long range data (`--series KEY --low L --high H`: one row per key and slot) as one range
/// plot per key, as `--series` makes one plot of single values per key.
///
/// The builder splits it itself rather than take `SeriesSplitter`'s wide table: a range is two
/// cells, and a row's errors (not a number, a low above its high, one end missing, a value a
/// log axis cannot show) must name the columns as the file has them, not the wide table's
/// key-named ones. So the rows are checked first, in file order; then `SeriesGrid` places each
/// at its key and slot (a pair given twice is an error naming both lines), the key cap and the
/// cell budget are checked before any plot is made, and a key without a row for a slot has a
/// gap there, as a wide range with both cells empty has.
extension DiscreteChartBuilder {
    /// The chart of one range plot per distinct value of `key`, in order of first appearance,
    /// over the distinct slots (the x column) in order of first appearance.
    func seriesChart(from table: DataTable, key: ColumnSelector) throws -> DiscreteChart {
        guard y.isEmpty, low.count == 1, high.count == 1 else {
            throw ChartError.usage(
                y.isEmpty
                    ? "--series splits one --low/--high pair; --low names \(low.count) columns"
                    : "--series splits either one --y column or one --low/--high pair, not both")
        }
        try table.requireDataRows()
        let (keyColumn, lowColumn, highColumn) = try (table.columnIndex(key), table.columnIndex(low[0]), table.columnIndex(high[0]))
        let xColumn = try slotColumn(in: table, besides: [keyColumn, lowColumn, highColumn])
        try table.requireDistinct(xColumn, role: "the x column (--x)", from: [keyColumn], otherRole: "the series key (--series)")
        try table.requireDistinct(
            xColumn, role: "the x column (--x)", from: [lowColumn, highColumn], otherRole: "a plotted column (--low, --high or --y)")
        try table.requireDistinct(
            keyColumn, role: "the series key (--series)", from: [lowColumn, highColumn], otherRole: "a range column (--low or --high)")

        let points = try rangePoints(table: table, low: lowColumn, high: highColumn)
        let grid = try SeriesGrid(table, x: xColumn, key: keyColumn, value: lowColumn)
        if grid.keyNames.count > SeriesLimit.maximum {
            try SeriesLimit.checkKeys(grid.keyNames.count, firstRowBeyond: grid.keyRows[SeriesLimit.maximum], in: table, key: keyColumn)
        }
        var plots = grid.keyNames.indices.map { key in
            DiscretePlot(name: grid.keyNames[key], points: grid.xRows.indices.map { slot in grid.row(key: key, x: slot).flatMap { points[$0] } })
        }
        try Self.rename(&plots, names: names)
        try Self.requireAPoint(in: plots)

        var chart = DiscreteChart(slots: [], plots: plots)
        chart.valueTitle = table.hasHeader ? Self.rangeName(low: table.names[lowColumn], high: table.names[highColumn]) : nil
        try Self.setSlots(of: &chart, from: Self.slotTable(grid, of: table, x: xColumn), x: 0)
        return chart
    }

    /// `--x`, else the first column that is neither the key nor a range end.
    private func slotColumn(in table: DataTable, besides taken: [Int]) throws -> Int {
        if let x { return try table.columnIndex(x) }
        guard let found = (0..<table.columnCount).first(where: { !taken.contains($0) }) else {
            throw ChartError.usage("--series needs an x column (the slots) besides the key, --low and --high")
        }
        return found
    }

    /// A one-column table of the distinct slots' x cells (text and place in the file), which
    /// `setSlots` reads as it reads a whole x column.
    private static func slotTable(_ grid: SeriesGrid, of table: DataTable, x: Int) -> DataTable {
        let positions = table.positions(ofColumn: x)
        return DataTable(
            source: table.source, names: [table.names[x]], hasHeader: table.hasHeader, columns: [grid.xRows.map { grid.xTexts[$0] }],
            cellLines: [grid.xRows.map { positions.lines[$0] }], cellColumns: [grid.xRows.map { positions.columns[$0] }],
            jsonPaths: nil)
    }
}
