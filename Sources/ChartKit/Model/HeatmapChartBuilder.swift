/// Turns a table into a `HeatmapChart`: long rows (an x, a y and an optional value per row,
/// aggregated per cell) or a matrix (row names, then a column per x category).
///
/// Numbers and times on an axis are binned as `chart hist` bins them (`HistBinner`: its rule,
/// nice edges, calendar steps for times, log-spaced edges for `--y-log`), so the two kinds
/// agree on the same column; text is categories in order of first appearance. Empty x, y or
/// value cells leave the row out and are counted; any other cell that does not read is an error
/// naming its cell. Every count is capped before the grid is allocated.
package struct HeatmapChartBuilder: TableChartBuilder {
    /// `--x`, `--y` (its first column), `--value`.
    package var x: ColumnSelector?
    package var y: [ColumnSelector]
    package var value: ColumnSelector?
    package var aggregate: HeatmapAggregate?
    /// `--matrix`: true reads a matrix, false long rows, nil decides (`isMatrix`).
    package var matrix: Bool?
    /// How x and y bins are chosen when the axis holds numbers or times (`--x-bin`, `--y-bins`).
    package var xBinning = HistBinning.rule
    package var yBinning = HistBinning.rule
    /// `--y-log` log-spaces y's bins (`FrameChecks.valuesAboveZero`, from the options).
    package var checks = FrameChecks()

    /// Categories along one axis, and cells of the grid: far past a readable heatmap (a cell
    /// of 1,000 × 1,000 on a 1,000 px plot is a pixel), and small enough to allocate at once.
    package static let categoryLimit = 1_000
    package static let cellLimit = 1_000_000

    package init(x: ColumnSelector?, y: [ColumnSelector]) {
        self.x = x
        self.y = y
    }

    package func chart(from table: DataTable) throws -> HeatmapChart {
        try table.requireDataRows()
        if try isMatrix(table) { return try matrixChart(table) }
        var reading = try HeatmapRows(self, table: table)
        for row in 0..<table.rowCount { reading.add(row: row) }
        return reading.chart
    }

    /// A matrix when asked (`--matrix`), or, with no column named, a table whose first column is
    /// text and every other column (two at least) numbers: a correlation table, a pivot.
    func isMatrix(_ table: DataTable) throws -> Bool {
        if let matrix { return matrix }
        guard x == nil, y.isEmpty, value == nil, table.columnCount >= 3, table.kind(of: 0) == .text else { return false }
        return (1..<table.columnCount).allSatisfy { LineChartBuilder.isMostlyNumeric(table, column: $0) }
    }

    /// The matrix: row names down y (first at the top), the other columns' names along x.
    private func matrixChart(_ table: DataTable) throws -> HeatmapChart {
        if x != nil || !y.isEmpty || value != nil || aggregate != nil {
            throw ChartError.usage(
                "--matrix reads the first column as row names and every other column as values; leave out --x, --y, --value and --agg")
        }
        guard table.columnCount >= 2 else {
            throw ChartError.badData(location: nil, column: nil, message: "\(table.source) has one column; a matrix needs row names and values")
        }
        try Self.checkCount(table.columnCount - 1, axis: "matrix columns", location: nil, column: nil)
        if table.rowCount > Self.categoryLimit {
            try Self.checkCount(
                table.rowCount, axis: "matrix rows", location: table.location(row: Self.categoryLimit, column: 0),
                column: table.displayName(ofColumn: 0))
        }
        try Self.checkCells(table.columnCount - 1, table.rowCount)
        let columns = try (1..<table.columnCount).map { try table.numbers(at: $0, emptyIsGap: true) }
        let values = (0..<table.rowCount).flatMap { row in columns.map { $0[row] } }
        return HeatmapChart(
            x: .categories(Array(table.names.dropFirst())), y: .categories(table.texts(ofColumn: 0)), values: values,
            xTitle: nil, yTitle: table.hasHeader && table.names[0] != "1" ? table.names[0] : nil, valueTitle: "value", rowCount: table.rowCount,
            skipped: 0)
    }

    /// Refuses more than `categoryLimit` slots along one axis.
    static func checkCount(_ count: Int, axis: String, location: SourceLocation?, column: String?) throws {
        guard count > categoryLimit else { return }
        throw ChartError.badData(
            location: location, column: column,
            message: "more than \(categoryLimit) \(axis), the most a heatmap draws along one axis; filter the rows or bin the column")
    }

    /// Refuses a grid of more than `cellLimit` cells, before it is allocated.
    static func checkCells(_ columns: Int, _ rows: Int) throws {
        guard columns * rows > cellLimit else { return }
        throw ChartError.usage(
            "\(columns) × \(rows) cells are more than the \(cellLimit) a heatmap draws; use wider bins (--x-bin, --y-bins) or fewer categories")
    }
}

/// How the rows in one cell make its value: `--agg`.
package enum HeatmapAggregate: String, Sendable, Equatable, CaseIterable {
    case count, sum, mean, max
}
