import Foundation
import Testing

@testable import ChartKit

/// Radix selection over spilled values (`OrderStatistics`) gives exactly what selection on a
/// copy in memory (`Quantiles`) gives, bit for bit, whichever passes it takes: collected at
/// once, or counted again by later bits when a bucket is larger than the collect limit.
@Suite(.tags(.heavy)) struct OrderStatisticsTests {
    static func values(_ count: Int, seed: UInt64) -> [Double] {
        var state = seed
        return (0..<count).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            switch index % 5 {
            case 0: return (unit * 1000).rounded() - 500  // many ties, negatives and zeros
            case 1: return -0.0
            default: return exp(unit * 12 - 6)  // a long tail over decades
            }
        }
    }

    static func spilled(_ values: [Double], memory: Int) throws -> HistChart {
        let spill = HistSpill(budget: HistSpill.Budget(values: memory), folder: "/tmp")
        try spill.append(values[...])
        return HistChart(series: [HistSeries(name: "a", spill: spill), HistSeries(name: "b", values: [3, 3, 7])])
    }

    @Test(arguments: [(0, 20_000), (5_000, 20_000), (1 << 30, 7)])
    func sameAsQuantiles(memory: Int, count: Int) throws {
        let values = Self.values(count, seed: UInt64(count + memory))
        let chart = try Self.spilled(values, memory: memory)
        let qs = [0, 0.25, 0.5, 0.75, 0.9, 0.99, 0.999, 1]
        for limit in [1, 16, 1 << 20] {
            let radix = try OrderStatistics.quantiles(qs, of: chart, range: nil, collectLimit: limit)
            let logs = try OrderStatistics.quantiles([0.25, 0.75], of: chart, range: 1...10, transform: log10, collectLimit: limit)
            var pooled = values + [3, 3, 7]
            #expect(radix.map(\.bitPattern) == qs.map { Quantiles.value(of: &pooled, at: $0).bitPattern }, "limit \(limit)")
            var inside = pooled.filter { (1...10).contains($0) }.map(log10)
            #expect(logs == [0.25, 0.75].map { Quantiles.value(of: &inside, at: $0) }, "limit \(limit)")
        }
    }

    @Test func allEqualValuesNarrowToTheirKey() throws {
        let chart = try Self.spilled(Array(repeating: 2.5, count: 100), memory: 10)
        #expect(try OrderStatistics.quantiles([0.5, 0.99], of: chart, range: nil, collectLimit: 1) == [2.5, 3])
    }

    @Test func keysKeepTheOrder() {
        let sorted: [Double] = [-.infinity, -1e300, -1, -.leastNonzeroMagnitude, 0, .leastNonzeroMagnitude, 1, 1e300, .infinity]
        let keys = sorted.map(OrderStatistics.key)
        #expect(keys == keys.sorted())
        #expect(sorted.map { OrderStatistics.decode(OrderStatistics.key($0)) } == sorted)
        #expect(OrderStatistics.key(-0.0) == OrderStatistics.key(0))
    }
}
