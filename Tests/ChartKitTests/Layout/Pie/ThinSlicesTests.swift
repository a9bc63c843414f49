import Foundation
import Testing

@testable import ChartKit

/// Every slice with a value is drawn at least 3 px wide at the rim, the angle taken from the
/// wider slices; the pie stays whole and in order (issue 33's data-ink rule).
@Suite struct ThinSlicesTests {
    static func plan(_ values: [Double], clockwise: Bool = true) throws -> PiePlan {
        let slices = values.enumerated().map { PieSlice(label: "s\($0)", value: $1, color: "#0072B2") }
        let options = PieOptions(paging: PagingOptions(output: "x.png"), clockwise: clockwise, groupsSmallSlices: false)
        return try PieLayouter(options: options).plan(for: PieChart(groups: [PieGroup(slices: slices)]))
    }

    @Test(arguments: [true, false])
    func tinySlicesAreThreePixelsAtTheRim(_ clockwise: Bool) throws {
        let plan = try Self.plan([1_000_000, 1, 1, 0, 1], clockwise: clockwise)
        let slices = plan.pages[0].slices
        let least = PieLayouter.minimumArc / plan.radius * 180 / .pi
        for slice in slices where slice.value > 0 {
            #expect(abs(slice.endAngle - slice.startAngle) >= least - 1e-9, "\(slice.label)")
        }
        #expect(slices[3].startAngle == slices[3].endAngle)
        for (a, b) in zip(slices, slices.dropFirst()) { #expect(a.endAngle == b.startAngle) }
        #expect(abs(abs(slices.last!.endAngle - slices[0].startAngle) - 360) < 1e-9)
        #expect(abs(slices[1].percent - 100.0 / 1_000_003) < 1e-12)
    }

    @Test func wideSlicesKeepTheirAngles() throws {
        let slices = try Self.plan([1, 3]).pages[0].slices
        #expect(slices.map(\.startAngle) == [0, 90])
        #expect(slices.map(\.endAngle) == [90, 360])
    }
}
