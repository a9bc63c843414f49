import ChartTestSupport
import Foundation
import Testing

/// Overlaid histograms of three or more series are step outlines, so every colour on the chart
/// is in the legend (issue 33, item 4): translucent fills of five weather kinds blended into
/// browns, greys and olives that no legend entry has.
@Suite struct HistOverlayTests {
    /// The colour of `pixel` is a series colour or that colour thinned toward the white
    /// background (a line's antialiased edge), within `tolerance` per channel.
    static func isLegendColor(_ pixel: (r: Int, g: Int, b: Int), _ colors: [(Int, Int, Int)], tolerance: Double = 28) -> Bool {
        colors.contains { c in
            (0...20).contains { step in
                let a = Double(step) / 20
                let mixed = [c.0, c.1, c.2].map { a * Double($0) + (1 - a) * 255 }
                return zip([pixel.r, pixel.g, pixel.b], mixed).allSatisfy { abs(Double($0) - $1) <= tolerance }
            }
        }
    }

    static func rgb(_ hex: String) -> (Int, Int, Int) {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
    }

    /// Five weather kinds' daily highs overlaid, as counts and as percent: the plan draws step
    /// outlines, no area of the plot has a colour outside the legend (single pixels where two
    /// lines' antialiased edges meet do), and each series has pixels of its own colour.
    @Test(arguments: [[], ["--percent"]]) func fiveSeriesAreStepOutlinesInLegendColours(extra: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let arguments = ["hist", CLI.fixture("weather-kinds.csv"), "--y", "temp_max", "--series", "weather"] + extra + ["-o", "h.png"]
        let result = try CLI.run(arguments, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(arguments, in: dir)
        let drawing = try #require(plan["drawing"] as? [String: Any])
        #expect(drawing["style"] as? String == "steps", "\(drawing)")
        let colors = try #require((plan["series"] as? [[String: Any]])?.compactMap { $0["color"] as? String })
        #expect(colors.count == 5)
        let image = try PNGImage.load(path: dir + "/h.png")
        let g = try PlotGeometry(plan: plan)
        let legend = colors.map(Self.rgb)
        var own = [Int](repeating: 0, count: colors.count)
        // Pixels in no legend colour: the antialiased edge of one line over another is one such
        // pixel wide; a blend of fills is an area.
        func foreign(_ x: Int, _ y: Int) -> Bool {
            let p = image[x, y]
            let (r, gr, b) = (Int(p.r), Int(p.g), Int(p.b))
            // White and greys (background, axes, text) are no series'.
            return max(r, gr, b) - min(r, gr, b) > 40 && !Self.isLegendColor((r, gr, b), legend)
        }
        var areas = 0
        for y in Int(g.top) + 2..<Int(g.bottom) - 1 {
            for x in Int(g.left) + 2..<Int(g.right) - 1 {
                for (index, color) in colors.enumerated() where image[x, y].isNear(hex: color, tolerance: 24) { own[index] += 1 }
                if (-1...1).allSatisfy({ dy in (-1...1).allSatisfy { dx in foreign(x + dx, y + dy) } }) { areas += 1 }
            }
        }
        #expect(areas == 0, "\(areas) pixels lie in areas of colours no legend entry has")
        #expect(own.allSatisfy { $0 >= 20 }, "pixels of each series' colour: \(own)")
    }

    /// Two overlaid series with bars 3 px wide or more stay translucent with outlines in their
    /// colours (their one blend reads as "both"); with thinner bars they are steps too, since a
    /// translucent bar that thin is its outline, which the next series covers.
    @Test func twoSeriesStayTranslucentUnlessThin() throws {
        let rows = (0..<200).map { "\($0 % 2 == 0 ? "a" : "b"),\(Double($0 % 40) + 0.5)" }.joined(separator: "\n")
        let input = "k,v\n" + rows + "\n"
        let wide = try CLI.plan(["hist", "--y", "v", "--series", "k", "--bin-width", "5"], stdin: input)
        #expect((wide["drawing"] as? [String: Any])?["style"] as? String == "translucent")
        let thin = try CLI.plan(["hist", "--y", "v", "--series", "k", "--bin-width", "0.05"], stdin: input)
        #expect((thin["drawing"] as? [String: Any])?["style"] as? String == "steps")
    }

    /// As text, overlaid series are drawn tallest first in each bin, so a shorter series stands
    /// in front and every series keeps cells of its shade (drawn in series order, the last,
    /// tallest series covered the others whole).
    @Test func textOverlayShowsEverySeries() throws {
        // Series c is the tallest in every bin, and the last: it hid a and b.
        let rows = [("a", 2), ("b", 4), ("c", 8)].flatMap { key, count in (0..<count).flatMap { _ in ["\(key),1", "\(key),3"] } }
        let input = "k,v\n" + rows.joined(separator: "\n") + "\n"
        let result = try CLI.run(
            ["hist", "--y", "v", "--series", "k", "--bin-width", "2", "--format-out", "text", "--size", "60x16", "--color", "never"],
            stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: result.stdout, as: UTF8.self)
        // The plot's rows, each after its axis mark (the legend above names every shade).
        let plot = text.split(separator: "\n").compactMap { line in line.firstIndex { $0 == "┤" || $0 == "│" }.map { line[$0...] } }.joined()
        for shade in ["█", "▓", "▒"] { #expect(plot.contains(shade), "shade \(shade) missing in\n\(text)") }
    }
}

extension HistOverlayTests {
    /// Step outlines whose tops meet in a bin share its width: series a has exactly b's values,
    /// so drawn whole, b's line covered a's everywhere and a had no pixel of its colour.
    @Test func equalTopsShareTheirBin() throws {
        let values = [1.0, 2, 2, 3, 3, 3, 4, 4, 5]
        let rows = ["a", "b"].flatMap { key in values.map { "\(key),\($0)" } } + [1.5, 3.5, 3.6, 4.5].map { "c,\($0)" }
        let input = "k,v\n" + rows.joined(separator: "\n") + "\n"
        let dir = try TemporaryDirectory.make()
        let arguments = ["hist", "--y", "v", "--series", "k", "--bin-width", "1", "--range", "0:6", "-o", "h.png"]
        let result = try CLI.run(arguments, stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(arguments, stdin: input, in: dir)
        let bars = try #require((plan["pages"] as? [[String: Any]])?.first?["bars"] as? [[String: Any]])
        let shared = bars.filter { $0["series"] as? Int == 1 }.map { $0["topShare"] as? [Int] }
        // Its first part in every bin (in the bin 1–2, of three: c has 1 there too).
        #expect(shared.count == 5 && shared.allSatisfy { $0?.first == 1 }, "series a's tops: \(shared)")
        let colors = try #require((plan["series"] as? [[String: Any]])?.compactMap { $0["color"] as? String })
        let image = try PNGImage.load(path: dir + "/h.png")
        let g = try PlotGeometry(plan: plan)
        var own = 0
        for y in Int(g.top)...Int(g.bottom) {
            for x in Int(g.left)...Int(g.right) where image[x, y].isNear(hex: colors[0], tolerance: 24) { own += 1 }
        }
        #expect(own >= 5 * 20, "\(own) pixels of series a's colour")
    }
}
