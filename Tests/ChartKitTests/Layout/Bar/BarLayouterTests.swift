import ChartTestSupport
import Testing

@testable import ChartKit

/// Stacks, shortened category names and value text colours of `chart bar`.
@Suite struct BarLayouterTests {
    /// Stacks: positives up and negatives down from the baseline, in series order.
    @Test func stackedSegments() throws {
        let plan = try BarLayouter(options: BarOptions(paging: PagingOptions(output: "s.png"), stacked: true)).plan(for: BarGoldens.sales)
        let q2 = plan.pages[0].bars.filter { $0.category == 1 }
        #expect(q2.map(\.from) == [0, 0] && q2.map(\.to) == [12, -3])
        let q4 = plan.pages[0].bars.filter { $0.category == 3 }
        #expect(q4.map(\.from) == [0, 8] && q4.map(\.to) == [8, 17])
        #expect(plan.pages[0].valueAxis.min <= -5 && plan.pages[0].valueAxis.max >= 17)
    }

    @Test(arguments: [("short", 100.0, "short"), ("a long category name", 60.0, "a long…"), ("abc", 1.0, "…")])
    func shortening(_ text: String, _ width: Double, _ expected: String) {
        #expect(BarLayouter.shortened(text, toWidth: width, metrics: TextMetrics()) == expected)
    }

    @Test(arguments: [("#0072B2", "#FFFFFF"), ("#F0E442", "#222222"), ("#E69F00", "#222222"), ("#000000", "#FFFFFF")])
    func valueTextContrast(_ bar: String, _ text: String) {
        #expect(BarLayouter.textColor(on: bar) == text)
    }
}
