import ChartTestSupport
import Foundation
import Testing

/// A fitted line beside a density image keeps its legend entry, end to end with real gnuplot:
/// the image lists only the fits, and a lone fit's equation and r² are drawn nowhere else, so
/// the legend is shown for one entry there (a chart of one series' markers names it by the axis).
@Suite struct ScatterFitLegendTests {
    /// Dark text ink above the plot, across its width (where a top legend is drawn).
    static func inkAbovePlot(_ png: PNGImage, plan: [String: Any]) throws -> Int {
        let geometry = try PlotGeometry(plan: plan)
        var count = 0
        for row in 0..<Int(geometry.top) {
            for column in Int(geometry.left)..<Int(geometry.right) {
                let pixel = png[column, row]
                let channels = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
                if channels.max()! <= 160 && channels.max()! - channels.min()! <= 24 { count += 1 }
            }
        }
        return count
    }

    @Test(arguments: [1, 2]) func densityFitsAreInTheLegend(series: Int) throws {
        let dir = try TemporaryDirectory.make()
        let header = series == 1 ? "x,y" : "x,y,z"
        let rows = (0..<2_000).map { i -> String in
            let x = Double(i % 100)
            let y = 0.5 * x + Double((i * 7919) % 13)
            return series == 1 ? "\(x),\(y)" : "\(x),\(y),\(100 - y)"
        }
        try ([header] + rows).joined(separator: "\n").appending("\n").write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let args = ["scatter", "d.csv", "--density", "--fit", "linear", "-o", "s.png"]
        let plan = try CLI.plan(args, in: dir)
        #expect((plan["pages"] as? [[String: Any]])?.first?["drawn"] as? String == "density")
        let legend = try #require(plan["legend"] as? [String: Any], "a density chart's fit has a legend entry")
        // Every fit has its entry: two of these long equations take two rows over a plot 683 px
        // wide, as gnuplot lays them out (a plan of one row of two put its second row on the plot).
        #expect((legend["rows"] as? Int ?? 0) * (legend["columns"] as? Int ?? 0) >= series && legend["columns"] as? Int == 1, "\(legend)")
        let script = try CLI.run(["scatter", "d.csv", "--density", "--fit", "linear", "--emit-script"], in: dir).stdoutText
        let titles = script.split(separator: "\n").filter { $0.contains("with lines lw 1.5") && $0.contains(" fit: y = ") }
        #expect(titles.count == series, "\(script)")
        #expect(titles.first?.contains("title 'y fit: y = ") == true, "the first fit is the first legend entry: \(titles)")
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let fitted = try Self.inkAbovePlot(try PNGImage.load(path: dir + "/s.png"), plan: plan)
        let bare = ["scatter", "d.csv", "--density", "-o", "b.png"]
        #expect(try CLI.run(bare, in: dir).status == 0)
        let none = try Self.inkAbovePlot(try PNGImage.load(path: dir + "/b.png"), plan: try CLI.plan(bare, in: dir))
        #expect(none == 0 && fitted > 50, "text above the plot: \(fitted) pixels with the fit's legend, \(none) without")
    }
}
