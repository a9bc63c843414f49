import Testing

@testable import ChartKit

/// A bar too short to see is lengthened to the shortest visible mark; a stacked segment is
/// counted instead, since growing it would move the segments above (issue 33's data-ink rule).
@Suite struct ShortBarsTests {
    /// A linear axis of 1,000,000 over 400 px: 1.5 px is 3,750.
    static let axis = AxisPlan(min: 0, max: 1_000_000, ticks: [])

    static func bar(_ value: Double, from: Double = 0) -> BarRectangle {
        BarRectangle(category: 0, series: 0, value: value, slotLow: -0.4, slotHigh: 0.4, from: from, to: from + value, color: "#0072B2")
    }

    @Test(arguments: [(1.0, 3750.0), (-1, -3750), (3749, 3750), (3750, 3750), (500_000, 500_000), (-600_000, -600_000)])
    func aBarIsAtLeastTheShortestVisibleMark(_ value: Double, _ length: Double) {
        let result = BarLayouter.visibleBars([Self.bar(value)], axis: Self.axis, pixels: 400, minimum: 1.5, stacked: false)
        #expect(result.bars[0].to - result.bars[0].from == length)
        #expect(result.bars[0].value == value)
        #expect(result.unseen.isEmpty)
    }

    /// A value of 0, or one at `--baseline` (2 over a baseline of 2), has no length to show.
    @Test func aValueAtTheBaselineStaysWithoutABar() {
        var atBaseline = Self.bar(2, from: 2)
        atBaseline.to = 2
        let result = BarLayouter.visibleBars([Self.bar(0), atBaseline], axis: Self.axis, pixels: 400, minimum: 1.5, stacked: false)
        #expect(result.bars == [Self.bar(0), atBaseline])
    }

    @Test func stackedSegmentsAreCountedNotMoved() {
        let bars = [Self.bar(999_998), Self.bar(1, from: 999_998), Self.bar(1, from: 999_999)]
        let result = BarLayouter.visibleBars(bars, axis: Self.axis, pixels: 400, minimum: 1.5, stacked: true)
        #expect(result.bars == bars)
        #expect(result.unseen == Array(bars[1...]))
    }

    /// A log axis's bars start at its floor, a rule of its own.
    @Test func aLogAxisIsLeftAlone() {
        let log = AxisPlan(min: 1, max: 1_000_000, ticks: [], log: true)
        let bars = [Self.bar(0.5, from: 1)]
        #expect(BarLayouter.visibleBars(bars, axis: log, pixels: 400, minimum: 1.5, stacked: false).bars == bars)
    }
}
