/// The long rows of one table placed in a heatmap's cells: each row's x and y slot, and its
/// value folded into its cell as `--agg` says.
///
/// Slots are decided per column first (`HeatmapSlots`: bins over every value, or categories in
/// order of first appearance), then the grid is allocated once its size is checked.
struct HeatmapRows {
    private let xSlots: HeatmapSlots
    private let ySlots: HeatmapSlots
    private let values: [Double]?
    private var grid: HeatmapGrid
    private var skipped = 0
    private let columns: HeatmapColumns
    private let rowCount: Int

    init(_ builder: HeatmapChartBuilder, table: DataTable) throws {
        columns = try HeatmapColumns(builder, table: table)
        xSlots = try HeatmapSlots(table, column: columns.x, binning: builder.xBinning, log: false, axis: "x categories", widthFlag: "--x-bin")
        ySlots = try HeatmapSlots(
            table, column: columns.y, binning: builder.yBinning, log: builder.checks.valuesAboveZero, axis: "y categories", widthFlag: "--y-bins")
        values = try columns.value.map { try table.numbers(at: $0, emptyIsGap: true) }
        grid = try HeatmapGrid(columns: xSlots.axis.count, rows: ySlots.axis.count, aggregate: columns.aggregate)
        rowCount = table.rowCount
    }

    /// Folds `row` into its cell; a row with an empty x, y or value cell is counted as skipped.
    mutating func add(row: Int) {
        let (i, j) = (xSlots.slots[row], ySlots.slots[row])
        let value = values?[row] ?? 1
        guard i >= 0, j >= 0, !value.isNaN else {
            skipped += 1
            return
        }
        grid.add(value, at: j * xSlots.axis.count + i)
    }

    /// The grid as a chart.
    var chart: HeatmapChart { columns.chart(x: xSlots.axis, y: ySlots.axis, grid: grid, rowCount: rowCount, skipped: skipped) }
}

/// One column's slot per row (−1 for an empty cell) and the axis they index: bins for numbers
/// and times, categories for text.
struct HeatmapSlots {
    var axis: HeatmapAxis
    var slots: [Int]

    init(_ table: DataTable, column: Int, binning: HistBinning, log: Bool, axis name: String, widthFlag: String) throws {
        guard try Self.isBinned(table, column: column, log: log) else {
            (axis, slots) = try Self.categories(table, column: column, name: name)
            return
        }
        let (values, reading) = try HistChartBuilder().values(table, column: column)
        if log { try table.requireOnLogAxis(values, column: column, use: "for log-spaced y bins (--y-log)") }
        let present = HistSeries(name: "", values: values.filter { !$0.isNaN })
        let bins = try Self.bins(
            of: present, time: reading.isTime, binning: binning, log: log, column: table.displayName(ofColumn: column), widthFlag: widthFlag)
        axis = .bins(bins)
        slots = values.map { $0.isNaN ? -1 : Self.bin(of: $0, edges: bins.edges) }
    }

    /// Whether `column` is binned (mostly numbers, or times) rather than categories; `--y-log`
    /// on categories is refused.
    static func isBinned(_ table: DataTable, column: Int, log: Bool) throws -> Bool {
        if LineChartBuilder.isMostlyNumeric(table, column: column) || table.kind(of: column) == .time { return true }
        if log { throw ChartError.usage("--y-log bins numbers, but \(table.displayName(ofColumn: column)) holds categories") }
        return false
    }

    /// The bins of a column's non-empty values (in memory or spilled) as `chart hist` bins them.
    /// `widthFlag` is the flag that set `binning`, as a refusal names it.
    static func bins(of present: HistSeries, time: Bool, binning: HistBinning, log: Bool, column: String, widthFlag: String) throws -> HistBins {
        guard present.count > 0 else { throw ChartError.badData(location: nil, column: column, message: "every cell of the column is empty") }
        var binner = HistBinner(binning: binning, range: nil, log: log)
        binner.countsValues = false
        binner.widthFlag = widthFlag
        return try binner.bins(HistChart(series: [present], time: time))
    }

    /// Text cells as categories in order of first appearance, capped as they are met.
    private static func categories(_ table: DataTable, column: Int, name: String) throws -> (HeatmapAxis, [Int]) {
        var categories = HeatmapCategories(axis: name)
        let slots = try table.texts(ofColumn: column).enumerated().map { row, text in
            try categories.slot(of: text, row: row, column: column, in: table)
        }
        return (.categories(categories.names), slots)
    }

    /// The bin of `value`: the last whose lower edge is at or below it (the last bin is closed).
    /// The halving has no branch on the comparison (a streamed heatmap runs it twice a row).
    static func bin<Edges: RandomAccessCollection<Double>>(of value: Double, edges: Edges) -> Int where Edges.Index == Int {
        var (base, count) = (0, edges.count - 1)
        while count > 1 {
            let half = count / 2
            base = edges[base + half] <= value ? base + half : base
            count -= half
        }
        return base
    }
}
