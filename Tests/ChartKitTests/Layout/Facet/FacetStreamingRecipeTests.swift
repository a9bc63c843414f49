import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// A long `chart hist --facet` input is cut into panels batch by batch (`FacetStreamingRecipe`,
/// `HistFacetBatchBuilder`): each panel a spilled model, never a table of the input, holding the
/// values (in input order) its table would hold read whole.
@Suite struct FacetStreamingRecipeTests {
    static let input: String = {
        var text = "region,ms,host\n"
        for i in 0..<4_000 { text += "\(["eu", "us", "ap"][i * 7 % 3]),\(Double(i % 113) * 1.25),\(i < 3_000 ? "a" : "b")\n" }
        return text + "oc,7.5,a\n"
    }()

    /// The split of `input` by region at `threshold` bytes, values spilled past `memory`.
    static func split(threshold: Int, memory: Int, key: ColumnSelector? = nil) throws -> FacetSplit {
        let folder = try TemporaryDirectory.make()
        let path = folder + "/in.csv"
        try Data(input.utf8).write(to: URL(fileURLWithPath: path))
        var pipeline = ChartPipeline()
        (pipeline.streamThreshold, pipeline.spillMemoryValues, pipeline.temporaryFolder) = (threshold, memory, folder)
        let recipe = HistRecipe.hist(HistChartBuilder(y: [.name("ms")]), HistOptions(figure: FigureOptions(), paging: PagingOptions(output: "x.png")))
        let request = ChartRequest(recipe, input: .source(.file(path)), series: key)
        return try #require(try recipe.facetSplit(request, by: .name("region"), in: pipeline, check: { _ in }))
    }

    /// A panel's chart: its model, or its table built as the whole read builds it.
    static func chart(_ input: ChartInput, key: ColumnSelector?) throws -> HistChart {
        switch input {
        case let .model(model): return try #require(model as? HistChart)
        case let .table(table): return try HistChartBuilder(y: [.name("ms")], key: key).chart(from: table)
        default: throw ChartError.internal("a panel is neither a table nor a model")
        }
    }

    static func values(_ chart: HistChart) throws -> [[Double]] {
        try chart.series.map { series in
            var values: [Double] = []
            try series.forEachBlock { values += $0 }
            return values
        }
    }

    @Test(arguments: [nil, ColumnSelector.name("host")])
    func streamedPanelsAreSpilledModelsOfTheWholeReadsValues(_ key: ColumnSelector?) throws {
        let whole = try Self.split(threshold: 1 << 30, memory: 1 << 30, key: key)
        let streamed = try Self.split(threshold: 2_000, memory: 500, key: key)
        #expect(whole.keys == ["eu", "us", "ap", "oc"] && streamed.keys == whole.keys)
        for (part, read) in zip(streamed.parts + [streamed.whole], whole.parts + [whole.whole]) {
            guard case let .model(model) = part, let chart = model as? HistChart else {
                Issue.record("a streamed panel is not a model: \(part)")
                continue
            }
            #expect(chart.spilled)
            let expected = try Self.chart(read, key: key)
            #expect(chart.series.map(\.name) == expected.series.map(\.name))
            #expect(try Self.values(chart) == Self.values(expected))
        }
    }
}
