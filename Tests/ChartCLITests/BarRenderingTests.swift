import ChartTestSupport
import Foundation
import Testing

/// `chart bar` end to end: real gnuplot, PNGs decoded with libpng, pixels measured against
/// the `--plan` of the same invocation.
@Suite struct BarRenderingTests {
    /// The plot area and one page's axes from a plan, with value → pixel mappings.
    struct Geometry {
        var left: Double, right: Double, top: Double, bottom: Double
        var slotMin: Double, slotMax: Double, valueMin: Double, valueMax: Double
        var horizontal: Bool

        init(plan: [String: Any], page: Int = 0) throws {
            let area = try #require(plan["plotArea"] as? [String: Int])
            let pageObject = try #require((plan["pages"] as? [[String: Any]])?[page])
            let slots = try #require(pageObject["categoryAxis"] as? [String: Any])
            let values = try #require(pageObject["valueAxis"] as? [String: Any])
            left = Double(area["left"] ?? 0); right = Double(area["right"] ?? 0)
            top = Double(area["top"] ?? 0); bottom = Double(area["bottom"] ?? 0)
            slotMin = slots["min"] as? Double ?? .nan; slotMax = slots["max"] as? Double ?? .nan
            valueMin = values["min"] as? Double ?? .nan; valueMax = values["max"] as? Double ?? .nan
            horizontal = plan["orientation"] as? String == "horizontal"
        }

        /// Pixel column (vertical) or row (horizontal, first slot at the top) of a slot.
        func slotPixel(_ slot: Double) -> Int {
            let f = (slot - slotMin) / (slotMax - slotMin)
            return Int((horizontal ? top + f * (bottom - top) : left + f * (right - left)).rounded())
        }

        /// Pixel row (vertical) or column (horizontal) of a value.
        func valuePixel(_ value: Double) -> Double {
            let f = (value - valueMin) / (valueMax - valueMin)
            return horizontal ? left + f * (right - left) : bottom - f * (bottom - top)
        }
    }

    /// Pixels of `hex` along the line through a slot's centre (a column, or a row when horizontal).
    static func run(_ image: PNGImage, _ g: Geometry, slot: Double, hex: String) -> [Int] {
        let at = g.slotPixel(slot)
        if g.horizontal {
            return (Int(g.left)...Int(g.right)).filter { image[$0, at].isNear(hex: hex, tolerance: 24) }
        }
        return (Int(g.top)...Int(g.bottom)).filter { image[at, $0].isNear(hex: hex, tolerance: 24) }
    }

    static func render(_ arguments: [String], data: String, name: String = "b.png") throws -> (PNGImage, [String: Any], String) {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["bar"] + arguments + ["-o", name], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(["bar"] + arguments + ["-o", name], stdin: data, in: dir)
        return (try PNGImage.load(path: dir + "/" + name), plan, dir)
    }

    /// Values 1, 2, 4 give bars whose pixel lengths are 1:2:4 within two pixels, from the baseline.
    @Test(arguments: [false, true])
    func lengthsAreProportional(horizontal: Bool) throws {
        let data = "name,v\na,1\nb,2\nc,4\n"
        let (image, plan, _) = try Self.render(horizontal ? ["--horizontal"] : [], data: data)
        let g = try Geometry(plan: plan)
        #expect(g.valueMin == 0)
        let lengths = (0..<3).map { Self.run(image, g, slot: Double($0), hex: "#0072B2").count }
        #expect(lengths[0] > 20, "\(lengths)")
        // 1:2:4 within two pixels of the longest bar's scale (an edge pixel is ±1 on each bar).
        let unit = Double(lengths[2]) / 4
        #expect(abs(Double(lengths[0]) - unit) <= 2, "\(lengths)")
        #expect(abs(Double(lengths[1]) - 2 * unit) <= 2, "\(lengths)")
        // And each bar is as long as the plan says, starting at the baseline.
        for (slot, value) in [1.0, 2, 4].enumerated() {
            let expected = abs(g.valuePixel(value) - g.valuePixel(0))
            #expect(abs(Double(lengths[slot]) - expected) <= 2, "slot \(slot): \(lengths[slot]) px, expected \(expected)")
        }
        if horizontal {
            // Categories run top to bottom in input order: "a" (shortest) is the top bar.
            let rows = (0..<image.height).filter { image[Int(g.valuePixel(0.5)), $0].isNear(hex: "#0072B2", tolerance: 24) }
            #expect(rows.first.map { abs($0 - g.slotPixel(-0.4)) <= 3 } == true, "first bar rows start at \(rows.first ?? -1)")
        }
    }

