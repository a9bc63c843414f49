import Testing

@testable import ChartKit

/// `--mark` labels are written where no other mark's dashed line runs through them: left of
/// their line when the right is crossed or too narrow, and a line that would still cross a label
/// stops below its row.
@Suite struct MarkLabelSideTests {
    static let frame = PlotFrame(width: 800, height: 500, left: 100, right: 780, top: 40, bottom: 440)

    static func sided(_ values: [Double], max: Double = 1000) -> [HistMarkLine] {
        let lines = values.enumerated().map { HistMarkLine(name: "p\($0.offset)", value: $0.element, label: "p\($0.offset) \($0.element)") }
        return HistLayouter.sided(lines, x: AxisPlan(min: 0, max: max, ticks: []), frame: frame)
    }

    @Test(arguments: [
        // (values, label sides, rows each line stops below)
        ([500.0], [false], [0]),  // alone: right
        ([990.0], [true], [0]),  // at the right edge: left
        ([20.0, 60.0], [false, false], [0, 1]),  // p0's left would leave the plot: p1's line stops below p0's row
        ([500.0, 540.0], [true, false], [0, 0]),  // p0 goes left of its line, clear of p1's
        ([500.0, 520.0, 540.0], [true, false, false], [0, 0, 2]),
    ])
    func labelsAreClearOfOtherLines(values: [Double], left: [Bool], stops: [Int]) {
        let lines = Self.sided(values)
        #expect(lines.map(\.labelLeft) == left)
        #expect(lines.map(\.stopsBelowRows) == stops)
    }
}
