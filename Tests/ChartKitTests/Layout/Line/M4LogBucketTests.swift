import Foundation
import Testing

@testable import ChartKit

/// M4's buckets on a log x axis (`--x-log`): gnuplot maps log10(x) linearly onto the plot's
/// pixel columns, so a bucket is a column's share of log10(x), with the window's ends in the
/// middle of the first and last column as on a linear axis.
@Suite struct M4LogBucketTests {
    /// (columns, buckets per column, window, x, bucket); nil where x gets no bucket.
    static let cases: [(columns: Int, perColumn: Int, window: ClosedRange<Double>, x: Double, bucket: Int?)] = [
        // 11 columns over 1…1e10: column c is centred on 10^c and reaches 10^(c ± ½).
        (11, 1, 1...1e10, 1, 0),
        (11, 1, 1...1e10, pow(10, 0.49), 0),
        (11, 1, 1...1e10, pow(10, 0.51), 1),
        (11, 1, 1...1e10, 5, 1),  // 10^0.70: linear columns would put 5 in column 0
        (11, 1, 1...1e10, 10, 1),
        (11, 1, 1...1e10, 31, 1),  // 10^1.49
        (11, 1, 1...1e10, 32, 2),  // 10^1.505
        (11, 1, 1...1e10, 1e5, 5),
        (11, 1, 1...1e10, 3e9, 9),  // 10^9.48, below the last column's 10^9.5
        (11, 1, 1...1e10, 4e9, 10),
        (11, 1, 1...1e10, 1e10, 10),
        // Two buckets a column: the column's halves, edges at 10^(c ± ½) and 10^c.
        (11, 2, 1...1e10, 1, 1),
        (11, 2, 1...1e10, pow(10, 0.01), 1),
        (11, 2, 1...1e10, pow(10, 0.49), 1),
        (11, 2, 1...1e10, pow(10, 0.51), 2),
        (11, 2, 1...1e10, pow(10, 0.99), 2),
        (11, 2, 1...1e10, pow(10, 1.01), 3),
        (11, 2, 1...1e10, 1e10, 21),
        // Below 1: 5 columns over 0.01…100 (one decade a column).
        (5, 1, 0.01...100, 0.01, 0),
        (5, 1, 0.01...100, pow(10, -1.6), 0),
        (5, 1, 0.01...100, pow(10, -1.4), 1),
        (5, 1, 0.01...100, 0.1, 1),
        (5, 1, 0.01...100, 1, 2),
        (5, 1, 0.01...100, 100, 4),
        // A narrow window inside one decade: 3 columns over 2…8, centred on 2, 4 and 8.
        (3, 1, 2...8, 2.8, 0),
        (3, 1, 2...8, 2.9, 1),
        (3, 1, 2...8, 5.6, 1),
        (3, 1, 2...8, 5.7, 2),
        // No bucket: outside the window, at or below 0, or a window a log axis cannot have.
        (11, 1, 1...1e10, 0.5, nil),
        (11, 1, 1...1e10, 2e10, nil),
        (11, 1, 1...1e10, 0, nil),
        (11, 1, 1...1e10, -5, nil),
        (11, 1, 0...1e10, 5, nil),
        (11, 1, -1...1e10, 5, nil),
        (11, 1, 7...7, 7, nil),
    ]

    @Test(arguments: cases.indices)
    func xFallsInTheColumnOfItsLog(_ index: Int) {
        let (columns, perColumn, window, x, bucket) = Self.cases[index]
        let decimator = M4Decimator(columns: columns, bucketsPerColumn: perColumn, logX: true)
        #expect(decimator.bucket(of: x, window: window) == bucket, "x \(x) in \(window), \(columns)×\(perColumn)")
    }

    /// A linear decimator buckets the same x by its value: the log mapping is what moves it.
    @Test func aLinearAxisBucketsByValue() {
        let decimator = M4Decimator(columns: 11, bucketsPerColumn: 1)
        #expect(decimator.bucket(of: 5, window: 1...1e10) == 0)
        #expect(decimator.bucket(of: 1e10, window: 1...1e10) == 10)
        #expect(decimator.bucket(of: 0, window: -1...1) == 5)
    }

    /// Decimating x on a log axis keeps exactly the rows a linear decimator keeps of log10(x) on
    /// the window's log10: noisy series over six decades, with gaps and anchors beyond both
    /// edges, and the rows change when the axis is linear (so the mapping is used).
    @Test(arguments: [1, 2, 8])
    func logXKeepsTheRowsOfLinearLog10X(perColumn: Int) {
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let xs = (0..<20_000).map { pow(10, -3.1 + 6.2 * Double($0) / 20_000) }
        let a = xs.indices.map { row in (row / 911) % 5 == 2 ? .nan : next() }
        let b = xs.indices.map { _ in next() * 3 }
        let window = 1e-3...1e3
        let log = M4Decimator(columns: 100, bucketsPerColumn: perColumn, logX: true)
            .rows(0..<xs.count, xs: xs, series: [a, b], window: window)
        let linearOfLogs = M4Decimator(columns: 100, bucketsPerColumn: perColumn)
            .rows(0..<xs.count, xs: xs.map(log10), series: [a, b], window: log10(window.lowerBound)...log10(window.upperBound))
        let linear = M4Decimator(columns: 100, bucketsPerColumn: perColumn).rows(0..<xs.count, xs: xs, series: [a, b], window: window)
        #expect(log == linearOfLogs)
        #expect(log != linear)
        #expect(log.count < xs.count / 2)
        #expect(log.first == 0 && log.last == xs.count - 1)  // the anchors beyond the edges
    }

    /// A window a log axis cannot draw keeps every row rather than guessing columns.
    @Test func aWindowNotAboveZeroKeepsEveryRow() {
        let xs = (0..<1000).map { Double($0) }
        let rows = M4Decimator(columns: 10, logX: true).rows(0..<1000, xs: xs, series: [xs], window: 0...999)
        #expect(rows == Array(0..<1000))
    }
}
