import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// A long `chart discrete --facet` file's panels are streams (`DiscreteFacetStreams`): each
/// panel is laid out from a chart whose slots are in a spill, holding the slots its table would
/// hold read whole; a short file's from the chart of its table.
@Suite struct DiscreteFacetStreamsTests {
    @Test func longFilesPanelsAreLaidOutFromStreams() throws {
        let options = DiscreteOptions(figure: FigureOptions(), paging: PagingOptions(output: "x.png"))
        let recipe = DiscreteRecipe.discrete(DiscreteChartBuilder(x: .name("t"), low: [], high: [], y: [.name("v")]), options)
        let input = LineFacetStreamsTests.interleaved
        let whole = try LineFacetStreamsTests.panelPlans(recipe, input, threshold: 1 << 30)
        let streamed = try LineFacetStreamsTests.panelPlans(recipe, input, threshold: 2_000)
        #expect(whole.count == 4 && streamed.count == whole.count)
        for (plan, expected) in zip(streamed, whole) {
            let chart = try #require(plan.base as? DiscretePlan).chart
            let wholeChart = try #require(expected.base as? DiscretePlan).chart
            #expect(chart.spill != nil && wholeChart.spill == nil, "a streamed panel's slots are not a stream's")
            #expect(chart.count == wholeChart.count && chart.count > 0)
            #expect(chart.plots.map(\.name) == wholeChart.plots.map(\.name))
        }
    }
}
