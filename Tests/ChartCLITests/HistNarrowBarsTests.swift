import ChartTestSupport
import Foundation
import Testing

/// Histogram bars narrower than a few pixels keep their colour (issue 33, item 1): real gnuplot,
/// the PNG decoded, every non-empty bin looked for in the pixels its `--plan` bar covers. A
/// white outline around every bar painted 1.2 px bars over (the riots' peak day of 28 deaths
/// was invisible under a y axis running to 30) and 0.5 px bars entirely (an empty plot).
@Suite struct HistNarrowBarsTests {
    static let blue = "#0072B2"

    static func render(_ arguments: [String], stdin: String = "") throws -> (image: PNGImage, plan: [String: Any], stderr: String) {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["hist"] + arguments + ["-o", "h.png"], stdin: stdin, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(["hist"] + arguments + ["-o", "h.png"], stdin: stdin, in: dir)
        return (try PNGImage.load(path: dir + "/h.png"), plan, result.stderr)
    }

    /// The plan's bars of the first page.
    static func bars(_ plan: [String: Any]) throws -> [[String: Any]] {
        try #require((plan["pages"] as? [[String: Any]])?.first?["bars"] as? [[String: Any]])
    }

    /// Whether the pixels of bin `bar`'s own rectangle (a pixel of slack each side of a narrow
    /// bin, its top row up to 3 px higher for the least height) hold one of `color`.
    static func hasInk(_ image: PNGImage, _ g: PlotGeometry, bar: [String: Any], color: String = blue) -> Bool {
        let (low, high) = (bar["low"] as? Double ?? .nan, bar["high"] as? Double ?? .nan)
        let (from, to) = (bar["from"] as? Double ?? .nan, bar["to"] as? Double ?? .nan)
        let (left, bottom) = g.pixel(low, from), (right, top) = g.pixel(high, to)
        // A wide bin is looked for inside its edges, where no neighbour's pixels are.
        let columns = right - left >= 6 ? (left + 2)...(right - 2) : max(Int(g.left), left - 1)...min(Int(g.right), right + 1)
        for x in columns {
            for y in max(Int(g.top), top - 3)...min(Int(g.bottom), bottom) where image[x, y].isNear(hex: color, tolerance: 24) {
                return true
            }
        }
        return false
    }

    /// Deaths per day over 19 months (578 bins of ~1.2 px): the peak day of 28 reaches its row,
    /// every day with a death has ink, and the bars touch (no outline, no gap) in the plan.
    @Test func riotsPeakDayIsDrawn() throws {
        let (image, plan, _) = try Self.render([CLI.fixture("riots-deaths.csv"), "--y", "death_date", "--bin-width", "1d"])
        let drawing = try #require(plan["drawing"] as? [String: Any])
        #expect(drawing["separated"] as? Bool == false && drawing["style"] as? String == "bars", "\(drawing)")
        let g = try PlotGeometry(plan: plan)
        let bars = try Self.bars(plan)
        let peak = try #require(bars.first { $0["count"] as? Int == 28 })
        // The peak's own rows, above every other day's (the next is 6): blue there is the peak.
        let (left, top) = g.pixel(peak["low"] as? Double ?? .nan, 28), (right, _) = g.pixel(peak["high"] as? Double ?? .nan, 28)
        let blue = (left - 1...right + 1).filter { x in (top...top + 3).contains { image[x, $0].isNear(hex: Self.blue, tolerance: 24) } }
        #expect(!blue.isEmpty, "no blue at the peak's top, columns \(left)…\(right), row \(top)")
        let bare = bars.filter { !Self.hasInk(image, g, bar: $0) }
        #expect(bare.isEmpty, "\(bare.count) of \(bars.count) days with deaths have no blue pixel: \(bare.prefix(3).map { $0["bin"] ?? 0 })")
    }

