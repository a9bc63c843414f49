#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A rectangular table of cells as read, with the source location of every cell.
///
/// Cells stay text until a chart asks for a column as numbers or times, because only the chart
/// knows whether an empty cell is a gap or an error, and only then can the error name the exact
/// file, line and column. The readers keep the input bytes once and each cell as a four-byte
/// offset into them (text, line and column are worked out on demand), and parse numeric columns
/// into `Double`s as they read, so the common chart needs no `String` per cell at all.
/// Tables built from strings (`init(source:names:hasHeader:columns:cellLines:cellColumns:)`)
/// keep the text and locations per cell instead.
package struct DataTable: Sendable, Equatable {
    /// The input as the user named it, or `<stdin>`.
    package var source: String
    /// Column names: the header's, or `"1"`, `"2"`, … when there was none.
    package var names: [String]
    /// Whether `names` came from the data (a header row or JSON keys).
    package var hasHeader: Bool
    /// How to spell a cell's JSON path; `nil` for delimited text.
    package var jsonPaths: JSONPathStyle?
    /// The name of the long data's value column whose values these columns hold, one per key,
    /// on the wide table `SeriesSplitter` makes (`--series`): the columns are named by the keys,
    /// so the value axis takes its title from here. Nil for a table as read, or without a header.
    package var valueTitle: String?
    /// One per column.
    var cells: [ColumnCells]
    /// The input, for columns stored as offsets.
    var text: SourceText?

    /// A table of text cells; `cellLines`/`cellColumns` give each cell's 1-based line and column
    /// (line 0 for a cell that is not in the input). Missing values are the empty string.
    package init(
        source: String, names: [String], hasHeader: Bool, columns: [[String]],
        cellLines: [[Int32]], cellColumns: [[Int32]], jsonPaths: JSONPathStyle? = nil
    ) {
        self.source = source
        self.names = names
        self.hasHeader = hasHeader
        self.jsonPaths = jsonPaths
        cells = columns.indices.map {
            ColumnCells(storage: .strings(columns[$0], lines: cellLines[$0], columns: cellColumns[$0]), numbers: nil)
        }
        text = nil
    }

    /// A table whose cells point into `text`.
    init(source: String, names: [String], hasHeader: Bool, cells: [ColumnCells], text: SourceText?, jsonPaths: JSONPathStyle? = nil) {
        self.source = source
        self.names = names
        self.hasHeader = hasHeader
        self.cells = cells
        self.text = text
        self.jsonPaths = jsonPaths
    }

    /// Number of data rows (the header is not a row).
    package var rowCount: Int { cells.first?.count ?? 0 }

    /// Number of columns.
    package var columnCount: Int { cells.count }

    /// `columns[c][r]`: the cell text (built on demand; prefer `texts(ofColumn:)` for one column).
    /// Missing values (empty CSV cells, JSON `null`, absent keys) are the empty string.
    package var columns: [[String]] { (0..<columnCount).map { texts(ofColumn: $0) } }

    /// `cellLines[c][r]`: 1-based line of the cell in the source (built on demand).
    package var cellLines: [[Int32]] { (0..<columnCount).map { positions(ofColumn: $0).lines } }

    /// `cellColumns[c][r]`: 1-based character column of the cell in the source (built on demand).
    package var cellColumns: [[Int32]] { (0..<columnCount).map { positions(ofColumn: $0).columns } }

    /// Where cell (`row`, `column`) came from.
    package func location(row: Int, column: Int) -> SourceLocation {
        let (line, characterColumn) = position(row: row, column: column)
        return SourceLocation(
            file: source, line: line, column: characterColumn,
            jsonPath: jsonPaths?.path(row: row, column: column, names: names))
    }

    /// How error messages name a column: `column "y"` with a header, `column 3` without.
    package func displayName(ofColumn column: Int) -> String {
        hasHeader ? "column \"\(names[column])\"" : "column \(column + 1)"
    }

    /// Tables are equal when they read the same: names, cells, locations and path style.
    package static func == (lhs: DataTable, rhs: DataTable) -> Bool {
        lhs.source == rhs.source && lhs.names == rhs.names && lhs.hasHeader == rhs.hasHeader
            && lhs.jsonPaths == rhs.jsonPaths && lhs.columns == rhs.columns
            && lhs.cellLines == rhs.cellLines && lhs.cellColumns == rhs.cellColumns
    }
}

/// The JSON shape a table was read from, which decides how a cell's path is written.
package enum JSONPathStyle: Sendable, Equatable {
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
    package func path(row: Int, column: Int, names: [String]) -> String {
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

    /// This style for a table cut from one as a `--facet` panel's is (other rows, the facet
    /// column left out): kept where a cell's path names neither its row nor its column's place
    /// (NDJSON's `$.name`, the line naming the record), else nil, so that an error in a panel
    /// names no path another record holds, and a streamed panel's error is a whole read's.
    package var forCutTable: JSONPathStyle? {
        switch self {
        case .ndjson: self
        case let .nested(_, inner): inner.forCutTable == nil ? nil : self
        case .arrayOfObjects, .arrayOfArrays, .objectOfColumns: nil
        }
    }

    /// `.name` for identifier-like keys, `['odd key']` otherwise.
    static func member(_ key: String) -> String {
        let isIdentifier =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_"
            } && key.unicodeScalars.first.map { $0.properties.numericType == nil } == true
        if isIdentifier { return "." + key }
        let escaped = key.replacing(scalar: "\\", with: "\\\\").replacing(scalar: "'", with: "\\'")
        return "['\(escaped)']"
    }
}
