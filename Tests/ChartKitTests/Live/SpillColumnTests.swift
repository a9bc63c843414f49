import Testing

@testable import ChartKit

/// A spill of rows keeps whole rows in memory and reads whole rows back per block, and one of
/// its columns reads back as that column's non-empty values in input order (`SpillColumn`);
/// 400,000 rows fill several in-memory chunks (`HistSpill.chunkValues`) when the budget allows.
@Suite struct SpillColumnTests {
    @Test(arguments: [0, 1, 500, 1 << 17, 1 << 20, 1 << 23])
    func aColumnReadsBackAsItsNonEmptyValues(_ memory: Int) throws {
        let rows = HistSpill(budget: HistSpill.Budget(values: memory), folder: "/tmp", width: 3)
        var expected: [[Double]] = [[], [], []]
        var batch: [Double] = []
        for row in 0..<400_000 {
            let cells = [Double(row), row % 13 == 0 ? .nan : Double(row % 101) / 4, -Double(row)]
            for (column, cell) in cells.enumerated() where !cell.isNaN { expected[column].append(cell) }
            batch += cells
            if row % 9_999 == 0 {
                try rows.append(batch[...])
                batch.removeAll()
            }
        }
        try rows.append(batch[...])
        var aligned = true
        try rows.forEachBlock { block in aligned = aligned && block.count % 3 == 0 }
        #expect(aligned, "a block split a row")
        for column in 0..<3 {
            let view = SpillColumn(column, of: rows, count: expected[column].count)
            var read: [Double] = []
            try view.forEachBlock { read += $0 }
            #expect(read == expected[column])
            #expect(view.count == read.count)
        }
    }
}
