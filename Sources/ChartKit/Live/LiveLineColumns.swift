/// The columns of a followed line chart, decided once from the first rows, and the typed rows
/// of every later batch.
///
/// A normal run decides the x column's kind, the series columns and the header from all the
/// data. A live chart must draw before the data ends, so it decides them from the first batch,
/// by the same rules (through `LineChartBuilder`), and then holds every later row to them. A cell
/// that does not fit is the same one-line error with its line and column.
///
/// Rows must arrive in ascending x (equal x allowed), which a live feed does; a row with a smaller
/// x than the row before is an error at its cell, because a normal run would sort it into a page
/// that may already be written. Text (category) x stays in input order, as always.
struct LiveLineColumns {
    let xColumn: Int?
    private(set) var yColumns: [Int]
    let kind: XAxisKind
    let epoch: Bool
    /// How x cells read when x is time (decided from the first batch, like the kind).
    let reading: DateReading
    let xTitle: String?
    /// The x title a whole read gives when some time carried a UTC offset other than 0
    /// (`LineChartBuilder.utcTitle`), for a stream whose first batch had none but a later one had:
    /// nil where the times are not converted to UTC (`--x-date-format`, epoch x) or x is no time.
    let zonedXTitle: String?
    private(set) var seriesNames: [String]
    private(set) var dashed: [Bool]
    /// Which series are drawn against the right axis (`--y2`).
    private(set) var onY2: [Bool]
    let namesFromHeader: Bool
    /// Values (and x) at or below 0 are errors at their cell: a log axis (`--y-log`, `--x-log`),
    /// as the builder's checks say.
    let checks: FrameChecks
    /// An empty x cell is NaN, for the caller to leave its row out (a scatter's,
    /// `LineChartBuilder.skipsEmptyX`), not an error.
    let skipsEmptyX: Bool

    /// Decides the columns from the first batch. The whole normal chart is built once, so a bad
    /// `--dashed`, an empty x column or a bad cell fails exactly as it would without `--follow`.
    init(first table: DataTable, builder: LineChartBuilder) throws {
        let chart = try builder.chart(from: table)
        let xColumn = try table.xColumn(builder.x)
        self.xColumn = xColumn
        yColumns = try builder.yColumns(in: table, excluding: xColumn)
        kind = chart.x.kind
        epoch = builder.xType == .epoch
        reading = try xColumn.map { try builder.xKind(in: table, column: $0).1 } ?? .standard
        xTitle = chart.x.title
        let converts = chart.x.kind == .time && builder.xType != .epoch && reading == .standard
        zonedXTitle = converts ? LineChartBuilder.utcTitle(xColumn.flatMap { table.hasHeader ? table.names[$0] : nil }) : nil
        seriesNames = chart.series.map(\.name)
        dashed = chart.series.map(\.dashed)
        onY2 = chart.series.map(\.onY2)
        namesFromHeader = chart.namesFromHeader
        checks = builder.checks
        skipsEmptyX = builder.skipsEmptyX
    }

    /// The typed rows of `table`, whose first row is row `firstRow` (0-based) of the whole input;
    /// `previous` is the x and line of the row before it, if any.
    func rows(of table: DataTable, firstRow: Int, previous: (x: Double, line: Int32, text: String)?) throws -> LiveRows {
        var rows = try typed(table, firstRow: firstRow)
        let count = table.rowCount
        if let xColumn, kind != .category {
            // A cell's text and line are looked up one cell at a time: `table.columns` and
            // `table.cellLines` rebuild every column of the table on each use.
            for row in 0..<count {
                let x = rows.positions[row]
                guard let before = row > 0 ? rows.positions[row - 1] : previous?.x, x < before else { continue }
                guard let last = row > 0 ? cell(row - 1, in: table, column: xColumn, x: before) : previous else { continue }
                throw ChartError.badData(
                    location: table.location(row: row, column: xColumn), column: table.displayName(ofColumn: xColumn),
                    message:
                        """
                        rows must arrive in ascending x with --follow: \(QuotedText.quoted(table.text(row: row, column: xColumn))) comes after \
                        \(QuotedText.quoted(last.text)) (line \(last.line)); sort the input, or leave out --follow
                        """
                )
            }
            rows.last = count > 0 ? cell(count - 1, in: table, column: xColumn, x: rows.positions[count - 1]) : previous
        }
        return rows
    }

    /// The typed rows of `table` in input order (no order check), its first row being row
    /// `firstRow` (0-based) of the whole input; the first `skipping` rows of `table` are left
    /// out (a batch's anchor row). A cell that does not fit its column is the usual error.
    func typed(_ table: DataTable, firstRow: Int, skipping: Int = 0) throws -> LiveRows {
        var rows = LiveRows(seriesCount: yColumns.count)
        let count = table.rowCount - skipping
        func kept(_ values: [Double]) -> [Double] { skipping == 0 ? values : Array(values.dropFirst(skipping)) }
        // x first, then the series: a normal run reports a bad x before a bad value.
        switch (xColumn, kind) {
        case (nil, _): rows.positions = (0..<count).map { Double(firstRow + $0 + 1) }
        case let (xColumn?, .number), let (xColumn?, .time):
            rows.positions = kept(try positions(of: table, column: xColumn))
            rows.offsetRows = offsetRows(of: table, column: xColumn, skipping: skipping)
        case let (xColumn?, .category):
            rows.categories = Array(table.columns[xColumn].dropFirst(skipping))
            rows.positions = (0..<count).map { Double(firstRow + $0) }
        }
        rows.values = try yColumns.indices.map { index in
            let column = yColumns[index]
            let values = try table.numbers(at: column, emptyIsGap: true)
            if onY2[index] ? checks.y2AboveZero : checks.valuesAboveZero {
                try table.requireOnLogAxis(values, column: column, floor: onY2[index] ? "--y2-min" : "--y-min")
            }
            if checks.stacking != .overlap, let row = values.indices.dropFirst(skipping).first(where: { values[$0] < 0 }) {
                throw table.cellError(row: row, column: column, expected: AreaStack.expected(checks.stacking))
            }
            return kept(values)
        }
        return rows
    }

