/// Builds a `HeatmapChart` from long rows streamed batch by batch (`TableBatchReader`), so 10M
/// log events never sit in memory as rows or as a table.
///
/// A category axis is numbered as rows arrive (`HeatmapCategories`); a binned axis needs its
/// edges before any row has a cell, and `chart hist`'s edges come from every value (range,
/// quartiles), so its values go to a `HistSpill` and are binned by `HistBinner` exactly as a
/// whole read bins them. Each complete row is kept as its x and y (a value or a slot) and its
/// value, packed in one more spill, and folded into the grid in a second pass once the edges
/// are known. Memory stays within the spills' shared budget plus the capped grid. The
/// decisions a whole read makes on the whole column (numbers, times or categories; how dates
/// read) are made on the first batch, as `HistBatchBuilder` makes them.
final class HeatmapBatchBuilder {
    let builder: HeatmapChartBuilder
    private let budget: HistSpill.Budget
    private let folder: String
    private var columns: HeatmapColumns?
    private var axes: [HeatmapStreamAxis] = []
    /// Every complete row's x, y and (unless counting) value, in input order.
    private var rows: HistSpill
    private var packed: [Double] = []
    private var rowCount = 0
    private var skipped = 0

    init(_ builder: HeatmapChartBuilder, temporaryFolder: String, memoryValues: Int = HistSpill.memoryValues) {
        self.builder = builder
        budget = HistSpill.Budget(values: memoryValues)
        folder = temporaryFolder
        rows = HistSpill(budget: budget, folder: temporaryFolder)
    }

    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch.
    func add(_ table: DataTable, skipping: Int) throws {
        let columns = try columns ?? start(table)
        let xs = try axes[0].cells(table, skipping: skipping)
        let ys = try axes[1].cells(table, skipping: skipping)
        let values = try columns.value.map { try table.numbers(at: $0, emptyIsGap: true) }
        rowCount += table.rowCount - skipping
        packed.removeAll(keepingCapacity: true)
        for (index, row) in (skipping..<table.rowCount).enumerated() {
            let (x, y, value) = (xs[index], ys[index], values?[row] ?? 1)
            guard !x.isNaN, !y.isNaN, !value.isNaN else {
                skipped += 1
                continue
            }
            packed.append(x)
            packed.append(y)
            if values != nil { packed.append(value) }
        }
        try rows.append(packed[...])
    }

    /// The first batch decides the columns and how each axis reads; a matrix is read whole.
    private func start(_ table: DataTable) throws -> HeatmapColumns {
        try table.requireDataRows()
        if try builder.isMatrix(table) {
            throw ChartError.badData(
                location: nil, column: nil,
                message:
                    "\(table.source) is a matrix too long to read whole; a heatmap draws at most \(HeatmapChartBuilder.categoryLimit) matrix rows")
        }
        let columns = try HeatmapColumns(builder, table: table)
        axes = [
            try HeatmapStreamAxis(
                table, column: columns.x, binning: builder.xBinning, log: false, axis: "x categories", widthFlag: "--x-bin",
                spill: HistSpill(budget: budget, folder: folder)),
            try HeatmapStreamAxis(
                table, column: columns.y, binning: builder.yBinning, log: builder.checks.valuesAboveZero, axis: "y categories", widthFlag: "--y-bins",
                spill: HistSpill(budget: budget, folder: folder)),
        ]
        self.columns = columns
        return columns
    }

    /// The chart of every batch added: each axis's slots decided, then the rows folded in.
    func chart() throws -> HeatmapChart {
        guard let columns else { throw ChartError.internal("a streamed heatmap ended before its first batch") }
        let (x, y) = (try axes[0].axis(), try axes[1].axis())
        var grid = try HeatmapGrid(columns: x.count, rows: y.count, aggregate: columns.aggregate)
        let width = columns.value == nil ? 2 : 3
        var carry: [Double] = []
        func fold(_ row: UnsafeBufferPointer<Double>.SubSequence) {
            let cell = HeatmapStreamAxis.slot(of: row[row.startIndex + 1], on: y) * x.count + HeatmapStreamAxis.slot(of: row[row.startIndex], on: x)
            grid.add(width == 3 ? row[row.startIndex + 2] : 1, at: cell)
        }
        try rows.forEachBlock { block in
            var start = 0
            if !carry.isEmpty {
                let taken = min(width - carry.count, block.count)
                carry += block[0..<taken]
                start = taken
                guard carry.count == width else { return }
                carry.withUnsafeBufferPointer { fold($0[...]) }
                carry.removeAll()
            }
            while start + width <= block.count {
                fold(block[start..<(start + width)])
                start += width
            }
            carry += block[start...]
        }
        return columns.chart(x: x, y: y, grid: grid, rowCount: rowCount, skipped: skipped)
    }
}

/// One axis of a streamed heatmap: categories numbered as they come, or a binned column's
/// values spilled until its edges are chosen.
struct HeatmapStreamAxis {
    private let column: Int
    private let log: Bool
    private let binning: HistBinning
    /// The flag that sets `binning` (`--x-bin`, `--y-bins`), as a refusal of the bins names it.
    private let widthFlag: String
    private var categories: HeatmapCategories?
    /// How a binned column's cells read (numbers or times), decided on the first batch.
    private var reading: HistChartBuilder.ValueReading?
    private let present: HistSpill
    private var name = ""

    init(_ table: DataTable, column: Int, binning: HistBinning, log: Bool, axis: String, widthFlag: String, spill: HistSpill) throws {
        (self.column, self.log, self.binning, self.widthFlag, present) = (column, log, binning, widthFlag, spill)
        name = table.displayName(ofColumn: column)
        if try HeatmapSlots.isBinned(table, column: column, log: log) {
            reading = try HistChartBuilder().values(table, column: column).1
        } else {
            categories = HeatmapCategories(axis: axis)
        }
    }

    /// The batch's cells past `skipping` on this axis: a binned column's values, or a category's
    /// slot; NaN for an empty cell.
    mutating func cells(_ table: DataTable, skipping: Int) throws -> [Double] {
        if categories != nil {
            return try table.texts(ofColumn: column).enumerated().dropFirst(skipping).map { row, text in
                let slot = try categories!.slot(of: text, row: row, column: column, in: table)
                return slot < 0 ? .nan : Double(slot)
            }
        }
        let values = try HistChartBuilder().values(table, column: column, reading: reading).0
        if log { try table.requireOnLogAxis(values, column: column, use: "for log-spaced y bins (--y-log)") }
        let kept = values.dropFirst(skipping)
        try present.append(kept.contains { $0.isNaN } ? ArraySlice(kept.filter { !$0.isNaN }) : kept)
        return Array(kept)
    }

    /// The axis once every batch is in: the categories met, or the bins of every value.
    func axis() throws -> HeatmapAxis {
        if let categories { return .categories(categories.names) }
        let series = HistSeries(name: "", spill: present)
        return .bins(
            try HeatmapSlots.bins(of: series, time: reading?.isTime ?? false, binning: binning, log: log, column: name, widthFlag: widthFlag))
    }

    /// The slot of a kept cell on `axis`: its bin, or the category slot it holds.
    static func slot(of value: Double, on axis: HeatmapAxis) -> Int {
        guard let bins = axis.bins else { return Int(value) }
        return HeatmapSlots.bin(of: value, edges: bins.edges)
    }
}
