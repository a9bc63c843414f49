/// Where each input column of a streamed line chart goes in its typed rows, shared by the direct
/// batch parsers (`DelimitedRowParser`, `JSONRowParser`) so both decide it, and refuse a chart
/// they cannot read exactly, by the same rules.
struct LiveRowLayout {
    /// What each input column is for: -1 not used, 0 the x column, `s + 1` series `s`.
    let roles: [Int]
    let seriesCount: Int
    /// Whether x comes from a column (else it is the row number, counted from 1).
    let hasX: Bool
    /// Per role (x, then each series): the smallest value read, below which the normal reader
    /// names the cell (a log axis: `ValueParser.minimumLogValue`; a stack of areas: 0).
    let floors: [Double]

    /// The layout of `width` input columns, or nil when the chart needs more than plain numbers
    /// from them (time or text x, `--x-type epoch`).
    init?(columns: LiveLineColumns, width: Int) {
        guard !columns.epoch, width > 0, columns.xColumn == nil || columns.kind == .number else { return nil }
        var roles = [Int](repeating: -1, count: width)
        if let x = columns.xColumn {
            guard x < width else { return nil }
            roles[x] = 0
        }
        for (series, column) in columns.yColumns.enumerated() {
            guard column < width, roles[column] == -1 else { return nil }
            roles[column] = series + 1
        }
        self.roles = roles
        seriesCount = columns.yColumns.count
        hasX = columns.xColumn != nil
        let checks = columns.checks
        let log = ValueParser.minimumLogValue, stacked = checks.stacking != .overlap
        floors =
            [checks.xAboveZero ? log : -.infinity]
            + columns.onY2.map { ($0 ? checks.y2AboveZero : checks.valuesAboveZero) ? log : stacked && !$0 ? 0 : -.infinity }
    }

    /// The typed rows of a batch of `count` rows whose first row is row `firstRow` (0-based) of
    /// the input, filled by `scan` column by column into one buffer (role `r`'s value of row `i`
    /// at `r * count + i`); nil when `scan` gives up.
    func rows(count: Int, firstRow: Int, scan: (UnsafeMutableBufferPointer<Double>) -> Bool) -> LiveRows? {
        rows(capacity: count, firstRow: firstRow) { scan($0) ? count : nil }
    }

    /// The typed rows of a batch of at most `capacity` rows, filled by `scan` column by column
    /// with `capacity` as the column stride, and as many as `scan` says it read; nil when it gives
    /// up. The buffer is not zeroed, so only the cells of the rows read are ever touched: `scan`
    /// writes every cell of each row it reads (a value, or NaN for a gap), as both parsers do.
    func rows(capacity: Int, firstRow: Int, scan: (UnsafeMutableBufferPointer<Double>) -> Int?) -> LiveRows? {
        guard capacity > 0 else { return nil }
        let cells = UnsafeMutableBufferPointer<Double>.allocate(capacity: capacity * (seriesCount + 1))
        defer { cells.deallocate() }
        guard let count = scan(cells), count > 0, count <= capacity else { return nil }
        var rows = LiveRows(seriesCount: seriesCount)
        rows.positions = hasX ? Array(cells[0..<count]) : (0..<count).map { Double(firstRow + $0 + 1) }
        for series in 0..<seriesCount {
            let start = (series + 1) * capacity
            rows.values[series] = Array(cells[start..<(start + count)])
        }
        return rows
    }
}
