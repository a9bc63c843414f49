/// Turns a table and the user's column choices into a validated `BarChart`.
///
/// Defaults follow `chart line`: the first column names the categories and every numeric
/// column after it is a series; a single column is drawn against its row number. Every value
/// must be a finite number: an empty or non-numeric cell is reported with file, line and
/// column (a bar cannot have a gap the way a line can).
package struct BarChartBuilder: FrameCheckedBuilder {
    package var x: ColumnSelector?
    package var y: [ColumnSelector]
    package var sort: BarSort
    /// The form of the category dates (`--x-date-format`): every category must have it.
    package var xDateFormat: DateReadPattern?
    /// The cells a log value axis refuses and the paging of the per-page category limit, read
    /// from the options by the recipe (`AxisRecipe.checkedBuilder`).
    package var checks = FrameChecks()

    package init(
        x: ColumnSelector? = nil, y: [ColumnSelector] = [], sort: BarSort = .none, xDateFormat: DateReadPattern? = nil
    ) {
        self.x = x
        self.y = y
        self.sort = sort
        self.xDateFormat = xDateFormat
    }

    package func chart(from table: DataTable) throws -> BarChart {
        try table.requireDataRows()
        let xColumn = try table.xColumn(x)
        let seriesColumns = try yColumns(in: table, excluding: xColumn)
        try ChartLimits.checkBarCategories(of: table, column: xColumn ?? seriesColumns[0], pagination: checks.pagination)
        let categories: [String] =
            xColumn.map { column in
                table.texts(ofColumn: column).map { $0.replacingLineBreaks().replacing(scalar: "\n", with: " ") }
            } ?? (1...table.rowCount).map(String.init)
        let series = try seriesColumns.map { column in
            let values = try table.numbers(at: column, emptyIsGap: false)
            if checks.valuesAboveZero { try table.requireOnLogAxis(values, column: column) }
            return BarSeries(name: table.names[column], values: values)
        }
        let title: String? = xColumn.flatMap { table.hasHeader ? table.names[$0] : nil }
        var chart = BarChart(categories: categories, series: series, categoryTitle: title, namesFromHeader: table.hasHeader)
        chart.valueTitle = table.valueTitle
        if let xDateFormat, let xColumn {
            chart.categoryTimes = try table.times(at: xColumn, reading: .pattern(xDateFormat))
        } else {
            chart.categoryTimes = xColumn.flatMap { Self.times(in: table, column: $0) }
            // Times with a UTC offset are labelled in UTC: the title says so (`LineChartBuilder.utcTitle`).
            if chart.categoryTimes != nil, let xColumn, table.hasZoneOffsets(inColumn: xColumn) {
                chart.categoryTitle = LineChartBuilder.utcTitle(title)
            }
        }
        return sorted(chart)
    }

    /// The times of a date category column (by the rules that make a line's time axis), or nil
    /// when it is not one or a cell is not a date: the categories then stay as written.
    static func times(in table: DataTable, column: Int) -> [Double]? {
        let (kind, reading) = table.kindAndReading(of: column)
        guard kind == .time else { return nil }
        return try? table.times(at: column, reading: reading)
    }

    private func yColumns(in table: DataTable, excluding xColumn: Int?) throws -> [Int] {
        if !y.isEmpty {
            try SeriesLimit.checkNamed(y.count, flag: "--y")
            let columns = try y.map { try table.columnIndex($0) }
            try table.requireDistinct(xColumn, role: "the category column (--x)", from: columns, otherRole: "a series (--y)")
            return columns
        }
        let candidates = (0..<table.columnCount).filter { $0 != xColumn && LineChartBuilder.isMostlyNumeric(table, column: $0) }
        guard !candidates.isEmpty else {
            if let column = (0..<table.columnCount).first(where: { $0 != xColumn }) {
                _ = try table.numbers(at: column, emptyIsGap: false)
            }
            let columns = table.names.joined(separator: ", ")
            throw ChartError.badData(
                location: nil, column: nil,
                message: "\(table.source) has no numeric column to plot (columns: \(columns)); name one with --y")
        }
        try SeriesLimit.checkFound(candidates, in: table)
        return candidates
    }

    /// Categories in the requested order, stable among equal keys. The key is the value of
    /// the only series, or the category's total over all series.
    private func sorted(_ chart: BarChart) -> BarChart {
        guard sort != .none else { return chart }
        let keys = (0..<chart.count).map { row in chart.series.reduce(0.0) { $0 + $1.values[row] } }
        let order = keys.indices.sorted { a, b in
            if keys[a] != keys[b] { return sort == .asc ? keys[a] < keys[b] : keys[a] > keys[b] }
            return a < b
        }
        var result = chart
        result.categories = order.map { chart.categories[$0] }
        result.categoryTimes = chart.categoryTimes.map { times in order.map { times[$0] } }
        for s in result.series.indices {
            let values = chart.series[s].values
            result.series[s].values = order.map { values[$0] }
        }
        return result
    }
}
