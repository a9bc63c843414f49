/// Which source row holds the value of each (key, x) pair of a `--series` split, with the
/// distinct x values and keys in order of first appearance.
///
/// Built in one pass over the rows with memory linear in them: pairs go into a dictionary, and
/// the keys × x grid the wide table needs is made only afterwards. The cell limit
/// (`cellBudget`) holds at every row, not only at the end: as soon as the keys × distinct x met
/// so far pass the budget of the rows read so far, the split stops with the limit's error, so
/// a reader that meets the rows a batch at a time (`SeriesRuns`, a file in runs of rising x)
/// stops at the same row with the same error, before a whole read holds the input; an input
/// read whole is held before this grid counts a cell. (Growing the grid row by row made 1,000
/// keys over a million distinct x values ask for a billion cells before anything was said.) A
/// second row for a pair already filled is an error there, naming both lines, because keeping
/// either value would silently draw a different chart.
struct SeriesGrid {
    /// The x cells' texts, by source row.
    let xTexts: [String]
    /// The source row of each distinct x's first appearance.
    let xRows: [Int]
    let keyNames: [String]
    /// The source row of each key's first appearance.
    let keyRows: [Int]
    /// The source row of each (key, x) pair that has one, keyed by `pairKey`.
    private let rowOfPair: [Int: Int]
    /// Each source row's key and x (their indices), so the wide table is filled in one pass
    /// over the rows: asking `row(key:x:)` for every cell was a hash lookup a cell, a third of
    /// a `--series` read of 1M rows of 5 keys (`perf`). 8 bytes a row.
    let keyOfRow: [Int32]
    let xOfRow: [Int32]

    /// The fewest cells a wide table may always have; see `cellBudget(rows:)`.
    static let minimumCellBudget = 10_000_000

    /// The most cells (keys × distinct x) the wide table of `rows` long rows may have: at least
    /// `minimum` (ten million; tests lower it), else four per long row. A wider table is mostly
    /// empty cells, which draw as nothing (a line between them is broken at every gap), at tens
    /// of bytes each.
    static func cellBudget(rows: Int, minimum: Int = minimumCellBudget) -> Int {
        max(minimum, rows.multipliedReportingOverflow(by: 4).partialValue)
    }

    /// Refuses `keys` × `xs` cells met in the first `rows` rows when they pass the budget of
    /// those rows: called when a key or an x is new, the only times the cells grow (the key
    /// column's name is made only for the message).
    static func requireBudget(keys: Int, xs: Int, rows: Int, minimum: Int, source: String, keyName: @autoclosure () -> String) throws {
        let (cells, budget) = (keys.multipliedReportingOverflow(by: xs).partialValue, cellBudget(rows: rows, minimum: minimum))
        guard cells > budget else { return }
        throw ChartError.badData(
            location: nil, column: nil,
            message:
                """
                \(source): --series \(keyName()) makes \(keys) series over \(xs) distinct x values, \(cells) cells, more than the limit of \
                \(budget) (most would be empty); use fewer series (filter or aggregate the data first) or x values the series share
                """
        )
    }

    /// One `Int` per pair: rows (and so keys and x values) are fewer than 2^31.
    static func pairKey(key: Int, x: Int) -> Int { key << 32 | x }

    /// The grid of `table`'s rows, refusing a second row for a pair and (row by row, see the
    /// type's summary) more cells than the budget with at least `minimumBudget`.
    init(_ table: DataTable, x xColumn: Int, key keyColumn: Int, value valueColumn: Int, minimumBudget: Int = minimumCellBudget) throws {
        let xTexts = table.texts(ofColumn: xColumn)
        let keyTexts = table.texts(ofColumn: keyColumn)
        var xIndex: [String: Int] = [:]
        var keyIndex: [String: Int] = [:]
        var xRows: [Int] = []
        var keyNames: [String] = []
        var keyRows: [Int] = []
        var rowOfPair: [Int: Int] = [:]
        rowOfPair.reserveCapacity(table.rowCount)
        var (keyOfRow, xOfRow) = ([Int32](), [Int32]())
        keyOfRow.reserveCapacity(table.rowCount)
        xOfRow.reserveCapacity(table.rowCount)
        let keyName = table.displayName(ofColumn: keyColumn)
        for row in 0..<table.rowCount {
            let xText = xTexts[row].trimmingASCIIWhitespace()
            let keyText = keyTexts[row].trimmingASCIIWhitespace()
            var grew = false
            let xi =
                xIndex[xText]
                ?? {
                    grew = true
                    xIndex[xText] = xRows.count
                    xRows.append(row)
                    return xRows.count - 1
                }()
            let ki =
                keyIndex[keyText]
                ?? {
                    grew = true
                    keyIndex[keyText] = keyNames.count
                    keyNames.append(keyText)
                    keyRows.append(row)
                    return keyNames.count - 1
                }()
            keyOfRow.append(Int32(truncatingIfNeeded: ki))
            xOfRow.append(Int32(truncatingIfNeeded: xi))
            if let earlier = rowOfPair.updateValue(row, forKey: Self.pairKey(key: ki, x: xi)) {
                throw ChartError.badData(
                    location: table.location(row: row, column: valueColumn), column: table.displayName(ofColumn: valueColumn),
                    message:
                        """
                        series \(QuotedText.quoted(keyText)) already has a value at x \(QuotedText.quoted(xText)) (line \
                        \(table.position(row: earlier, column: valueColumn).line)); give each x one row per series
                        """
                )
            }
            if grew {
                try Self.requireBudget(
                    keys: keyNames.count, xs: xRows.count, rows: row + 1, minimum: minimumBudget, source: table.source, keyName: keyName)
            }
        }
        (self.xTexts, self.xRows, self.keyNames, self.keyRows, self.rowOfPair) = (xTexts, xRows, keyNames, keyRows, rowOfPair)
        (self.keyOfRow, self.xOfRow) = (keyOfRow, xOfRow)
    }

    /// Number of cells of the wide table (keys × distinct x), saturating.
    var cellCount: Int { keyNames.count.multipliedReportingOverflow(by: xRows.count).partialValue }

    /// Whether every key has a row for every x: pairs are distinct, so exactly when there are
    /// as many pairs as cells.
    var isComplete: Bool { rowOfPair.count == cellCount }

    /// The source row of pair (`key`, `x`), nil when no row has it.
    func row(key: Int, x: Int) -> Int? { rowOfPair[Self.pairKey(key: key, x: x)] }

    /// The first key (in order) without a row for some x, and the first such x; nil when the
    /// grid is complete. Keys before it have every x, so this looks at fewer pairs than there
    /// are rows, plus one key's worth.
    func firstMissingPair() -> (key: Int, x: Int)? {
        guard !isComplete else { return nil }
        for key in keyNames.indices {
            if let x = xRows.indices.first(where: { row(key: key, x: $0) == nil }) { return (key, x) }
        }
        return nil
    }
}
