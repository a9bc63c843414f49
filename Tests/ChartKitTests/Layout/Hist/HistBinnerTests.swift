import Testing

@testable import ChartKit

#if canImport(Glibc)
import Glibc
#endif

/// Bin rules, nice edges on the ticks, and counting at the edges.
@Suite struct HistBinnerTests {
    static func bins(_ values: [Double], _ binning: HistBinning = .rule, range: ClosedRange<Double>? = nil) throws -> HistBins {
        try run(HistBinner(binning: binning, range: range), values)
    }

    static func run(_ binner: HistBinner, _ values: [Double]) throws -> HistBins {
        var binner = binner
        return try binner.bins(HistChart(series: [HistSeries(name: "v", values: values)]))
    }

    @Test func theNarrowerOfFreedmanDiaconisAndSturgesByDefault() throws {
        // 1…1000: IQR 499.5, n^(1/3) = 10 → 99.9; Sturges 999 / 11 = 90.8 is narrower, rounded
        // up to the nice width 100, which keeps Sturges' 11 bins.
        let bins = try Self.bins((1...1000).map(Double.init))
        #expect(bins.rule == "sturges")
        #expect(bins.width == 100)
        #expect(bins.edges.first == 0 && bins.edges.last == 1100)
        #expect(bins.counts[0].reduce(0, +) == 1000)
        // Whole numbers: the last bin is half-open like the others, 1000 alone in [1000, 1100).
        #expect(bins.counts[0].last == 1)
    }

    /// The edges round out past a --range that is not on them; a value there is outside, not in
    /// the first bin as well (3 was counted twice: in [0, 10) and as outside).
    @Test func valuesOutsideTheRangeAreNotCountedInTheRoundedOutBins() throws {
        let bins = try Self.bins([3, 12, 25, 55, 61], .width(10), range: 5...60)
        #expect(bins.edges == [0, 10, 20, 30, 40, 50, 60])
        #expect(bins.counts == [[0, 1, 1, 0, 0, 1]])
        #expect(bins.outside == 2)
    }

    @Test func sturgesWhenTheIQRIsZero() throws {
        // 90 of 0.5 and ten values up to 0.95: the IQR is 0; Sturges: 0.45 / (⌈log₂ 100⌉ + 1) =
        // 0.05625, rounded up to 0.1 (5 bins), fewer than Sturges' 8: 0.05 (9 bins).
        let bins = try Self.bins([Double](repeating: 0.5, count: 90) + (10...19).map { Double($0) / 20 })
        #expect(bins.rule == "sturges")
        #expect(bins.width == 0.05)
        #expect(bins.edges == (10...19).map { Double($0) / 20 })
    }

    @Test func binWidthIsKeptAndEdgesAreExactDecimals() throws {
        let bins = try Self.bins([0.1, 0.25, 0.7, 0.95], .width(0.3))
        #expect(bins.rule == "bin-width")
        #expect(bins.edges == [0, 0.3, 0.6, 0.9, 1.2])
        #expect(bins.counts[0] == [2, 0, 1, 1])
    }

    @Test func binsAndRange() throws {
        let bins = try Self.bins([-3, 1, 2, 3, 9, 50], .count(5), range: 0...10)
        #expect(bins.rule == "bins")
        #expect(bins.edges == [0, 2, 4, 6, 8, 10])
        #expect(bins.outside == 2)
        #expect(bins.counts[0] == [1, 2, 0, 0, 1])
    }

    @Test func aValueOnAnEdgeGoesUp() throws {
        let bins = try Self.bins([0, 1, 1, 2.5], .width(1))
        #expect(bins.edges == [0, 1, 2, 3])
        #expect(bins.counts[0] == [1, 2, 1])
    }

    @Test func oneValue() throws {
        let bins = try Self.bins([7, 7, 7])
        #expect(bins.count == 1)
        #expect(bins.counts[0] == [3])
    }

    /// Every x tick is a bin edge: no bin straddles a tick.
    @Test(arguments: [HistBinning.rule, .count(7), .width(0.3), .width(2.5)])
    func ticksAreEdges(_ binning: HistBinning) throws {
        let values = (0..<500).map { Double($0 * 37 % 500) / 7 }
        let bins = try Self.bins(values, binning)
        for pixels in [200, 700, 1900] {
            let axis = HistTicks(bins: bins, format: .auto, metrics: TextMetrics(fontSize: 10)).axis(pixels: pixels)
            #expect(axis.ticks.count >= 2)
            for tick in axis.ticks { #expect(bins.edges.contains(tick.value), "tick \(tick.value) is not an edge") }
        }
    }
}

extension HistBinnerTests {
    /// `--x-log`: equal steps of log₁₀, every decade an edge, and every x tick an edge.
    @Test func logSpacedEdges() throws {
        let values = (0..<1000).map { pow(10, Double($0 % 400) / 100) }  // 1 … 10^3.99
        let bins = try Self.run(HistBinner(binning: .count(8), range: nil, log: true), values)
        #expect(bins.perDecade == 2)
        #expect(bins.edges.first == 1)
        #expect(bins.edges.last == 10_000)
        for power in [1.0, 10, 100, 1000, 10_000] { #expect(bins.edges.contains(power)) }
        #expect(bins.counts[0].reduce(0, +) == 1000)
        // Equal steps: each bin spans half a decade.
        for (a, b) in zip(bins.edges, bins.edges.dropFirst()) { #expect(abs(log10(b) - log10(a) - 0.5) < 1e-12) }
        let axis = HistTicks(bins: bins, format: .auto, metrics: TextMetrics(fontSize: 10)).axis(pixels: 700)
        #expect(axis.log && axis.ticks.count >= 2 && axis.minorTicks.isEmpty)
        for tick in axis.ticks { #expect(bins.edges.contains(tick.value)) }
    }

    @Test func logBinsRefuseAWidth() {
        #expect(throws: ChartError.self) {
            try Self.run(HistBinner(binning: .width(1), range: nil, log: true), [1, 2])
        }
    }
}
