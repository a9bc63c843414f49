import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Many series stay apart (issue 16 item 1): past the palette, bars and pie slices are hatched,
/// discrete plots change marker, lines change dash; beyond what even that tells apart, a warning.
@Suite struct SeriesLookCLITests {
    /// How a filled region looks: its most common ink colour (not the background), how much of
    /// it is ink (tenths) and which way its hatch lines run (`\`, `/`, `x` crossed or solid).
    struct Fill: Hashable, CustomStringConvertible {
        var ink: RGBA
        var tenths: Int
        var direction: String
        /// The region's pixels, to ask what colours it holds (not part of its look).
        var pixels: [RGBA] = []

        static func == (a: Fill, b: Fill) -> Bool { (a.ink, a.tenths, a.direction) == (b.ink, b.tenths, b.direction) }
        func hash(into hasher: inout Hasher) { hasher.combine(ink); hasher.combine(tenths); hasher.combine(direction) }

        /// The share of its ink pixels that are `hex` or `hex` blended with white (hatch lines are
        /// thin and antialiased, so few pixels are the colour itself): 1 when drawn in that colour.
        func share(of hex: String) -> Double {
            let target = RGBA(hex: hex) ?? .black
            let channels = [Double(target.r), Double(target.g), Double(target.b)]
            let strongest = channels.indices.min { channels[$0] < channels[$1] } ?? 0
            var ink = 0, matching = 0
            for pixel in pixels where !pixel.isClose(to: .white, tolerance: 40) {
                ink += 1
                let values = [Double(pixel.r), Double(pixel.g), Double(pixel.b)]
                let alpha = (255 - values[strongest]) / max(255 - channels[strongest], 1)
                if values.indices.allSatisfy({ abs(values[$0] - (255 - alpha * (255 - channels[$0]))) <= 14 }) { matching += 1 }
            }
            return Double(matching) / Double(max(ink, 1))
        }

        var description: String { "\(ink) \(direction) \(tenths)/10" }

