import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// A long `chart line --facet` file is cut into panels batch by batch (`LineFacetStreams`): each
/// panel a `LineStream` in the panels' one spill file, never a table of the input, holding the
/// rows (sorted by x) and the total its table would hold read whole; what it cannot stream
/// exactly is left to the whole read (nil).
@Suite struct LineFacetStreamsTests {
    /// Three regions interleaved (three rows to an x), one first seen late, gaps in `w`.
    static let interleaved: String = {
        var text = "t,region,v,w\n"
        for i in 0..<4_000 { text += "\(i / 3),\(["eu", "us", "ap"][i * 7 % 3]),\(Double(i % 113) * 1.25),\(i % 41 == 0 ? "" : String(i % 7))\n" }
        return text + "4000,oc,7.5,1\n"
    }()

    /// Each region's rows one block after another, x scrambled within each: every stream sorts.
    static let blocks: String = {
        var text = "t,region,v,w\n"
        for i in 0..<4_000 { text += "\((i * 7919) % 1000),r\(i / 1000),\(Double(i % 89) * 0.5),\(i % 13)\n" }
        return text
    }()

    /// Minutes (a time x) in two regions, every 17th `w` empty.
    static let times: String = {
        var text = "when,region,v,w\n"
        for i in 0..<4_000 {
            let minute = i / 2
            text += String(format: "2024-03-%02dT%02d:%02d:00Z", 1 + minute / 1_440, (minute / 60) % 24, minute % 60)
            text += ",\(["x", "y"][i % 2]),\(Double(i % 97) * 0.25),\(i % 17 == 0 ? "" : String(i % 5))\n"
        }
        return text
    }()

    /// Sixty regions and no x column: each panel's x is its own row number.
    static let rowNumbers = "region,v\n" + (0..<4_000).map { "k\(($0 * 7) % 60),\(($0 * 31) % 101)\n" }.joined()

    /// The split of `input` by region at `threshold` bytes; nil when it is to be read whole.
    static func split(_ input: String, threshold: Int, file: Bool = true) throws -> FacetSplit? {
        let folder = try TemporaryDirectory.make()
        let path = folder + "/in.csv"
        try Data(input.utf8).write(to: URL(fileURLWithPath: path))
        var pipeline = ChartPipeline()
        (pipeline.streamThreshold, pipeline.temporaryFolder, pipeline.sortRunRows) = (threshold, folder, 50)
        let recipe = LineRecipe(x: nil, y: [], figure: FigureOptions(), paging: PagingOptions(output: "x.png"))
        let request = ChartRequest(recipe, input: .source(file ? .file(path) : .stdin))
        return try recipe.streamedFacetSplit(request, by: .name("region"), builder: recipe.checkedBuilder, in: pipeline, check: { _ in })
    }

    /// A panel's chart: its stream's every row, or its table built as the whole read builds it.
    static func chart(_ input: ChartInput) throws -> LineChart {
        switch input {
        case let .lineStream(stream): return try stream.wholeChart()
        case let .table(table): return LineChartBuilder.sortedByX(try LineChartBuilder(x: nil, y: []).chart(from: table))
        default: throw ChartError.internal("a panel is neither a table nor a stream")
        }
    }

    @Test(arguments: [interleaved, blocks, times, rowNumbers])
    func streamedPanelsHoldTheWholeReadsRows(_ input: String) throws {
        let whole = try #require(try Self.split(input, threshold: 1 << 30))
        let streamed = try #require(try Self.split(input, threshold: 2_000))
        #expect(streamed.keys == whole.keys && whole.keys.count >= 2)
        for (index, (part, read)) in zip(streamed.parts + [streamed.whole], whole.parts + [whole.whole]).enumerated() {
            guard case let .lineStream(stream) = part else {
                Issue.record("a streamed panel is not a stream: \(part)")
                continue
            }
            let (chart, expected) = (try Self.chart(part), try Self.chart(read))
            #expect(chart.x.kind == expected.x.kind && chart.x.positions == expected.x.positions)
            #expect(chart.series.map(\.name) == expected.series.map(\.name))
            #expect(chart.series.map { $0.values.map(\.bitPattern) } == expected.series.map { $0.values.map(\.bitPattern) })
            guard index < streamed.parts.count else { continue }
            try stream.sortByX()
            let total = expected.series.reduce(0) { $0 + $1.values.filter(\.isFinite).reduce(0, +) }
            #expect(try stream.chart(rows: [0]).reduction?.valueTotal == total, "panel \(streamed.keys[index])")
        }
    }

