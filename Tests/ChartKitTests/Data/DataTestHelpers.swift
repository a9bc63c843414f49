import Testing

@testable import ChartKit

/// Groups every Data-stage test so `swift test --filter Data` selects them.
@Suite enum DataTests {}

/// Reads `text` as the given format (or by `ext`/sniffing), for reader tests.
func readTable(
    _ text: String, format: InputFormat? = nil, header: HeaderMode = .auto, name: String = "data.csv",
    ext: String? = nil
) throws -> DataTable {
    try TableReader(options: ReadOptions(format: format, header: header))
        .read(bytes: Array(text.utf8), name: name, pathExtension: ext)
}

/// The error's one-line description, or a marker when nothing was thrown.
func errorDescription(_ body: () throws -> Any) -> String {
    do {
        let value = try body()
        return "no error (got \(value))"
    } catch {
        return String(describing: error)
    }
}

/// Rows of the table as arrays of cells, for compact assertions.
func rows(_ table: DataTable) -> [[String]] {
    (0..<table.rowCount).map { row in table.columns.map { $0[row] } }
}

/// `line:column` of every cell, row by row.
func cellPositions(_ table: DataTable) -> [[String]] {
    (0..<table.rowCount).map { row in
        (0..<table.columnCount).map { "\(table.cellLines[$0][row]):\(table.cellColumns[$0][row])" }
    }
}
