import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Panels that share an x axis are given it after each was laid out on its own, so a label the
/// shared axis puts at an end the panel kept no room for is left out: every x tick label drawn
/// stays inside its panel (3 px in, as a chart's own do), never cut by the image's edge or the
/// next panel.
@Suite struct FacetXLabelTests {
    /// x up to 9,999,000 in five regions, and one row at 10,000,000 in the last: the shared x
    /// axis ends on a labelled tick that only that region's own axis reaches.
    static let input: String = {
        var text = "t,region,v\n"
        for i in 0..<10_000 { text += "\(i * 1_000),\(["a", "b", "c", "d", "e"][i % 5]),\(i % 97)\n" }
        return text + "10000000,e,5\n"
    }()

    @Test(arguments: ["line", "area", "scatter"])
    func everyXLabelStaysInsideItsPanel(_ kind: String) throws {
        let figure = FigureOptions()
        let paging = PagingOptions(output: "x.png")
        let recipe: any ChartRecipe =
            switch kind {
            case "line": LineRecipe(x: nil, y: [.name("v")], figure: figure, paging: paging)
            case "area": TableRecipe<AreaLayouter>(x: nil, y: [.name("v")], figure: figure, paging: paging)
            default: ScatterRecipe(x: nil, y: [.name("v")], figure: figure, paging: paging)
            }
        let plans = try LineFacetStreamsTests.panelPlans(recipe, Self.input, threshold: 1 << 30)
        #expect(plans.count == 5)
        let metrics = TextMetrics(fontSize: figure.fontSize)
        var labels = 0
        for plan in plans {
            let panel = try #require(plan.base as? any AxisChartPlan)
            let frame = panel.frame
            for page in try #require(plan.base as? any FacetPanelPlan).facetXAxis.map({ [$0] }) ?? [] {
                for tick in page.ticks where !tick.label.isEmpty {
                    labels += 1
                    let x = Double(frame.left) + page.fraction(of: tick.value) * Double(frame.plotWidth)
                    let half = metrics.width(of: tick.label) / 2
                    #expect(
                        x - half >= 3 && x + half <= Double(frame.width - 4), "\(kind): \"\(tick.label)\" at \(x) leaves a \(frame.width) px panel")
                }
            }
        }
        #expect(labels > 0, "\(kind): no x label drawn")
    }
}
