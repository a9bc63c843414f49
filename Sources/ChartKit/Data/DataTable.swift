import Foundation

/// A rectangular table of cells as read, with the source location of every cell.
///
/// Cells stay text until a chart asks for a column as numbers or times, because only the chart
/// knows whether an empty cell is a gap or an error, and only then can the error name the exact
/// file, line and column. Locations are kept per cell (two `Int32`s) rather than per row because
/// JSON values of one record can sit on different lines.
public struct DataTable: Sendable, Equatable {
    /// The input as the user named it, or `<stdin>`.
    public var source: String
    /// Column names: the header's, or `"1"`, `"2"`, … when there was none.
    public var names: [String]
    /// Whether `names` came from the data (a header row or JSON keys).
    public var hasHeader: Bool
    /// `columns[c][r]`: the cell text. Missing values (empty CSV cells, JSON `null`, absent keys)
    /// are the empty string.
    public var columns: [[String]]
    /// `cellLines[c][r]`: 1-based line of the cell in the source.
    public var cellLines: [[Int32]]
    /// `cellColumns[c][r]`: 1-based character column of the cell in the source.
    public var cellColumns: [[Int32]]
    /// How to spell a cell's JSON path; `nil` for delimited text.
    public var jsonPaths: JSONPathStyle?

    public init(
        source: String, names: [String], hasHeader: Bool, columns: [[String]],
        cellLines: [[Int32]], cellColumns: [[Int32]], jsonPaths: JSONPathStyle? = nil
    ) {
        self.source = source
        self.names = names
        self.hasHeader = hasHeader
        self.columns = columns
        self.cellLines = cellLines
        self.cellColumns = cellColumns
        self.jsonPaths = jsonPaths
    }

    /// Number of data rows (the header is not a row).
    public var rowCount: Int { columns.first?.count ?? 0 }

    /// Number of columns.
    public var columnCount: Int { columns.count }

    /// Where cell (`row`, `column`) came from.
    public func location(row: Int, column: Int) -> SourceLocation {
        SourceLocation(
            file: source,
            line: Int(cellLines[column][row]),
            column: Int(cellColumns[column][row]),
            jsonPath: jsonPaths?.path(row: row, column: column, names: names)
        )
    }

    /// How error messages name a column: `column "y"` with a header, `column 3` without.
    public func displayName(ofColumn column: Int) -> String {
        hasHeader ? "column \"\(names[column])\"" : "column \(column + 1)"
    }
}

/// The JSON shape a table was read from, which decides how a cell's path is written.
public enum JSONPathStyle: Sendable, Equatable {
    /// `[{"x": 1, "y": 2}, …]` → `$[row].name`.
    case arrayOfObjects
    /// `[["x", "y"], [1, 2], …]` → `$[row + rowOffset][column]`; `rowOffset` is 1 when the first
    /// inner array was a header.
    case arrayOfArrays(rowOffset: Int)
    /// `{"x": [1, 2], "y": [3, 4]}` → `$.name[row]`.
    case objectOfColumns
    /// One object per line → `$.name` (the line number already names the record).
    case ndjson
    /// `{"series": {"a": [...], "b": [...]}}`-like wrappers: `prefix` + the inner style's path.
    indirect case nested(prefix: String, inner: JSONPathStyle)

    /// The path of cell (`row`, `column`), e.g. `$[3].y`.
    public func path(row: Int, column: Int, names: [String]) -> String {
        switch self {
        case .arrayOfObjects:
            return "$[\(row)]" + Self.member(names[column])
        case let .arrayOfArrays(rowOffset):
            return "$[\(row + rowOffset)][\(column)]"
        case .objectOfColumns:
            return "$" + Self.member(names[column]) + "[\(row)]"
        case .ndjson:
            return "$" + Self.member(names[column])
        case let .nested(prefix, inner):
            let innerPath = inner.path(row: row, column: column, names: names)
            return prefix + innerPath.dropFirst()
        }
    }

    /// `.name` for identifier-like keys, `['odd key']` otherwise.
    static func member(_ key: String) -> String {
        let isIdentifier = !key.isEmpty && key.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_"
        } && key.unicodeScalars.first.map { $0.properties.numericType == nil } == true
        if isIdentifier { return "." + key }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
        return "['\(escaped)']"
    }
}
