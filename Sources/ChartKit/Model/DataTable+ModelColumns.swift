/// What every model builder asks of a table first, in one place: rows to draw, and the x column
/// the user named or the default one.
extension DataTable {
    /// Refuses a table with no data rows (only a header, or nothing): no kind draws one.
    func requireDataRows() throws {
        guard rowCount > 0 else { throw ChartError.badData(location: nil, column: nil, message: "\(source) has no data rows") }
    }

    /// The x column: the one `selector` names, else the first when there is another to draw
    /// against it; nil draws a single column against its row numbers.
    func xColumn(_ selector: ColumnSelector?) throws -> Int? {
        try selector.map(columnIndex) ?? (columnCount > 1 ? 0 : nil)
    }
}
