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

    /// The bucket walk that compares each x with its bucket's last x keeps exactly the rows a
    /// walk that maps every x keeps: on x that fall on bucket edges, far from zero, in tiny
    /// spans, below zero and beyond the window.
    @Test(arguments: [
        (0.0, 0.001, 0.0...1.0, 401),
        (0.0, 0.1, 0.0...300.0, 1601),
        (1e9, 1e-3, 1e9...(1e9 + 2.5), 799),
        (-5.0, 1e-15, -5.0...(-5.0 + 2.9e-12), 97),
        (-3.0, 0.0007, -2.0...(-0.5), 640),
        (1.0, 1.0 / 3.0, 1.0...1000.0, 1000),
    ])
    func bucketWalkKeepsWhatTheMapSays(first: Double, step: Double, window: ClosedRange<Double>, columns: Int) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let ys = (0..<4000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 40)
        }
        let xs = (0..<4000).map { first + Double($0) * step }
        let decimator = M4Decimator(columns: columns)
        #expect(decimator.rows(0..<4000, xs: xs, series: [ys], window: window) == Self.mapped(xs, ys, window, decimator))
    }

    /// M4's rows found the plain way: every x mapped to its bucket, runs of one bucket keeping
    /// their first, last, first smallest and first largest row; rows outside the window kept.
    static func mapped(_ xs: [Double], _ ys: [Double], _ window: ClosedRange<Double>, _ decimator: M4Decimator) -> [Int] {
        var kept = Set<Int>()
        var start = 0
        while start < xs.count {
            guard let bucket = decimator.bucket(of: xs[start], window: window) else {
                kept.insert(start)
                start += 1
                continue
            }
            var end = start + 1
            while end < xs.count, decimator.bucket(of: xs[end], window: window) == bucket { end += 1 }
            let run = start..<end
            kept.formUnion([start, end - 1, run.min { ys[$0] < ys[$1] }!, run.min { ys[$0] > ys[$1] }!])
            start = end
        }
        return kept.sorted()
    }
}