    /// Standard input is left to the whole read; a text x first seen late and a bad cell late,
    /// in columns every panel judged for good, are the stream's errors, thrown where it meets them.
    @Test func whatCannotStreamIsReadWhole() throws {
        #expect(try Self.split(Self.interleaved, threshold: 2_000, file: false) == nil)
        let late = Self.replacing(line: 3_900, in: Self.interleaved) { "late" + $0.drop { $0 != "," } }
        #expect(throws: ChartError.self) { try Self.split(late, threshold: 2_000) }
        #expect(throws: ChartError.self) { try Self.split(Self.replacing(line: 3_800, in: Self.interleaved) { $0 + "oops" }, threshold: 2_000) }
        #expect(try Self.split(Self.interleaved, threshold: 2_000) != nil)
    }

    /// The panels' plans of `chart kind --facet region` on `input`, streamed above `threshold` bytes.
    static func panelPlans(_ recipe: some ChartRecipe, _ input: String, threshold: Int) throws -> [ChartPlan] {
        let folder = try TemporaryDirectory.make()
        let path = folder + "/in.csv"
        try Data(input.utf8).write(to: URL(fileURLWithPath: path))
        var pipeline = ChartPipeline()
        (pipeline.streamThreshold, pipeline.temporaryFolder) = (threshold, folder)
        var request = ChartRequest(recipe, input: .source(.file(path)))
        request.facet = FacetOptions(column: .name("region"))
        let plan = try #require(try pipeline.plan(for: request).base as? FacetPlan)
        return plan.pages.flatMap { $0.panels.map(\.plan) }
    }

    /// A long area file's panels are streams too, their rows stacked as they come: each panel is
    /// laid out from a streamed (reduced) chart whose tops are the whole read's, and a short
    /// file's from the chart of its table.
    @Test(arguments: [AreaStacking.overlap, .stacked, .percent])
    func areaPanelsAreStreamedAndStacked(_ stacking: AreaStacking) throws {
        let line = LineOptions(figure: FigureOptions(), paging: PagingOptions(output: "x.png"), lineWidth: 2)
        let recipe = TableRecipe<AreaLayouter>(LineChartBuilder(), AreaOptions(line: line, stacking: stacking))
        let input = Self.interleaved.replacingOccurrences(of: ",\n", with: ",0\n")  // no gaps: a stack of every row
        let (whole, streamed) = (try Self.panelPlans(recipe, input, threshold: 1 << 30), try Self.panelPlans(recipe, input, threshold: 2_000))
        #expect(whole.count == 4 && streamed.count == whole.count)
        for (plan, expected) in zip(streamed, whole) {
            let (chart, wholeChart) = (try #require(plan.base as? AreaPlan).chart, try #require(expected.base as? AreaPlan).chart)
            let reduction = try #require(chart.reduction, "a streamed panel's chart is not a stream's")
            #expect(wholeChart.reduction == nil)
            #expect(reduction.sourceRowCount == wholeChart.count)
            let tops = wholeChart.series.map { $0.values.filter(\.isFinite).max() ?? 0 }
            #expect(chart.series.map { $0.values.filter(\.isFinite).max() ?? 0 } == tops, "\(stacking)")
        }
    }

    /// `text` with its line `line` (1 the header) changed by `change`.
    static func replacing(line: Int, in text: String, _ change: (Substring) -> String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[line - 1] = change(lines[line - 1][...])
        return lines.joined(separator: "\n")
    }
}
