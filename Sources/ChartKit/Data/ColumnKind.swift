/// What a column's cells look like, so a chart can pick a numeric, time or category axis.
public enum ColumnKind: Sendable, Equatable {
    /// Every non-empty cell is a finite decimal number.
    case number
    /// Every non-empty cell is an ISO-8601 date or time.
    case time
    /// Some non-empty cell is neither a number nor a time (or numbers and times are mixed).
    case text
    /// Every cell is empty.
    case empty
}
