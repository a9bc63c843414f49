/// What a column's cells look like, so a chart can pick a numeric, time or category axis.
package enum ColumnKind: Sendable, Equatable {
    /// At least half of the non-empty cells are numbers (the rest are errors to report at their
    /// cells), and fewer of them are dates.
    case number
    /// At least half of the non-empty cells are ISO-8601 dates or times (the rest are errors to
    /// report at their cells, see `DataTable.kind(of:)`).
    case time
    /// Fewer than half of the non-empty cells are times, and fewer than half are numbers.
    case text
    /// Every cell is empty.
    case empty
}
