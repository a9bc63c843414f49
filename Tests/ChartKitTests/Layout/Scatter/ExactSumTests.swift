import Testing

@testable import ChartKit

/// `ExactSum` rounds the exact sum once: known correctly rounded totals (Python's `math.fsum`
/// gives the same), and the same bits whatever the order of the terms.
@Suite struct ExactSumTests {
    static let cases: [(name: String, terms: [Double], sum: Double)] = [
        ("empty", [], 0),
        ("tenths", Array(repeating: 0.1, count: 10), 1.0),
        ("cancelling giants", [1e16, 1, -1e16], 1),
        ("lost by a plain sum", [1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50], 1e-100),
        ("half-way, rounded to even by the terms below", [1, 0x1p-53, 0x1p-106], 1 + 0x1p-52),
        ("half-way, exactly: ties to even", [1, 0x1p-53], 1),
        ("infinity", [1, .infinity, 2], .infinity),
        ("overflow", [.greatestFiniteMagnitude, .greatestFiniteMagnitude], .infinity),
    ]

    @Test(arguments: cases.indices)
    func knownSums(_ index: Int) {
        let (name, terms, sum) = Self.cases[index]
        var exact = ExactSum()
        for term in terms { exact.add(term) }
        #expect(exact.value == sum, "\(name): \(exact.value)")
    }

    /// 20,000 terms of mixed magnitudes and signs, in three orders: one result, bit for bit
    /// (a plain sum of them differs between the orders).
    @Test func orderDoesNotMatter() {
        var state: UInt64 = 99
        let terms = (0..<20_000).map { index -> Double in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53) - 0.5
            return unit * [1e-3, 1, 1e6, 1e12][index % 4]
        }
        let orders = [terms, terms.reversed(), terms.sorted()]
        let sums = orders.map { order in
            var exact = ExactSum()
            for term in order { exact.add(term) }
            return exact.value
        }
        #expect(sums[1].bitPattern == sums[0].bitPattern && sums[2].bitPattern == sums[0].bitPattern)
        let plain = orders.map { $0.reduce(0, +) }
        #expect(Set(plain.map(\.bitPattern)).count > 1, "the terms do not show the point: plain sums agree")
    }
}
