import Testing

@testable import ChartKit

/// `MarkerPlots`: markers past the per-plot limit are sliced, in draw order, into plots of a
/// multiplot (file slices by `skip`/`record`, inline blocks by `every`); the first plot draws the
/// legend, the last the border. `MarkerPlotsRenderingTests` checks the picture is the same.
@Suite struct MarkerPlotsTests {
    static let file = ScriptBuilder.DataSource(reference: "'p.series1.bin' binary format='%3float64' endian=little", block: nil)

    static func elements(rows: Int) -> [MarkerPlots.Element] {
        [
            .init(source: file, columns: 3, rows: rows, using: "using 1:2:3", look: "with points pt 7", title: "title 'a'"),
            .init(source: nil, look: "with points pt 5", title: "title 'b'"),
            .init(
                source: .init(reference: "$fit1", block: "fit1"), columns: 2, rows: 2, using: "using 1:2", look: "with lines", title: "title 'f'",
                splits: false),
        ]
    }

    @Test func underTheLimitIsOnePlotAsBefore() {
        var script = ScriptBuilder()
        MarkerPlots(elements: Self.elements(rows: 5), pointsPerPlot: 7).write(&script, border: "set border 3", inMultiplot: false, showsLegend: true)
        #expect(
            script.program
                == """
                plot 'p.series1.bin' binary format='%3float64' endian=little using 1:2:3 with points pt 7 title 'a', \\
                     keyentry with points pt 5 title 'b', \\
                     $fit1 using 1:2 with lines title 'f'

                """)
        #expect(MarkerPlots(elements: Self.elements(rows: 5), pointsPerPlot: nil).plots() == nil)
    }

    @Test func slicesFillEachPlotInDrawOrder() throws {
        let plots = try #require(MarkerPlots(elements: Self.elements(rows: 10), pointsPerPlot: 4).plots())
        let reference = "'p.series1.bin' binary format='%3float64' endian=little"
        #expect(
            plots == [
                ["\(reference) skip=0 record=4 using 1:2:3 with points pt 7 notitle"],
                ["\(reference) skip=96 record=4 using 1:2:3 with points pt 7 notitle"],
                ["\(reference) skip=192 record=2 using 1:2:3 with points pt 7 notitle", "$fit1 using 1:2 with lines notitle"],
            ])
    }

    /// A fitted line is never cut: a piece of one point would draw nothing (found by a fuzz: the
    /// fits of a chart whose plots ended mid-fit vanished).
    @Test func aLineStaysWholeInTheLastPlot() throws {
        let plots = try #require(MarkerPlots(elements: Self.elements(rows: 7), pointsPerPlot: 4).plots())
        #expect(plots.count == 2 && plots[1].last == "$fit1 using 1:2 with lines notitle", "\(plots)")
    }

    @Test func inlineBlocksAreSlicedByEvery() throws {
        let block = ScriptBuilder.DataSource(reference: "$series1", block: "series1")
        let element = MarkerPlots.Element(source: block, columns: 2, rows: 5, using: "using 1:2", look: "with points", title: "notitle")
        let plots = try #require(MarkerPlots(elements: [element], pointsPerPlot: 3).plots())
        #expect(plots == [["$series1 every ::0::2 using 1:2 with points notitle"], ["$series1 every ::3::4 using 1:2 with points notitle"]])
    }

    @Test(arguments: [false, true])
    func theFirstPlotDrawsTheLegendAndTheLastTheBorder(inMultiplot: Bool) {
        var script = ScriptBuilder()
        MarkerPlots(elements: Self.elements(rows: 10), pointsPerPlot: 4).write(
            &script, border: "set border 3", inMultiplot: inMultiplot, showsLegend: true)
        let lines = script.program.split(separator: "\n").map(String.init)
        let plots = lines.indices.filter { lines[$0].hasPrefix("plot ") }
        #expect(plots.count == 3)
        #expect(lines.contains("set multiplot") == !inMultiplot && lines.contains("unset multiplot") == !inMultiplot)
        #expect(lines[plots[0]].hasPrefix("plot keyentry with points pt 7 title 'a', \\"))
        #expect(lines.filter { $0.contains("keyentry") }.count == 3, "each legend entry once, in the first plot")
        #expect(lines[plots[2] - 1] == "set border 3" && lines.firstIndex(of: "unset border")! < plots[0])
        #expect(lines[plots[0]..<plots[1]].contains("unset key") && lines[plots[0]..<plots[1]].contains("unset tics"))
        #expect(!lines.contains { $0.contains("title '") && !$0.contains("keyentry") })
    }
}