    /// Negative values hang below the baseline, positive ones stand above it.
    @Test func negativeBarsHangBelowTheBaseline() throws {
        let (image, plan, _) = try Self.render([], data: "k,v\nup,3\ndown,-2\n")
        let g = try Geometry(plan: plan)
        let zero = g.valuePixel(0)
        let up = Self.run(image, g, slot: 0, hex: "#0072B2")
        let down = Self.run(image, g, slot: 1, hex: "#0072B2")
        #expect(!up.isEmpty && !down.isEmpty)
        let upLow = Double(up.max() ?? 0), upHigh = Double(up.min() ?? 0)
        let downHigh = Double(down.min() ?? 0), downLow = Double(down.max() ?? 0)
        #expect(upLow <= zero + 1.5)
        #expect(upHigh < zero - 50)
        #expect(downHigh >= zero - 1.5)
        #expect(downLow > zero + 50)
        let ratio = Double(down.count) / Double(up.count)
        #expect(abs(ratio - 2.0 / 3.0) < 0.03, "\(down.count) vs \(up.count)")
    }

    /// A baseline other than zero: bars below it hang down from it.
    @Test func customBaseline() throws {
        let (image, plan, _) = try Self.render(["--baseline", "10"], data: "k,v\na,14\nb,6\n")
        let g = try Geometry(plan: plan)
        #expect(g.valueMin <= 6 && g.valueMax >= 14)
        let base = g.valuePixel(10)
        let a = Self.run(image, g, slot: 0, hex: "#0072B2"), b = Self.run(image, g, slot: 1, hex: "#0072B2")
        #expect(abs(Double(a.max() ?? 0) - base) <= 2 && abs(Double(b.min() ?? 0) - base) <= 2)
        #expect(abs(a.count - b.count) <= 2)
    }

    /// Stacked: each stack ends at the sum of its positive values (up) and negative values (down).
    @Test func stackedTotalsMatchSums() throws {
        let data = "q,north,south\nQ1,10,4\nQ2,12,-3\nQ3,-5,7\n"
        let (image, plan, _) = try Self.render(["--stacked"], data: data)
        #expect(plan["mode"] as? String == "stacked")
        let g = try Geometry(plan: plan)
        let bars = (plan["pages"] as? [[String: Any]])?.first?["bars"] as? [[String: Any]] ?? []
        #expect(bars.count == 6)
        for (slot, (up, down)) in [(14.0, 0.0), (12, -3), (7, -5)].enumerated() {
            let mine = bars.filter { $0["category"] as? Int == slot + 1 }
            let ends = mine.flatMap { [$0["from"] as? Double ?? .nan, $0["to"] as? Double ?? .nan] }
            #expect(ends.max() == up && ends.min() == down)
            let pixels = Self.run(image, g, slot: Double(slot), hex: "#0072B2") + Self.run(image, g, slot: Double(slot), hex: "#E69F00")
            #expect(abs(Double(pixels.min() ?? 0) - g.valuePixel(up)) <= 2, "slot \(slot) top")
            #expect(abs(Double(pixels.max() ?? 0) - g.valuePixel(down)) <= 2, "slot \(slot) bottom")
        }
    }

