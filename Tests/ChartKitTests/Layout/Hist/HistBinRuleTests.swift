import Foundation
import Testing

@testable import ChartKit

/// The default bin rule (`HistBinRule`): numpy's "auto" (the narrower of Freedman–Diaconis and
/// Sturges), nice widths that never leave fewer bins than Sturges, and one centred bin per whole
/// number for integer data.
@Suite struct HistBinRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var values: [Double]
        var rule: String
        var width: Double
        var edges: [Double]?
        var testDescription: String { name }
    }

    /// Fisher's iris petal lengths (cm), the three species pooled: two modes, 1–1.9 and 3–6.9.
    static let iris: [Double] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/iris-petals.csv").path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().compactMap { Double($0.split(separator: ",")[0]) }
    }()

    /// 81 cars: 1 of 3 cylinders, 41 of 4, 1 of 5, 17 of 6, 21 of 8.
    static let cylinders: [Double] = [(3.0, 1), (4, 41), (5, 1), (6, 17), (8, 21)].flatMap { Array(repeating: $0.0, count: $0.1) }

    /// Deterministic long-tailed latencies (as the goldens').
    static let latencies: [Double] = {
        var state: UInt64 = 1
        return (0..<500).map { _ in
            var sum = 0.0
            for _ in 0..<4 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                sum += Double(state >> 11) / Double(1 << 53)
            }
            return (exp(sum - 2) * 2000).rounded() / 100
        }
    }()

    static let cases: [Case] = [
        // FD (IQR 3.5: 1.32) is wider than Sturges (5.9 / 9 = 0.66), whose nice width rounded up
        // (1) would be 6 bins: the widest that keeps 9 is 0.5, 12 bins, the gap at 2–3 empty.
        Case(
            name: "iris petal length: Sturges, 0.5 keeps its 9", values: iris, rule: "sturges", width: 0.5,
            edges: stride(from: 1.0, through: 7, by: 0.5).map { $0 }),
        // Whole numbers the rule would cut at 0.625: one bin per cylinder count, centred, 7 empty.
        Case(
            name: "car cylinders: one bin per whole number", values: cylinders, rule: "integers", width: 1,
            edges: [2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5]),
        // FD (4.3, rounded up to 5: 23 bins) already gives more than Sturges' 10: kept.
        Case(name: "long tail: Freedman–Diaconis rounded up", values: latencies, rule: "freedman-diaconis", width: 5, edges: nil),
        // Sturges (90.8) is narrower than FD (99.9); 100 keeps its 11 bins, the last half-open:
        // 1000 is its own bin [1000, 1100), as 0 … 99 are [0, 100).
        Case(
            name: "1…1000: Sturges, whole numbers half-open", values: (1...1000).map(Double.init), rule: "sturges", width: 100,
            edges: stride(from: 0.0, through: 1100, by: 100).map { $0 }),
        // IQR 0 and whole numbers: Sturges' 1.125 keeps its 8 bins only at 1: integers.
        Case(
            name: "IQR 0, whole numbers", values: Array(repeating: 5, count: 90) + (5...14).map(Double.init), rule: "integers", width: 1,
            edges: (4...14).map { Double($0) + 0.5 }),
        // IQR 0, not whole: Sturges alone.
        Case(
            name: "IQR 0, decimals", values: Array(repeating: 5.5, count: 90) + (5...14).map { Double($0) + 0.5 }, rule: "sturges", width: 1,
            edges: (5...15).map { Double($0) }),
        // Whole numbers far apart are not one bin each (201 bins of 1 for three values).
        Case(name: "0, 100, 200: bins of 20", values: (0..<300).map { Double($0 % 3 * 100) }, rule: "sturges", width: 20, edges: nil),
        Case(name: "a single whole number: its own bin", values: [7, 7, 7], rule: "integers", width: 1, edges: [6.5, 7.5]),
        Case(name: "a single decimal: a tenth of its power of ten", values: [7.5, 7.5], rule: "sturges", width: 0.1, edges: [7.5, 7.6]),
        // Whole numbers near 2·10^14: no nice width (not even 1) passes the exact-edge check there;
        // one bin each needs none.
        Case(
            name: "big whole numbers: one bin each", values: [0.0, 1, 1, 2, 3, 3, 3].map { $0 + 2e14 }, rule: "integers", width: 1,
            edges: (0...4).map { Double($0) - 0.5 + 2e14 }),
        Case(
            name: "dice: one bin per face", values: (0..<60).map { Double($0 % 6 + 1) }, rule: "integers", width: 1,
            edges: (0...6).map { Double($0) + 0.5 }),
    ]

    @Test(arguments: cases)
    func rule(_ c: Case) throws {
        var binner = HistBinner(binning: .rule, range: nil)
        let bins = try binner.bins(HistChart(series: [HistSeries(name: "v", values: c.values)]))
        #expect(bins.rule == c.rule)
        #expect(bins.width == c.width)
        if let edges = c.edges { #expect(bins.edges == edges) }
        #expect(bins.counts[0].reduce(0, +) == c.values.count)
        let n = Double(c.values.count)
        // Whole numbers have one bin each at most: fewer values than Sturges' count are all shown.
        if Set(c.values).count > 1, c.rule != "integers" { #expect(bins.count >= Int(log2(n).rounded(.up)) + 1, "fewer bins than Sturges") }
    }

    /// Iris gives at least Sturges' 9 bins and the gap between the species' modes (no petal from
    /// 2 to 3 cm) is empty bins, not a bar spanning it (Freedman–Diaconis alone gave 4 bins of 2).
    @Test func irisShowsItsTwoModes() throws {
        #expect(Self.iris.count == 150)
        var binner = HistBinner(binning: .rule, range: nil)
        let bins = try binner.bins(HistChart(series: [HistSeries(name: "petal_length", values: Self.iris)]))
        #expect(bins.count >= 9)
        let gap = bins.edges.indices.dropLast().filter { bins.edges[$0] >= 2 && bins.edges[$0 + 1] <= 3 }
        #expect(!gap.isEmpty && gap.allSatisfy { bins.counts[0][$0] == 0 })
    }

    /// Never fewer bins than Sturges, over spreads, sizes and shapes (skewed, bimodal, uniform).
    @Test(arguments: [10, 50, 150, 1000, 20_000])
    func neverFewerThanSturges(_ n: Int) throws {
        let shapes: [(Int) -> Double] = [
            { Double($0 * 7919 % 1000) / 37 },  // uniform
            { exp(Double($0 * 7919 % 1000) / 150) },  // skewed
            { ($0 % 3 == 0 ? 0 : 50) + Double($0 * 31 % 100) / 40 },  // bimodal, a third and two thirds
        ]
        for shape in shapes {
            let values = (0..<n).map(shape)
            var binner = HistBinner(binning: .rule, range: nil)
            let bins = try binner.bins(HistChart(series: [HistSeries(name: "v", values: values)]))
            #expect(bins.count >= Int(log2(Double(n)).rounded(.up)) + 1, "\(n) values: \(bins.count) bins (\(bins.rule))")
            #expect(bins.count <= HistBinner.ruleLimit + 2)
        }
    }

    /// Centred bins are ticked at their values: cylinders read 3 4 5 6 7 8, not 3.5 4.5 ….
    @Test func centredBinsAreTickedAtTheirValues() throws {
        var binner = HistBinner(binning: .rule, range: nil)
        let bins = try binner.bins(HistChart(series: [HistSeries(name: "cylinders", values: Self.cylinders)]))
        let axis = HistTicks(bins: bins, format: .auto, metrics: TextMetrics(fontSize: 10)).axis(pixels: 700)
        #expect(axis.min == 2.5 && axis.max == 8.5)
        #expect(axis.ticks.map(\.label) == ["3", "4", "5", "6", "7", "8"])
        let lone = try HistBinner(binning: .rule, range: nil).binsOf([7, 7])
        #expect(HistTicks(bins: lone, format: .auto, metrics: TextMetrics(fontSize: 10)).axis(pixels: 700).ticks.map(\.label) == ["7"])
    }

    /// Whole numbers in bins of a whole width: the last bin is half-open like the others, so 7
    /// and 8 in bins of 1 are two bars (a closed [7, 8] counted both); not with `--range`, whose
    /// end is the axis's.
    @Test func wholeNumbersLeaveTheLastBinHalfOpen() throws {
        let bins = try HistBinner(binning: .width(1), range: nil).binsOf([3, 4, 7, 8, 8])
        #expect(bins.edges == [3, 4, 5, 6, 7, 8, 9])
        #expect(bins.counts[0] == [1, 1, 0, 0, 1, 2])
        let ranged = try HistBinner(binning: .width(1), range: 3...8).binsOf([3, 4, 7, 8, 8])
        #expect(ranged.edges == [3, 4, 5, 6, 7, 8])
        let decimals = try HistBinner(binning: .width(1), range: nil).binsOf([3, 4, 7.5, 8])
        #expect(decimals.edges == [3, 4, 5, 6, 7, 8])
    }

    /// Log-spaced bins (`--x-log`): the rule's step in decades rounded up to per-decade steps,
    /// unless that leaves fewer bins than Sturges (`--bins` is not held to it).
    @Test func logBinsKeepSturgesCount() throws {
        #expect(HistBinner.perDecade(step: 0.4, span: 2, atLeast: 9) == 5)
        #expect(HistBinner.perDecade(step: 0.4, span: 2, atLeast: 0) == 2)
        let values = (0..<150).map { pow(10, Double($0 * 37 % 150) / 75) }  // 1 … 10^1.99, log-uniform
        let bins = try HistBinner(binning: .rule, range: nil, log: true).binsOf(values)
        #expect(bins.count >= 9, "\(bins.count) log bins (\(bins.perDecade ?? 0) per decade)")
    }

    /// Dates: the rule's step rounded up unless that gives fewer bins than Sturges: 19 months of
    /// 600 dates (Sturges 11) are month bins, not quarters (7), and never finer than days.
    @Test func calendarStepKeepsSturgesCount() throws {
        let start = DateReading.standard.seconds("2011-01-01")!
        let days = (0..<600).map { start + Double($0 * 577 % 578) * 86400 }
        let bins = try HistBinner(binning: .rule, range: nil).binsOf(days, time: true)
        #expect(bins.calendar?.text == "1mo")
        #expect(bins.count >= 11)
    }
}

extension HistBinner {
    /// The bins of one series of `values`.
    func binsOf(_ values: [Double], time: Bool = false) throws -> HistBins {
        var binner = self
        return try binner.bins(HistChart(series: [HistSeries(name: "v", values: values)], time: time))
    }
}
