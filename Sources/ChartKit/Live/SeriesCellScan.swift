/// The `--series` cell limit met as a long input's rows arrive, a batch at a time, before the
/// input is read whole: a whole read holds every row (10M long rows: about 1.9 GB) before its
/// grid counts a cell, so without this a split far beyond the limit said so only at the end.
///
/// It counts what `SeriesGrid` counts, in the same row order: the keys and the distinct x texts
/// (trimmed) by first appearance, and every (key, x) pair. So it throws the limit's error at the
/// row where the grid of a whole read would, with the same text. At a second row for a pair
/// the grid's own error (naming both lines) comes first, and at columns the first batch cannot
/// settle, the whole read decides: the scan stops (`stopped`) and the input is read whole.
/// Memory: about one pair and one x per row read, until the limit or the end; far less than the
/// whole read that follows an input within the limit.
struct SeriesCellScan {
    /// A batch callback's way out once the scan has stopped (a file is then read whole at once).
    struct Stop: Error {}

    /// The cell limit's error, told apart from the read's own errors on the way out.
    struct Limit: Error {
        var error: ChartError
    }

    private let splitter: SeriesSplitter
    private var roles: SeriesSplitter.Roles?
    private var keyIndex: [String: Int] = [:]
    private var xIndex: [String: Int] = [:]
    private var pairs: Set<Int> = []
    /// Rows met so far.
    private(set) var rows = 0
    /// Whether the scan gave up (a second value for a pair, or columns it cannot decide).
    private(set) var stopped = false

    init(splitter: SeriesSplitter) {
        self.splitter = splitter
    }

    /// Counts a batch's rows after the first `skipping` (a later batch's copy of the first
    /// record); throws the cell limit's error at the row that passes it.
    mutating func add(_ table: DataTable, skipping: Int) throws {
        guard !stopped else { return }
        if roles == nil { roles = try? splitter.columns(of: table) }
        guard let roles else { return stop() }
        let xTexts = table.texts(ofColumn: roles.x)
        let keyTexts = table.texts(ofColumn: roles.key)
        let keyName = table.displayName(ofColumn: roles.key)
        for row in skipping..<table.rowCount {
            rows += 1
            var grew = false
            let xText = xTexts[row].trimmingASCIIWhitespace()
            let keyText = keyTexts[row].trimmingASCIIWhitespace()
            let xi = xIndex[xText] ?? Self.added(xText, to: &xIndex, grew: &grew)
            let ki = keyIndex[keyText] ?? Self.added(keyText, to: &keyIndex, grew: &grew)
            guard pairs.insert(SeriesGrid.pairKey(key: ki, x: xi)).inserted else { return stop() }
            do {
                if grew {
                    try SeriesGrid.requireBudget(
                        keys: keyIndex.count, xs: xIndex.count, rows: rows, minimum: splitter.cellMinimum, source: table.source,
                        keyName: keyName)
                }
            } catch let error as ChartError {
                throw Limit(error: error)
            }
        }
    }

    /// The index of `text`, new in `index`.
    private static func added(_ text: String, to index: inout [String: Int], grew: inout Bool) -> Int {
        grew = true
        index[text] = index.count
        return index.count - 1
    }

    /// Gives up, letting the counts go.
    private mutating func stop() {
        stopped = true
        (keyIndex, xIndex, pairs) = ([:], [:], [])
    }
}
