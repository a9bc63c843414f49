import ChartTestSupport
import Foundation
import Testing

/// `chart area` end to end with real gnuplot, read back from the PNG: bands in stack order, a
/// band thinner than a pixel still visible, overlapping areas each visible, the fill reaching 0,
/// shares on a 0–100 % axis, and the text chart's bands.
@Suite struct AreaRenderingTests {
    /// Three series over five x: a wide band, a wider one on it, and one a thousandth as thick.
    static let stack = "x,low,high,thin\n1,10,20,0.01\n2,12,18,0.01\n3,11,22,0.01\n4,9,21,0.01\n5,10,20,0.01\n"

    /// The PNG and `--plan` of `chart area` over `stdin` with `extra` flags.
    static func render(_ extra: [String], stdin: String) throws -> (image: PNGImage, plan: [String: Any], colors: [String], stderr: String) {
        let dir = try TemporaryDirectory.make()
        let arguments = ["area"] + extra
        let result = try CLI.run(arguments + ["-o", "a.png"], stdin: stdin, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(arguments, stdin: stdin)
        let colors = (plan["series"] as? [[String: Any]] ?? []).compactMap { $0["color"] as? String }
        return (try PNGImage.load(path: dir + "/a.png"), plan, colors, result.stderr)
    }

    /// Pixels within `rows` of (x, y) near `color`.
    static func count(_ image: PNGImage, near color: String, x: Int, y: Int, rows: Int, tolerance: Int = 40) -> Int {
        (y - rows...y + rows).count { image[x, $0].isNear(hex: color, tolerance: tolerance) }
    }

    /// Each band lies between the series below it and its own top, in its colour; a band of a
    /// thousandth of the stack shows as its outline on top at every x sampled.
    @Test func stackedBandsKeepOrderAndAThinBandShows() throws {
        let (image, plan, colors, _) = try Self.render(["--stacked"], stdin: Self.stack)
        #expect(plan["stacking"] as? String == "stacked")
        #expect(colors.count == 3)
        let g = try PlotGeometry(plan: plan)
        let rows: [(low: Double, high: Double)] = [(10, 20), (12, 18), (11, 22), (9, 21), (10, 20)]
        for (index, row) in rows.enumerated() where index > 0 && index < rows.count - 1 {
            let x = Double(index + 1)
            let (px, lowY) = g.pixel(x, row.low / 2)
            #expect(image[px, lowY].isNear(hex: colors[0], tolerance: 24), "low band at x \(x)")
            let (_, highY) = g.pixel(x, row.low + row.high / 2)
            #expect(image[px, highY].isNear(hex: colors[1], tolerance: 24), "high band at x \(x)")
            let (_, topY) = g.pixel(x, row.low + row.high + 0.01)
            #expect(Self.count(image, near: colors[2], x: px, y: topY, rows: 2) >= 1, "the thin band at x \(x) has no pixel of its colour")
        }
    }

    /// Two overlapping areas, the larger behind: each keeps pixels of its own colour (its
    /// outline), and the smaller one's area is tinted, not hidden.
    @Test func overlappingAreasAreEachVisible() throws {
        let (image, plan, colors, _) = try Self.render([], stdin: "x,big,small\n1,20,5\n2,22,6\n3,21,4\n4,23,5\n")
        #expect(plan["stacking"] as? String == "overlap")
        let g = try PlotGeometry(plan: plan)
        for (index, values) in [(20.0, 5.0), (22, 6), (21, 4), (23, 5)].enumerated() where index == 1 || index == 2 {
            let (px, bigTop) = g.pixel(Double(index + 1), values.0)
            #expect(Self.count(image, near: colors[0], x: px, y: bigTop, rows: 2) >= 1, "big's outline at x \(index + 1)")
            let (_, smallTop) = g.pixel(Double(index + 1), values.1)
            #expect(Self.count(image, near: colors[1], x: px, y: smallTop, rows: 2) >= 1, "small's outline at x \(index + 1)")
            // Inside both areas: neither white nor either colour alone.
            let (_, inside) = g.pixel(Double(index + 1), values.1 / 2)
            let p = image[px, inside]
            #expect(!(p.r > 245 && p.g > 245 && p.b > 245), "no fill under both areas at x \(index + 1)")
        }
    }

    /// The value axis reaches 0 when every value is far above it, and the fill runs down to the
    /// plot's bottom (a line chart of the same data starts its axis near 100).
    @Test func fillReachesZero() throws {
        let (image, plan, colors, _) = try Self.render([], stdin: "x,v\n1,100\n2,120\n3,110\n")
        let g = try PlotGeometry(plan: plan)
        #expect(g.yMin == 0)
        let (px, py) = g.pixel(2, 3)
        #expect(!(image[px, py].r > 245 && image[px, py].g > 245 && image[px, py].b > 245), "no fill near the bottom (\(colors))")
    }

    /// `--percent`: shares on an axis from 0 to 1 labelled in percent, a row of total 0 left out
    /// with a warning, and the bands' colours at half their shares.
    @Test func percentStacksShares() throws {
        let (image, plan, colors, stderr) = try Self.render(["--percent"], stdin: "x,a,b\n1,1,3\n2,0,0\n3,3,1\n4,1,1\n")
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let y = try #require(page["y"] as? [String: Any])
        #expect(y["min"] as? Double == 0 && y["max"] as? Double == 1)
        let labels = (y["ticks"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        #expect(labels.first == "0%" && labels.last == "100%", "\(labels)")
        #expect(stderr.contains("1 row has a total of 0 (the first at x 2)"), "\(stderr)")
        let g = try PlotGeometry(plan: plan)
        let (px, aY) = g.pixel(3, 0.375)
        #expect(image[px, aY].isNear(hex: colors[0], tolerance: 24))
        let (_, bY) = g.pixel(3, 0.875)
        #expect(image[px, bY].isNear(hex: colors[1], tolerance: 24))
    }

    /// As text, a stack shows each series' shade (without colour), the legend top first.
    @Test func textStackShowsEveryBand() throws {
        let result = try CLI.run(["area", "--stacked", "--format-out", "text", "--size", "60x20", "--color", "never"], stdin: Self.stack)
        #expect(result.status == 0)
        let text = String(decoding: result.stdout, as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines.first?.contains("▒ thin") == true && lines.first?.contains("█ low") == true, "\(text)")
        let legend = lines.first.map(String.init) ?? ""
        #expect(legend.range(of: "thin")!.lowerBound < legend.range(of: "low")!.lowerBound, "\(legend)")
        for shade in ["█", "▓", "▒"] { #expect(lines.dropFirst().contains { $0.contains(shade) }, "no \(shade) band:\n\(text)") }
    }

    /// `--follow` draws a stack page by page as line's follower does: every page of two rows is
    /// written, each with both series' colours.
    @Test func followDrawsEveryPageOfAStack() throws {
        let dir = try TemporaryDirectory.make()
        let input = "x,a,b\n1,2,3\n2,3,4\n3,1,2\n4,2,2\n5,1,1\n"
        let result = try CLI.run(["area", "--follow", "--stacked", "--page-size", "2", "-o", "p.png"], stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == ["p-001.png", "p-002.png", "p-003.png"])
        for page in ["p-001.png", "p-002.png"] {
            let image = try PNGImage.load(path: dir + "/" + page)
            for color in ["#0072B2", "#E69F00"] {
                let found = (0..<image.height).contains { y in
                    stride(from: 0, to: image.width, by: 7).contains { image[$0, y].isNear(hex: color, tolerance: 24) }
                }
                #expect(found, "\(page) has no pixel of \(color)")
            }
        }
    }
}
