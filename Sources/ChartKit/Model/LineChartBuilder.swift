#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a table and the user's column choices into a validated `LineChart`.
///
/// This is where data errors surface, with the file, line and column of the offending cell:
/// a non-number in a series, an unreadable date, an empty x. Defaults follow the shape of most
/// exported data: the first column is x and every numeric column after it is a series; a
/// table with a single column is plotted against its row number.
package struct LineChartBuilder: FrameCheckedBuilder {
    package var x: ColumnSelector?
    package var y: [ColumnSelector]
    package var xType: XTypeRequest
    /// Series names (as shown in the legend) to draw dashed.
    package var dashed: [String]
    /// The form of the x dates (`--x-date-format`); makes x a time axis.
    package var xDateFormat: DateReadPattern?
    /// The cells a log axis refuses at or below 0 (`--y-log`, `--x-log`, `--y2-log`), read from
    /// the options by the recipe (`AxisRecipe.checkedBuilder`).
    package var checks = FrameChecks()
    /// Series drawn against the second value axis (`--y2`): added to the series when `y` (or the
    /// default) leaves them out, so `--y price --y2 wages` draws both.
    package var y2: [ColumnSelector] = []
    /// The bubble-size column (`chart scatter --size-by`): read into `LineChart.sizes`, and never
    /// a series by default.
    package var sizeBy: ColumnSelector?
    /// Sizes read already, one per table row (long data: the wide table has no size column).
    package var givenSizes: BubbleSizes?
    /// Leave out a row whose x cell is empty, counting it (`LineChart.emptyX`), instead of
    /// refusing it: a scatter point needs both coordinates, so a row without x is missing data
    /// as a row without y is (issue 33: cars.json's few empty Horsepower cells were fatal as x
    /// and skipped as y). A line chart keeps refusing it: its x orders the line.
    package var skipsEmptyX = false

    package init(
        x: ColumnSelector? = nil, y: [ColumnSelector] = [], xType: XTypeRequest = .auto, dashed: [String] = [],
        xDateFormat: DateReadPattern? = nil
    ) {
        self.x = x
        self.y = y
        self.xType = xType
        self.dashed = dashed
        self.xDateFormat = xDateFormat
    }

    /// The chart for `table`, rows sorted by x (stable) unless x is categorical.
    package func chart(from table: DataTable) throws -> LineChart {
        try table.requireDataRows()
        let xColumn = try table.xColumn(x)
        let seriesColumns = try yColumns(in: table, excluding: xColumn)
        let rightColumns = try y2Columns(in: table)
        let xValues = try xValues(in: table, column: xColumn)

        var series = try seriesColumns.map { column in
            let values = try table.numbers(at: column, emptyIsGap: true)
            let right = rightColumns.contains(column)
            if right ? checks.y2AboveZero : checks.valuesAboveZero {
                try table.requireOnLogAxis(values, column: column, floor: right ? "--y2-min" : "--y-min")
            }
            return LineSeries(name: table.names[column], values: values, absent: Self.absentRows(table, column: column), onY2: right)
        }
        try markDashed(&series)

        var chart = LineChart(x: xValues, series: series, namesFromHeader: table.hasHeader)
        chart.valueTitle = table.valueTitle
        chart.sizes = try sizes(in: table, x: xColumn, series: seriesColumns)
        if skipsEmptyX { chart = Self.droppingEmptyX(chart) }
        if xValues.kind != .category { chart = Self.sortedByX(chart) }
        return chart
    }

    /// `chart` without its rows of empty x (NaN; `skipsEmptyX`), counted in `emptyX`.
    static func droppingEmptyX(_ chart: LineChart) -> LineChart {
        let xs = chart.x.positions
        guard xs.contains(where: \.isNaN) else { return chart }
        let kept = xs.indices.filter { !xs[$0].isNaN }
        var trimmed = chart
        trimmed.x.positions = kept.map { xs[$0] }
        if !chart.x.categories.isEmpty { trimmed.x.categories = kept.map { chart.x.categories[$0] } }
        for s in chart.series.indices {
            let values = chart.series[s].values
            trimmed.series[s].values = kept.map { values[$0] }
            if let absent = chart.series[s].absent { trimmed.series[s].absent = kept.map { absent[$0] } }
        }
        if let sizes = chart.sizes { trimmed.sizes?.values = kept.map { sizes.values[$0] } }
        trimmed.emptyX = chart.emptyX + xs.count - kept.count
        return trimmed
    }

    /// The series columns: `--y`, else every mostly-numeric column but x, then the `--y2`
    /// columns not among them (also used by `--follow`).
    func yColumns(in table: DataTable, excluding xColumn: Int?) throws -> [Int] {
        let columns = try leftColumns(in: table, excluding: xColumn)
        let right = try y2Columns(in: table)
        guard !right.isEmpty else {
            try y.isEmpty ? SeriesLimit.checkFound(columns, in: table) : SeriesLimit.checkNamed(columns.count, flag: "--y")
            return columns
        }
        try table.requireDistinct(xColumn, role: "the x column (--x)", from: right, otherRole: "a series on the right axis (--y2)")
        let all = columns + right.filter { !columns.contains($0) }
        guard all.contains(where: { !right.contains($0) }) else {
            throw ChartError.usage("--y2 puts every series on the right axis; leave at least one on the left (name it with --y)")
        }
        try y.isEmpty ? SeriesLimit.checkFound(all, in: table) : SeriesLimit.checkNamed(all.count, flag: "--y and --y2")
        return all
    }

    /// The `--y2` columns (each must exist: an unknown name is the usual error naming it).
    func y2Columns(in table: DataTable) throws -> [Int] {
        try y2.map { try table.columnIndex($0) }
    }

    /// The bubble sizes: `givenSizes`, or the `sizeBy` column's, which must be neither x nor a series.
    private func sizes(in table: DataTable, x xColumn: Int?, series: [Int]) throws -> BubbleSizes? {
        guard let sizeBy else { return givenSizes }
        let column = try table.columnIndex(sizeBy)
        try table.requireDistinct(
            column, role: "the bubble sizes (--size-by)", from: series + (xColumn.map { [$0] } ?? []), otherRole: "x or a series")
        return try BubbleSizes(table, column: column)
    }

    /// `--y`, else every mostly-numeric column but x.
    private func leftColumns(in table: DataTable, excluding xColumn: Int?) throws -> [Int] {
        if !y.isEmpty {
            let columns = try y.map { try table.columnIndex($0) }
            try table.requireDistinct(xColumn, role: "the x column (--x)", from: columns, otherRole: "a series (--y)")
            return columns
        }
        let sizeColumn = try sizeBy.map { try table.columnIndex($0) }
        let candidates = (0..<table.columnCount).filter { $0 != xColumn && $0 != sizeColumn && Self.isMostlyNumeric(table, column: $0) }
        guard !candidates.isEmpty else {
            // Name the first bad cell of the first column that could have been a series.
            if let column = (0..<table.columnCount).first(where: { $0 != xColumn }) {
                _ = try table.numbers(at: column, emptyIsGap: true)
            }
            let columns = table.names.joined(separator: ", ")
            throw ChartError.badData(
                location: nil, column: nil,
                message: "\(table.source) has no numeric column to plot (columns: \(columns)); name one with --y")
        }
        return candidates
    }

    /// Whether a column is meant as numbers: at least half of its first 1000 non-empty cells
    /// are. Such a column is plotted even with a stray "n/a", so the user hears about that
    /// exact cell instead of the whole column silently disappearing from the chart.
    static func isMostlyNumeric(_ table: DataTable, column: Int) -> Bool {
        if let parsed = table.cells[column].numbers, parsed.others == 0, parsed.blanks == 0 {
            return !parsed.values.isEmpty  // every cell a number, known from reading
        }
        return isMostlyNumeric(table.texts(ofColumn: column))
    }

    /// `isMostlyNumeric(_:column:)` for cells as text.
    static func isMostlyNumeric(_ cells: [String]) -> Bool {
        var numbers = 0
        var seen = 0
        for cell in cells where !cell.isEmpty {
            // A number too large for a Double (1e400) still means "a number": counted here, it is
            // reported at its cell instead of its column silently disappearing.
            if ValueParser.number(Substring(cell)) != nil || Double(cell.trimmingSpaces())?.isInfinite == true {
                numbers += 1
            }
            seen += 1
            if seen == 1000 { break }
        }
        return seen > 0 && numbers * 2 >= seen
    }

    private func xValues(in table: DataTable, column: Int?) throws -> XValues {
        guard let column else {
            return XValues(kind: .number, positions: (0..<table.rowCount).map { Double($0 + 1) }, title: nil)
        }
        let title: String? = table.hasHeader ? table.names[column] : nil
        let (kind, reading) = try xKind(in: table, column: column)
        switch kind {
        case .number:
            let positions = try table.numbers(at: column, emptyIsGap: skipsEmptyX)
            if checks.xAboveZero { try table.requireOnLogAxis(positions, column: column, floor: nil) }
            return XValues(kind: .number, positions: positions, title: title)
        case .time:
            let positions =
                xType == .epoch
                ? try table.epochSeconds(at: column, emptyIsGap: skipsEmptyX)
                : try table.times(at: column, reading: reading, emptyIsGap: skipsEmptyX)
            let converted = xType != .epoch && reading == .standard && table.hasZoneOffsets(inColumn: column)
            var values = XValues(kind: .time, positions: positions, title: converted ? Self.utcTitle(title) : title)
            values.reading = reading
            return values
        case .category:
            let names = table.texts(ofColumn: column)
            return XValues(kind: .category, positions: names.indices.map(Double.init), categories: names, title: title)
        }
    }

    /// The x title of times that carried UTC offsets and are drawn in UTC: `time (UTC)`.
    ///
    /// Issue 33: `2024-03-01T10:00:00+02:00` was drawn at 08:00 without a word; the axis title
    /// is where a reader of the chart looks for what its times mean.
    static func utcTitle(_ title: String?) -> String {
        "\(title ?? "time") (UTC)"
    }

    /// The x column's axis kind and, for a time axis, how its cells read (also used by
    /// `--follow`, which reads every later batch the same way).
    func xKind(in table: DataTable, column: Int) throws -> (XAxisKind, DateReading) {
        if xDateFormat != nil || xType == .time {
            return (.time, table.forcedDateReading(of: column, pattern: xDateFormat))
        }
        switch xType {
        case .auto:
            let (kind, reading) = table.kindAndReading(of: column)
            switch kind {
            case .number: return (.number, .standard)
            case .time: return (.time, reading)
            case .text: return (.category, .standard)
            case .empty:
                throw ChartError.badData(
                    location: table.location(row: 0, column: column), column: table.displayName(ofColumn: column),
                    message: "the x column is empty")
            }
        case .number: return (.number, .standard)
        case .epoch, .time: return (.time, .standard)
        case .category: return (.category, .standard)
        }
    }

    private func markDashed(_ series: inout [LineSeries]) throws {
        for name in dashed {
            guard let index = series.firstIndex(where: { $0.name == name }) else {
                let known = series.map(\.name).joined(separator: ", ")
                throw ChartError.usage("--dashed names no plotted series \"\(name)\" (series: \(known))")
            }
            series[index].dashed = true
        }
    }

    /// Rows of `column` that have no cell in the input at all (`SeriesSplitter` leaves those
    /// without a source location, line 0), or nil when there are none.
    static func absentRows(_ table: DataTable, column: Int) -> [Bool]? {
        table.absentRows(inColumn: column)
    }

    /// Rows in ascending x, keeping input order among equal x; a no-op for sorted input.
    static func sortedByX(_ chart: LineChart) -> LineChart {
        let xs = chart.x.positions
        var isSorted = true
        var index = 1
        while index < xs.count {
            if xs[index] < xs[index - 1] { isSorted = false; break }
            index += 1
        }
        if isSorted { return chart }
        let order = StableXOrder.order(of: xs) ?? xs.indices.sorted { xs[$0] < xs[$1] || (xs[$0] == xs[$1] && $0 < $1) }
        var sorted = chart
        sorted.x.positions = order.map { xs[$0] }
        for s in sorted.series.indices {
            let values = chart.series[s].values
            sorted.series[s].values = order.map { values[$0] }
            if let absent = chart.series[s].absent { sorted.series[s].absent = order.map { absent[$0] } }
        }
        if let sizes = chart.sizes { sorted.sizes?.values = order.map { sizes.values[$0] } }
        return sorted
    }
}