        /// The look of the pixels `inside` says belong to a region.
        init(_ png: PNGImage, background: RGBA = .white, inside: [(x: Int, y: Int)]) {
            let set = Set(inside.map { $0.y * png.width + $0.x })
            let isInk = { (x: Int, y: Int) -> Bool in !png[x, y].isClose(to: background, tolerance: 40) }
            var counts: [RGBA: Int] = [:]
            var inkCount = 0, down = 0, up = 0
            for (x, y) in inside where isInk(x, y) {
                inkCount += 1
                counts[png[x, y], default: 0] += 1
                if set.contains((y + 1) * png.width + x + 1), isInk(x + 1, y + 1) { down += 1 }
                if set.contains((y - 1) * png.width + x + 1), isInk(x + 1, y - 1) { up += 1 }
            }
            ink = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key.description < $1.key.description) }?.key ?? background
            let share = Double(inkCount) / Double(max(inside.count, 1))
            tenths = Int((share * 10).rounded())
            direction = share > 0.97 ? "solid" : Double(down) > 1.5 * Double(up) ? "\\" : Double(up) > 1.5 * Double(down) ? "/" : "x"
            pixels = inside.map { png[$0.x, $0.y] }
        }
    }

    /// One category with `count` series of equal values, as CSV.
    static func stackData(_ count: Int) -> String {
        "group," + (1...count).map { "s\($0)" }.joined(separator: ",") + "\nall," + Array(repeating: "5", count: count).joined(separator: ",") + "\n"
    }

    /// The looks of the segments of the first stacked bar of `plan`, read from `png` inside
    /// each segment (3 px in from its edges, clear of borders and antialiasing).
    static func segmentFills(_ png: PNGImage, plan: [String: Any], background: RGBA = .white) throws -> [Fill] {
        let area = try #require(plan["plotArea"] as? [String: Int])
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let x = try #require(page["categoryAxis"] as? [String: Any]), y = try #require(page["valueAxis"] as? [String: Any])
        let (xMin, xMax) = (try #require(x["min"] as? Double), try #require(x["max"] as? Double))
        let (yMin, yMax) = (try #require(y["min"] as? Double), try #require(y["max"] as? Double))
        let (left, right) = (Double(area["left"] ?? 0), Double(area["right"] ?? 0))
        let (top, bottom) = (Double(area["top"] ?? 0), Double(area["bottom"] ?? 0))
        let column = { (v: Double) in left + (v - xMin) / (xMax - xMin) * (right - left) }
        let row = { (v: Double) in bottom - (v - yMin) / (yMax - yMin) * (bottom - top) }
        let bars = try #require(page["bars"] as? [[String: Any]])
        return try bars.map { bar in
            let (x0, x1) = (column(try #require(bar["slotLow"] as? Double)), column(try #require(bar["slotHigh"] as? Double)))
            let (y1, y0) = (row(try #require(bar["from"] as? Double)), row(try #require(bar["to"] as? Double)))
            var inside: [(x: Int, y: Int)] = []
            for py in Int(y0.rounded()) + 3...Int(y1.rounded()) - 3 {
                for px in Int(x0.rounded()) + 3...Int(x1.rounded()) - 3 { inside.append((px, py)) }
            }
            return Fill(png, background: background, inside: inside)
        }
    }

    /// The looks of the slices of the first pie of `plan`, read from `png` inside each wedge
    /// (3° in from its edges, between 0.35 of the radius and 4 px inside the rim).
    static func sliceFills(_ png: PNGImage, plan: [String: Any]) throws -> [Fill] {
        let pie = try #require(plan["pie"] as? [String: Double])
        let (cx, cy, radius) = (try #require(pie["centerX"]), try #require(pie["centerY"]), try #require(pie["radius"]))
        let slices = try #require((plan["pages"] as? [[String: Any]])?.first?["slices"] as? [[String: Any]])
        return try slices.map { slice -> Fill in
            let a = try #require(slice["startAngle"] as? Double), b = try #require(slice["endAngle"] as? Double)
            let (low, high) = (min(a, b) + 3, max(a, b) - 3)
            var inside: [(x: Int, y: Int)] = []
            for y in Int(cy - radius)...Int(cy + radius) {
                for x in Int(cx - radius)...Int(cx + radius) {
                    let dx = Double(x) - cx, dy = Double(y) - cy
                    let r = (dx * dx + dy * dy).squareRoot()
                    var bearing = atan2(dx, -dy) * 180 / .pi
                    if bearing < 0 { bearing += 360 }
                    if r > 0.35 * radius, r < radius - 4, bearing > low, bearing < high { inside.append((x, y)) }
                }
            }
            return Fill(png, inside: inside)
        }
    }

    /// The print theme (issue 16 item 10b): its greys print alike (black next to dark grey), so
    /// its bars and pie slices are hatched: 4 stacked series and 4 slices are 4 different fills
    /// in the PNG (solid, `/`, `\`, cross-hatch), in their greys, with no hue.
    @Test func printThemeHatchesBarsAndSlices() throws {
        let dir = try TemporaryDirectory.make()
        let data = Self.stackData(4)
        let args = ["bar", "--stacked", "--theme", "print", "--size", "400x600", "-o", "c.png"]
        let result = try CLI.run(args, stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(args, stdin: data, in: dir)
        let fills = try Self.segmentFills(try PNGImage.load(path: dir + "/c.png"), plan: plan)
        #expect(fills.map(\.direction) == ["solid", "/", "\\", "x"], "\(fills)")
        let series = try #require(plan["series"] as? [[String: Any]])
        #expect(series.map { $0["fill"] as? String ?? "solid" } == ["solid", "5", "4", "2"])
        for (fill, entry) in zip(fills, series) {
            let color = try #require(entry["color"] as? String)
            #expect(fill.share(of: color) > 0.9, "\(entry["name"] ?? "") is not drawn in \(color): \(fill)")
            #expect(fill.pixels.allSatisfy { max($0.r, $0.g, $0.b) - min($0.r, $0.g, $0.b) <= 6 }, "a hue in \(fill)")
        }

        // Values of hatched bars go beyond them (text over hatching is hard to read), and the
        // value axis makes room for them.
        let values = try CLI.plan(
            ["bar", "--theme", "print", "--values", "--size", "500x300"], stdin: "q,a,b,c,d\nQ1,3,5,4,6\nQ2,4,2,6,3\n", in: dir)
        let page = try #require((values["pages"] as? [[String: Any]])?.first)
        let labels = try #require(page["valueLabels"] as? [[String: Any]])
        let top = try #require((page["valueAxis"] as? [String: Any])?["max"] as? Double)
        #expect(labels.map { $0["inside"] as? Bool } == [true, false, false, false, true, false, false, false], "\(labels)")
        #expect(labels.allSatisfy { ($0["value"] as? Double ?? .infinity) < top }, "\(labels) above \(top)")

        let slices = "name,value\na,1\nb,1\nc,1\nd,1\n"
        let pieArgs = ["pie", "--theme", "print", "--no-slice-titles", "--size", "500x500", "-o", "p.png"]
        let pie = try CLI.run(pieArgs, stdin: slices, in: dir)
        #expect(pie.status == 0, "\(pie.stderr)")
        let looks = try Self.sliceFills(try PNGImage.load(path: dir + "/p.png"), plan: try CLI.plan(pieArgs, stdin: slices, in: dir))
        #expect(looks.map(\.direction) == ["solid", "/", "\\", "x"], "\(looks)")
    }

    /// 20 stacked series: every segment's fill differs from every other's in the PNG, those
    /// past the 7 colours are hatched, and the plan says which.
    @Test func twentyStackedSeriesHaveTwentyFills() throws {
        let dir = try TemporaryDirectory.make()
        let data = Self.stackData(20)
        let args = ["bar", "--stacked", "--size", "500x1000", "-o", "c.png"]
        let result = try CLI.run(args, stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("told apart"), "\(result.stderr)")
        let plan = try CLI.plan(args, stdin: data, in: dir)
        let png = try PNGImage.load(path: dir + "/c.png")
        let fills = try Self.segmentFills(png, plan: plan)
        #expect(fills.count == 20)
        #expect(Set(fills).count == 20, "fills: \(fills)")
        for (index, fill) in fills.enumerated() {
            #expect((fill.direction == "solid") == (index < 7), "series \(index + 1): \(fill)")
        }
        let series = try #require(plan["series"] as? [[String: Any]])
        for (fill, entry) in zip(fills, series) {
            let color = try #require(entry["color"] as? String)
            #expect(fill.share(of: color) > 0.9, "\(entry["name"] ?? "") is not drawn in \(color): \(fill) \(fill.share(of: color))")
        }
        #expect(
            series.map { $0["fill"] as? String ?? "solid" } == Array(repeating: "solid", count: 7) + Array(repeating: "4", count: 7)
                + Array(repeating: "5", count: 6))
    }

    /// 20 pie slices: each wedge's pixels (away from its edges) look different from every other's.
    @Test func twentySlicesHaveTwentyLooks() throws {
        let dir = try TemporaryDirectory.make()
        let data = "name,value\n" + (1...20).map { "t\($0),5" }.joined(separator: "\n") + "\n"
        let args = ["pie", "--no-slice-titles", "--size", "700x700", "-o", "p.png"]
        let result = try CLI.run(args, stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("told apart"), "\(result.stderr)")
        let plan = try CLI.plan(args, stdin: data, in: dir)
        let slices = try #require((plan["pages"] as? [[String: Any]])?.first?["slices"] as? [[String: Any]])
        let looks = try Self.sliceFills(try PNGImage.load(path: dir + "/p.png"), plan: plan)
        #expect(Set(looks).count == 20, "looks: \(looks)")
        for (look, slice) in zip(looks, slices) {
            let color = try #require(slice["color"] as? String)
            #expect(look.share(of: color) > 0.9, "\(slice["label"] ?? "") is not drawn in \(color): \(look) \(look.share(of: color))")
        }
        #expect(looks.prefix(7).allSatisfy { $0.direction == "solid" } && looks.dropFirst(7).allSatisfy { $0.direction != "solid" }, "\(looks)")
    }

    /// Past what colours and fills tell apart, each kind warns, saying how many and what to do.
    @Test func tooManySeriesWarn() throws {
        let dir = try TemporaryDirectory.make()
        let bars = try CLI.run(["bar", "--stacked", "-o", "b.png"], stdin: Self.stackData(50), in: dir)
        #expect(bars.status == 0, "\(bars.stderr)")
        #expect(
            bars.stderr.contains(
                """
                chart: warning: 50 series but only 49 can be told apart (7 colours combined with fill patterns): the last one looks like an earlier \
                one; give more colours with --colors, or chart fewer series
                """
            ),
            "\(bars.stderr)")
        let twoColours = try CLI.run(["bar", "--colors", "red,blue", "-o", "b2.png"], stdin: Self.stackData(16), in: dir)
        #expect(
            twoColours.stderr.contains(
                "16 series but only 14 can be told apart (2 colours combined with fill patterns): the last 2 look like earlier ones"),
            "\(twoColours.stderr)")

        let slices = "name,value\n" + (1...52).map { "t\($0),\($0)" }.joined(separator: "\n") + "\n"
        let pie = try CLI.run(["pie", "--no-slice-titles", "-o", "p.png"], stdin: slices, in: dir)
        #expect(pie.status == 0, "\(pie.stderr)")
        #expect(
            pie.stderr.contains(
                """
                52 slices but only 49 can be told apart (7 colours combined with fill patterns): the last 3 look like earlier ones; give more \
                colours with --colors, or merge small slices with --other-below
                """
            ),
            "\(pie.stderr)")
        // With titles, 52 labels do not fit: the smallest slices are grouped into "Other (N)",
        // and the slices left are judged, not the 52 read (no warning about slices not drawn).
        let grouped = try CLI.run(["pie", "-o", "p2.png"], stdin: slices, in: dir)
        #expect(grouped.status == 0, "\(grouped.stderr)")
        #expect(grouped.stderr.contains("grouped into \"Other ("), "\(grouped.stderr)")
        #expect(!grouped.stderr.contains("told apart"), "\(grouped.stderr)")
        let kept = try CLI.run(["pie", "--no-other", "-o", "p3.png"], stdin: slices, in: dir)
        #expect(
            kept.stderr.contains(
                """
                52 slices but only 49 can be told apart (7 colours combined with fill patterns): the last 3 look like earlier ones; give more \
                colours with --colors, or drop --no-other to group small slices into \"Other\"
                """
            ),
            "\(kept.stderr)")

        let lines =
            "x," + (1...36).map { "s\($0)" }.joined(separator: ",") + "\n"
            + (0..<3).map { row in "\(row)," + (1...36).map { "\($0 + row)" }.joined(separator: ",") }.joined(separator: "\n") + "\n"
        let line = try CLI.run(["line", "-o", "l.png"], stdin: lines, in: dir)
        #expect(
            line.stderr.contains(
                """
                36 series but only 35 can be told apart (7 colours combined with dash patterns): the last one looks like an earlier one; use a \
                longer palette (--palette tableau10
                """
            ), "\(line.stderr)")
        let fewer = try CLI.run(
            ["line", "-o", "l2.png"],
            stdin: lines.split(separator: "\n").map { $0.split(separator: ",").prefix(36).joined(separator: ",") }.joined(separator: "\n") + "\n",
            in: dir)
        #expect(!fewer.stderr.contains("told apart"), "\(fewer.stderr)")
    }

    /// Discrete plots take a new marker each time the colours come round, counted in the
    /// colours they are drawn in (`--colors red,blue`: plots 1 and 3 are both red, not alike);
    /// past the markers, a warning.
    @Test func discreteMarkersFollowTheColours() throws {
        let header = "day," + (1...13).map { "p\($0)" }.joined(separator: ",")
        let data =
            header + "\n" + (1...3).map { day in "d\(day)," + (1...13).map { String($0 + day) }.joined(separator: ",") }.joined(separator: "\n")
            + "\n"
        let dir = try TemporaryDirectory.make()
        let plan = try CLI.plan(["discrete", "--colors", "red,blue", "-o", "d.png"], stdin: data, in: dir)
        let plots = try #require(plan["plots"] as? [[String: Any]])
        let looks = plots.map { "\($0["color"] as? String ?? "") \($0["marker"] as? Int ?? 0)" }
        #expect(Set(looks.prefix(12)).count == 12, "\(looks)")
        #expect(plots.prefix(4).map { $0["marker"] as? Int } == [7, 7, 5, 5])
        let warnings = try #require(plan["warnings"] as? [String])
        #expect(warnings.contains { $0.hasPrefix("13 plots but only 12 can be told apart (2 colours combined with marker shapes)") }, "\(warnings)")
        let result = try CLI.run(["discrete", "--colors", "red,blue", "-o", "d.png"], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("chart: warning: 13 plots"), "\(result.stderr)")
    }
}