    /// Four years of daily weather (1,461 bins of ~0.5 px): not an empty plot, every day has
    /// ink, and a warning says how narrow the bars are and how to widen them.
    @Test func fourYearsOfDaysAreNotAnEmptyPlot() throws {
        let (image, plan, stderr) = try Self.render([CLI.fixture("weather-daily.csv"), "--y", "date", "--bin-width", "1d"])
        let g = try PlotGeometry(plan: plan)
        let bars = try Self.bars(plan)
        #expect(bars.count == 1461)
        let bare = bars.filter { !Self.hasInk(image, g, bar: $0) }
        #expect(bare.isEmpty, "\(bare.count) of \(bars.count) days have no blue pixel")
        let (first, _) = g.pixel(bars[0]["low"] as? Double ?? .nan, 0), (last, row) = g.pixel(bars[1460]["high"] as? Double ?? .nan, 0.5)
        let columns = (first...last).filter { x in image[x, row].isNear(hex: Self.blue, tolerance: 24) }
        #expect(Double(columns.count) >= 0.9 * Double(last - first + 1), "\(columns.count) of \(last - first + 1) columns blue at half height")
        #expect(stderr.contains("1461 bins leave each bar 0.5 px wide"), "\(stderr)")
        #expect(stderr.contains("--bin-width 1w") && stderr.contains("--size") && stderr.contains("--range"), "\(stderr)")
    }

    /// 2,000 bins in an 800 px image, a count of 10,000 beside counts of 1: the lone bins far
    /// from it and the one beside it each keep a pixel of blue (a bar 0.04 px tall is raised
    /// to fill a row; one 0.35 px wide is widened to its pixel).
    @Test func loneBinsBesideAHugeOneKeepAPixel() throws {
        let values = Array(repeating: "0.5", count: 10000) + ["1.5", "1000.5", "1999.5"]
        let (image, plan, stderr) = try Self.render(
            ["--bin-width", "1", "--range", "0:2000", "--size", "800x400"], stdin: "v\n" + values.joined(separator: "\n") + "\n")
        let g = try PlotGeometry(plan: plan)
        let bars = try Self.bars(plan)
        #expect(bars.map { $0["count"] as? Int } == [10000, 1, 1, 1])
        let bare = bars.filter { !Self.hasInk(image, g, bar: $0) }.map { $0["bin"] as? Int ?? 0 }
        #expect(bare.isEmpty, "bins without a blue pixel: \(bare)")
        #expect(stderr.contains("2000 bins leave each bar"), "\(stderr)")
    }

    /// Bars 3 px wide or more are parted by a gap of the background (the plan says so), not an
    /// outline: a bar of 1 beside a count of 2,000 (0.2 px tall) still shows.
    @Test func wideBarsArePartedAndShortOnesShow() throws {
        let values = Array(repeating: "5", count: 2000) + ["15"]
        let (image, plan, stderr) = try Self.render(["--bin-width", "10", "--range", "0:20"], stdin: "v\n" + values.joined(separator: "\n") + "\n")
        let drawing = try #require(plan["drawing"] as? [String: Any])
        #expect(drawing["separated"] as? Bool == true, "\(drawing)")
        let g = try PlotGeometry(plan: plan)
        let bare = try Self.bars(plan).filter { !Self.hasInk(image, g, bar: $0) }.map { $0["bin"] as? Int ?? 0 }
        #expect(bare.isEmpty, "bins without a blue pixel: \(bare)")
        #expect(!stderr.contains("px wide"), "\(stderr)")
    }
}

extension HistNarrowBarsTests {
    /// As text, a count of 1 beside 2,000 (a 2,000th of a row) still gets the smallest block
    /// (an eighth of a cell), with colour and without.
    @Test(arguments: [["--color", "always"], ["--color", "never"]]) func textBarOfOneBesideThousandsShows(color: [String]) throws {
        let values = Array(repeating: "5", count: 2000) + ["25"]
        let result = try CLI.run(
            ["hist", "--bin-width", "10", "--range", "0:30", "--format-out", "text", "--size", "60x16"] + color,
            stdin: "v\n" + values.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: result.stdout, as: UTF8.self)
        // The bottom plot row: its last third is the bin 20–30.
        let bottom = try #require(text.split(separator: "\n").last { $0.contains("┤") })
        let cells = Array(bottom.drop { $0 != "┤" }.dropFirst().filter { !$0.isASCII || $0 == " " })
        let last = cells.suffix(cells.count / 3)
        #expect(last.contains { "▁▂▃▄▅▆▇█".contains($0) }, "no block for the count of 1 in \(String(bottom))")
    }
}
