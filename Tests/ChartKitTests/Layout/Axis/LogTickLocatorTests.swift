import Testing

@testable import ChartKit

/// Log ticks: the decades around the data, which ticks a decade's pixels allow, and the labels.
@Suite struct LogTickLocatorTests {
    @Test(arguments: [
        (0.8, 5600.0, 0.1, 10_000.0),
        (0.001, 1.0, 0.001, 1.0),
        (1.0, 1e9, 1.0, 1e9),
        (20.0, 80.0, 10.0, 100.0),
        (100.0, 100.0, 100.0, 1000.0),
        (0.003, 0.003, 0.001, 0.01),
    ])
    func decades(low: Double, high: Double, min: Double, max: Double) {
        let range = LogTickLocator.decades(around: low, high)
        #expect(range.min == min)
        #expect(range.max == max)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var min: Double
        var max: Double
        var pixels: Int
        var major: [Double]
        var minorCount: Int
        var testDescription: String { "\(min)…\(max) on \(pixels) px" }
    }

    @Test(arguments: [
        // Wide decades: 1, 2, 5 labelled, the rest minor.
        Case(
            min: 0.001, max: 1, pixels: 400,
            major: [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1], minorCount: 18),
        // Narrow: every other decade labelled, no minor ticks.
        Case(min: 0.001, max: 1, pixels: 60, major: [0.01, 1], minorCount: 0),
        // Nine decades on 400 px: every power of ten, no room for 2, 5 or minor ticks.
        Case(min: 1, max: 1e9, pixels: 400, major: [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9], minorCount: 0),
        // Nine decades on 100 px: every third power.
        Case(min: 1, max: 1e9, pixels: 100, major: [1, 1e3, 1e6, 1e9], minorCount: 0),
        // Inside one decade (fixed ends): 2 and 5 and the minor ticks between.
        Case(min: 20, max: 80, pixels: 300, major: [20, 50], minorCount: 5),
        Case(min: 0.1, max: 10_000, pixels: 430, major: [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4], minorCount: 30),
    ])
    func ticks(_ expected: Case) {
        let set = LogTickLocator().ticks(min: expected.min, max: expected.max, pixels: expected.pixels)
        #expect(set.major == expected.major)
        #expect(set.minor.count == expected.minorCount)
        #expect(Set(set.major).isDisjoint(with: set.minor))
        #expect(set.minor.allSatisfy { $0 >= expected.min && $0 <= expected.max })
    }

    @Test(arguments: [
        (1.0, "1"), (10.0, "10"), (100.0, "100"), (1000.0, "1k"), (10_000.0, "10k"), (2e5, "200k"), (1e6, "1M"),
        (5e9, "5G"), (1e12, "1T"), (1e15, "1e15"), (0.5, "0.5"), (0.001, "0.001"), (1e-4, "0.0001"), (2e-5, "2e-5"),
    ])
    func shortLabels(value: Double, label: String) {
        #expect(LogTickSet.shortLabel(value) == label)
    }

    @Test func labelsFollowTheFormat() {
        let set = LogTickSet(major: [1, 1000, 1e6], minor: [])
        #expect(set.labels(format: .auto) == ["1", "1k", "1M"])
        #expect(set.labels(format: .thousands) == ["1", "1,000", "1,000,000"])
    }

    /// The value axis: whole decades around the data, or the fixed ends; 0 or below as an end is refused.
    @Test func valueAxis() throws {
        let layout = ValueAxisLayout(format: .auto, fixedMin: nil, fixedMax: nil, log: true)
        let axis = try layout.axis(for: 0.8...5600, pixels: 430)
        #expect(axis.log && axis.min == 0.1 && axis.max == 10_000)
        #expect(axis.ticks.first?.label == "0.1" && axis.ticks.last?.label == "10k")
        let fixed = try ValueAxisLayout(format: .auto, fixedMin: 1, fixedMax: 500, log: true).axis(for: -3...400, pixels: 300)
        #expect(fixed.min == 1 && fixed.max == 500)
        #expect(throws: ChartError.self) { try ValueAxisLayout(format: .auto, fixedMin: 0, fixedMax: nil, log: true).axis(for: 1...10, pixels: 300) }
    }
}
