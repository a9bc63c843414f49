import Testing

@testable import ChartKit

/// `StableXOrder` gives the comparison sort's order to the row: ascending x, equal ones (0 and
/// -0 alike) in row order, over the shapes of x a chart meets; NaN and short inputs are left
/// to the comparison sort.
@Suite struct StableXOrderTests {
    /// The order `LineChartBuilder.sortedByX` had before the radix sort.
    static func comparisonOrder(_ xs: [Double]) -> [Int] {
        xs.indices.sorted { xs[$0] < xs[$1] || (xs[$0] == xs[$1] && $0 < $1) }
    }

    static func values(_ name: String, count: Int) -> [Double] {
        var generator = DecimalToDoubleTests.SplitMix(state: UInt64(count) &* 0x9E37_79B9)
        func next() -> Double { Double(generator.next() % 1_000_000) / 1_000 }
        switch name {
        case "random": return (0..<count).map { _ in next() }
        case "few distinct": return (0..<count).map { _ in Double(generator.next() % 7) }
        case "signed with zeros": return (0..<count).map { i in i % 5 == 0 ? (i % 2 == 0 ? 0.0 : -0.0) : next() - 500 }
        case "falling": return (0..<count).map { Double(count - $0) }
        case "extremes":
            let specials = [Double.infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 5e-324, -5e-324, 1e-310, 0, -0.0]
            return (0..<count).map { i in i % 3 == 0 ? specials[i % specials.count] : next() * 1e300 - 5e302 }
        case "epoch seconds": return (0..<count).map { _ in 1.7e9 + next() }
        default: return []
        }
    }

    @Test(arguments: ["random", "few distinct", "signed with zeros", "falling", "extremes", "epoch seconds"], [2_048, 5_000, 100_003])
    func theOrderIsTheComparisonSorts(_ name: String, _ count: Int) throws {
        let xs = Self.values(name, count: count)
        let order = try #require(StableXOrder.order(of: xs))
        #expect(order == Self.comparisonOrder(xs), "\(name), \(count) rows")
    }

    @Test func nanAndShortInputsAreLeftToTheComparisonSort() {
        var xs = Self.values("random", count: 10_000)
        #expect(StableXOrder.order(of: Array(xs.prefix(StableXOrder.minimumRows - 1))) == nil)
        xs[7_000] = .nan
        #expect(StableXOrder.order(of: xs) == nil)
    }
}
