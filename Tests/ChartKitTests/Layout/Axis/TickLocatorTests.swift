import Testing

@testable import ChartKit

/// Tick positions: reference values, R's failure cases, degenerate and hostile ranges.
@Suite struct LayoutTickLocatorTests {
    /// Reference values from FACTS.md ("Ticks"): R's labeling::extended with only.loose = FALSE.
    @Test(arguments: [
        (8.1, 14.1, 4, [8.0, 10, 12, 14]),
        (0.0, 9.0, 5, [0.0, 2.5, 5, 7.5, 10]),
        (0.0, 9.0, 6, [0.0, 2, 4, 6, 8, 10]),
        (-27.3, 55.4, 5, [-20.0, 0, 20, 40, 60]),
        (1.0, 100.0, 5, [0.0, 25, 50, 75, 100]),
    ])
    func referenceTicks(low: Double, high: Double, count: Int, expected: [Double]) {
        #expect(TickLocator().ticks(in: low...high, count: count).values == expected)
    }

    @Test(arguments: [
        (0.0, 9.0, 5, 1),
        (0.0, 9.0, 6, 0),
        (0.0, 0.5, 3, 2),
        (-27.3, 55.4, 5, 0),
    ])
    func decimals(low: Double, high: Double, count: Int, expected: Int) {
        #expect(TickLocator().ticks(in: low...high, count: count).decimals == expected)
    }

    /// Cases where R's implementation fails (FACTS.md): lost end tick, collapse at large offsets,
    /// absolute epsilon below 1e-13.
    @Test func keepsLastTickAtLargeOffset() {
        let set = TickLocator().ticks(in: 123456789.1...123456789.9, count: 5)
        #expect(set.values.count >= 4)
        #expect(set.lower <= 123456789.1 + set.step)
        #expect(set.upper >= 123456789.9 - set.step / 2)
        #expect(set.values.map { String(describing: $0) }.allSatisfy { $0.count <= 12 })
    }

    @Test func distinctTicksNearOneQuadrillion() {
        let set = TickLocator().ticks(in: 1e15...1e15 + 10, count: 5)
        #expect(set.values.count >= 4)
        #expect(Set(set.values).count == set.values.count)
        #expect(set.lower <= 1e15 + 2.5 && set.upper >= 1e15 + 7.5)
    }

    @Test(arguments: [(1e-15, 5e-15), (1e-20, 3e-20), (-4e-14, -1e-14), (1e-200, 9e-200)])
    func tinyRanges(low: Double, high: Double) {
        let set = TickLocator().ticks(in: low...high, count: 5)
        #expect(set.values.count >= 3)
        #expect(set.lower <= low + set.step && set.upper >= high - set.step)
    }

    @Test(arguments: [(-1e300, 1e300), (0, 1.7e308), (-1.7e308, 1.7e308), (1e300, 5e300)])
    func hugeRanges(low: Double, high: Double) {
        let set = TickLocator().ticks(in: low...high, count: 5)
        #expect(set.values.count >= 2)
        #expect(set.values.allSatisfy { $0.isFinite })
        #expect(set.step.isFinite && set.step > 0)
    }

    @Test(arguments: [(5.0, 4.0, 6.0), (0.0, -1.0, 1.0), (-3.0, -4.0, -2.0), (0.3, 0.2, 0.4), (1e15, 0, 2e15)])
    func constantRange(value: Double, expectedLower: Double, expectedUpper: Double) {
        let set = TickLocator().ticks(in: value...value, count: 5)
        #expect(set.values.count >= 3)
        #expect(set.lower <= value && set.upper >= value)
        #expect(set.lower >= expectedLower && set.upper <= expectedUpper)
    }

    @Test func nonFiniteIsTreatedAsUnitRange() {
        let locator = TickLocator()
        let unit = locator.ticks(in: 0...1, count: 5)
        #expect(unit.values == [0, 0.25, 0.5, 0.75, 1])
        #expect(locator.ticks(from: .nan, to: 3, count: 5) == unit)
        #expect(locator.ticks(in: -Double.infinity...Double.infinity, count: 5) == unit)
    }

    @Test func reversedBoundsAreNormalised() {
        let locator = TickLocator()
        #expect(locator.ticks(from: 55.4, to: -27.3, count: 5).values == [-20, 0, 20, 40, 60])
        #expect(locator.ticksInside(from: 10, to: 0, count: 5) == locator.ticksInside(0...10, count: 5))
    }

    @Test func insideTicksOfAConstantRangeAreTheValue() {
        let locator = TickLocator()
        #expect(locator.ticksInside(5...5, count: 5) == TickSet(values: [5], step: 0, decimals: 0))
        #expect(locator.ticksInside(0.25...0.25, count: 5).values == [0.25])
        #expect(locator.ticksInside(0.25...0.25, count: 5).decimals == 2)
    }

    @Test func negativeRange() {
        let set = TickLocator().ticks(in: -14.1 ... -8.1, count: 4)
        #expect(set.values == [-14, -12, -10, -8])
    }

    @Test(arguments: [(0.0, 3.0, 10), (1.0, 4.0, 8), (0.0, 1.0, 5), (-2.0, 2.0, 12)])
    func integerData(low: Double, high: Double, count: Int) {
        let set = TickLocator().ticks(in: low...high, count: count, integers: true)
        #expect(set.values.allSatisfy { $0 == $0.rounded() })
        #expect(set.decimals == 0)
        #expect(set.values.count >= 2)
    }

    @Test(arguments: [
        (0.0, 9.0, 5), (8.1, 14.1, 4), (-27.3, 55.4, 5), (0.31, 0.32, 6), (123456789.1, 123456789.9, 5),
        (1e15, 1e15 + 10, 5), (1e-15, 5e-15, 5), (-1e300, 1e300, 7), (0.001, 1000, 3), (7.0, 7.05, 2),
    ])
    func insideTicksStayInside(low: Double, high: Double, count: Int) {
        let set = TickLocator().ticksInside(low...high, count: count)
        #expect(set.values.count >= 2)
        #expect(set.values.allSatisfy { $0 >= low && $0 <= high })
    }

    @Test(arguments: [(800, 80, 10), (100, 80, 2), (4000, 50, 12), (300, 0, 12)])
    func targetCount(pixels: Int, spacing: Int, expected: Int) {
        #expect(TickLocator.targetCount(pixels: pixels, spacing: spacing) == expected)
    }
}