    /// Grouped series get distinct palette colours, side by side within the slot.
    @Test func groupedSeriesGetDistinctColours() throws {
        let (image, plan, _) = try Self.render([], data: "q,north,south\nQ1,10,4\nQ2,12,8\n")
        #expect(plan["mode"] as? String == "grouped")
        let g = try Geometry(plan: plan)
        let blue = image.bounds { $0.isNear(hex: "#0072B2", tolerance: 20) }
        let orange = image.bounds { $0.isNear(hex: "#E69F00", tolerance: 20) }
        #expect(blue != nil && orange != nil)
        // In slot 0 the first series is left of the second.
        #expect(Self.run(image, g, slot: -0.2, hex: "#0072B2").count > 50)
        #expect(Self.run(image, g, slot: 0.2, hex: "#E69F00").count > 50)
        #expect(Self.run(image, g, slot: 0.2, hex: "#0072B2").count < 10)
    }

    /// `--colors` with one series cycles over the bars.
    @Test func colorsCycleOverASingleSeries() throws {
        let (image, plan, _) = try Self.render(["--colors", "red,#00f"], data: "k,v\na,3\nb,3\nc,3\n")
        let g = try Geometry(plan: plan)
        #expect(Self.run(image, g, slot: 0, hex: "#FF0000").count > 50)
        #expect(Self.run(image, g, slot: 1, hex: "#0000FF").count > 50)
        #expect(Self.run(image, g, slot: 2, hex: "#FF0000").count > 50)
    }

    /// `--values`: the seed chart writes each value in white inside the bar end.
    @Test func valuesInsideTheBarEnds() throws {
        let (image, plan, _) = try Self.render(
            ["--values", "--x", "country", "--y", "rate", "--title", "Under-five mortality, 2019"],
            data: try String(contentsOfFile: CLI.example("u5mr.csv"), encoding: .utf8))
        let g = try Geometry(plan: plan)
        let labels = (plan["pages"] as? [[String: Any]])?.first?["valueLabels"] as? [[String: Any]] ?? []
        #expect(labels.map { $0["text"] as? String ?? "" } == ["117.2", "116.9", "113.7", "110.0", "109.2", "98.8", "96.2", "94.0", "90.2", "87.5"])
        #expect(labels.allSatisfy { $0["inside"] as? Bool == true })
        // White text pixels in the top 24 px of the first bar.
        let x0 = g.slotPixel(-0.3), x1 = g.slotPixel(0.3)
        let topRow = Int(g.valuePixel(117.2).rounded())
        var white = 0
        for x in x0...x1 { for y in (topRow + 2)...(topRow + 22) where image[x, y].isWhite { white += 1 } }
        #expect(white > 15)
    }

    /// `--no-axes`: nothing dark left of the plot (no ticks, labels or axis line).
    @Test func noAxesHidesTheValueAxis() throws {
        let data = "k,v\na,3\nb,5\n"
        for (flags, hidden) in [([String](), false), (["--no-axes"], true)] {
            let (image, plan, _) = try Self.render(flags, data: data)
            let g = try Geometry(plan: plan)
            var dark = 0
            for x in 0..<Int(g.left) { for y in 0..<image.height where image[x, y].r < 120 { dark += 1 } }
            #expect(hidden ? dark == 0 : dark > 20, "\(flags): \(dark)")
        }
    }

    /// Hostile category names and titles are drawn, never executed.
    @Test func hostileTextRunsNothing() throws {
        let dir = try TemporaryDirectory.make()
        let data = "name,v\n`touch pwned-x`,1\nEOD,2\n\"it's\nsystem(\"\"touch pwned-sys\"\")\",3\n"
        let result = try CLI.run(["bar", "--values", "--title", "`touch pwned-title` \" '", "-o", "h.png"], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == ["h.png"])
    }

    @Test func sameInputGivesSameBytes() throws {
        let dir = try TemporaryDirectory.make()
        let args = ["bar", CLI.example("u5mr.csv"), "--values", "--horizontal"]
        #expect(try CLI.run(args + ["-o", "one.png"], in: dir).status == 0)
        #expect(try CLI.run(args + ["-o", "two.png"], in: dir).status == 0)
        let one = FileManager.default.contents(atPath: dir + "/one.png")
        #expect(one != nil && one == FileManager.default.contents(atPath: dir + "/two.png"))
    }
}
