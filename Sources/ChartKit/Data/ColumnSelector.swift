/// A column as the user names it on the command line, by header name or 1-based position.
///
/// Resolution against a table (name first, then position) is `DataTable.columnIndex(_:)`, so a
/// header literally named `2023` is found by `--y 2023`.
package enum ColumnSelector: Sendable, Equatable {
    /// A header name.
    case name(String)
    /// A 1-based column position, as the user gives it: a column named so is found first.
    case index(Int)
    /// A 1-based column position chart chose itself (a reshaped wide table's columns): never a
    /// name. A `--series` key named `2` once took the place of wide column 2 (`.index(2)`), so
    /// the series were drawn under the wrong names and from the wrong columns.
    case position(Int)

    /// Parses a flag value: canonical positive decimal digits (`"3"`) become `.index`, anything
    /// else (`"y"`, `"03"`, `"-1"`) a `.name`. Surrounding whitespace is ignored.
    package init(parsing text: String) {
        let trimmed = text.trimmingASCIIWhitespace()
        if let number = Int(trimmed), number > 0, String(number) == trimmed {
            self = .index(number)
        } else {
            self = .name(trimmed)
        }
    }
}

extension String {
    /// The string without leading and trailing ASCII spaces, tabs and line breaks.
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
