import ChartTestSupport
import Foundation
import Testing

/// `chart discrete --series KEY --low L --high H` end to end: long range data (one row per key
/// and slot) drawn by real gnuplot as one range plot per key, and read back from the PNG.
@Suite struct DiscreteSeriesRangesCLITests {
    /// Two keys over three slots; 2013 has no row for Feb.
    static let long = "year,month,low,high\n2012,Jan,10,20\n2012,Feb,30,50\n2012,Mar,60,70\n2013,Jan,15,25\n2013,Mar,55,75\n"
    /// The same ranges wide, 2013's Feb both cells empty.
    static let wide = "month,a_low,a_high,b_low,b_high\nJan,10,20,15,25\nFeb,30,50,,\nMar,60,70,55,75\n"
    static let ranges: [[(low: Double, high: Double)?]] = [[(10, 20), (30, 50), (60, 70)], [(15, 25), nil, (55, 75)]]

    /// Each key's range is drawn in its own colour at its offset in the slot, from its low to
    /// its high; the slot a key has no row for has none of its colour (a gap, not a range at 0).
    @Test func eachKeyHasInkInItsOwnColourAndAGapNone() throws {
        let dir = try TemporaryDirectory.make()
        let args = [
            "discrete", "--series", "year", "--low", "low", "--high", "high", "--connect", "--y-min", "0", "--y-max", "80", "--size", "600x400",
            "-o", "r.png",
        ]
        let result = try CLI.run(args, stdin: Self.long, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(args, stdin: Self.long, in: dir)
        let area = try #require(plan["plotArea"] as? [String: Int])
        let plots = try #require(plan["plots"] as? [[String: Any]])
        #expect(plots.compactMap { $0["name"] as? String } == ["2012", "2013"])
        let (left, right, top, bottom) = (Double(area["left"]!), Double(area["right"]!), Double(area["top"]!), Double(area["bottom"]!))
        let image = try PNGImage.load(path: dir + "/r.png")
        let slotWidth = (right - left) / 3
        func row(_ value: Double) -> Double { bottom - value * (bottom - top) / 80 }
        for (index, plot) in plots.enumerated() {
            let color = try #require(plot["color"] as? String)
            let offset = try #require(plot["offset"] as? Double)
            for slot in 0..<3 {
                let x = Int((left + (Double(slot) + 0.5 + offset) * slotWidth).rounded())
                let extent = DiscreteRenderingTests.verticalExtent(image, x: x, halfWidth: 2, hex: color)
                guard let range = Self.ranges[index][slot] else {
                    #expect(extent == nil, "\(plot["name"] ?? "") slot \(slot): a gap is drawn")
                    continue
                }
                let found = try #require(extent, "\(plot["name"] ?? "") slot \(slot): no ink of \(color)")
                let mid = Double(found.top + found.bottom) / 2
                #expect(abs(mid - row((range.low + range.high) / 2)) <= 1.5, "\(plot["name"] ?? "") slot \(slot): midpoint \(mid)")
            }
        }
    }

    /// Long range data draws exactly the chart of the same ranges given wide, a missing slot as
    /// a range with both cells empty: the same text chart (the gap a blank column at the key's
    /// place in the slot) and the same plan.
    @Test func longDataDrawsAsTheSameRangesGivenWide() throws {
        let look = ["--y-label", "°C", "--connect"]
        let longArgs = ["discrete", "--series", "year", "--low", "low", "--high", "high"] + look
        let wideArgs = ["discrete", "--low", "a_low,b_low", "--high", "a_high,b_high", "--names", "2012,2013"] + look
        for format in [["--format-out", "text", "--size", "60x16"], ["--plan"]] {
            let long = try CLI.run(longArgs + format, stdin: Self.long)
            let wide = try CLI.run(wideArgs + format, stdin: Self.wide)
            #expect(long.status == 0 && wide.status == 0, "\(long.stderr) \(wide.stderr)")
            #expect(String(decoding: long.stdout, as: UTF8.self) == String(decoding: wide.stdout, as: UTF8.self), "\(format)")
        }
        let text = String(decoding: try CLI.run(longArgs + ["--format-out", "text", "--size", "60x16"], stdin: Self.long).stdout, as: UTF8.self)
        #expect(text.contains("2012") && text.contains("2013"), "\(text)")
    }

    /// SVG and PDF draw the split too, each key in its colour.
    @Test(arguments: ["svg", "pdf"])
    func vectorFormats(_ format: String) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["discrete", "--series", "year", "--low", "low", "--high", "high", "-o", "r." + format], stdin: Self.long, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: dir + "/r." + format))
        if format == "svg" {
            let svg = String(decoding: bytes, as: UTF8.self)
            #expect(svg.contains("2012") && svg.contains("2013"))
            #expect(svg.localizedCaseInsensitiveContains("#0072B2") || svg.contains("rgb(  0, 114, 178)"))
        } else {
            #expect(bytes.starts(with: Array("%PDF".utf8)))
        }
    }
}
