/// Long data split by `--series` (`x,key,value` rows), gathered batch by batch into the wide rows
/// a whole read makes, without holding the input: one wide row per distinct x.
///
/// A whole read (`SeriesSplitter`) makes one row per distinct x and one series per key, then
/// sorts the rows by x. Each long row goes to a spill as its x, its value and a tag
/// (`SeriesRowTag`: its key's code in first appearance order, capped at `SeriesLimit.maximum`,
/// and what the sort needs). When each x's rows come together and the x values of the runs
/// rise, the wide rows are the runs in input order, and `stream()` builds them from the spill a
/// block at a time. Any other order (each key's rows together, the commonest export; x falling
/// or shuffled) is sorted by x in the spill first (`sortedStream`), which puts each distinct
/// x's rows together in input order, as the whole read's stable sort does. Whatever this cannot
/// give exactly as a whole read would (a second value for a key at one x, two x texts at one
/// position, too many keys, an empty x, any cell error, an input near the cell limit whose
/// order hides the row where a whole read meets it) throws `Refusal` or the read's own error,
/// and the caller reads the input whole, which then gives the whole read's chart or error. The
/// cell limit met in runs is the exception: passed at a row (in the first batch or a later one),
/// it is the whole read's error at that row, so it throws `CellLimit` and the read stops there.
final class SeriesRuns {
    /// Why the rows cannot stream; never shown: the whole read that follows says what is wrong.
    struct Refusal: Error {
        var reason: String
    }

    /// The `--series` cell limit passed at a row (`SeriesGrid.requireBudget`): the error a
    /// whole read gives there, told apart from `Refusal` and the read's own errors so the
    /// caller stops with it rather than read the input again.
    struct CellLimit: Error {
        var error: ChartError
    }

    /// What a wide row of long data carries beyond its numbers, applied to every chart the
    /// stream makes (`LineStream.longForm`).
    struct Facts {
        /// The value column's name: the value axis title of a whole read's wide table.
        var valueTitle: String?
        /// Per series, whether some x has no row of its key: such a series has an `absent`
        /// array (its line joins across those rows, where a gap breaks it).
        var hasAbsent: [Bool]

        /// A missing (x, key) pair in the spill: a NaN of its own, told apart from an empty cell.
        static let absent = Double(bitPattern: 0x7FF8_0000_5E71_E500)

        static func isAbsent(_ value: Double) -> Bool { value.bitPattern == absent.bitPattern }

        /// `chart` with its absent values as a whole read has them: an empty cell's NaN, flagged
        /// in `absent`.
        func apply(to chart: inout LineChart) {
            chart.valueTitle = valueTitle
            for s in chart.series.indices where hasAbsent[s] {
                let values = chart.series[s].values
                chart.series[s].absent = values.map(Self.isAbsent)
                chart.series[s].values = values.map { Self.isAbsent($0) ? .nan : $0 }
            }
        }
    }

    let splitter: SeriesSplitter
    private let roles: SeriesSplitter.Roles
    /// The wide chart's columns, decided from the first batch's wide table as a whole read of
    /// it decides them.
    let columns: LiveLineColumns
    let valueTitle: String?
    let spill: LineSpill
    let temporaryFolder: String
    private var keyCodes: [String: Int] = [:]
    private(set) var keyNames: [String] = []
    /// Runs each key has a row in (keys have one row per run at most).
    private var keyRuns: [Int] = []
    private var run: (text: String, x: Double, hash: UInt64, check: Double)?
    /// Whether every row so far has come in runs of rising x; once not, `stream()` sorts the
    /// rows by x (`sortedStream`).
    private(set) var inRuns = true
    /// The long row at which each key (by code) first appears.
    private(set) var keyFirstRows: [Int] = []
    /// The keys with a row in the current run.
    private var filled: Set<Int> = []
    /// Checks that the default value column is the whole input's pick.
    private var judge: ValueColumnJudge
    /// Long rows read, and runs (wide rows) begun.
    private(set) var rowCount = 0
    private(set) var runCount = 0
    /// Whether some x so far was a time with a UTC offset other than 0 (`LineStream.zoned`).
    private(set) var zoned = false
    /// The most wide rows `stream()` held at once (about a million values' worth).
    var mostRowsHeld = 0

