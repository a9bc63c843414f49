import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// A long `chart area` input streams as line's does (`LineStreamReader`), its rows stacked as
/// they come: laid out from a reduced chart, with the plan a whole read gives. The end-to-end
/// comparisons (`AreaStreamCLITests`) would pass trivially if nothing streamed; this checks it did.
@Suite struct AreaStreamTests {
    /// Three series, a row of zeros every 5,000 rows (no total for `--percent`).
    static let rows: String = {
        var state: UInt64 = 36
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % 1000
        }
        return "t,a,b,c\n"
            + (0..<40_000).map { i in
                i % 5000 == 1234 ? "\(i),0,0,0\n" : "\(i),\(Double(next()) / 100),\(i % 7),\(Double(next()) / 10)\n"
            }.joined()
    }()

    static func plan(_ stacking: AreaStacking, threshold: Int) throws -> AreaPlan {
        let dir = try TemporaryDirectory.make()
        try Data(Self.rows.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        var options = AreaLayouter.defaultOptions(figure: FigureOptions(), paging: PagingOptions(output: "out.png"))
        options.stacking = stacking
        var pipeline = ChartPipeline()
        pipeline.streamThreshold = threshold
        pipeline.temporaryFolder = dir
        let request = ChartRequest(TableRecipe<AreaLayouter>(LineChartBuilder(), options), input: .source(.file(dir + "/in.csv")))
        guard let plan = try pipeline.plan(for: request).base as? AreaPlan else { throw ChartError.internal("not an area plan") }
        return plan
    }

    @Test(arguments: AreaStacking.allCases)
    func aLongInputStreamsAndIsLaidOutAsAWholeRead(_ stacking: AreaStacking) throws {
        let streamed = try Self.plan(stacking, threshold: 2000)
        let whole = try Self.plan(stacking, threshold: 1 << 30)
        #expect(streamed.chart.reduction != nil, "a 40,000-row area input over the threshold was read whole")
        #expect(streamed.chart.count < 40_000 / 3, "the reduced chart holds \(streamed.chart.count) rows")
        #expect(whole.chart.reduction == nil)
        #expect(ChartPlan(streamed).planJSON == ChartPlan(whole).planJSON)
        #expect(try ChartPlan(streamed).program(outputs: ["out.png"]) == ChartPlan(whole).program(outputs: ["out.png"]))
        #expect(streamed.warnings == whole.warnings)
        #expect(stacking != .percent || streamed.warnings.contains { $0.hasPrefix("8 rows have a total of 0 (the first at x 1234)") })
    }
}
