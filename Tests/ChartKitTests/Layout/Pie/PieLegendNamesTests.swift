import Testing

@testable import ChartKit

/// A pie's legend cuts slice titles by the legend rule (issue 33 item 9): each was cut at its
/// end on its own, so "Gas" and "Gas turbines, open cycle" could read "Gas" and "Gas…".
@Suite struct PieLegendNamesTests {
    @Test func slicesTitlesReadApart() {
        var options = PieOptions(paging: PagingOptions(output: "x.png"))
        options.figure.width = 300  // 30%: 90 px, about 13 characters
        let labels = ["Gas", "Gas turbines, open cycle", "Gas turbines, combined cycle", "Coal", "Nuclear"]
        let names = PieLayouter(options: options).legendNames(labels)
        let metrics = TextMetrics(fontSize: options.figure.fontSize)
        for label in labels {
            let drawn = names[label] ?? ""
            #expect(metrics.width(of: drawn) <= 90, "\(drawn)")
            let alike = labels.filter { $0 != label && DistinctNames.reads(drawn: drawn, as: $0) }
            #expect(alike.isEmpty, "\(drawn) (for \(label)) reads as \(alike)")
        }
        #expect(names["Coal"] == "Coal" && names["Gas"] == "Gas")
    }
}
