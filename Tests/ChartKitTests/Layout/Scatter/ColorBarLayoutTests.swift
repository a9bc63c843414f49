import Testing

@testable import ChartKit

/// The colour bar's counts keep a line apart, its title sits above its top inside the plot's
/// height, and its side room holds the widest count the points could reach.
@Suite struct ColorBarLayoutTests {
    static let frame = PlotFrame(width: 400, height: 300, left: 50, right: 300, top: 14, bottom: 260)

    /// (fullest bin, plot height, expected counts bottom to top).
    @Test(arguments: [
        (UInt32(1), 246, [UInt32(1)]),
        (2, 246, [1, 2]),
        (12, 246, [1, 12]),  // 10 is a few pixels under 12
        (305, 246, [1, 10, 100, 305]),
        (253_041, 200, [1, 10, 100, 1_000, 10_000, 253_041]),  // 100000 is under 253041
        (253_041, 100, [1, 100, 10_000, 253_041]),
        (5, 40, [5]),  // a bar shorter than a line keeps only its top count
    ])
    func countsKeepALineApart(maxCount: UInt32, height: Int, expected: [UInt32]) {
        var frame = Self.frame
        frame.bottom = frame.top + height
        var grid = DensityGrid(x: AxisPlan(min: 0, max: 1, ticks: []), y: AxisPlan(min: 0, max: 1, ticks: []), frame: frame)
        grid.maxCount = maxCount
        let bar = ColorBarLayout(grid: grid, frame: frame, points: Int(maxCount), fontSize: 10, onLeft: false)
        let line = TextMetrics(fontSize: 10).lineHeight
        #expect(bar.labels.map(\.count) == expected)
        for (low, high) in zip(bar.labels, bar.labels.dropFirst()) { #expect(low.row - high.row >= line) }
        #expect(bar.labels.last?.row == bar.top && bar.top - bar.titleRow >= line)
        #expect(bar.titleRow - line / 2 >= Double(frame.top) && bar.bottom == Double(frame.bottom))
    }

    /// The room holds the title or, when wider, the bar and the widest count the points could
    /// reach; beside the plot's left, that ends a gap short of the plot.
    @Test(arguments: [(9, "points"), (9_999_999, "9999999")])
    func roomFitsTheWidestText(points: Int, widest: String) {
        let metrics = TextMetrics(fontSize: 10)
        let text = widest == ColorBarLayout.title ? metrics.width(of: widest) : 16 + metrics.width(of: widest)
        #expect(ColorBarLayout.width(points: points, fontSize: 10) == 12 + text + 8 - 28)
        var grid = DensityGrid(x: AxisPlan(min: 0, max: 1, ticks: []), y: AxisPlan(min: 0, max: 1, ticks: []), frame: Self.frame)
        grid.maxCount = UInt32(points)
        let bar = ColorBarLayout(grid: grid, frame: Self.frame, points: points, fontSize: 10, onLeft: true)
        #expect(bar.left == Double(Self.frame.left) - 28 - ColorBarLayout.width(points: points, fontSize: 10) + 8)
        #expect(bar.left + text == Double(Self.frame.left) - 12)
    }
}
