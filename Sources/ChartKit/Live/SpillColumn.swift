/// One column of a `HistSpill` of rows, its empty (NaN) cells left out: the values a streamed
/// heatmap bins an axis from.
///
/// The heatmap keeps each row once (x, y and the value, in `HeatmapBatchBuilder`) and folds the
/// rows into cells after the edges are chosen; the edges come from every non-empty value of a
/// column, in input order. Reading them from the rows, rather than keeping every x and y a
/// second time, halves what a long input writes to the temporary file and reads back.
final class SpillColumn: SpilledValues, @unchecked Sendable {
    private let rows: HistSpill
    private let column: Int
    /// The column's non-empty cells, counted as the rows were added.
    let count: Int

    init(_ column: Int, of rows: HistSpill, count: Int) {
        self.rows = rows
        self.column = column
        self.count = count
    }

    func forEachBlock(_ body: (UnsafeBufferPointer<Double>) throws -> Void) throws {
        let width = rows.width
        var values: [Double] = []
        values.reserveCapacity(HistSpill.blockValues)
        try rows.forEachBlock { block in
            // A chunk in memory (`HistSpill.chunkValues`) is handed over a file block's worth at a time.
            var start = 0
            while start < block.count {
                let end = min(block.count, start + HistSpill.blockValues * width)
                values.removeAll(keepingCapacity: true)
                for index in stride(from: start + column, to: end, by: width) where !block[index].isNaN { values.append(block[index]) }
                try values.withUnsafeBufferPointer { try body($0) }
                start = end
            }
        }
    }
}
