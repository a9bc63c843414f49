/// Decides whether a first row is a header, because most CSV files have one and nobody wants
/// to pass `--header` for the obvious case.
enum HeaderSniffer {
    /// How many rows after the first are inspected.
    static let sampleRows = 50

    /// `true` when the first row looks like names over data.
    ///
    /// A header when some column's first cell is text (not a number or time) while that column's
    /// sampled later cells are numbers or times (at least one, empties ignored); or when every
    /// first-row cell is non-empty text and some sampled later cell is a number or time. A single
    /// row is a header only if every cell is non-empty text.
    static func firstRowIsHeader(_ columns: [[String]]) -> Bool {
        guard let rows = columns.first?.count, rows > 0 else { return false }
        let firstRowAllText = columns.allSatisfy { !isBlank($0[0]) && !isValue($0[0]) }
        if rows == 1 { return firstRowAllText }
        let sampleEnd = min(rows, sampleRows + 1)
        var anyValueBelow = false
        for column in columns {
            var values = 0
            var others = 0
            for row in 1..<sampleEnd {
                let cell = column[row]
                if isBlank(cell) { continue }
                if isValue(cell) { values += 1 } else { others += 1 }
            }
            if values > 0 { anyValueBelow = true }
            let first = column[0]
            if !isBlank(first), !isValue(first), values > 0, others == 0 { return true }
        }
        return firstRowAllText && anyValueBelow
    }

    /// The header name of column `index`: trimmed, or its 1-based position when empty (as in the
    /// blank corner cell pandas writes over an index column).
    static func headerName(_ cell: String, index: Int) -> String {
        let trimmed = cell.trimmingASCIIWhitespace()
        return trimmed.isEmpty ? String(index + 1) : trimmed
    }

    /// Whether a cell is a number, an ISO time or a day/month date (`31/01/2024`): the table
    /// reads a column of the last as dates as a whole (`dateReading(of:)`), so a word over it is
    /// a header, as it is over ISO dates.
    static func isValue(_ cell: String) -> Bool {
        ValueParser.number(Substring(cell)) != nil || ValueParser.time(Substring(cell)) != nil || NumericDateShape(cell) != nil
    }

    /// Whether a cell is empty or only ASCII spaces and tabs.
    static func isBlank(_ cell: String) -> Bool {
        cell.utf8.allSatisfy { $0 == ASCII.space || $0 == ASCII.tab }
    }
}
