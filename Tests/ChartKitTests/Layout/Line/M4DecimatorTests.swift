import Testing

@testable import ChartKit

/// M4's selection rules, on small hand-made series (the pixel tests are in Render).
@Suite struct M4DecimatorTests {
    /// 4 columns × 1 bucket: x 0…3 over the window [0, 3]; each column holds x within ±½.
    static let decimator = M4Decimator(columns: 4, bucketsPerColumn: 1)

    @Test func keepsFirstLastMinAndMaxOfEachColumn() {
        // Column 1 (x in [0.5, 1.5)) holds rows 2…9 with min at row 4 and max at row 7.
        let xs: [Double] = [0, 0.2, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.2, 1.4] + (0..<10).map { 1.5 + Double($0) * 0.15 }
        let ys: [Double] = [0, 1, 5, 6, -3, 2, 2, 9, 4, 4] + (0..<10).map { Double($0) }
        let rows = Self.decimator.rows(0..<xs.count, xs: xs, series: [ys], window: 0...3)
        #expect(rows.contains(2) && rows.contains(4) && rows.contains(7) && rows.contains(9))
        #expect(!rows.contains(3) && !rows.contains(5) && !rows.contains(6) && !rows.contains(8))
        #expect(rows == rows.sorted())
    }

    @Test func rowsBeyondTheWindowAreKeptAsAnchors() {
        let xs = (0..<40).map { Double($0) * 0.1 - 0.5 }  // −0.5 … 3.4; window [0, 3]
        let ys = xs.map { $0 * $0 }
        let rows = Self.decimator.rows(0..<40, xs: xs, series: [ys], window: 0...3)
        for row in 0..<40 where !(0...3).contains(xs[row]) { #expect(rows.contains(row)) }
    }

    /// A gap stays a gap, and the line still ends and restarts exactly where it did.
    @Test func gapsKeepTheirEdges() {
        let xs = (0..<40).map { Double($0) * 0.075 }
        var ys = xs.map { 10 - $0 }
        for row in 11...14 { ys[row] = .nan }
        let rows = Self.decimator.rows(0..<40, xs: xs, series: [ys], window: 0...2.925)
        #expect(rows.contains(10) && rows.contains(11) && rows.contains(15))
    }

    @Test func eachSeriesKeepsItsOwnExtremes() {
        let xs = (0..<40).map { Double($0) * 0.075 }
        let a = xs.indices.map { $0 == 5 ? 100.0 : 0 }
        let b = xs.indices.map { $0 == 6 ? -100.0 : 0 }
        let rows = Self.decimator.rows(0..<40, xs: xs, series: [a, b], window: 0...2.925)
        #expect(rows.contains(5) && rows.contains(6))
    }

    @Test(arguments: [(16, false), (17, true)])
    func smallPagesAreLeftAlone(count: Int, decimated: Bool) {
        let xs = (0..<count).map(Double.init)
        let rows = Self.decimator.rows(0..<count, xs: xs, series: [xs], window: 0...Double(count - 1))
        #expect(Self.decimator.isWorthwhile(rowCount: count) == decimated)
        if !decimated { #expect(rows == Array(0..<count)) }
    }

    @Test func aConstantRunKeepsItsEnds() {
        let xs = (0..<1000).map { Double($0) }
        let rows = M4Decimator(columns: 10).rows(0..<1000, xs: xs, series: [xs.map { _ in 1 }], window: 0...999)
        #expect(rows.first == 0 && rows.last == 999)
        #expect(rows.count <= 10 * 2 * 2 + 2)
    }
}
