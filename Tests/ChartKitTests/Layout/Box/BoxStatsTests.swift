import Testing

@testable import ChartKit

/// `BoxStats` against numpy: the expected numbers were computed once, when this test was
/// written, with numpy 1.24 (`np.percentile(a, [25, 50, 75], method='linear')`, whiskers the
/// furthest values within 1.5 IQR of the box, outliers the rest), and are written here as numbers.
@Suite struct BoxStatsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var values: [Double]
        var q1, median, q3, low, high: Double
        var outliers: [Double]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "seven", values: [7, 1, 3, 15, 4, 2, 9], q1: 2.5, median: 4, q3: 8, low: 1, high: 15, outliers: []),
        Case(name: "even", values: [1, 2, 3, 4], q1: 1.75, median: 2.5, q3: 3.25, low: 1, high: 4, outliers: []),
        Case(name: "one", values: [5], q1: 5, median: 5, q3: 5, low: 5, high: 5, outliers: []),
        Case(name: "ties", values: [3, 3, 3, 3, 100], q1: 3, median: 3, q3: 3, low: 3, high: 3, outliers: [100]),
        Case(
            name: "negative", values: [-4.5, 0.25, -1, 8, 2.5, 3, -0.75, 12, 1, 40], q1: -0.5, median: 1.75, q3: 6.75, low: -4.5, high: 12,
            outliers: [40]),
    ]

    @Test(arguments: cases)
    func matchesNumpy(_ expected: Case) throws {
        let stats = try BoxStats(HistSeries(name: "v", values: expected.values))
        #expect(
            [stats.q1, stats.median, stats.q3, stats.low, stats.high] == [expected.q1, expected.median, expected.q3, expected.low, expected.high])
        #expect(stats.outliers == expected.outliers && stats.outlierCount == expected.outliers.count && stats.count == expected.values.count)
    }

    /// Values spilled to a temporary file (a streamed input) give the same summary, through
    /// radix selection instead of a copy.
    @Test(arguments: cases)
    func spilledValuesGiveTheSame(_ expected: Case) throws {
        let spill = HistSpill(budget: HistSpill.Budget(values: 1), folder: "/tmp")
        try spill.append(expected.values[...])
        let stats = try BoxStats(HistSeries(name: "v", spill: spill))
        #expect(
            [stats.q1, stats.median, stats.q3, stats.low, stats.high] == [expected.q1, expected.median, expected.q3, expected.low, expected.high])
        #expect(stats.outliers == expected.outliers)
    }

    /// A box with more outliers than it draws keeps the furthest on each side and counts them all.
    @Test func manyOutliersKeepTheFurthest() throws {
        let values = Array(repeating: 0.0, count: 100_000) + (1...6_000).map { Double($0) } + (1...6_000).map { -Double($0) }
        let stats = try BoxStats(HistSeries(name: "v", values: values))
        #expect(stats.outlierCount == 12_000)
        #expect(stats.outliers.count == BoxStats.maximumOutliers)
        #expect(stats.outliers.first == -6_000 && stats.outliers.last == 6_000)
        #expect(stats.outliers[4_999] == -1_001 && stats.outliers[5_000] == 1_001)
    }
}
