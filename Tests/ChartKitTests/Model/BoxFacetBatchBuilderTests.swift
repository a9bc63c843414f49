import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// A long `chart box --facet` file is cut into panels batch by batch (`BoxFacetBatchBuilder`):
/// each panel a model whose boxes are spills, never a table of the input, holding the values (in
/// input order), categories, series and skipped cells its table would hold read whole; what it
/// cannot stream exactly is left to the whole read (nil).
@Suite struct BoxFacetBatchBuilderTests {
    /// Three regions interleaved, one first seen late; four categories, two hosts, gaps in `ms`.
    static let input: String = {
        var text = "region,cat,host,ms,other\n"
        for i in 0..<4_000 {
            let region = i < 3_000 ? ["eu", "us", "ap"][i * 7 % 3] : ["oc", "eu"][i % 2]
            text += "\(region),c\((i * 5) % 4),\(i < 2_500 ? "a" : "b"),\(i % 31 == 0 ? "" : String(Double(i % 113) * 1.25)),\(i % 17)\n"
        }
        return text
    }()

    static let builders: [BoxChartBuilder] = [
        BoxChartBuilder(x: nil, y: [.name("ms"), .name("other")], value: nil, key: nil),
        BoxChartBuilder(x: .name("cat"), y: [], value: .name("ms"), key: nil),
        BoxChartBuilder(x: .name("cat"), y: [], value: .name("ms"), key: .name("host")),
        BoxChartBuilder(x: nil, y: [], value: .name("other"), key: .name("host")),
    ]

    /// The split of `input` by region at `threshold` bytes, values spilled past `memory`; nil
    /// when it is to be read whole.
    static func split(_ builder: BoxChartBuilder, _ input: String = input, threshold: Int, memory: Int = 500, file: Bool = true) throws
        -> FacetSplit?
    {
        let folder = try TemporaryDirectory.make()
        let path = folder + "/in.csv"
        try Data(input.utf8).write(to: URL(fileURLWithPath: path))
        var pipeline = ChartPipeline()
        (pipeline.streamThreshold, pipeline.spillMemoryValues, pipeline.temporaryFolder) = (threshold, memory, folder)
        let recipe = BoxRecipe.box(builder, BoxOptions(frame: AxisFrameOptions(figure: FigureOptions(), paging: PagingOptions(output: "x.png"))))
        let request = ChartRequest(recipe, input: .source(file ? .file(path) : .stdin))
        return try recipe.streamedFacetSplit(request, by: .name("region"), in: pipeline, check: { _ in })
    }

    /// Every box's values, series by series, category by category.
    static func values(_ chart: BoxChart) throws -> [[[Double]]] {
        try chart.series.map { series in
            try series.boxes.map { box in
                var values: [Double] = []
                try box.forEachBlock { values += $0 }
                return values
            }
        }
    }

    @Test(arguments: builders.indices)
    func streamedPanelsAreSpilledModelsOfTheWholeReadsBoxes(_ index: Int) throws {
        let builder = Self.builders[index]
        let whole = try #require(try Self.split(builder, threshold: 1 << 30))
        let streamed = try #require(try Self.split(builder, threshold: 2_000))
        #expect(whole.keys == ["eu", "us", "ap", "oc"] && streamed.keys == whole.keys)
        for (part, read) in zip(streamed.parts + [streamed.whole], whole.parts + [whole.whole]) {
            guard case let .model(model) = part, let chart = model as? BoxChart else {
                Issue.record("a streamed panel is not a model: \(part)")
                continue
            }
            guard case let .table(table) = read else {
                Issue.record("a whole read's panel is not a table: \(read)")
                continue
            }
            let expected = try builder.chart(from: table)
            #expect(chart.series.contains { $0.boxes.contains { $0.spill != nil } }, "a streamed panel holds its values")
            #expect(chart.categories == expected.categories && chart.series.map(\.name) == expected.series.map(\.name))
            #expect(chart.categoryTitle == expected.categoryTitle && chart.valueTitle == expected.valueTitle)
            #expect(chart.skipped == expected.skipped)
            #expect(try Self.values(chart) == Self.values(expected))
        }
    }

    /// `chart box --facet region` of a long file lays its panels out from the streamed models
    /// (boxes in spills), a short file's from its tables, with the same quartiles.
    @Test func longFilesPanelsAreLaidOutFromTheStream() throws {
        func panels(threshold: Int) throws -> [BoxChart] {
            let folder = try TemporaryDirectory.make()
            try Data(Self.input.utf8).write(to: URL(fileURLWithPath: folder + "/in.csv"))
            var pipeline = ChartPipeline()
            (pipeline.streamThreshold, pipeline.spillMemoryValues, pipeline.temporaryFolder) = (threshold, 500, folder)
            let options = BoxOptions(frame: AxisFrameOptions(figure: FigureOptions(), paging: PagingOptions(output: "x.png")))
            var request = ChartRequest(BoxRecipe.box(Self.builders[1], options), input: .source(.file(folder + "/in.csv")))
            request.facet = FacetOptions(column: .name("region"))
            let plan = try #require(try pipeline.plan(for: request).base as? FacetPlan)
            return try plan.pages.flatMap { try $0.panels.map { try #require($0.plan.base as? BoxPlan).chart } }
        }
        let (whole, streamed) = (try panels(threshold: 1 << 30), try panels(threshold: 2_000))
        #expect(whole.count == 4 && streamed.count == whole.count)
        for (chart, expected) in zip(streamed, whole) {
            #expect(chart.series.allSatisfy { $0.boxes.allSatisfy { $0.spill != nil } }, "a panel laid out from a table")
            #expect(!expected.series.contains { $0.boxes.contains { $0.spill != nil } })
            #expect(try Self.values(chart) == Self.values(expected))
        }
    }

    /// Standard input and columns left to the whole read to pick are read whole; a bad cell late
    /// is the stream's error, thrown where it meets it, as a plain streamed box chart's.
    @Test func whatCannotStreamIsReadWhole() throws {
        let named = Self.builders[0]
        #expect(try Self.split(named, threshold: 2_000, file: false) == nil)
        #expect(try Self.split(BoxChartBuilder(x: nil, y: [], value: nil, key: nil), threshold: 2_000) == nil)
        #expect(throws: ChartError.self) {
            try Self.split(named, Self.input.replacingOccurrences(of: "\nus,c1,b,", with: "\nus,c1,b,oops"), threshold: 2_000)
        }
        #expect(try Self.split(named, threshold: 2_000) != nil)
    }
}
