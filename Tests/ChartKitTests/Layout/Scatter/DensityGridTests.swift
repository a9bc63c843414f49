import Testing

@testable import ChartKit

/// Points counted per pixel: the nearest pixel centre, points off the axes left out.
@Suite struct DensityGridTests {
    @Test func countsPerNearestPixel() {
        let chart = LineChart(
            x: XValues(kind: .number, positions: [0, 0.04, 10, 5, 20], title: "x"),
            series: [LineSeries(name: "y", values: [0, 0.04, 10, .nan, 5])])
        let frame = PlotFrame(width: 20, height: 20, left: 2, right: 12, top: 2, bottom: 12)
        let axis = AxisPlan(min: 0, max: 10, ticks: [])
        let grid = DensityGrid(chart, x: axis, y: axis, frame: frame)
        #expect(grid.columns == 11 && grid.rows == 11)
        #expect(grid.counts[0] == 2)  // (0, 0) and (0.04, 0.04) share the first pixel
        #expect(grid.counts[10 * 11 + 10] == 1)
        #expect(grid.filled == 2 && grid.maxCount == 2 && grid.outside == 1)
        #expect(grid.shade(1) == 0 && grid.shade(2) == 1)
    }

    @Test func rampEnds() {
        #expect(DensityGrid.color(at: 0) == (68, 1, 84))
        #expect(DensityGrid.color(at: 1) == (253, 231, 37))
    }
}