    /// Starts from the first batch (read as a whole input): its columns decide the roles, and
    /// its wide table the x axis, as a whole read decides them.
    init(first table: DataTable, splitter: SeriesSplitter, builder: LineChartBuilder, temporaryFolder: String) throws {
        let roles = try splitter.columns(of: table)
        judge = ValueColumnJudge(splitter: splitter, roles: roles)
        let wide = try Self.split(table, by: splitter, roles: roles)
        var wideBuilder = builder
        (wideBuilder.x, wideBuilder.y) = (.position(1), (1..<wide.columnCount).map { .position($0 + 1) })
        let columns = try LiveLineColumns(first: wide, builder: wideBuilder)
        guard columns.kind != .category else { throw Refusal(reason: "text x") }
        (self.splitter, self.roles, self.columns, valueTitle) = (splitter, roles, columns, wide.valueTitle)
        self.temporaryFolder = temporaryFolder
        // x, then the value, the tag and the x text's second hash (`SeriesRowTag.check`).
        spill = LineSpill(seriesCount: 3, folder: temporaryFolder)
    }

    /// The first batch's wide table. When its split fails, the cell limit passed in it is told
    /// apart from the split's other errors: with no repeated pair in the batch (the grid's other
    /// error, ruled out by a grid with no limit), a grid that fails on the limit fails at the
    /// row where a whole read's grid does, so the read stops there (`CellLimit`).
    private static func split(_ table: DataTable, by splitter: SeriesSplitter, roles: SeriesSplitter.Roles) throws -> DataTable {
        do {
            return try splitter.split(table)
        } catch let error as ChartError {
            guard (try? SeriesGrid(table, x: roles.x, key: roles.key, value: roles.value, minimumBudget: .max)) != nil else { throw error }
            do {
                _ = try SeriesGrid(table, x: roles.x, key: roles.key, value: roles.value, minimumBudget: splitter.cellMinimum)
            } catch let limit as ChartError {
                throw CellLimit(error: limit)
            }
            throw error
        }
    }

    /// Adds a batch's rows after the first `skipping` (a later batch's copy of the first record).
    func add(_ table: DataTable, skipping: Int) throws {
        judge.add(table, skipping: skipping)
        let values = try table.numbers(at: roles.value, emptyIsGap: true)
        if columns.checks.valuesAboveZero { try table.requireOnLogAxis(values, column: roles.value) }
        let xs = try columns.positions(of: table, column: roles.x)
        if !zoned { zoned = !columns.offsetRows(of: table, column: roles.x, skipping: skipping).isEmpty }
        let xTexts = table.texts(ofColumn: roles.x)
        let keyTexts = table.texts(ofColumn: roles.key)
        var (tags, checks): ([Double], [Double]) = ([], [])
        tags.reserveCapacity(table.rowCount)
        checks.reserveCapacity(table.rowCount)
        guard rowCount + table.rowCount < SeriesRowTag.maximumRows else { throw Refusal(reason: "more rows than a tag's blocks") }
        for row in skipping..<table.rowCount {
            let xText = xTexts[row].trimmingASCIIWhitespace()
            guard !xs[row].isNaN else { throw Refusal(reason: "an empty x") }
            var starts = false
            if xText != run?.text {
                // From an x not above the run before it on, the rows are sorted by x in `stream()`.
                if inRuns, let run, !(xs[row] > run.x) { inRuns = false }
                run = (xText, xs[row], SeriesRowTag.hash(xText), SeriesRowTag.check(xText))
                filled.removeAll(keepingCapacity: true)
                runCount += 1
                starts = true
            }
            let keys = keyNames.count
            let code = try code(of: keyTexts[row].trimmingASCIIWhitespace())
            if inRuns {
                guard filled.insert(code).inserted else { throw Refusal(reason: "a second value for one key at one x") }
                if starts || keyNames.count > keys { try requireBudget(rows: rowCount + tags.count + 1, in: table) }
            }
            if keyNames.count > keys { keyFirstRows.append(rowCount + tags.count) }
            keyRuns[code] += 1
            tags.append(SeriesRowTag(code: code, startsRun: starts, row: rowCount + tags.count, hash: run?.hash ?? 0).value)
            checks.append(run?.check ?? 0)
        }
        rowCount += tags.count
        try spill.append(positions: Array(xs[skipping...]), values: [Array(values[skipping...]), tags, checks])
    }

