/// Decides whether a first row is a header, because most CSV files have one and nobody wants
/// to pass `--header` for the obvious case.
enum HeaderSniffer {
    /// How many rows after the first are inspected.
    static let sampleRows = 50

    /// Whether the first row looks like names over data, gathered a row at a time, the first row
    /// first, from the first row and `sampleRows` more: a whole read feeds its table's rows
    /// (`TableBuilder`), a stream checking its first batch the first 51 records read one by one
    /// (`FirstBatchSample`), in the memory of one.
    ///
    /// A header when some column's first cell is text (not a number or time) while that column's
    /// sampled later cells are numbers or times (at least one, empties ignored); or when every
    /// first-row cell is non-empty text and some sampled later cell is a number or time. A single
    /// row is a header only if every cell is non-empty text.
    struct Tally {
        /// Per column: whether its first cell is non-empty text, and whether a later sampled
        /// cell is a number or time, or other non-empty text.
        private var firstIsText: [Bool] = []
        private var valueBelow: [Bool] = []
        private var otherBelow: [Bool] = []
        /// Rows added, at most the first row and `sampleRows` more.
        private(set) var rows = 0

        /// Adds the next row's cells (none once the sample is complete).
        mutating func add(_ cells: [String]) {
            guard rows <= sampleRows else { return }
            defer { rows += 1 }
            guard rows > 0 else {
                firstIsText = cells.map { !isBlank($0) && !isValue($0) }
                (valueBelow, otherBelow) = (firstIsText.map { _ in false }, firstIsText.map { _ in false })
                return
            }
            for (column, cell) in cells.prefix(firstIsText.count).enumerated() where !isBlank(cell) {
                if isValue(cell) { valueBelow[column] = true } else { otherBelow[column] = true }
            }
        }

        var isHeader: Bool {
            guard rows > 0, !firstIsText.isEmpty else { return false }
            let firstRowAllText = !firstIsText.contains(false)
            if rows == 1 { return firstRowAllText }
            if firstIsText.indices.contains(where: { firstIsText[$0] && valueBelow[$0] && !otherBelow[$0] }) { return true }
            return firstRowAllText && valueBelow.contains(true)
        }
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
