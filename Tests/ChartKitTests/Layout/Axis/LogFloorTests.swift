import Foundation
import Testing

@testable import ChartKit

/// The floor of a log axis that bars rise from (issue 33 item 2): half a decade or more below the
/// smallest value, on a 2 or 5 step the axis labels, else on the power of ten below; axes of
/// points and lines keep the whole decades around the data.
@Suite struct LogFloorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var low, high: Double
        var pixels: Int
        /// The floor bars rise from, and the tight floor of points and lines.
        var floor, tight: Double
        /// Whether the floor is a labelled tick: it is unless the axis labels only every few
        /// decades, as it does at both ends of any crowded log axis.
        var labelled = true
        var testDescription: String { "\(low)…\(high) on \(pixels) px" }
    }

    static let cases: [Case] = [
        // Values of 1 up to 1000: 2 and 5 are labelled on 400 px, so the floor is 0.2.
        Case(low: 1, high: 1000, pixels: 400, floor: 0.2, tight: 1),
        // On 60 px only every other decade is labelled: the power of ten below half a decade
        // (not labelled, as no odd decade is).
        Case(low: 1, high: 1000, pixels: 60, floor: 0.1, tight: 1, labelled: false),
        Case(low: 3, high: 1000, pixels: 400, floor: 0.5, tight: 1),
        // MICs from 0.008 to 512 over five decades: 2 and 5 are not labelled, so 0.001.
        Case(low: 0.008, high: 512, pixels: 400, floor: 0.001, tight: 0.001),
        Case(low: 7, high: 7, pixels: 300, floor: 2, tight: 1),
        Case(low: 1e-300, high: 1e300, pixels: 400, floor: 1e-301, tight: 1e-300, labelled: false),
    ]

    @Test(arguments: cases)
    func barsRiseFromBelowTheSmallestValue(_ c: Case) throws {
        let bars = try ValueAxisLayout(format: .auto, fixedMin: nil, fixedMax: nil, log: true, risesFromFloor: true)
            .axis(for: c.low...c.high, pixels: c.pixels)
        #expect(bars.min == c.floor)
        #expect(log10(c.low) - log10(bars.min) >= 0.5 - 1e-12, "a bar at \(c.low) is shorter than half a decade")
        #expect((bars.ticks.first?.value == bars.min) == c.labelled, "the floor \(bars.min) is not labelled: \(bars.ticks.map(\.label))")
        let points = try ValueAxisLayout(format: .auto, fixedMin: nil, fixedMax: nil, log: true).axis(for: c.low...c.high, pixels: c.pixels)
        #expect(points.min == c.tight)
        #expect(points.max == bars.max)
    }

    /// `--y-min` fixes the floor, bars or not.
    @Test func aFixedMinimumIsKept() throws {
        let axis = try ValueAxisLayout(format: .auto, fixedMin: 1, fixedMax: nil, log: true, risesFromFloor: true).axis(for: 1...100, pixels: 400)
        #expect(axis.min == 1)
    }
}
