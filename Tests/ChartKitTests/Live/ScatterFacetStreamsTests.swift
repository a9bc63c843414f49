import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// A long `chart scatter --facet` file's panels are streams (`ScatterFacetStreams`): each panel
/// is laid out from a streamed (reduced) chart spanning the whole read's, however many times the
/// facet layout lays it out, and a short file's from the chart of its table; a text chart reads
/// the file whole.
@Suite struct ScatterFacetStreamsTests {
    static func recipe(format: OutputFormat = .png) -> ScatterRecipe {
        var figure = FigureOptions()
        figure.format = format
        return ScatterRecipe(x: nil, y: [.name("v")], figure: figure, paging: PagingOptions(output: format == .text ? "-" : "x.png"))
    }

    @Test func longFilesPanelsAreLaidOutFromStreams() throws {
        let input = LineFacetStreamsTests.blocks  // x out of order: laying out markers sorts each panel's spill
        let whole = try LineFacetStreamsTests.panelPlans(Self.recipe(), input, threshold: 1 << 30)
        let streamed = try LineFacetStreamsTests.panelPlans(Self.recipe(), input, threshold: 2_000)
        #expect(whole.count == 4 && streamed.count == whole.count)
        for (plan, expected) in zip(streamed, whole) {
            let (chart, wholeChart) = (try #require(plan.base as? ScatterPlan).chart, try #require(expected.base as? ScatterPlan).chart)
            let reduction = try #require(chart.reduction, "a streamed panel's chart is not a stream's")
            #expect(wholeChart.reduction == nil && reduction.sourceRowCount == wholeChart.count)
            let (low, high) = (chart.x.positions.min(), chart.x.positions.max())
            #expect(low == wholeChart.x.positions.min() && high == wholeChart.x.positions.max(), "the panel spans another x")
            #expect(chart.series[0].values.filter(\.isFinite).max() == wholeChart.series[0].values.filter(\.isFinite).max())
        }
        let text = try LineFacetStreamsTests.panelPlans(Self.recipe(format: .text), input, threshold: 2_000)
        #expect(text.allSatisfy { ($0.base as? ScatterPlan)?.chart.reduction == nil }, "a text chart's panels streamed")
    }
}
