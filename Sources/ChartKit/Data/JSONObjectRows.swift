/// Turns a sequence of JSON objects into table columns (the union of keys, in first-seen order),
/// shared by array-of-objects JSON and NDJSON so both treat missing keys and bad cells alike.
///
/// A key missing from an object becomes an empty cell located at that object's opening brace.
/// An object that repeats a key is an error at the second one: keeping either value would draw a
/// chart from data the file contradicts.
struct JSONObjectRows {
    let file: String
    /// How cell paths are written, for errors.
    let style: JSONPathStyle
    private(set) var names: [String] = []
    private var indexOfName: [String: Int] = [:]
    private var columns: [[String]] = []
    private var lines: [[Int32]] = []
    private var characterColumns: [[Int32]] = []
    private var braceLines: [Int32] = []
    private var braceColumns: [Int32] = []

    /// The most cells (rows × columns) the table may have, so objects that each bring new keys
    /// cannot blow a small file up into billions of empty cells.
    private let cellBudget: Int

    /// Rows for `file`, whose size in bytes sets the cell budget (at least ten million cells;
    /// a real table spends at least a byte per cell).
    init(file: String, style: JSONPathStyle, inputSize: Int) {
        self.init(file: file, style: style, cellBudget: max(10_000_000, inputSize))
    }

    init(file: String, style: JSONPathStyle, cellBudget: Int) {
        self.file = file
        self.style = style
        self.cellBudget = cellBudget
    }

    /// Number of objects added.
    var rowCount: Int { braceLines.count }

    /// Adds one object as the next row.
    mutating func append(_ object: JSONValue, members: [JSONMember]) throws {
        let row = rowCount
        braceLines.append(object.line)
        braceColumns.append(object.column)
        var seen = Set<Int>()
        for member in members {
            let column: Int
            if let existing = indexOfName[member.key] {
                column = existing
            } else {
                column = names.count
                indexOfName[member.key] = column
                names.append(member.key)
                columns.append(Array(repeating: "", count: row))
                lines.append(Array(braceLines[0..<row]))
                characterColumns.append(Array(braceColumns[0..<row]))
            }
            let text = try JSONCell.text(
                of: member.value, file: file,
                path: style.path(row: row, column: column, names: names),
                columnName: "column \"\(member.key)\"")
            if columns[column].count > row && seen.contains(column) {
                throw ChartError.badData(
                    location: SourceLocation(
                        file: file, line: Int(member.value.line), column: Int(member.value.column),
                        jsonPath: style.path(row: row, column: column, names: names)),
                    column: "column \"\(member.key)\"", message: "the key \(QuotedText.quoted(member.key)) appears twice in this object")
            }
            seen.insert(column)
            if columns[column].count > row {
                columns[column][row] = text
                lines[column][row] = member.value.line
                characterColumns[column][row] = member.value.column
            } else {
                columns[column].append(text)
                lines[column].append(member.value.line)
                characterColumns[column].append(member.value.column)
            }
        }
        for column in columns.indices where columns[column].count == row {
            columns[column].append("")
            lines[column].append(object.line)
            characterColumns[column].append(object.column)
        }
        if columns.count * rowCount > cellBudget {
            throw ChartError.badData(
                location: object.location(file: file, path: nil), column: nil,
                message: "too many distinct keys: \(columns.count) columns × \(rowCount) rows exceed \(cellBudget) cells")
        }
    }

    /// The table; throws "has no data rows" when no object (or no key) was seen.
    func table() throws -> DataTable {
        guard rowCount > 0, !names.isEmpty else { throw ChartError.noDataRows(file) }
        return DataTable(
            source: file, names: names, hasHeader: true, columns: columns,
            cellLines: lines, cellColumns: characterColumns, jsonPaths: style)
    }
}

/// The cell-text rules for JSON values, in one place for every JSON shape.
enum JSONCell {
    /// Numbers as their literal text, strings unescaped, `null` as empty, booleans as
    /// `"true"`/`"false"`; arrays and objects are errors at the value.
    static func text(of value: JSONValue, file: String, path: String, columnName: String) throws -> String {
        switch value.node {
        case let .string(text): return text
        case let .number(text): return text
        case let .bool(flag): return flag ? "true" : "false"
        case .null: return ""
        case .object, .array:
            throw ChartError.badData(
                location: value.location(file: file, path: path), column: columnName,
                message: "expected a number or string, found \(value.kindDescription)")
        }
    }
}