    /// The x of every row of `table` read from `column` as this chart's numeric or time x, with
    /// its checks: also the x column of long data, whose rows are not the chart's (`SeriesRuns`).
    func positions(of table: DataTable, column: Int) throws -> [Double] {
        if kind == .time {
            return epoch
                ? try table.epochSeconds(at: column, emptyIsGap: skipsEmptyX) : try table.times(at: column, reading: reading, emptyIsGap: skipsEmptyX)
        }
        let positions = try table.numbers(at: column, emptyIsGap: skipsEmptyX)
        if checks.xAboveZero { try table.requireOnLogAxis(positions, column: column, floor: nil) }
        return positions
    }

    /// The rows of `table` after its first `skipping` (counted from there) whose x time a whole
    /// read converts to UTC from an offset other than 0; none when x is not such a time.
    func offsetRows(of table: DataTable, column: Int, skipping: Int = 0) -> [Int] {
        zonedXTitle == nil ? [] : table.zoneOffsetRows(inColumn: column, from: skipping)
    }

    /// These columns with the series `names` (plain, on the left axis) in place of the first
    /// batch's: long data meets its keys as it goes, so only the whole input names them all.
    func widened(toSeries names: [String]) -> LiveLineColumns {
        var columns = self
        columns.yColumns = Array(names.indices)
        columns.seriesNames = names
        columns.dashed = names.map { _ in false }
        columns.onY2 = names.map { _ in false }
        return columns
    }

    /// The x, line and text of one cell, for the order check across batches and its message.
    private func cell(_ row: Int, in table: DataTable, column: Int, x: Double) -> (x: Double, line: Int32, text: String) {
        (x, Int32(clamping: table.location(row: row, column: column).line), table.text(row: row, column: column))
    }

    /// A chart of `rows` with these columns' names and styles. Category slots are renumbered
    /// from 0, as a normal run numbers them. `zoned` says some row of the whole input had an x
    /// with a UTC offset (`LineStream.zoned`): its x title then says UTC even when the first
    /// batch, which decided `xTitle`, had none.
    func chart(_ rows: LiveRows, zoned: Bool = false) -> LineChart {
        let title = zoned ? zonedXTitle ?? xTitle : xTitle
        var x = XValues(kind: kind, positions: rows.positions, categories: rows.categories, title: title)
        x.reading = reading
        if kind == .category { x.positions = rows.positions.indices.map(Double.init) }
        let series = seriesNames.indices.map { LineSeries(name: seriesNames[$0], values: rows.values[$0], dashed: dashed[$0], onY2: onY2[$0]) }
        return LineChart(x: x, series: series, namesFromHeader: namesFromHeader)
    }
}

/// Typed rows of a line chart, column by column: x positions, one value array per series, and
/// the category names for text x.
struct LiveRows {
    var positions: [Double] = []
    var values: [[Double]]
    var categories: [String] = []
    /// Per column a `ColumnJudge` follows, whether each of the batch's non-empty cells in it is a
    /// number (up to 1000), for the stream to judge in input order (`LineStream.judge`).
    var judged: [[Bool]] = []
    /// The last row's x, line and text, for the order check of the next batch.
    var last: (x: Double, line: Int32, text: String)?
    /// The rows (ascending) whose x time had a UTC offset other than 0, which a whole read's x
    /// title reports (`LiveLineColumns.offsetRows`): kept by row, not as one flag, so a `--facet`
    /// panel's picked rows know whether their own times had one, as the panel's whole read does.
    var offsetRows: [Int] = []

    init(seriesCount: Int) {
        values = Array(repeating: [], count: seriesCount)
    }

    var count: Int { positions.count }

    mutating func append(_ other: LiveRows) {
        positions += other.positions
        for index in values.indices { values[index] += other.values[index] }
        offsetRows += other.offsetRows.map { $0 + positions.count - other.positions.count }
        categories += other.categories
        if other.last != nil { last = other.last }
    }

    /// Drops the first `count` rows.
    mutating func removeFirst(_ count: Int) {
        guard count > 0 else { return }
        positions.removeFirst(count)
        offsetRows = offsetRows.filter { $0 >= count }.map { $0 - count }
        for index in values.indices { values[index].removeFirst(count) }
        if !categories.isEmpty { categories.removeFirst(count) }
    }

    /// The rows at `indices` (ascending), in that order.
    func picking(_ indices: [Int]) -> LiveRows {
        var result = LiveRows(seriesCount: values.count)
        result.positions = indices.map { positions[$0] }
        result.values = values.map { column in indices.map { column[$0] } }
        result.categories = categories.isEmpty ? [] : indices.map { categories[$0] }
        result.last = last
        if !offsetRows.isEmpty {
            let offsets = Set(offsetRows)
            result.offsetRows = indices.indices.filter { offsets.contains(indices[$0]) }
        }
        return result
    }

    /// Rows `range` (positions in these rows).
    func slice(_ range: Range<Int>) -> LiveRows {
        var result = LiveRows(seriesCount: values.count)
        result.positions = Array(positions[range])
        result.values = values.map { Array($0[range]) }
        result.categories = categories.isEmpty ? [] : Array(categories[range])
        result.offsetRows = offsetRows.filter(range.contains).map { $0 - range.lowerBound }
        return result
    }
}
