/// The long rows of one table placed in a heatmap's cells: each row's x and y slot, and its
/// value folded into its cell as `--agg` says.
///
/// Slots are decided per column first (`HeatmapSlots`: bins over every value, or categories in
/// order of first appearance), then the grid is allocated once its size is checked.
struct HeatmapRows {
    private let xSlots: HeatmapSlots
    private let ySlots: HeatmapSlots
    private let values: [Double]?
    private let aggregate: HeatmapAggregate
    private var cells: [Double]
    private var counts: [Int]
    private var skipped = 0
    private let titles: (x: String?, y: String?, value: String)
    private let rowCount: Int

    init(_ builder: HeatmapChartBuilder, table: DataTable) throws {
        let xColumn = try builder.x.map { try table.columnIndex($0) } ?? 0
        guard let yColumn = try builder.y.first.map({ try table.columnIndex($0) }) ?? (0..<table.columnCount).first(where: { $0 != xColumn })
        else {
            throw ChartError.badData(location: nil, column: nil, message: "\(table.source) has one column; a heatmap needs an x and a y (--x, --y)")
        }
        try table.requireDistinct(yColumn, role: "y (--y)", from: [xColumn], otherRole: "x (--x)")
        let valueColumn = try builder.value.map { try table.columnIndex($0) }
        if let valueColumn { try table.requireDistinct(valueColumn, role: "the values (--value)", from: [xColumn, yColumn], otherRole: "x or y") }
        aggregate = builder.aggregate ?? (valueColumn == nil ? .count : .mean)
        guard aggregate == .count || valueColumn != nil else {
            throw ChartError.usage("--agg \(aggregate.rawValue) needs a column of values to \(aggregate.rawValue) (--value COL)")
        }
        xSlots = try HeatmapSlots(table, column: xColumn, binning: builder.xBinning, log: false, axis: "x categories")
        ySlots = try HeatmapSlots(table, column: yColumn, binning: builder.yBinning, log: builder.checks.valuesAboveZero, axis: "y categories")
        values = try valueColumn.map { try table.numbers(at: $0, emptyIsGap: true) }
        try HeatmapChartBuilder.checkCells(xSlots.axis.count, ySlots.axis.count)
        cells = Array(repeating: .nan, count: xSlots.axis.count * ySlots.axis.count)
        counts = aggregate == .mean ? Array(repeating: 0, count: cells.count) : []
        let valueName = valueColumn.map { table.hasHeader ? table.names[$0] : "column \($0 + 1)" }
        titles = (
            table.hasHeader ? table.names[xColumn] : nil, table.hasHeader ? table.names[yColumn] : nil,
            aggregate == .count ? "count" : "\(aggregate.rawValue) of \(valueName ?? "")"
        )
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
        let cell = j * xSlots.axis.count + i
        let old = cells[cell]
        switch aggregate {
        case .count: cells[cell] = old.isNaN ? 1 : old + 1
        case .sum: cells[cell] = old.isNaN ? value : old + value
        case .max: cells[cell] = old.isNaN ? value : Swift.max(old, value)
        case .mean:
            counts[cell] += 1
            cells[cell] = old.isNaN ? value : old + (value - old) / Double(counts[cell])
        }
    }

    /// The grid as a chart.
    var chart: HeatmapChart {
        HeatmapChart(
            x: xSlots.axis, y: ySlots.axis, values: cells, xTitle: titles.x, yTitle: titles.y, valueTitle: titles.value, rowCount: rowCount,
            skipped: skipped)
    }
}

/// One column's slot per row (−1 for an empty cell) and the axis they index: bins for numbers
/// and times, categories for text.
struct HeatmapSlots {
    var axis: HeatmapAxis
    var slots: [Int]

    init(_ table: DataTable, column: Int, binning: HistBinning, log: Bool, axis name: String) throws {
        let kind = table.kind(of: column)
        guard LineChartBuilder.isMostlyNumeric(table, column: column) || kind == .time else {
            if log { throw ChartError.usage("--y-log bins numbers, but \(table.displayName(ofColumn: column)) holds categories") }
            (axis, slots) = try Self.categories(table, column: column, name: name)
            return
        }
        let (values, reading) = try HistChartBuilder().values(table, column: column)
        if log { try table.requireOnLogAxis(values, column: column, use: "for log-spaced y bins (--y-log)") }
        var binner = HistBinner(binning: binning, range: nil, log: log)
        let present = values.filter { !$0.isNaN }
        guard !present.isEmpty else {
            throw ChartError.badData(location: nil, column: table.displayName(ofColumn: column), message: "every cell of the column is empty")
        }
        let bins = try binner.bins(HistChart(series: [HistSeries(name: "", values: present)], time: reading.isTime))
        axis = .bins(bins)
        slots = values.map { $0.isNaN ? -1 : Self.bin(of: $0, edges: bins.edges) }
    }

    /// Text cells as categories in order of first appearance, capped as they are met.
    private static func categories(_ table: DataTable, column: Int, name: String) throws -> (HeatmapAxis, [Int]) {
        var order: [String: Int] = [:]
        var names: [String] = []
        let slots = try table.texts(ofColumn: column).enumerated().map { row, text in
            guard !text.isEmpty else { return -1 }
            if let slot = order[text] { return slot }
            try HeatmapChartBuilder.checkCount(
                names.count + 1, axis: name, location: table.location(row: row, column: column), column: table.displayName(ofColumn: column))
            order[text] = names.count
            names.append(text)
            return names.count - 1
        }
        return (.categories(names), slots)
    }

    /// The bin of `value`: the last whose lower edge is at or below it (the last bin is closed).
    static func bin(of value: Double, edges: [Double]) -> Int {
        var (low, high) = (0, edges.count - 2)
        while low < high {
            let middle = (low + high + 1) / 2
            if edges[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
