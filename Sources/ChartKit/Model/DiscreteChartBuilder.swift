#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a table and the user's column choices into a validated `DiscreteChart`.
///
/// x slots are the rows in input order (never sorted: a discrete graph's slots are an index,
/// as in ResearchKit). Each `--low`/`--high` pair is a range plot; each `--y` column a plot of
/// single values. With none of them, every numeric column after x is a single-value plot.
/// Data errors name the cell: a low above its high, a low without a high (or the reverse),
/// anything that is not a number. With `series`, long range data is split into one range plot
/// per key (`DiscreteChartBuilder+Series.swift`).
package struct DiscreteChartBuilder: FrameCheckedBuilder {
    package var x: ColumnSelector?
    package var low: [ColumnSelector]
    package var high: [ColumnSelector]
    package var y: [ColumnSelector]
    /// Legend names for the plots, in order (range plots first, then value plots); empty: derived.
    package var names: [String]
    /// The key column of long range data (`--series` with one `--low`/`--high` pair), which
    /// the builder splits itself: nil reads the table as it is (single values by key arrive
    /// already reshaped wide by `SeriesSplitter`).
    package var series: ColumnSelector?
    /// The cells a log value axis refuses, read from the options by the recipe
    /// (`AxisRecipe.checkedBuilder`).
    package var checks = FrameChecks()

    package init(x: ColumnSelector? = nil, low: [ColumnSelector] = [], high: [ColumnSelector] = [], y: [ColumnSelector] = [], names: [String] = []) {
        self.x = x
        self.low = low
        self.high = high
        self.y = y
        self.names = names
    }

    package func chart(from table: DataTable) throws -> DiscreteChart {
        let chart = try plots(from: table)
        if series == nil { try Self.requireAPoint(in: chart.plots) }
        return chart
    }

    /// `chart(from:)` but for the check that some plot has a point: what a batch of a streamed
    /// read makes (`DiscreteStream`), where only the whole input can say there is none.
    func plots(from table: DataTable) throws -> DiscreteChart {
        guard low.count == high.count else {
            throw ChartError.usage(
                "--low names \(low.count) column\(low.count == 1 ? "" : "s") but --high names \(high.count); give one high per low")
        }
        if let series { return try seriesChart(from: table, key: series) }
        try SeriesLimit.checkNamed(low.count + y.count, flag: low.isEmpty ? "--y" : "--low and --y")
        try table.requireDataRows()
        let xColumn = try table.xColumn(x)
        let plotted = try (low + high + y).map { try table.columnIndex($0) }
        try table.requireDistinct(xColumn, role: "the x column (--x)", from: plotted, otherRole: "a plotted column (--low, --high or --y)")
        var plots: [DiscretePlot] = []
        for (lowSelector, highSelector) in zip(low, high) {
            let lowColumn = try table.columnIndex(lowSelector)
            let highColumn = try table.columnIndex(highSelector)
            plots.append(try rangePlot(table: table, low: lowColumn, high: highColumn))
        }
        for column in try valueColumns(in: table, x: xColumn) {
            let values = try table.numbers(at: column, emptyIsGap: true)
            if checks.valuesAboveZero { try table.requireOnLogAxis(values, column: column) }
            plots.append(DiscretePlot(name: table.names[column], points: values.map { $0.isNaN ? nil : DiscretePoint(value: $0) }))
        }
        try Self.rename(&plots, names: names)

        var chart = DiscreteChart(slots: [], plots: plots)
        chart.valueTitle = table.valueTitle
        try Self.setSlots(of: &chart, from: table, x: xColumn)
        return chart
    }

    /// Refuses plots without a single point: an empty picture would look like a broken chart.
    static func requireAPoint(in plots: [DiscretePlot]) throws {
        guard plots.contains(where: { $0.points.contains { $0 != nil } }) else {
            throw ChartError.badData(location: nil, column: nil, message: "nothing to plot: every value of the plotted columns is empty")
        }
    }

    /// The columns of single-value plots: the `--y` columns, or with no `--low`/`--high`/`--y`
    /// at all, every mostly-numeric column other than x.
    ///
    /// When that default finds none, the first other column is read as numbers so the error
    /// names its first bad cell; a table with no cell to blame gets a general error.
    private func valueColumns(in table: DataTable, x xColumn: Int?) throws -> [Int] {
        let valueColumns = try y.map { try table.columnIndex($0) }
        guard low.isEmpty && y.isEmpty else { return valueColumns }
        let numeric = (0..<table.columnCount).filter { $0 != xColumn && LineChartBuilder.isMostlyNumeric(table, column: $0) }
        guard numeric.isEmpty else {
            try SeriesLimit.checkFound(numeric, in: table)
            return numeric
        }
        if let column = (0..<table.columnCount).first(where: { $0 != xColumn }) {
            _ = try table.numbers(at: column, emptyIsGap: true)
        }
        throw ChartError.badData(
            location: nil, column: nil,
            message:
                "\(table.source) has no numeric column to plot (columns: \(table.names.joined(separator: ", "))); name them with --low/--high or --y")
    }

    /// The slots' titles, kind and values: from the x column, or numbered 1, 2, … without one.
    ///
    /// Slots are titled by their text whatever the column's kind; numbers and times only add
    /// values for the axis labels (`--x-format`).
    static func setSlots(of chart: inout DiscreteChart, from table: DataTable, x xColumn: Int?) throws {
        guard let xColumn else {
            chart.slots = .numbered(table.rowCount)
            chart.slotKind = .number
            chart.slotValues = SlotColumn((1...table.rowCount).map(Double.init))
            return
        }
        chart.slots = .cells(of: table, column: xColumn)
        chart.xTitle = table.hasHeader ? table.names[xColumn] : nil
        let (kind, reading) = table.kindAndReading(of: xColumn)
        switch kind {
        case .number:
            // Slots are titled by their text anyway: numbers only re-label them (--x-format),
            // so a slot titled "Total" among years keeps the column as text.
            if let values = try? table.numbers(at: xColumn, emptyIsGap: false) {
                chart.slotKind = .number
                chart.slotValues = SlotColumn(values)
            } else {
                chart.slotKind = .category
            }
        case .time:
            chart.slotKind = .time
            chart.slotValues = SlotColumn(try table.times(at: xColumn, reading: reading))
        case .text, .empty:
            chart.slotKind = .category
        }
    }

    /// A range plot from two columns; both cells empty is a gap, one empty is an error.
    private func rangePlot(table: DataTable, low: Int, high: Int) throws -> DiscretePlot {
        DiscretePlot(
            name: Self.rangeName(low: table.names[low], high: table.names[high]), points: try rangePoints(table: table, low: low, high: high))
    }

    /// Each row's range from columns `low` and `high`, checked in row order so the first bad
    /// cell of the file is the one named: both cells empty is a gap (nil), one empty or a low
    /// above its high an error.
    func rangePoints(table: DataTable, low: Int, high: Int) throws -> [DiscretePoint?] {
        let lows = try table.numbers(at: low, emptyIsGap: true)
        let highs = try table.numbers(at: high, emptyIsGap: true)
        if checks.valuesAboveZero { try table.requireOnLogAxis(lows, column: low) }
        var points: [DiscretePoint?] = []
        points.reserveCapacity(lows.count)
        for row in lows.indices {
            let (l, h) = (lows[row], highs[row])
            switch (l.isNaN, h.isNaN) {
            case (true, true):
                points.append(nil)
            case (false, true):
                throw ChartError.badData(
                    location: table.location(row: row, column: high), column: table.displayName(ofColumn: high),
                    message:
                        "missing high value for the low \(table.text(row: row, column: low).trimmingSpaces()) in \(table.displayName(ofColumn: low))")
            case (true, false):
                throw ChartError.badData(
                    location: table.location(row: row, column: low), column: table.displayName(ofColumn: low),
                    message:
                        """
                        missing low value for the high \(table.text(row: row, column: high).trimmingSpaces()) in \
                        \(table.displayName(ofColumn: high))
                        """
                )
            case (false, false):
                guard l <= h else {
                    throw ChartError.badData(
                        location: table.location(row: row, column: low), column: table.displayName(ofColumn: low),
                        message:
                            """
                            low \(table.text(row: row, column: low).trimmingSpaces()) is above its high \
                            \(table.text(row: row, column: high).trimmingSpaces()) in \(table.displayName(ofColumn: high))
                            """
                    )
                }
                points.append(DiscretePoint(low: l, high: h))
            }
        }
        return points
    }

    /// `sys_low` + `sys_high` → `sys`; `min` + `max` → `min–max`.
    static func rangeName(low: String, high: String) -> String {
        let separators = Set(" _-.:/".unicodeScalars)
        let common = String(zip(low, high).prefix { $0 == $1 }.map(\.0))
        // Only a prefix that ends at a separator is a name ("sys_"), not "m" of min/max.
        guard let cut = common.unicodeScalars.lastIndex(where: { separators.contains($0) }) else { return "\(low)–\(high)" }
        let trimmed = String(common.unicodeScalars[..<cut]).trimmingScalars(where: separators.contains)
        return trimmed.isEmpty ? "\(low)–\(high)" : trimmed
    }

    /// Applies `--names`; their count must match the plots'.
    static func rename(_ plots: inout [DiscretePlot], names: [String]) throws {
        guard !names.isEmpty else { return }
        guard names.count == plots.count else {
            throw ChartError.usage(
                "--names gives \(names.count) name\(names.count == 1 ? "" : "s") for \(plots.count) plot\(plots.count == 1 ? "" : "s")")
        }
        for index in plots.indices { plots[index].name = names[index] }
    }
}
