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

    static func plan(
        _ stacking: AreaStacking, threshold: Int, input: String = rows, decimate: Bool = true,
        paging: PagingOptions = PagingOptions(output: "out.png")
    ) throws -> AreaPlan {
        let dir = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        var options = AreaLayouter.defaultOptions(figure: FigureOptions(), paging: paging)
        options.stacking = stacking
        options.line.decimate = decimate
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

    /// Three series with gaps: `b` empty in a run and now and then, `c` with a single value
    /// on the second of two pages (a marker there, a legend entry on the first page).
    static let gaps: String =
        "t,a,b,c\n"
        + (0..<30_000).map { i in
            let b = (12_000..<12_040).contains(i) || i % 997 == 0 ? "" : String((i * 104_729) % 1000)
            return "\(Double(i) * 0.5),\((i * 7919) % 1000),\(b),\(i == 21_000 ? "4" : i == 3 ? "2" : "")\n"
        }.joined()

    /// `--no-decimate` sends every row from the spill (`StreamedRows`, finite values counted at
    /// plan time), as a line's does: the plan holds a few rows, and the program and its data
    /// files are byte for byte a whole read's, inline and in files. It held every row (10M rows:
    /// 1,210 MB, `flat-memory-audit`).
    @Test(arguments: AreaStacking.allCases)
    func noDecimateSendsEveryRowFromTheSpill(_ stacking: AreaStacking) throws {
        let paging = PagingOptions(pagination: .pageCount(2), selection: .all, output: "out.png")
        let streamed = try Self.plan(stacking, threshold: 2000, input: Self.gaps, decimate: false, paging: paging)
        let whole = try Self.plan(stacking, threshold: 1 << 30, input: Self.gaps, decimate: false, paging: paging)
        #expect(streamed.chart.count < 100, "the plan holds \(streamed.chart.count) rows")
        #expect(streamed.pages.count == 2 && streamed.pages.allSatisfy { $0.marks.streamed?.finiteCounts != nil })
        #expect(ChartPlan(streamed).planJSON == ChartPlan(whole).planJSON)
        #expect(streamed.warnings == whole.warnings)
        for placement in [DataPlacement.inline, .automatic, .files(threshold: 1)] {
            let outputs = ["out-1.png", "out-2.png"]
            let (a, b) = (
                ChartPlan(streamed).program(outputs: outputs, placement: placement), ChartPlan(whole).program(outputs: outputs, placement: placement)
            )
            #expect(try a.fullText() == b.fullText(), "\(stacking) \(placement): the program differs")
            let (bytesA, bytesB) = (try a.files.map { try $0.bytes() }, try b.files.map { try $0.bytes() })
            #expect(a.files.map(\.name) == b.files.map(\.name) && bytesA == bytesB, "\(stacking) \(placement): the data files differ")
        }
    }
}
