import ChartTestSupport
import Foundation
import Testing

/// `chart discrete` end to end: real gnuplot, PNGs decoded with libpng.
@Suite struct DiscreteRenderingTests {
    static let ranges = "day,min,max\nMon,10,20\nTue,30,50\nWed,60,70\n"

    /// Pixel rows of the plot's colour inside a band of columns around `x`.
    static func verticalExtent(_ image: PNGImage, x: Int, halfWidth: Int = 6, hex: String) -> (top: Int, bottom: Int)? {
        var top = Int.max, bottom = Int.min
        for px in (x - halfWidth)...(x + halfWidth) {
            for py in 0..<image.height where image[px, py].isNear(hex: hex, tolerance: 40) {
                top = min(top, py)
                bottom = max(bottom, py)
            }
        }
        return top <= bottom ? (top, bottom) : nil
    }

    /// Ranges 10–20, 30–50, 60–70: equally spaced slots, each drawn exactly between its ends,
    /// lengths 1:2:1 once the (constant) end markers are taken off.
    @Test func rangesFollowTheData() throws {
        let dir = try TemporaryDirectory.make()
        let args = [
            "discrete", "--x", "day", "--low", "min", "--high", "max", "--connect", "--y-min", "0", "--y-max", "80", "--size", "600x400", "-o",
            "r.png",
        ]
        let result = try CLI.run(args, stdin: Self.ranges, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(args, stdin: Self.ranges, in: dir)
        let area = try #require(plan["plotArea"] as? [String: Int])
        let (left, right, top, bottom) = (Double(area["left"]!), Double(area["right"]!), Double(area["top"]!), Double(area["bottom"]!))
        let image = try PNGImage.load(path: dir + "/r.png")
        // Slots 0, 1, 2 in a window -0.5 … 2.5.
        let centres = (0..<3).map { Int((left + (Double($0) + 0.5) / 3 * (right - left)).rounded()) }
        #expect(centres[1] - centres[0] == centres[2] - centres[1] || abs((centres[1] - centres[0]) - (centres[2] - centres[1])) <= 1)
        let pxPerUnit = (bottom - top) / 80
        func row(_ v: Double) -> Double { bottom - v * pxPerUnit }
        var lengths: [Double] = []
        for (slot, (low, high)) in [(10.0, 20.0), (30, 50), (60, 70)].enumerated() {
            let extent = try #require(Self.verticalExtent(image, x: centres[slot], hex: "#0072B2"))
            let mid = Double(extent.top + extent.bottom) / 2
            #expect(abs(mid - row((low + high) / 2)) <= 1.5, "slot \(slot): midpoint \(mid) vs \(row((low + high) / 2))")
            lengths.append(Double(extent.bottom - extent.top))
        }
        #expect(abs(lengths[0] - lengths[2]) <= 1)
        #expect(abs((lengths[1] - lengths[0]) - 10 * pxPerUnit) <= 2, "lengths \(lengths), \(pxPerUnit) px per unit")
        let markers = 2 * lengths[0] - lengths[1]
        #expect(markers >= 4 && markers <= 20, "marker diameter \(markers)")
        // The bar joins the ends: the middle of the long range is lit.
        #expect(image[centres[1], Int(row(40).rounded())].isNear(hex: "#0072B2"))
        // Nothing of the plot's colour between slots.
        #expect(Self.verticalExtent(image, x: (centres[0] + centres[1]) / 2, halfWidth: 3, hex: "#0072B2") == nil)
    }

    /// Without --connect only the ends are drawn.
    @Test func withoutConnectOnlyEnds() throws {
        let dir = try TemporaryDirectory.make()
        let args = ["discrete", "--x", "day", "--low", "min", "--high", "max", "--y-min", "0", "--y-max", "80", "--size", "600x400", "-o", "r.png"]
        #expect(try CLI.run(args, stdin: Self.ranges, in: dir).status == 0)
        let plan = try CLI.plan(args, stdin: Self.ranges, in: dir)
        let area = try #require(plan["plotArea"] as? [String: Int])
        let (left, right, top, bottom) = (Double(area["left"]!), Double(area["right"]!), Double(area["top"]!), Double(area["bottom"]!))
        let image = try PNGImage.load(path: dir + "/r.png")
        let x = Int((left + 1.5 / 3 * (right - left)).rounded())
        let y = { (v: Double) in Int((bottom - v * (bottom - top) / 80).rounded()) }
        #expect(image[x, y(30)].isNear(hex: "#0072B2") && image[x, y(50)].isNear(hex: "#0072B2"))
        #expect(image[x, y(40)].isWhite)
    }

    /// Two plots: two palette colours, side by side in each slot (the first left of the second), and a legend.
    @Test func twoPlotsGetTwoColours() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(
            ["discrete", CLI.example("vitals.csv"), "--low", "sys_low,hr_low", "--high", "sys_high,hr_high", "--connect", "-o", "v.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGImage.load(path: dir + "/v.png")
        let blue = try #require(image.bounds { $0.isNear(hex: "#0072B2", tolerance: 20) })
        let orange = try #require(image.bounds { $0.isNear(hex: "#E69F00", tolerance: 20) })
        #expect(image.count { $0.isNear(hex: "#0072B2", tolerance: 20) } > 300)
        #expect(image.count { $0.isNear(hex: "#E69F00", tolerance: 20) } > 300)
        #expect(blue.maxY < orange.maxY, "blood pressure sits above heart rate")
        let plan = try CLI.plan(["discrete", CLI.example("vitals.csv"), "--low", "sys_low,hr_low", "--high", "sys_high,hr_high", "-o", "v.png"])
        let plots = try #require(plan["plots"] as? [[String: Any]])
        #expect(plots.map { $0["name"] as? String } == ["sys", "hr"])
        #expect(plots.map { $0["color"] as? String } == ["#0072B2", "#E69F00"])
        let offsets = plots.compactMap { $0["offset"] as? Double }
        #expect(offsets.count == 2 && offsets[0] < 0 && offsets[1] > 0 && offsets[0] == -offsets[1])
    }

    /// Single values are one marker each, at their value.
    @Test func singleValues() throws {
        let dir = try TemporaryDirectory.make()
        let data = "day,value\n1,20\n2,60\n"
        let args = ["discrete", "--x", "day", "--y", "value", "--y-min", "0", "--y-max", "80", "--size", "400x300", "-o", "s.png"]
        #expect(try CLI.run(args, stdin: data, in: dir).status == 0)
        let plan = try CLI.plan(args, stdin: data, in: dir)
        let area = try #require(plan["plotArea"] as? [String: Int])
        let (left, right, top, bottom) = (Double(area["left"]!), Double(area["right"]!), Double(area["top"]!), Double(area["bottom"]!))
        let image = try PNGImage.load(path: dir + "/s.png")
        for (slot, value) in [(0, 20.0), (1, 60.0)] {
            let x = Int((left + (Double(slot) + 0.5) / 2 * (right - left)).rounded())
            let extent = try #require(Self.verticalExtent(image, x: x, hex: "#0072B2"))
            #expect(abs(Double(extent.top + extent.bottom) / 2 - (bottom - value * (bottom - top) / 80)) <= 1.5)
            #expect(extent.bottom - extent.top <= 14, "a marker, not a bar")
        }
    }

    /// ResearchKit's plots shape from JSON: names, titles, null gaps, a plan without rows.
    @Test func plotsJSON() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["discrete", CLI.example("plots.json"), "--connect", "-o", "p.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PNGImage.load(path: dir + "/p.png").count { $0.isNear(hex: "#E69F00", tolerance: 20) } > 300)
        let plan = try CLI.plan(["discrete", CLI.example("plots.json"), "-o", "p.png"])
        #expect(plan["slotCount"] as? Int == 6)
        #expect((plan["plots"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["resting heart rate", "walking heart rate"])
        let ticks = ((plan["pages"] as? [[String: Any]])?.first?["x"] as? [String: Any])?["ticks"] as? [[String: Any]] ?? []
        #expect(ticks.compactMap { $0["label"] as? String } == ["Jan", "Feb", "Mar", "Apr", "May", "Jun"])
    }

    /// --highlight draws a dark vertical marker at the slot and writes each plot's values.
    @Test func highlightMarksTheSlot() throws {
        let dir = try TemporaryDirectory.make()
        let args = [
            "discrete", CLI.example("vitals.csv"), "--low", "sys_low,hr_low", "--high", "sys_high,hr_high", "--highlight", "Tue", "-o", "h.png",
        ]
        #expect(try CLI.run(args, in: dir).status == 0)
        let plan = try CLI.plan(args, in: dir)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let highlight = try #require(page["highlight"] as? [String: Any])
        #expect(highlight["x"] as? Double == 1)
        #expect((highlight["labels"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == ["sys: 122–133", "hr: 60–104"])
        let area = try #require(plan["plotArea"] as? [String: Int])
        let (left, right) = (Double(area["left"]!), Double(area["right"]!))
        let x = Int((left + 1.5 / 7 * (right - left)).rounded())
        let image = try PNGImage.load(path: dir + "/h.png")
        let dark = { (p: RGBA) in p.r < 100 && p.g < 100 && p.b < 100 }
        let column = (area["top"]!...area["bottom"]!).filter { y in (x - 1...x + 1).contains { dark(image[$0, y]) } }
        #expect(column.count > (area["bottom"]! - area["top"]!) * 3 / 4, "marker column lit on \(column.count) rows")
    }

    /// --highlight on line: the nearest row, its series values; outside the axis is a usage error.
    @Test func lineHighlight() throws {
        let dir = try TemporaryDirectory.make()
        let args = ["line", CLI.example("sales.csv"), "--x", "month", "--y", "current,previous", "--highlight", "Jun", "-o", "l.png"]
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(args, in: dir)
        let highlight = try #require((plan["pages"] as? [[String: Any]])?.first?["highlight"] as? [String: Any])
        #expect(highlight["title"] as? String == "Jun")
        #expect((highlight["labels"] as? [[String: Any]])?.count == 2)
        let numeric = try CLI.plan(["line", "--highlight", "2.4", "-o", "n.png"], stdin: "x,y\n1,10\n2,20\n3,30\n")
        let marked = (numeric["pages"] as? [[String: Any]])?.first?["highlight"] as? [String: Any]
        #expect(marked?["x"] as? Double == 2)
        #expect((marked?["labels"] as? [[String: Any]])?.first?["text"] as? String == "y: 20")
        let outside = try CLI.run(["line", "--highlight", "9", "-o", "n.png"], stdin: "x,y\n1,10\n2,20\n", in: dir)
        #expect(outside.status == 64)
        #expect(outside.stderr == "chart: error: --highlight \"9\" is outside the x axis (1 to 2)\n")
    }

    /// A week per page: two pages, one shared value axis unless --y-range page.
    @Test func pagesCutSlots() throws {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        let args = [
            "discrete", CLI.example("heart.csv"), "--x", "day", "--low", "min", "--high", "max", "--page-size", "7", "--page", "all", "-o",
            "out/w.png",
        ]
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir + "/out") == ["w-001.png", "w-002.png"])
        let plan = try CLI.plan(args, in: dir)
        #expect(plan["pageCount"] as? Int == 2)
        let pages = try #require(plan["pages"] as? [[String: Any]])
        let ys = pages.compactMap { $0["y"] as? [String: Any] }.map { [$0["min"] as? Double, $0["max"] as? Double] }
        #expect(ys.count == 2 && ys[0] == ys[1])
        let xs = pages.compactMap { $0["x"] as? [String: Any] }.map { [$0["min"] as? Double, $0["max"] as? Double] }
        #expect(xs == [[-0.5, 6.5], [6.5, 13.5]])
        let own = try CLI.plan(args + ["--y-range", "page"], in: dir)
        let ownYs = (own["pages"] as? [[String: Any]] ?? []).compactMap { $0["y"] as? [String: Any] }.map {
            [$0["min"] as? Double, $0["max"] as? Double]
        }
        #expect(ownYs.count == 2 && ownYs[0] != ownYs[1])
        let three = try CLI.plan(["discrete", CLI.example("heart.csv"), "--low", "min", "--high", "max", "--page-size", "5", "-o", "x.png"])
        #expect(three["pageCount"] as? Int == 3)
    }

    @Test func hostileTextRunsNothing() throws {
        let dir = try TemporaryDirectory.make()
        let data = "`touch pwned-x`,lo,hi\nEOD,1,2\n\"it's\",3,4\n"
        let result = try CLI.run(
            [
                "discrete", "--low", "lo", "--high", "hi", "--highlight", "it's", "--names", "`touch pwned-n`",
                "--title", "`touch pwned-t`", "-o", "h.png",
            ], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == ["h.png"])
    }
}
