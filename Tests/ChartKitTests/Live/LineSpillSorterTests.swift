import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// `LineSpillSorter` sorts a spill's rows by x exactly as `LineChartBuilder.sortedByX` sorts a
/// whole read's (stable: equal x keep input order, every value moves with its x, NaN gaps and
/// their bit patterns kept), whatever the run size and however many merge passes it takes.
@Suite struct LineSpillSorterTests {
    /// Rows of x then `series` values: a seeded shape of x, and values that tell the rows apart.
    static func rows(_ shape: String, count: Int, series: Int) -> [[Double]] {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        return (0..<count).map { row in
            let x: Double =
                switch shape {
                case "random": Double(next(1_000_000)) / 7
                case "reversed": Double(count - row)
                case "ties": Double(next(5))
                case "sorted": Double(row / 3)
                case "one x": 2.5
                case "reversed tail": Double(row < count * 9 / 10 ? row : count * 2 - row)  // runs in order: no merge
                case "blocks swapped": Double((row / 50 % 2 == 0 ? 50 : -50) + row)  // each run sorted, not in order
                default: -Double(row % 17) + Double(row / 50)  // saw teeth
                }
            let values = (0..<series).map { s -> Double in
                if row % 11 == s { return .nan }  // a gap
                if row % 13 == s { return SeriesRuns.Facts.absent }  // a missing long-form cell
                return Double(row * 10 + s)
            }
            return [x] + values
        }
    }

    /// The rows sorted as a whole read sorts them.
    static func reference(_ rows: [[Double]]) -> [[Double]] {
        rows.indices.sorted { rows[$0][0] < rows[$1][0] || (rows[$0][0] == rows[$1][0] && $0 < $1) }.map { rows[$0] }
    }

    static let shapes = ["random", "reversed", "ties", "sorted", "one x", "saw teeth", "reversed tail", "blocks swapped"]

    @Test(arguments: shapes, [(1, 2), (3, 2), (7, 3), (64, 64), (5000, 64)])
    func sortsStablyInAnyRunSize(_ shape: String, _ sizes: (runRows: Int, fanIn: Int)) throws {
        for (count, series) in [(0, 1), (1, 1), (2, 1), (1000, 1), (777, 3)] {
            let rows = Self.rows(shape, count: count, series: series)
            let spill = LineSpill(seriesCount: series, folder: try TemporaryDirectory.make())
            // Appended in uneven batches, as batches of input arrive.
            for start in stride(from: 0, to: count, by: 97) {
                let batch = rows[start..<min(count, start + 97)]
                try spill.append(positions: batch.map { $0[0] }, values: (1...series).map { s in batch.map { $0[s] } })
            }
            let sorted = try LineSpillSorter(runRows: sizes.runRows, fanIn: sizes.fanIn).sorted(spill)
            #expect(sorted.count == count)
            let got = try sorted.flatRows(0..<count).map(\.bitPattern)
            let expected = Self.reference(rows).flatMap { $0 }.map(\.bitPattern)
            #expect(got == expected, "\(shape), \(count) rows, runs of \(sizes.runRows), fan-in \(sizes.fanIn)")
        }
    }

    /// A `--facet` panel's spill (in the panels' shared file) sorts the same way, and leaves only
    /// its sorted rows in that file: the runs and the merge passes before the last go to files
    /// of their own, freed after the sort (they once stayed in the shared file, 3× the rows or
    /// more). Sorted in one pass, in several, and with runs already in order (no merge).
    @Test(arguments: [("random", 7, 3), ("random", 50, 64), ("reversed tail", 900, 4), ("sorted", 7, 3)])
    func aSharedSpillKeepsOnlyItsSortedRows(_ shape: String, _ runRows: Int, _ fanIn: Int) throws {
        let folder = try TemporaryDirectory.make()
        let arena = SpillArena(folder: folder)
        let rows = Self.rows(shape, count: 5000, series: 2)
        let spill = LineSpill(seriesCount: 2, folder: folder, arena: arena, flushValues: 1 << 10)
        try spill.append(positions: rows.map { $0[0] }, values: [rows.map { $0[1] }, rows.map { $0[2] }])
        _ = try spill.flatRows(0..<0)  // its last rows written out
        let before = arena.end
        let sorted = try LineSpillSorter(runRows: runRows, fanIn: fanIn).sorted(spill)
        #expect(sorted.isShared, "\(shape)")
        #expect(arena.end - before == 5000 * 3 * 8, "\(shape): \(arena.end - before) bytes added to the shared file")
        #expect(try sorted.flatRows(0..<5000).map(\.bitPattern) == Self.reference(rows).flatMap { $0 }.map(\.bitPattern), "\(shape)")
    }

    /// Rows kept in memory (no temporary file could be made) sort the same way.
    @Test func sortsRowsKeptInMemory() throws {
        let rows = Self.rows("ties", count: 500, series: 2)
        let spill = LineSpill(seriesCount: 2, folder: "/nonexistent-folder-for-chart-tests")
        try spill.append(positions: rows.map { $0[0] }, values: [rows.map { $0[1] }, rows.map { $0[2] }])
        let sorted = try LineSpillSorter(runRows: 9, fanIn: 4).sorted(spill)
        #expect(try sorted.flatRows(0..<500).map(\.bitPattern) == Self.reference(rows).flatMap { $0 }.map(\.bitPattern))
    }
}
