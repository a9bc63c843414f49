import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// `Chart.scatter` from code: the markers, fits, log axes and bubbles `chart scatter` draws from
/// the same values, rendered by real gnuplot.
@Suite(.tags(.heavy)) struct ChartScatterTests {
    /// Points on y = 2x + 1 render to a PNG with markers in the first colour, and the fitted
    /// line is that line with r² = 1.
    @Test func pointsRenderToAPNGWithTheirFit() throws {
        let x = (1...20).map(Double.init)
        var chart = Chart.scatter(x: x, y: x.map { 2 * $0 + 1 }, name: "ms")
        chart.fit = .linear
        chart.markerSize = 2
        var warnings: [String] = []
        let bytes = try chart.render { warnings.append($0) }
        let info = try PNGInspector.inspect(bytes: bytes, name: "scatter.png")
        #expect((info.width, info.height) == (800, 500))
        let image = try PNGImage.load(data: bytes)
        let first = try #require(RGBA(hex: BuiltinTheme.light.theme.palette[0]))
        #expect(image.count { image.isClose($0, to: first, tolerance: 40) } > 20 * 20, "twenty markers in the first colour")
        #expect(warnings.isEmpty)
        let plan = try #require(try chart.plan().base as? ScatterPlan)
        let fit = try #require(plan.fits.first ?? nil)
        #expect(abs(fit.slope - 2) < 1e-12 && abs(fit.intercept - 1) < 1e-12 && abs(fit.rSquared - 1) < 1e-12)
        #expect(plan.markerSize == 2)
    }

    /// Several series get a colour each; log axes take powers of ten and refuse a y at or
    /// below 0; sizes draw bubbles.
    @Test func seriesLogAxesAndBubbles() throws {
        var chart = Chart.scatter(x: [1, 10, 100, 1000], series: [("a", [2, 20, 200, 2000]), ("b", [3, 30, 300, 3000])])
        chart.xLog = true
        chart.yLog = true
        let plan = try #require(try chart.plan().base as? ScatterPlan)
        #expect(plan.chart.series.map(\.name) == ["a", "b"])
        #expect(Set(plan.seriesColors).count == 2)
        #expect(plan.pages[0].x.log && plan.pages[0].y.log)
        chart.data = .columns([ChartColumn("x", numbers: [1, 2]), ChartColumn("y", numbers: [1, -1])])
        #expect(throws: ChartError.self) { _ = try chart.plan() }

        let bubbles = Chart.scatter(x: [1, 2, 3], y: [3, 1, 2], sizes: [10, 40, 90])
        let bubblePlan = try #require(try bubbles.plan().base as? ScatterPlan)
        #expect(bubblePlan.bubbles != nil)
        #expect(bubblePlan.chart.series.map(\.name) == ["y"], "the sizes are not a series")
        #expect(try bubbles.render(as: .svg).count > 0)
    }
}
