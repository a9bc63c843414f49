import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// `LineSpill` gives back every row it was given, bit for bit, whether its x keeps a fixed step
/// (then only the values are written) or leaves it anywhere: the first rows, the middle, the
/// last row, at a batch's edge or inside one, across the write buffer's flushes, with one series
/// or several, and for any range read, one crossing the end of the step included.
@Suite struct LineSpillTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var x: @Sendable (Int) -> Double
        var rows = 3000
        var series = 1
        /// Where the step should end (rows kept without x); nil: it keeps to the end.
        var stepped: Int?
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "row numbers", x: { Double($0) }),
        Case(name: "from 1, three series", x: { Double($0 + 1) }, series: 3),
        Case(name: "half steps", x: { Double($0) / 2 }),
        Case(name: "falling", x: { 100 - Double($0) * 4 }),
        Case(name: "one x", x: { _ in 7.25 }),
        Case(name: "minutes since 2024", x: { 1_704_067_200 + 60 * Double($0) }),
        Case(name: "tenths (0.1 × row is not what the text reads)", x: { Double("\(Double($0) / 10)")! }, stepped: 3),
        Case(name: "starts at -0.0 (its sign kept)", x: { $0 == 0 ? -0.0 : Double($0) }),
        Case(name: "second row sets the step, third leaves it", x: { $0 == 1 ? 1.5 : Double($0) }, stepped: 2),
        Case(name: "third row off", x: { $0 == 2 ? 2.5 : Double($0) }, stepped: 2),
        Case(name: "a gap in the middle", x: { Double($0 < 1234 ? $0 : $0 + 1) }, stepped: 1234),
        Case(name: "last row off", x: { Double($0 == 2999 ? 5000 : $0) }, stepped: 2999),
        Case(name: "out of order later", x: { Double($0 == 2000 ? 3 : $0) }, series: 2, stepped: 2000),
        Case(name: "infinite first x", x: { $0 == 0 ? -.infinity : Double($0) }, stepped: 1),
        Case(name: "past two flushes, off late", x: { Double($0 < 1_200_000 ? $0 : $0 * 2) }, rows: 1_500_000, stepped: 1_200_000),
        Case(name: "past two flushes, two series", x: { Double($0) * 3 }, rows: 800_000, series: 2),
    ]

    /// The row's values: distinct per row and series, gaps (NaN) and the long form's absent cell.
    static func value(_ row: Int, _ s: Int) -> Double {
        if row % 11 == s { return .nan }
        if row % 13 == s { return SeriesRuns.Facts.absent }
        return Double(row * 10 + s) + 0.5
    }

    @Test(arguments: cases)
    func rowsComeBackBitForBit(_ c: Case) throws {
        let folder = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spill = LineSpill(seriesCount: c.series, folder: folder)
        var row = 0
        for batch in [1, 2, 997, 4096, 70_001].cycled(until: c.rows) {  // batches of uneven sizes
            let rows = row..<min(c.rows, row + batch)
            try spill.append(positions: rows.map(c.x), values: (0..<c.series).map { s in rows.map { Self.value($0, s) } })
            row = rows.upperBound
        }
        #expect(spill.count == c.rows)
        #expect(spill.steppedRows == (c.stepped ?? c.rows), "\(c.name): \(spill.steppedRows) rows kept without x")
        let width = c.series + 1
        let edge = c.stepped ?? c.rows / 2
        for range in [0..<c.rows, 0..<1, (c.rows - 1)..<c.rows, max(0, edge - 3)..<min(c.rows, edge + 3), (c.rows / 3)..<(c.rows / 3 + 777)] {
            let flat = try spill.flatRows(range)
            #expect(flat.count == range.count * width)
            var wrong = 0
            for (index, row) in range.enumerated() {
                let expected = [c.x(row)] + (0..<c.series).map { Self.value(row, $0) }
                for column in 0..<width where flat[index * width + column].bitPattern != expected[column].bitPattern { wrong += 1 }
            }
            #expect(wrong == 0, "\(c.name): \(wrong) values wrong in rows \(range)")
        }
        // Column by column too (one series inside the step: read straight into its column), for
        // ranges inside the step, at its end and past it.
        let step = spill.steppedRows
        let ranges = [0..<c.rows, 0..<min(c.rows, 5), max(0, edge - 2)..<min(c.rows, edge + 2), max(0, step - 9)..<step]
        for range in ranges + [(c.rows / 3)..<(c.rows / 3 + 777)] {
            let columns = try spill.rows(range)
            #expect(columns.positions.map(\.bitPattern) == range.map { c.x($0).bitPattern }, "\(c.name): x of rows \(range)")
            #expect(columns.values.count == c.series)
            for (s, column) in columns.values.enumerated() {
                #expect(column.map(\.bitPattern) == range.map { Self.value($0, s).bitPattern }, "\(c.name): series \(s) of rows \(range)")
            }
        }
        // Two blocks at a time on two threads (an odd number of blocks too): each block's rows,
        // in block order, as one thread reads them.
        let blockRows = max(701, c.rows / 7)
        for range in c.rows > 100_000 ? [1..<(c.rows - 1)] : [0..<c.rows, 1..<(c.rows - 1)] {
            var blocks: [[UInt64]] = []
            try spill.forEachBlock(in: range, rows: blockRows) { start, xs, values in
                blocks.append([UInt64(start)] + (xs + values.joined()).map(\.bitPattern))
            }
            let mapped = try spill.mapBlocks(in: range, rows: blockRows) { start, xs, values in
                [UInt64(start)] + (xs + values.joined()).map(\.bitPattern)
            }
            #expect(mapped == blocks, "\(c.name): blocks of rows \(range) read two at a time")
        }
    }

    /// Rows appended after rows read come back too, and rows given whole (`append(flat:)`, as the
    /// sorter writes) end the step: they are written with their x.
    @Test func appendsAfterReadsAndFlatRowsEndTheStep() throws {
        let folder = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spill = LineSpill(seriesCount: 1, folder: folder)
        try spill.append(positions: [0, 1, 2], values: [[5, 6, 7]])
        #expect(try spill.flatRows(1..<3) == [1, 6, 2, 7])
        try spill.append(positions: [3, 4], values: [[8, 9]])
        #expect(spill.steppedRows == 5)
        try spill.append(flat: [5, 10, 6, 11])
        try spill.append(positions: [7], values: [[12]])
        #expect(spill.steppedRows == 5 && spill.count == 8)
        #expect(try spill.flatRows(0..<8) == [0, 5, 1, 6, 2, 7, 3, 8, 4, 9, 5, 10, 6, 11, 7, 12])
    }
}

extension Array where Element == Int {
    /// The sizes in turn, again and again, until they add up to at least `total`.
    fileprivate func cycled(until total: Int) -> [Int] {
        var sizes: [Int] = []
        var sum = 0
        while sum < total {
            let size = self[sizes.count % count]
            sizes.append(size)
            sum += size
        }
        return sizes
    }
}
