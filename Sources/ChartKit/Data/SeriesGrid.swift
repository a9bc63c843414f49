/// Which source row holds the value of each (key, x) pair of a `--series` split, with the
/// distinct x values and keys in order of first appearance.
///
/// Built in one pass over the rows with memory linear in them: pairs go into a dictionary, and
/// the keys × x grid the wide table needs is made only afterwards, once its size is known to
/// be within `cellBudget`. (Growing the grid row by row made 1,000 keys over a million distinct
/// x values ask for a billion cells before anything was said.) A second row for a pair already
/// filled is an error there, naming both lines, because keeping either value would silently
/// draw a different chart.
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

    /// The fewest cells a wide table may always have; see `cellBudget(rows:)`.
    static let minimumCellBudget = 10_000_000

    /// The most cells (keys × distinct x) the wide table of `rows` long rows may have: at least
    /// ten million, else four per long row. A wider table is mostly empty cells, which draw as
    /// nothing (a line between them is broken at every gap), at tens of bytes each.
    static func cellBudget(rows: Int) -> Int {
        max(minimumCellBudget, rows.multipliedReportingOverflow(by: 4).partialValue)
    }

    init(_ table: DataTable, x xColumn: Int, key keyColumn: Int, value valueColumn: Int) throws {
        let xTexts = table.texts(ofColumn: xColumn)
        let keyTexts = table.texts(ofColumn: keyColumn)
        var xIndex: [String: Int] = [:]
        var keyIndex: [String: Int] = [:]
        var xRows: [Int] = []
        var keyNames: [String] = []
        var keyRows: [Int] = []
        var rowOfPair: [Int: Int] = [:]
        rowOfPair.reserveCapacity(table.rowCount)
        for row in 0..<table.rowCount {
            let xText = xTexts[row].trimmingASCIIWhitespace()
            let keyText = keyTexts[row].trimmingASCIIWhitespace()
            let xi =
                xIndex[xText]
                ?? {
                    xIndex[xText] = xRows.count
                    xRows.append(row)
                    return xRows.count - 1
                }()
            let ki =
                keyIndex[keyText]
                ?? {
                    keyIndex[keyText] = keyNames.count
                    keyNames.append(keyText)
                    keyRows.append(row)
                    return keyNames.count - 1
                }()
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
        }
        (self.xTexts, self.xRows, self.keyNames, self.keyRows, self.rowOfPair) = (xTexts, xRows, keyNames, keyRows, rowOfPair)
    }

    /// One `Int` per pair: rows (and so keys and x values) are fewer than 2^31.
    private static func pairKey(key: Int, x: Int) -> Int { key << 32 | x }

    /// Number of cells of the wide table (keys × distinct x), saturating.
    var cellCount: Int { keyNames.count.multipliedReportingOverflow(by: xRows.count).partialValue }

    /// Whether every key has a row for every x: pairs are distinct, so exactly when there are
    /// as many pairs as cells.
    var isComplete: Bool { rowOfPair.count == cellCount }

    /// The source row of pair (`key`, `x`), nil when no row has it.
    func row(key: Int, x: Int) -> Int? { rowOfPair[Self.pairKey(key: key, x: x)] }

    /// Refuses a grid of more cells than `cellBudget` allows `table`'s rows, before any of its
    /// cells is made: the wide table of `--series`, or discrete's one point per key and slot.
    func requireBudget(in table: DataTable, key keyColumn: Int) throws {
        let budget = Self.cellBudget(rows: table.rowCount)
        guard cellCount > budget else { return }
        throw ChartError.badData(
            location: nil, column: nil,
            message:
                """
                \(table.source): --series \(table.displayName(ofColumn: keyColumn)) makes \(keyNames.count) series over \(xRows.count) \
                distinct x values, \(cellCount) cells, more than the limit of \(budget) (most would be empty); use fewer series (filter or \
                aggregate the data first) or x values the series share
                """
        )
    }

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
