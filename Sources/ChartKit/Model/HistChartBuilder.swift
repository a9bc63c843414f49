/// Turns a table and the user's column choices into a validated `HistChart`.
///
/// Wide data: every column named by `--y`, or every mostly-numeric column, is a series. Long
/// data (`--series KEY`): the values of `--y` (or the first other mostly-numeric column) split by
/// the key's text, keys in order of first appearance. Long data has no x, so it is split here,
/// not by `SeriesSplitter` (which pairs each key with an x). Empty cells are skipped and
/// counted; any other cell that is not a number is an error naming its cell. A column of dates
/// or times (whatever a line chart's x reads as time) gives instants, binned by calendar units;
/// every column binned must then be one.
package struct HistChartBuilder: FrameCheckedBuilder {
    package var y: [ColumnSelector]
    /// `--series`: the key column of long data.
    package var key: ColumnSelector?
    /// The cells log-spaced bins refuse (`--x-log`: the values lie on the x axis,
    /// `FrameChecks.xAboveZero`), read from the options by the recipe (`AxisRecipe.checkedBuilder`).
    package var checks = FrameChecks()

    package init(y: [ColumnSelector] = [], key: ColumnSelector? = nil) {
        self.y = y
        self.key = key
    }

    package func chart(from table: DataTable) throws -> HistChart {
        try table.requireDataRows()
        if let key { return try longChart(from: table, key: try table.columnIndex(key)) }
        let columns = try valueColumns(in: table, excluding: nil)
        var skipped = 0
        var readings: [ValueReading] = []
        let series = try columns.map { column in
            let (values, reading) = try self.values(table, column: column)
            readings.append(reading)
            let gaps = values.count { $0.isNaN }
            skipped += gaps
            // Without gaps the table's own numbers are kept, not copied (10M values: 80 MB).
            return HistSeries(name: table.names[column], values: gaps == 0 ? values : values.filter { !$0.isNaN })
        }
        try Self.requireOneKind(readings, columns: columns, in: table)
        var chart = HistChart(
            series: series, valueTitle: Self.valueTitle(columns.map { table.names[$0] }, hasHeader: table.hasHeader), skipped: skipped,
            time: readings.first?.isTime ?? false)
        chart.convertedToUTC = Self.offsetRows(in: table, columns: columns, readings: readings) != nil
        return chart
    }

    /// Per row of `table`, whether some time among `columns` (read as `readings` say) had a UTC
    /// offset other than 0, which reading converts (`DataTable.hasZoneOffsets`); nil for none,
    /// the common case, and for numbers or times read by a pattern, which are not converted.
    static func offsetRows(in table: DataTable, columns: [Int], readings: [ValueReading]) -> [Bool]? {
        var flags: [Bool]?
        for (column, reading) in zip(columns, readings) where reading == .times(.standard) {
            for row in table.zoneOffsetRows(inColumn: column) {
                if flags == nil { flags = Array(repeating: false, count: table.rowCount) }
                flags?[row] = true
            }
        }
        return flags
    }

    /// The x axis title of wide data: the one column's name, or for several the names joined
    /// (`temp_max, temp_min`) when they are at most three and 40 characters together, else
    /// `value`: the columns share an axis but no name, and their unit is not known (the legend
    /// names each); nil without a header (the columns have no names).
    static func valueTitle(_ names: [String], hasHeader: Bool) -> String? {
        guard hasHeader, !names.isEmpty else { return nil }
        let joined = names.joined(separator: ", ")
        return names.count == 1 || (names.count <= 3 && joined.count <= 40) ? joined : "value"
    }

    /// How a value column's cells read: as numbers, or as dates or times in one reading
    /// (decided on the first batch of a streamed input and kept for the rest).
    enum ValueReading: Equatable {
        case numbers
        case times(DateReading)

        var isTime: Bool { self != .numbers }
    }

    /// Several value columns are all numbers or all times: one axis cannot show both.
    static func requireOneKind(_ readings: [ValueReading], columns: [Int], in table: DataTable) throws {
        guard let mixed = readings.firstIndex(where: { $0.isTime != readings[0].isTime }) else { return }
        let (time, number) = readings[0].isTime ? (columns[0], columns[mixed]) : (columns[mixed], columns[0])
        throw ChartError.usage(
            """
            \(table.displayName(ofColumn: time)) holds dates or times and \(table.displayName(ofColumn: number)) numbers; one histogram bins one \
            kind (choose with --y)
            """
        )
    }

    /// Long data: one series per distinct key, in order of first appearance.
    private func longChart(from table: DataTable, key: Int) throws -> HistChart {
        let columns = try valueColumns(in: table, excluding: key)
        guard columns.count == 1 else { throw ChartError.usage("--series splits one value column; --y names \(columns.count)") }
        let column = columns[0]
        try table.requireDistinct(key, role: "the series key (--series)", from: [column], otherRole: "the values (--y)")
        let (values, reading) = try self.values(table, column: column)
        let keys = table.texts(ofColumn: key)
        var order: [String: Int] = [:]
        var series: [HistSeries] = []
        var skipped = 0
        for (row, value) in values.enumerated() {
            guard !value.isNaN else {
                skipped += 1
                continue
            }
            let name = keys[row]
            if let index = order[name] {
                series[index].values.append(value)
            } else {
                try SeriesLimit.checkKeys(series.count + 1, counted: false, firstRowBeyond: row, in: table, key: key)
                order[name] = series.count
                series.append(HistSeries(name: name, values: [value]))
            }
        }
        var chart = HistChart(series: series, valueTitle: table.hasHeader ? table.names[column] : nil, skipped: skipped, time: reading.isTime)
        chart.convertedToUTC = Self.offsetRows(in: table, columns: [column], readings: [reading]) != nil
        return chart
    }

    /// A column's cells as numbers (or, for dates and times, epoch seconds), empty cells as NaN,
    /// and how they read. With `reading` nil it is decided here: numbers when every cell is one
    /// (a column of years under a `year` header stays numbers), else times when the column reads
    /// as time, else the first cell that is not a number is the error.
    func values(_ table: DataTable, column: Int, reading: ValueReading? = nil) throws -> ([Double], ValueReading) {
        let values: [Double]
        switch reading {
        case let .times(dates)?:
            return (try table.times(at: column, reading: dates, emptyIsGap: true), .times(dates))
        case .numbers?:
            values = try table.numbers(at: column, emptyIsGap: true)
        case nil:
            do {
                values = try table.numbers(at: column, emptyIsGap: true)
            } catch {
                let (kind, dates) = table.kindAndReading(of: column)
                guard kind == .time else { throw error }
                return (try table.times(at: column, reading: dates, emptyIsGap: true), .times(dates))
            }
        }
        if checks.xAboveZero { try table.requireOnLogAxis(values, column: column, use: "for log-spaced bins (--x-log)") }
        return (values, .numbers)
    }

    /// `--y`, or every mostly-numeric column but `excluded` (the first only, for long data); with
    /// none, every column of dates or times (a log's one timestamp column bins as it is).
    func valueColumns(in table: DataTable, excluding excluded: Int?) throws -> [Int] {
        if !y.isEmpty {
            try SeriesLimit.checkNamed(y.count, flag: "--y")
            return try y.map { try table.columnIndex($0) }
        }
        var candidates = (0..<table.columnCount).filter { $0 != excluded && LineChartBuilder.isMostlyNumeric(table, column: $0) }
        if candidates.isEmpty { candidates = (0..<table.columnCount).filter { $0 != excluded && table.kind(of: $0) == .time } }
        guard !candidates.isEmpty else {
            throw ChartError.badData(
                location: nil, column: nil,
                message: "\(table.source) has no numeric or date column to bin (columns: \(table.names.joined(separator: ", "))); name one with --y")
        }
        guard excluded == nil else { return [candidates[0]] }
        try SeriesLimit.checkFound(candidates, in: table, what: "numeric or date columns")
        return candidates
    }
}
