/// The columns a heatmap's long rows are read from (x, y and the optional value) and how a
/// cell folds them (`--agg`), decided on a table: the whole input, or a stream's first batch.
///
/// Shared by the whole read (`HeatmapRows`) and the streamed one (`HeatmapBatchBuilder`) so
/// the two refuse the same flags with the same words and title the same chart.
struct HeatmapColumns {
    let x: Int
    let y: Int
    let value: Int?
    let aggregate: HeatmapAggregate
    /// The axis titles (nil without a header) and what a cell's value is.
    let titles: (x: String?, y: String?, value: String)

    init(_ builder: HeatmapChartBuilder, table: DataTable) throws {
        let xColumn = try builder.x.map { try table.columnIndex($0) } ?? 0
        guard let yColumn = try builder.y.first.map({ try table.columnIndex($0) }) ?? (0..<table.columnCount).first(where: { $0 != xColumn })
        else {
            throw ChartError.badData(location: nil, column: nil, message: "\(table.source) has one column; a heatmap needs an x and a y (--x, --y)")
        }
        try table.requireDistinct(yColumn, role: "y (--y)", from: [xColumn], otherRole: "x (--x)")
        let valueColumn = try builder.value.map { try table.columnIndex($0) }
        if let valueColumn { try table.requireDistinct(valueColumn, role: "the values (--value)", from: [xColumn, yColumn], otherRole: "x or y") }
        aggregate = builder.aggregate ?? (valueColumn == nil ? .count : .mean)
        guard aggregate == .count || valueColumn != nil else {
            throw ChartError.usage("--agg \(aggregate.rawValue) needs a column of values to \(aggregate.rawValue) (--value COL)")
        }
        (x, y, value) = (xColumn, yColumn, valueColumn)
        let valueName = valueColumn.map { table.hasHeader ? table.names[$0] : "column \($0 + 1)" }
        titles = (
            table.hasHeader ? table.names[xColumn] : nil, table.hasHeader ? table.names[yColumn] : nil,
            aggregate == .count ? "count" : "\(aggregate.rawValue) of \(valueName ?? "")"
        )
    }

    /// The chart of a filled grid over `x` and `y`.
    func chart(x: HeatmapAxis, y: HeatmapAxis, grid: HeatmapGrid, rowCount: Int, skipped: Int) -> HeatmapChart {
        HeatmapChart(
            x: x, y: y, values: grid.cells, xTitle: titles.x, yTitle: titles.y, valueTitle: titles.value, rowCount: rowCount, skipped: skipped)
    }
}
