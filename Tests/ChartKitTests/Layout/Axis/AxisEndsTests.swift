import Testing

@testable import ChartKit

/// The ends of a free value axis (issue 33, item 10): a fraction of a tick step past the data,
/// never whole steps, never across 0 for data of one sign, and exactly on a tick the data
/// reaches up to float noise.
@Suite struct AxisEndsTests {
    /// Data spans of every shape: one-signed near 0, far from 0, two-signed with a small reach
    /// on one side, noise over a tick, a constant, fractions.
    static let spans: [ClosedRange<Double>] = [
        0.75...880, 3...97, 12...97, 1...9, 0.5...9.5, -800...150_000, -150_000...800, -97 ... -3,
        0...100.00000000000001, 0...100, 5...5, -5 ... -5, 0.001...0.004, 1e-12...3e-12, 123_456_789.1...123_456_789.9,
        -27.3...55.4, 8.1...14.1, 0...11054, 29_300...31_000,
    ]

    @Test(arguments: spans, [120, 250, 400, 900])
    func endsStayWithinHalfAStepAndOnTheDataSide(span: ClosedRange<Double>, pixels: Int) throws {
        let axis = try ValueAxisLayout(format: .auto, fixedMin: nil, fixedMax: nil).axis(for: span, pixels: pixels)
        let values = axis.ticks.map(\.value)
        #expect(values.count >= 2, "\(span): ticks \(values)")
        // Within a billionth of the span counts as reaching (float noise over a tick).
        let noise = (span.upperBound - span.lowerBound) * 1e-9
        #expect(axis.min <= span.lowerBound + noise && axis.max >= span.upperBound - noise, "\(span): axis \(axis.min)…\(axis.max)")
        #expect(values.allSatisfy { $0 >= axis.min && $0 <= axis.max })
        if span.lowerBound >= 0 { #expect(axis.min >= 0, "\(span) is all ≥ 0 but the axis starts at \(axis.min)") }
        if span.upperBound <= 0 { #expect(axis.max <= 0, "\(span) is all ≤ 0 but the axis ends at \(axis.max)") }
        guard span.upperBound > span.lowerBound, values.count >= 2 else { return }
        let step = values[1] - values[0]
        #expect(span.lowerBound - axis.min <= step / 2 * (1 + 1e-9), "\(span): \(axis.min) is more than half a step \(step) below")
        #expect(axis.max - span.upperBound <= step / 2 * (1 + 1e-9), "\(span): \(axis.max) is more than half a step \(step) above")
    }

    /// The reproductions: employment changes from −800 drew an axis from −50,000; a stack
    /// of shares summing to 100 with float noise ran to 120.
    @Test(arguments: [
        (-800.0...150_000, 400, -3_300.0, 150_000.0),
        (0.0...100.00000000000001, 400, 0, 100),
        (0.0...(20.1 + 44.2 + 35.7), 400, 0, 100),
        (0.75...880, 400, 0, 900),
        (1.0...9, 400, 0.9, 9),
    ])
    func reproductions(span: ClosedRange<Double>, pixels: Int, min: Double, max: Double) throws {
        let axis = try ValueAxisLayout(format: .auto, fixedMin: nil, fixedMax: nil).axis(for: span, pixels: pixels)
        #expect(axis.min == min && axis.max == max, "\(span): \(axis.min)…\(axis.max), ticks \(axis.ticks.map(\.value))")
    }

    /// Room for a marker is not carried across 0: values all at or above 0 stay at or above it.
    @Test(arguments: [
        (0.75...880, -8.0, 890.0, 0.0...890),
        (-880 ... -0.75, -890, 8, -890.0...0),
        (-1.0...1, -2, 2, -2.0...2),
        (0.0...0, -0.5, 0.5, -0.5...0.5),
    ])
    func markerRoomStaysOnTheDataSide(span: ClosedRange<Double>, low: Double, high: Double, expected: ClosedRange<Double>) {
        #expect(PointContent.oneSigned(span, low: low, high: high) == expected)
    }
}
