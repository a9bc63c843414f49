/// A heatmap's cells as they fill: each row's value folded into its cell as `--agg` says, NaN
/// until a row reaches the cell (an empty cell is not a 0).
///
/// One fold for the whole and the streamed read, so both give the same cells bit for bit
/// (the running mean is updated in row order in both).
struct HeatmapGrid {
    private(set) var cells: [Double]
    private var counts: [Int]
    private let aggregate: HeatmapAggregate

    /// The grid of `columns` × `rows` cells, refused (`checkCells`) before it is allocated.
    init(columns: Int, rows: Int, aggregate: HeatmapAggregate) throws {
        try HeatmapChartBuilder.checkCells(columns, rows)
        cells = Array(repeating: .nan, count: columns * rows)
        counts = aggregate == .mean ? Array(repeating: 0, count: cells.count) : []
        self.aggregate = aggregate
    }

    /// Folds `value` (1 for a count) into cell `cell` (row-major from y's first slot).
    mutating func add(_ value: Double, at cell: Int) {
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
}
