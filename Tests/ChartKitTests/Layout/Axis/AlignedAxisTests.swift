import Testing

@testable import ChartKit

/// The right axis on the left axis's grid lines (issue 19): same tick count, ticks at the same
/// fractions of the axis, a nice step, the data inside, and nil where it cannot be done.
@Suite struct AlignedAxisTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The left axis: its ends and ticks.
        var first: AxisPlan
        var span: ClosedRange<Double>?
        var integers = false
        /// The right axis's ticks and ends.
        var ticks: [Double]
        var min: Double
        var max: Double
        var labels: [String]? = nil
        var testDescription: String { name }
    }

    static func axis(_ min: Double, _ max: Double, _ ticks: [Double]) -> AxisPlan {
        AxisPlan(min: min, max: max, ticks: ticks.map { AxisTick(value: $0, label: "") })
    }

    @Test(arguments: [
        // Playfair: price 0…100 in 20s, wages 5…30: a step of 5 from 5 covers them exactly.
        Case(
            name: "wages beside prices", first: axis(0, 100, [0, 20, 40, 60, 80, 100]), span: 5...30,
            ticks: [5, 10, 15, 20, 25, 30], min: 5, max: 30, labels: ["5", "10", "15", "20", "25", "30"]),
        // Wages 5…31: step 5 falls short, step 10 from 0 covers them.
        Case(
            name: "next step from zero", first: axis(0, 100, [0, 20, 40, 60, 80, 100]), span: 5...31,
            ticks: [0, 10, 20, 30, 40, 50], min: 0, max: 50, labels: ["0", "10", "20", "30", "40", "50"]),
        // Small decimals: 8 intervals of 0.05 from the highest start at or below 5.
        Case(
            name: "decimal step", first: axis(41, 49, Array(stride(from: 41.0, through: 49, by: 1))), span: 5...5.25,
            ticks: [5, 5.05, 5.1, 5.15, 5.2, 5.25, 5.3, 5.35, 5.4], min: 5, max: 5.4,
            labels: ["5.00", "5.05", "5.10", "5.15", "5.20", "5.25", "5.30", "5.35", "5.40"]),
        // A step of 2.5 where 2 is too short and 5 too long.
        Case(
            name: "two and a half", first: axis(0, 4, [0, 1, 2, 3, 4]), span: 0...9,
            ticks: [0, 2.5, 5, 7.5, 10], min: 0, max: 10, labels: ["0.0", "2.5", "5.0", "7.5", "10.0"]),
        // Whole numbers never get 2.5: the next step, 5.
        Case(
            name: "integers skip 2.5", first: axis(0, 4, [0, 1, 2, 3, 4]), span: 0...9, integers: true, ticks: [0, 5, 10, 15, 20], min: 0, max: 20),
        // Negative data: the start goes below 0.
        Case(name: "negative", first: axis(0, 10, [0, 5, 10]), span: -7...3, ticks: [-10, 0, 10], min: -10, max: 10),
        // The left axis ends between ticks (a fixed --y-min): the right axis ends at the same fractions.
        Case(name: "fixed left ends", first: axis(-5, 105, [0, 50, 100]), span: 0...1, ticks: [0, 0.5, 1], min: -0.05, max: 1.05),
        // No data (every right value a gap): a 0…1 axis on the same lines.
        Case(name: "no data", first: axis(0, 10, [0, 5, 10]), span: nil, ticks: [0, 0.5, 1], min: 0, max: 1),
        // One value: a band around it.
        Case(name: "one value", first: axis(0, 4, [0, 1, 2, 3, 4]), span: 100...100, ticks: [90, 95, 100, 105, 110], min: 90, max: 110),
        // Large values.
        Case(
            name: "millions", first: axis(0, 3, [0, 1, 2, 3]), span: 1_200_000...7_900_000,
            ticks: [0, 5_000_000, 10_000_000, 15_000_000], min: 0, max: 15_000_000),
    ])
    func aligned(_ test: Case) throws {
        let axis = try #require(AlignedAxis.axis(matching: test.first, span: test.span, format: .auto, integers: test.integers))
        #expect(axis.ticks.map(\.value) == test.ticks)
        #expect(abs(axis.min - test.min) < 1e-9 && abs(axis.max - test.max) < 1e-9, "\(axis.min)…\(axis.max)")
        if let labels = test.labels { #expect(axis.ticks.map(\.label) == labels) }
        // Every right tick at the fraction of the axis its left tick has: one set of grid lines.
        for (left, right) in zip(test.first.ticks, axis.ticks) {
            let a = (left.value - test.first.min) / (test.first.max - test.first.min)
            let b = (right.value - axis.min) / (axis.max - axis.min)
            #expect(abs(a - b) < 1e-9, "\(left.value) at \(a), \(right.value) at \(b)")
        }
        if let span = test.span {
            #expect(axis.min <= span.lowerBound && axis.max >= span.upperBound)
        }
    }

    /// No matching where the left axis is log or has fewer than two (or uneven) ticks.
    @Test func refusesWhatCannotBeMatched() {
        var log = Self.axis(1, 1000, [1, 10, 100, 1000])
        log.log = true
        #expect(AlignedAxis.axis(matching: log, span: 0...5, format: .auto) == nil)
        #expect(AlignedAxis.axis(matching: Self.axis(0, 10, [5]), span: 0...5, format: .auto) == nil)
        #expect(AlignedAxis.axis(matching: Self.axis(0, 10, [0, 1, 5]), span: 0...5, format: .auto) == nil)
    }

    /// Why the layouter cannot align: a log axis on either side, or fixed right ends.
    @Test func reasons() {
        #expect(AxisChartLayouter.unalignedReason(SecondAxisOptions(), yLog: false) == nil)
        #expect(AxisChartLayouter.unalignedReason(SecondAxisOptions(log: true), yLog: false)?.contains("log") == true)
        #expect(AxisChartLayouter.unalignedReason(SecondAxisOptions(), yLog: true)?.contains("log") == true)
        #expect(AxisChartLayouter.unalignedReason(SecondAxisOptions(min: 0), yLog: false)?.contains("--y2-min") == true)
    }
}