    /// Refuses the keys × runs met in the first `rows` rows when they pass the budget of those
    /// rows: the runs so far are distinct x values and their pairs distinct, so this is the
    /// whole read's grid's error at this row (`SeriesGrid`), thrown as `CellLimit` so the
    /// read stops with it rather than read the input again.
    private func requireBudget(rows: Int, in table: DataTable) throws {
        do {
            try SeriesGrid.requireBudget(
                keys: keyNames.count, xs: runCount, rows: rows, minimum: splitter.cellMinimum, source: table.source,
                keyName: table.displayName(ofColumn: roles.key))
        } catch let error as ChartError {
            throw CellLimit(error: error)
        }
    }

    /// The code of key `text`, a new one in first appearance order up to the cap.
    private func code(of text: String) throws -> Int {
        if let code = keyCodes[text] { return code }
        guard keyNames.count < SeriesLimit.maximum else { throw Refusal(reason: "more keys than the cap") }
        keyCodes[text] = keyNames.count
        keyNames.append(text)
        keyRuns.append(0)
        return keyNames.count - 1
    }

    /// The wide rows as a `LineStream`, built from the spill a block at a time (at most about
    /// `blockValues` values held), once the cells a whole read would make are known to be within
    /// `SeriesGrid.cellBudget`: in the spill's order while the rows came in runs, else from the
    /// rows sorted by x (`sortedStream`).
    func stream(blockValues: Int = 1 << 20) throws -> LineStream {
        guard judge.agreesWithFirstBatch else { throw Refusal(reason: "the whole input picks another value column") }
        guard inRuns else { return try sortedStream(blockValues: blockValues) }
        let (cells, overflow) = keyNames.count.multipliedReportingOverflow(by: runCount)
        guard !overflow, cells <= SeriesGrid.cellBudget(rows: rowCount, minimum: splitter.cellMinimum) else {
            throw Refusal(reason: "more cells than the budget")
        }
        let stream = LineStream(columns: columns.widened(toSeries: keyNames), temporaryFolder: temporaryFolder)
        stream.zoned = zoned
        stream.longForm = Facts(valueTitle: valueTitle, hasAbsent: keyRuns.map { $0 < runCount })
        let width = keyNames.count
        var rows = LiveRows(seriesCount: width)
        let flushAt = max(1, blockValues / width)
        try spill.forEachBlock(in: 0..<spill.count) { _, xs, columns in
            for index in xs.indices {
                let tag = SeriesRowTag(columns[1][index])
                if tag.startsRun {
                    if rows.count > flushAt {
                        mostRowsHeld = max(mostRowsHeld, rows.count)
                        try stream.append(rows)
                        rows = LiveRows(seriesCount: width)
                    }
                    rows.positions.append(xs[index])
                    for s in 0..<width { rows.values[s].append(Facts.absent) }
                }
                rows.values[tag.code][rows.count - 1] = columns[0][index]
            }
        }
        mostRowsHeld = max(mostRowsHeld, rows.count)
        try stream.append(rows)
        return stream
    }
}
