/// Builds a `HeatmapChart` from long rows streamed batch by batch (`TableBatchReader`), so 10M
/// log events never sit in memory as rows or as a table.
///
/// A category axis is numbered as rows arrive (`HeatmapCategories`); a binned axis needs its
/// edges before any row has a cell, and `chart hist`'s edges come from every value (range,
/// quartiles). So each row is kept once, as its x and y (a value or a slot, NaN when empty) and
/// its value, packed in a `HistSpill` of rows; a binned axis is binned by `HistBinner` from its
/// column of those rows (`SpillColumn`), exactly as a whole read bins it, and the complete rows
/// are folded into the grid in a second pass once the edges are known. Memory stays within the
/// spill's budget plus the capped grid. The decisions a whole read makes on the whole column
/// (numbers, times or categories; how dates read) are made on the first batch, as
/// `HistBatchBuilder` makes them.
final class HeatmapBatchBuilder {
    let builder: HeatmapChartBuilder
    private let budget: HistSpill.Budget
    private let folder: String
    private var columns: HeatmapColumns?
    private var axes: [HeatmapStreamAxis] = []
    /// Every row's x, y and (unless counting) value, in input order.
    private var rows: HistSpill?
    private var packed: [Double] = []
    private var rowCount = 0
    private var skipped = 0

    init(_ builder: HeatmapChartBuilder, temporaryFolder: String, memoryValues: Int = HistSpill.memoryValues) {
        self.builder = builder
        budget = HistSpill.Budget(values: memoryValues)
        folder = temporaryFolder
    }

    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch.
    func add(_ table: DataTable, skipping: Int) throws {
        if rows == nil { try start(table) }
        guard let columns, let rows else { throw ChartError.internal("a streamed heatmap's first batch decided no columns") }
        let xs = try axes[0].cells(table, skipping: skipping)
        let ys = try axes[1].cells(table, skipping: skipping)
        let values = try columns.value.map { try table.numbers(at: $0, emptyIsGap: true) }
        rowCount += table.rowCount - skipping
        packed.removeAll(keepingCapacity: true)
        packed.reserveCapacity(xs.count * rows.width)
        for (index, row) in (skipping..<table.rowCount).enumerated() {
            let (x, y) = (xs[index], ys[index])
            packed.append(x)
            packed.append(y)
            if let values { packed.append(values[row]) }
            if x.isNaN || y.isNaN || values?[row].isNaN == true { skipped += 1 }
        }
        try rows.append(packed[...])
    }

    /// The first batch decides the columns and how each axis reads; a matrix is read whole.
    private func start(_ table: DataTable) throws {
        try table.requireDataRows()
        if try builder.isMatrix(table) {
            throw ChartError.badData(
                location: nil, column: nil,
                message:
                    "\(table.source) is a matrix too long to read whole; a heatmap draws at most \(HeatmapChartBuilder.categoryLimit) matrix rows")
        }
        let columns = try HeatmapColumns(builder, table: table)
        axes = [
            try HeatmapStreamAxis(table, column: columns.x, binning: builder.xBinning, log: false, axis: "x categories", widthFlag: "--x-bin"),
            try HeatmapStreamAxis(
                table, column: columns.y, binning: builder.yBinning, log: builder.checks.valuesAboveZero, axis: "y categories",
                widthFlag: "--y-bins"),
        ]
        self.columns = columns
        rows = HistSpill(budget: budget, folder: folder, width: columns.value == nil ? 2 : 3)
    }

    /// Values kept for the second pass (in memory and in the temporary file): two or three a row.
    var valuesKept: Int { rows?.count ?? 0 }

    /// The chart of every batch added: each axis's slots decided, then the complete rows folded in.
    func chart() throws -> HeatmapChart {
        guard let columns, let rows else { throw ChartError.internal("a streamed heatmap ended before its first batch") }
        let (x, y) = (try axes[0].axis(column: 0, of: rows), try axes[1].axis(column: 1, of: rows))
        var grid = try HeatmapGrid(columns: x.count, rows: y.count, aggregate: columns.aggregate)
        let (width, columnCount) = (rows.width, x.count)
        let (xEdges, yEdges) = (x.bins?.edges ?? [], y.bins?.edges ?? [])
        try xEdges.withUnsafeBufferPointer { xEdges in
            try yEdges.withUnsafeBufferPointer { yEdges in
                try rows.forEachBlock { block in
                    for start in stride(from: 0, to: block.count, by: width) {  // blocks hold whole rows
                        let value = width == 3 ? block[start + 2] : 1
                        guard !block[start].isNaN, !block[start + 1].isNaN, !value.isNaN else { continue }
                        let cell = Self.slot(of: block[start + 1], edges: yEdges) * columnCount + Self.slot(of: block[start], edges: xEdges)
                        grid.add(value, at: cell)
                    }
                }
            }
        }
        return columns.chart(x: x, y: y, grid: grid, rowCount: rowCount, skipped: skipped)
    }

    /// The slot of a kept cell: its bin among `edges`, or, with no edges (a category axis), the
    /// slot it holds. Over the edges' buffer: it runs for every row.
    private static func slot(of value: Double, edges: UnsafeBufferPointer<Double>) -> Int {
        edges.count > 1 ? HeatmapSlots.bin(of: value, edges: edges) : Int(value)
    }
}

/// One axis of a streamed heatmap: categories numbered as they come, or a binned column whose
/// values stay in the builder's rows until its edges are chosen.
struct HeatmapStreamAxis {
    private let column: Int
    private let log: Bool
    private let binning: HistBinning
    /// The flag that sets `binning` (`--x-bin`, `--y-bins`), as a refusal of the bins names it.
    private let widthFlag: String
    private var categories: HeatmapCategories?
    /// How a binned column's cells read (numbers or times), decided on the first batch.
    private var reading: HistChartBuilder.ValueReading?
    /// A binned column's non-empty cells so far.
    private var present = 0
    private var name = ""

    init(_ table: DataTable, column: Int, binning: HistBinning, log: Bool, axis: String, widthFlag: String) throws {
        (self.column, self.log, self.binning, self.widthFlag) = (column, log, binning, widthFlag)
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
        if var numbered = categories {
            defer { categories = numbered }
            return try table.texts(ofColumn: column).enumerated().dropFirst(skipping).map { row, text in
                let slot = try numbered.slot(of: text, row: row, column: column, in: table)
                return slot < 0 ? .nan : Double(slot)
            }
        }
        let values = try HistChartBuilder().values(table, column: column, reading: reading).0
        if log { try table.requireOnLogAxis(values, column: column, use: "for log-spaced y bins (--y-log)") }
        let kept = values.dropFirst(skipping)
        present += kept.count { !$0.isNaN }
        return Array(kept)
    }

    /// The axis once every batch is in: the categories met, or the bins of every value, read
    /// from column `index` of the builder's `rows`.
    func axis(column index: Int, of rows: HistSpill) throws -> HeatmapAxis {
        if let categories { return .categories(categories.names) }
        let series = HistSeries(name: "", spill: SpillColumn(index, of: rows, count: present))
        return .bins(
            try HeatmapSlots.bins(of: series, time: reading?.isTime ?? false, binning: binning, log: log, column: name, widthFlag: widthFlag))
    }
}
