import ChartTestSupport
import Foundation
import Testing

/// A series with no two neighbouring points on a decimated PNG page (drawn as lone markers) keeps
/// its legend entry, end to end with real gnuplot: its segment block was empty, so gnuplot skipped
/// it with a warning and left the series out of the legend while its marker showed.
@Suite struct LineLoneSeriesLegendTests {
    @Test func loneSeriesIsInTheLegend() throws {
        let dir = try TemporaryDirectory.make()
        let rows = (0..<3_000).map { i in "\(i),\((i * 7919) % 13),\(i == 2_999 ? "3" : "")" }
        try (["t,a,b"] + rows).joined(separator: "\n").appending("\n").write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let plan = try CLI.plan(["line", "d.csv", "-o", "l.png"], in: dir)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        #expect((page["points"] as? [String: Any])?["decimation"] as? String != "none", "the page is decimated: \(page)")
        let script = try CLI.run(["line", "d.csv", "-o", "l.png", "--emit-script"], in: dir).stdoutText
        #expect(script.contains("keyentry with lines") && script.contains("title 'b'"), "\(script.suffix(600))")
        let result = try CLI.run(["line", "d.csv", "-o", "l.png"], in: dir)
        #expect(result.status == 0)
        #expect(!result.stderr.contains("Skipping"), "\(result.stderr)")
        // The legend sits above the plot: b's colour (the palette's second) is drawn there.
        let geometry = try PlotGeometry(plan: plan)
        let png = try PNGImage.load(path: dir + "/l.png")
        var legendInk = 0
        for row in 0..<Int(geometry.top) {
            for column in 0..<png.width where png[column, row].isNear(hex: "#E69F00", tolerance: 40) { legendInk += 1 }
        }
        #expect(legendInk > 10, "b's legend sample above the plot: \(legendInk) pixels")
    }
}
