import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// `--start-angle` is reduced modulo 360 (sign kept), exactly for ordinary angles, and never loops.
@Suite struct PieAngleTests {
    static let chart = PieChart(groups: [
        PieGroup(slices: [
            PieSlice(label: "a", value: 1, color: "#0072B2"),
            PieSlice(label: "b", value: 3, color: "#E69F00"),
        ])
    ])

    func starts(_ angle: Double) throws -> [Double] {
        let plan = try PieLayouter(options: PieOptions(paging: PagingOptions(output: "x.png"), startAngle: angle)).plan(for: Self.chart)
        return plan.pages[0].slices.map(\.startAngle)
    }

    @Test(arguments: [
        (0.0, 0.0), (30, 30), (-90, -90), (359.5, 359.5), (360, 0), (450, 90), (-450, -90),
        (720, 0), (1e12, 1e12.truncatingRemainder(dividingBy: 360)), (-1e300, (-1e300).truncatingRemainder(dividingBy: 360)),
    ])
    func reduced(_ angle: Double, _ expected: Double) throws {
        let starts = try starts(angle)
        #expect(starts[0] == expected)
        #expect(starts[1] == expected + 90)
        #expect(abs(starts[1]) < 720)
    }

    @Test(arguments: [Double.infinity, -.infinity, .nan])
    func nonFiniteIsAUsageError(_ angle: Double) {
        #expect(throws: ChartError.usage("--start-angle must be a finite number of degrees")) { try starts(angle) }
    }

    /// Angles add up exactly: the last slice of a full pie ends a whole turn from the start.
    @Test func anglesCloseTheCircle() throws {
        let plan = try PieLayouter(options: PieOptions(paging: PagingOptions(output: "x.png"), startAngle: 30)).plan(for: PieGoldens.budget)
        let slices = try #require(plan.pages.first?.slices)
        #expect(slices.first?.startAngle == 30)
        #expect(slices.last?.endAngle == 390)
        for (a, b) in zip(slices, slices.dropFirst()) { #expect(a.endAngle == b.startAngle) }
        let sum = slices.reduce(0.0) { $0 + $1.percent }
        #expect(abs(sum - 100) < 1e-9)
    }
}
