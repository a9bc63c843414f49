/// What a column's cells look like, so a chart can pick a numeric, time or category axis.
public enum ColumnKind: Sendable, Equatable {
    /// Every non-empty cell is a finite decimal number.
    case number
    /// At least half of the non-empty cells are ISO-8601 dates or times (the rest are errors to
    /// report at their cells, see `DataTable.kind(of:)`).
    case time
    /// Fewer than half of the non-empty cells are times and some cell is not a number.
    case text
    /// Every cell is empty.
    case empty
}
