import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// The one entry point: every kind from bytes, a table or a model; mismatched and refused requests.
@Suite struct ChartPipelineTests {
    static let csv = Array("day,low,high\nMon,1,3\nTue,2,4\nWed,1,5\n".utf8)
    /// A scatter needs numbers (or times) on x.
    static let numericCSV = Array("day,low,high\n1,1,3\n2,2,4\n3,1,5\n".utf8)
    static let paging = PagingOptions(output: "out.png")

    /// A request of `kind` with default options.
    static func chart(_ kind: ChartKind) -> ChartRequest.Chart {
        kind.recipe.init(x: nil, y: [], figure: FigureOptions(), paging: paging)
    }

    /// The kind `plan` says it is in its `--plan` document.
    static func kind(of plan: ChartPlan) -> ChartKind? {
        ChartKind.allCases.first { plan.planJSON.hasPrefix("{\n  \"chart\": \"\($0.rawValue)\",") }
    }

    /// Every kind's recipe says it draws that kind.
    @Test(arguments: ChartKind.allCases)
    func recipeDrawsItsKind(_ kind: ChartKind) {
        #expect(kind.recipe.kind == kind)
    }

    @Test(arguments: ChartKind.allCases)
    func bytesAndTableGiveOnePlan(_ kind: ChartKind) throws {
        let pipeline = ChartPipeline()
        let csv = Self.numericCSV  // every kind draws it (a scatter needs numbers on x)
        let fromBytes = try pipeline.plan(for: ChartRequest(Self.chart(kind), input: .bytes(csv, name: "d.csv")))
        let table = try TableReader().read(bytes: csv, name: "d.csv", pathExtension: nil)
        let fromTable = try pipeline.plan(for: ChartRequest(Self.chart(kind), input: .table(table)))
        #expect(Self.kind(of: fromBytes) == kind)
        #expect(fromBytes.planJSON == fromTable.planJSON)
        #expect(fromBytes.outputs == ["out.png"])
        #expect(try fromBytes.program(outputs: ["x.png"]).contains("set output 'x.png'"))
    }

    @Test func fileSourceIsReadByTheReadStage() throws {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(Self.csv).write(to: URL(fileURLWithPath: dir + "/d.csv"))
        var rows = 0
        var pipeline = ChartPipeline()
        pipeline.rowsRead = { rows = $0 }
        let plan = try pipeline.plan(for: ChartRequest(Self.chart(.bar), input: .source(.file(dir + "/d.csv"))))
        #expect(Self.kind(of: plan) == .bar)
        #expect(rows == 3)
    }

    @Test func modelOfAnotherKindIsRefused() throws {
        let chart = LineChart(x: XValues(kind: .number, positions: [0, 1], title: "x"), series: [LineSeries(name: "y", values: [1, 2])])
        let request = ChartRequest(Self.chart(.bar), input: .model(chart))
        #expect(throws: ChartError.self) { try ChartPipeline().plan(for: request) }
        let line = try ChartPipeline().plan(for: ChartRequest(Self.chart(.line), input: .model(chart)))
        #expect(Self.kind(of: line) == .line)
    }

    @Test func seriesOnAPieIsRefused() {
        let request = ChartRequest(Self.chart(.pie), input: .bytes(Self.csv, name: "d.csv"), series: .index(1))
        #expect(throws: ChartError.usage("--series does not apply to pie charts; use --group to make one pie per value")) {
            try ChartPipeline().plan(for: request)
        }
    }

    @Test func barRefusesWhatItDoesNotDraw() {
        var options = BarOptions(paging: Self.paging)
        options.highlight = "Mon"
        let request = ChartRequest(.bar(BarChartBuilder(), options), input: .bytes(Self.csv, name: "d.csv"))
        #expect(throws: ChartError.usage("--highlight does not apply to bar charts")) { try ChartPipeline().plan(for: request) }
        options.highlight = nil
        options.axes.vlines = ["Tue"]
        let vline = ChartRequest(.bar(BarChartBuilder(), options), input: .bytes(Self.csv, name: "d.csv"))
        #expect(throws: ChartError.usage("--vline does not apply to bar charts; use --hline for a value reference line")) {
            try ChartPipeline().plan(for: vline)
        }
    }
}
