/// A line chart read from a long input without holding it: its columns (decided from the first
/// rows, as `--follow` decides them), its typed rows in a `LineSpill`, and the facts about every
/// row that layout needs (`LineReduction`).
///
/// `LineStreamLayouter` turns it into the plan of a normal run over the same input: it asks for
/// a few rows per page to lay out the frame, then for the M4 selection of the rendered pages,
/// and lays out the chart of just those rows.
package final class LineStream {
    let columns: LiveLineColumns
    /// The rows: in input order, then in ascending x once `sortByX` has sorted them.
    private(set) var spill: LineSpill
    /// Whether every x so far is at least the one before (the rows need no sorting).
    private(set) var isSorted = true
    private var lastX = -Double.infinity
    private var integerValues = true
    private var integerX = true
    /// For day, hour and minute: whether every x so far is a whole number of them.
    private var wholeUnits = [true, true, true]
    private static let units: [Double] = [86_400, 3_600, 60]
    /// Every series' first smallest and first largest value over all rows and their rows, kept
    /// while appending: a chart of one page needs no pass over the spill for its frame rows.
    private var extremes: [SeriesExtremes]
    /// Time x only: whether every x so far is 1 January (a yearly date form), checked while
    /// every x is a whole day.
    private var yearly = true
    /// A stacked area's rows with no total to share (`--percent`): how many, and the first one's
    /// x once sorted (the smallest).
    private(set) var emptyTotals = (count: 0, firstX: Double.infinity)
    /// Long data split by `--series` (`SeriesRuns`): what its wide rows carry beyond numbers.
    var longForm: SeriesRuns.Facts?
    /// The columns the first batch could not judge for good (default series), judged with each
    /// batch's cells as the batches are appended, in input order (`LineStreamReader`).
    var judge: ColumnJudge?
    /// Rows per run when `sortByX` sorts the spill (nil: `LineSpillSorter.defaultRunRows`);
    /// tests make it tiny so small inputs sort in many runs and merge passes.
    var sortRunRows: Int?
    /// The exact sum of every series' finite values, kept when `keepsTotals` (a `--facet`
    /// panel's, for `--facet-sort total`): the reduced chart holds too few values to sum, and
    /// an exact sum is the whole read's whatever order the rows came in (`facetTotal`).
    private var total = ExactSum()
    private let keepsTotals: Bool
    /// Whether some x so far was a time with a UTC offset other than 0: the chart's x title says
    /// UTC then, as a whole read's does, though the first batch decided the columns without one.
    var zoned = false

    /// A stream of `columns`' rows spilled into `temporaryFolder`, or into `arena` holding up
    /// to `flushValues` values before each write (a `--facet` panel's, `LineFacetStreams`).
    init(columns: LiveLineColumns, temporaryFolder: String, arena: SpillArena? = nil, flushValues: Int = 1 << 20, keepsTotals: Bool = false) {
        self.columns = columns
        spill = LineSpill(seriesCount: columns.yColumns.count, folder: temporaryFolder, arena: arena, flushValues: flushValues)
        extremes = Array(repeating: SeriesExtremes(), count: columns.yColumns.count)
        self.keepsTotals = keepsTotals
    }

    /// Rows of the input read so far.
    package var count: Int { spill.count }

    /// Adds the typed rows of the next batch: a stacked area's (`--stacked`, `--percent`, from
    /// the columns' checks) as its bands' tops, row by row as `AreaStack` stacks a whole read, so
    /// the extremes, the decimation and the spill are those of the tops drawn.
    func append(_ rows: LiveRows) throws {
        if !rows.judged.isEmpty { judge?.add(rows.judged) }
        if !rows.offsetRows.isEmpty { zoned = true }
        var rows = rows
        let stacking = columns.checks.stacking
        if stacking != .overlap {
            let empty = AreaStack.stack(&rows.values, rows: rows.positions.count, absent: rows.values.map { _ in nil }, stacking: stacking)
            for row in empty { emptyTotals.firstX = min(emptyTotals.firstX, rows.positions[row]) }
            emptyTotals.count += empty.count
        }
        // One pass, as this runs for every row; in locals, since each write to the class's own
        // properties paid a dynamic exclusivity check.
        var (sorted, integer, last) = (isSorted, integerX, lastX)
        for x in rows.positions {
            if x < last { sorted = false }
            if integer && x != x.rounded() { integer = false }
            last = x
        }
        (isSorted, integerX, lastX) = (sorted, integer, last)
        if columns.kind == .time {
            for index in wholeUnits.indices where wholeUnits[index] {
                wholeUnits[index] = rows.positions.allSatisfy { $0.truncatingRemainder(dividingBy: Self.units[index]) == 0 }
            }
            yearly = yearly && wholeUnits[0] && rows.positions.allSatisfy { abs($0) < 1e15 && CivilTime(epochSeconds: Int64($0)).dayOfYear == 1 }
        }
        if integerValues {
            integerValues = rows.values.allSatisfy { $0.allSatisfy { !$0.isFinite || $0 == $0.rounded() } }
        }
        for series in extremes.indices { extremes[series].add(rows.values[series], firstRow: count) }
        if keepsTotals { add(toTotals: rows.values) }
        try spill.append(positions: rows.positions, values: rows.values)
    }

    /// Adds `values` (one array per series) to the total.
    private func add(toTotals values: [[Double]]) {
        for column in values {
            for value in column where value.isFinite { total.add(value) }
        }
    }

    /// The chart of input rows `rows` (ascending), reduced: it lays out like the whole input.
    func chart(rows: [Int]) throws -> LineChart {
        var typed = LiveRows(seriesCount: columns.yColumns.count)
        var index = 0
        while index < rows.count {
            // Rows close together are read as one block.
            let block = rows[index]..<min(count, rows[index] + 4096)
            let values = try spill.rows(block)
            while index < rows.count && block.contains(rows[index]) {
                let row = rows[index] - block.lowerBound
                typed.positions.append(values.positions[row])
                for s in typed.values.indices { typed.values[s].append(values.values[s][row]) }
                index += 1
            }
        }
        var chart = columns.chart(typed, zoned: zoned)
        longForm?.apply(to: &chart)
        chart.reduction = LineReduction(
            sourceRowCount: count, sourceRows: rows, integerValues: integerValues, integerX: integerX,
            timeGranularity: zip(Self.units, wholeUnits).first { $0.1 }?.0 ?? 0, yearly: yearly)
        if keepsTotals { chart.reduction?.valueTotal = total.value }
        return chart
    }

    /// Sorts the rows by x as a whole read sorts them (stable), in bounded memory
    /// (`LineSpillSorter`), and takes the extremes again in that order: row numbers from here on
    /// are those of the whole read's sorted chart. Nothing to do for sorted rows.
    func sortByX() throws {
        guard !isSorted else { return }
        spill = try LineSpillSorter(runRows: sortRunRows ?? LineSpillSorter.defaultRunRows(width: spill.width)).sorted(spill)
        extremes = Array(repeating: SeriesExtremes(), count: extremes.count)
        try spill.forEachBlock(in: 0..<count) { start, positions, values in
            for s in values.indices { extremes[s].add(values[s], firstRow: start) }
            lastX = positions.last ?? lastX
        }
        isSorted = true
    }

    /// Every row, as a normal run builds the chart (sorted by x, stable): for what cannot be
    /// drawn from a reduced chart (`--no-decimate`, `--points`, a scatter chart of markers).
    /// `sizes` are a scatter chart's bubble sizes (`ScatterStream`), one per row, sorted with them.
    func wholeChart(sizes: BubbleSizes? = nil) throws -> LineChart {
        let all = try spill.rows(0..<count)
        var rows = LiveRows(seriesCount: columns.yColumns.count)
        rows.positions = all.positions
        rows.values = all.values
        var chart = columns.chart(rows, zoned: zoned)
        longForm?.apply(to: &chart)
        chart.sizes = sizes
        return LineChartBuilder.sortedByX(chart)
    }

    /// The rows a reduced chart needs for `pages` to lay out as the whole input does: each
    /// page's first and last row, and the first smallest and largest value of every series in
    /// it (so every value span is exact).
    func frameRows(pages: [Range<Int>]) throws -> [Int] {
        var rows = Set<Int>()
        for page in pages where !page.isEmpty {
            rows.insert(page.lowerBound)
            rows.insert(page.upperBound - 1)
            var pageExtremes = extremes
            if page != 0..<count {  // one page of every row: kept while appending, no pass over the spill
                pageExtremes = Array(repeating: SeriesExtremes(), count: extremes.count)
                try spill.forEachBlock(in: page) { start, _, values in
                    for s in values.indices { pageExtremes[s].add(values[s], firstRow: start) }
                }
            }
            rows.formUnion(pageExtremes.flatMap { [$0.lowRow, $0.highRow].compactMap { $0 } })
        }
        return rows.sorted()
    }

    /// The first of the rows whose x is nearest to `value`, as a pass over every row finds it
    /// (`--highlight`), for rows in ascending x: a binary search reading about log2(count) rows
    /// of the spill, so a highlight needs no row held.
    func nearestRow(to value: Double) throws -> Int {
        func x(_ row: Int) throws -> Double { try spill.rows(row..<(row + 1)).positions[0] }
        // The first row at or past `value` (or past `limit` when given): rows before it are nearer
        // only when they are below it.
        func firstRow(atLeast limit: Double) throws -> Int {
            var (low, high) = (0, count)
            while low < high {
                let middle = (low + high) / 2
                if try x(middle) < limit { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let above = try firstRow(atLeast: value)
        guard above > 0 else { return 0 }
        let below = try x(above - 1)
        // The first row of the nearest x below, unless the row above is strictly nearer.
        if above < count, abs(try x(above) - value) < abs(below - value) { return above }
        return try firstRow(atLeast: below)
    }

    /// The rows of `range` M4 keeps for `window` (with the rows beyond its edges), decimated a
    /// block at a time: a bucket cut by a block's end keeps a few rows more, which the layout's
    /// own M4 over the reduced chart then drops (M4 of a superset of M4's rows is M4's rows). Two
    /// blocks are decimated at a time, one on a second core.
    func decimatedRows(_ range: Range<Int>, window: ClosedRange<Double>, decimator: M4Decimator) throws -> [Int] {
        try spill.mapBlocks(in: range) { start, positions, values in
            decimator.rows(0..<positions.count, xs: positions, series: values, window: window).map { $0 + start }
        }.flatMap { $0 }
    }
}

/// A stream is used from one thread at a time: the reader appends a batch after the one
/// before has been appended, and the layout reads it once the input is read. So a `--facet`
/// panel's stream may be a panel's input (`ChartInput.lineStream`).
extension LineStream: @unchecked Sendable {}

/// One series' first smallest and first largest value and their rows, as rows are appended in
/// input order (NaN, a gap, is neither).
struct SeriesExtremes {
    private(set) var low = Double.infinity
    private(set) var high = -Double.infinity
    private(set) var lowRow: Int?
    private(set) var highRow: Int?

    /// Takes in `values`, the first being row `firstRow`.
    mutating func add(_ values: [Double], firstRow: Int) {
        for (offset, value) in values.enumerated() {
            if value < low { (low, lowRow) = (value, firstRow + offset) }
            if value > high { (high, highRow) = (value, firstRow + offset) }
        }
    }
}
