import Testing

@testable import ChartKit

/// `--mark` percentiles are exact: selection gives what a full sort gives.
///
/// The method is numpy's default (`numpy.percentile(..., method="linear")`, Hyndman & Fan type
/// 7): for n sorted values x₀…xₙ₋₁ and h = p/100 · (n − 1), the percentile is
/// x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]). `reference` is that formula over a sorted copy.
@Suite struct QuantilesTests {
    static func reference(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        let h = p / 100 * Double(sorted.count - 1)
        let below = Int(h.rounded(.down))
        guard below + 1 < sorted.count else { return sorted[below] }
        return sorted[below] + (h - Double(below)) * (sorted[below + 1] - sorted[below])
    }

    static func selected(_ values: [Double], _ p: Double) -> Double {
        var copy = values
        return Quantiles.value(of: &copy, at: p / 100)
    }

    /// Values numpy 1.26 prints for the same calls.
    @Test func matchesNumpy() {
        #expect(Self.selected([1, 2, 3, 4], 50) == 2.5)
        #expect(abs(Self.selected((1...10).map(Double.init), 90) - 9.1) < 1e-12)
        #expect(abs(Self.selected((1...1000).map(Double.init), 99.9) - 999.001) < 1e-9)
        #expect(Self.selected([5, 1, 4, 2, 3], 25) == 2)
    }

    /// Shuffled data with many ties: every percentile asked for equals the sorted reference.
    @Test(arguments: [1, 2, 7, 100, 1001])
    func equalsTheSortedReference(count: Int) {
        var state: UInt64 = 42
        let values = (0..<count).map { _ -> Double in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double((state >> 33) % 50) / 4
        }
        for p in [0.1, 1, 25, 50, 75, 90, 99, 99.9, 99.99] {
            #expect(Self.selected(values, p) == Self.reference(values, p), "p\(p) of \(count)")
        }
    }

    /// The plan lists each mark's exact value, over every value binned (both series).
    @Test func planListsTheMarks() throws {
        let chart = HistChart(series: [HistSeries(name: "a", values: [1, 2, 3]), HistSeries(name: "b", values: [4, 10])])
        let plan = try HistLayouter(
            options: HistOptions(paging: PagingOptions(output: "h.png"), marks: [.percentile(50), .mean, .percentile(99.9)])
        ).plan(for: chart)
        #expect(plan.markLines.map(\.name) == ["p50", "mean", "p99.9"])
        #expect(plan.markLines[0].value == 3)
        #expect(plan.markLines[1].value == 4)
        #expect(abs(plan.markLines[2].value - Self.reference([1, 2, 3, 4, 10], 99.9)) < 1e-12)
        #expect(plan.markLines[0].label == "p50 3")
    }
}
