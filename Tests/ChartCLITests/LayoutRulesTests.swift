import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Layout defects seen on real data (issue 9), each checked through `--plan`.
@Suite struct LayoutRulesTests {
    static func pages(_ plan: [String: Any]) -> [[String: Any]] { plan["pages"] as? [[String: Any]] ?? [] }

    static func labels(_ axis: Any?) -> [String] {
        ((axis as? [String: Any])?["ticks"] as? [[String: Any]] ?? []).map { $0["label"] as? String ?? "" }
    }

    static func valueTexts(_ plan: [String: Any]) -> [String] {
        (Self.pages(plan).first?["valueLabels"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
    }

    /// Bar value labels take one precision per series from the values' own digits, at most one
    /// digit finer than the axis (issue 16 item 6): a pandas sum's noise (173.29999999999998,
    /// 1.4e-17 for zero) never shows, a tiny value is what the axis can show (0.0, not 4e-5),
    /// and a series of whole numbers has no decimal point, in `thousands` too.
    @Test func valueLabelsCarryNoNoise() throws {
        let plan = try CLI.plan(["bar", "--values"], stdin: "k,v\na,173.3\nb,0.00004\nc,12\n")
        #expect(Self.valueTexts(plan) == ["173.3", "0.0", "12.0"])
        let sums = "k,sum,count\na,173.29999999999998,27036.0\nb,1.4e-17,1200.0\nc,0.30000000000000004,999\n"
        let grouped = try CLI.plan(["bar", "--values", "--y-format", "thousands"], stdin: sums)
        #expect(Self.valueTexts(grouped) == ["173.3", "27,036", "0.0", "1,200", "0.3", "999"])
        // The drawn program writes the same texts (and the PNG renders).
        let dir = try TemporaryDirectory.make()
        let run = try CLI.run(["bar", "--values", "--y-format", "thousands", "-o", "v.png"], stdin: sums, in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try PNGImage.load(path: dir + "/v.png").width == 800)
        let script = try CLI.run(["bar", "--values", "--y-format", "thousands", "-o", "v.png", "--emit-script"], stdin: sums, in: dir)
        let labels = script.stdoutText.split(separator: "\n").filter { $0.hasPrefix("set label") }.joined(separator: "\n")
        for text in ["'27,036'", "'1,200'", "'173.3'", "'0.3'"] { #expect(labels.contains(text), "\(text)") }
        for noise in ["27,036.0", "0.0000", "173.3000", "e-17", "0.30000"] { #expect(!labels.contains(noise), "\(noise)") }
    }

    /// Pie value labels take the data's precision without float noise, as bar labels do: a
    /// pandas sum's 173.29999999999998 is 173.3, not 173.300000; whole numbers have no point.
    @Test func pieValueLabelsHaveNoFloatNoise() throws {
        let plan = try CLI.plan(
            ["pie", "--value-labels", "--no-slice-titles"], stdin: "k,v\na,173.29999999999998\nb,26.700000000000003\nc,0.0000000000000014\n")
        let texts = (Self.pages(plan).first?["slices"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
        #expect(texts == ["173.3", "26.7", ""] || texts == ["173.3", "26.7", "0.0"], "\(texts)")
        let whole = try CLI.plan(["pie", "--value-labels", "--no-slice-titles"], stdin: "k,v\na,27036\nb,1200\n")
        #expect((Self.pages(whole).first?["slices"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" } == ["27036", "1200"])
        let fine = try CLI.plan(["pie", "--value-labels", "--no-slice-titles"], stdin: "k,v\na,0.1234567\nb,0.5\n")
        #expect((Self.pages(fine).first?["slices"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" } == ["0.123457", "0.500000"])
    }

    /// `pie --value-format percent` shows each slice's share, not its value times 100.
    @Test func pieValuePercentIsTheShare() throws {
        let plan = try CLI.plan(["pie", "--value-labels", "--value-format", "percent", "--no-slice-titles"], stdin: "k,v\na,71400\nb,28600\n")
        let slices = (Self.pages(plan).first?["slices"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
        #expect(slices == ["71%", "29%"])
    }

    /// A short last page keeps the page width (a one-row last page used to zoom to 36 hours).
    @Test func lastPageKeepsThePageWidth() throws {
        let days = (1...7).map { "2024-01-0\($0),\($0)" }.joined(separator: "\n")
        let plan = try CLI.plan(["line", "--page-size", "3", "--page", "all"], stdin: "t,v\n" + days + "\n")
        let widths = Self.pages(plan).map { page -> Double in
            let x = page["x"] as? [String: Any] ?? [:]
            return (x["max"] as? Double ?? 0) - (x["min"] as? Double ?? 0)
        }
        let threeDays: Double = 3 * 86_400
        #expect(widths == [threeDays, threeDays, threeDays])
    }

    /// Small images still get a readable number of value ticks and an axis close to the data (on
    /// the kinds whose cells stand on a value axis: a heatmap's y holds bins, its values are colours).
    @Test(arguments: ChartKind.all(.categoryX).filter { $0.has(.cellsOnValueAxis) })
    func smallSizesKeepEnoughTicks(kind: ChartKind) throws {
        let plan = try CLI.plan([kind.commandName, "--size", "400x250"], stdin: "k,v\na,-800\nb,47\nc,12\nd,88\n")
        let page = try #require(Self.pages(plan).first)
        let axis = page["y"] ?? page["valueAxis"]
        let ticks = Self.labels(axis)
        #expect(ticks.count >= 5, "\(ticks)")
        #expect(((axis as? [String: Any])?["max"] as? Double ?? .infinity) <= 200)
    }
}

/// Legends (issue 9): every axis kind takes `--legend top|right|bottom|none`; a crowded legend
/// never covers the data; entries show the sample first.
@Suite struct LegendTests {
    static func wide(_ series: Int, low: Bool) -> String {
        let names = (0..<series).map { "series_\($0 < 10 ? "0" : "")\($0)_long_name" }
        let rows = (0..<30).map { row in
            "\(row)," + (0..<series).map { low ? "\(Double($0) / 100)" : "\(($0 * 7 + row) % 50)" }.joined(separator: ",")
        }
        return "x," + names.joined(separator: ",") + "\n" + rows.joined(separator: "\n") + "\n"
    }

    /// Data near zero on an axis to 100: the upper part of the plot must stay blank, whatever
    /// the number of series (20 used to cover it with the legend).
    @Test(arguments: ChartKind.all(.axes).map(\.commandName))
    func crowdedLegendLeavesThePlotClear(command: String) throws {
        let dir = try TemporaryDirectory.make()
        let input = Self.wide(20, low: true)
        let result = try CLI.run([command, "-o", "l.png", "--y-max", "100", "--y-min", "0"], stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan([command, "--y-max", "100", "--y-min", "0"], stdin: input, in: dir)
        let area = try #require(plan["plotArea"] as? [String: Int])
        let image = try PNGImage.load(path: dir + "/l.png")
        var ink = 0
        for y in (area["top"]! + 2)..<(area["top"]! + 120) {
            for x in (area["left"]! + 3)..<(area["right"]! - 3) where !image[x, y].isWhite { ink += 1 }
        }
        #expect(ink == 0, "\(ink) pixels of legend inside the plot area")
    }

    @Test(arguments: ChartKind.all(.axes).map(\.commandName), ["top", "right", "bottom", "none"])
    func everyPositionOnEveryKind(command: String, position: String) throws {
        let dir = try TemporaryDirectory.make()
        // A box chart's series come from --series (LegendRuleTests.series), not wide columns.
        let (input, flags) = command == ChartKind.box.commandName ? LegendRuleTests.series(command) : (Self.wide(3, low: false), [])
        let result = try CLI.run([command, "-o", "l.png", "--legend", position] + flags, stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGImage.load(path: dir + "/l.png")
        // The legend's first colour (the palette's blue) appears outside the plot area only
        // where the legend is: right of it for `right`, above or below it for top and bottom.
        let plan = try CLI.plan([command, "--legend", position] + flags, stdin: input, in: dir)
        let area = try #require(plan["plotArea"] as? [String: Int])
        // An overlapping area's sample is its 30 % fill over white: blue's tint, (179, 213, 232)
        // within a unit, matched closely (antialiased grey text lies within 40 of it).
        let (sample, tolerance) = command == ChartKind.area.commandName ? ("#B3D5E8", 12) : ("#0072B2", 40)
        let blue = { (x: Int, y: Int) in image[x, y].isNear(hex: sample, tolerance: tolerance) }
        let right = (area["right"]! + 4..<image.width).contains { x in (0..<image.height).contains { blue(x, $0) } }
        let above = (0..<(area["top"]! - 2)).contains { y in (0..<image.width).contains { blue($0, y) } }
        let below = ((area["bottom"]! + 30)..<image.height).contains { y in (0..<image.width).contains { blue($0, y) } }
        #expect(right == (position == "right"), "right")
        #expect(above == (position == "top"), "above")
        #expect(below == (position == "bottom"), "below")
    }
}

/// Long (tidy) data with `--series` on every axis kind.
@Suite struct SeriesSplitTests {
    static let long =
        "date,region,sales\n2024-01-01,north,10\n2024-01-01,south,7\n2024-01-02,north,12\n2024-01-02,south,9\n"
        + "2024-01-03,north,11\n2024-01-04,south,4\n"

    /// (Bars need every pair: `barNeedsEveryPair`.)
    @Test(arguments: ChartKind.allCases.filter { $0.has(.series) && !$0.has(.everyValue) }.map(\.commandName))
    func oneSeriesPerKey(command: String) throws {
        let plan = try CLI.plan([command, "--series", "region"], stdin: Self.long)
        let names = ((plan["series"] ?? plan["plots"]) as? [[String: Any]] ?? []).map { $0["name"] as? String ?? "" }
        #expect(names == ["north", "south"])
    }

    /// A series without a row at some x is joined across it (its own points), not broken.
    @Test func lineJoinsASeriesAcrossRowsItDoesNotHave() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "--series", "region", "-o", "l.png"], stdin: Self.long, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(["line", "--series", "region"], stdin: Self.long, in: dir)
        let area = try #require(plan["plotArea"] as? [String: Int])
        let image = try PNGImage.load(path: dir + "/l.png")
        // South has Jan 02 and Jan 04 but no Jan 03: its colour must appear at Jan 03's column.
        let column = area["left"]! + (area["right"]! - area["left"]!) * 2 / 3
        #expect((area["top"]!...area["bottom"]!).contains { image[column, $0].isNear(hex: "#E69F00", tolerance: 50) })
    }

    @Test func barNeedsEveryPair() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["bar", "--series", "region", "-o", "b.png"], stdin: Self.long, in: dir)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == """
                chart: error: <stdin>: series \"north\" (column \"region\") has no row for \"2024-01-04\"; a bar chart needs a value for every \
                category in every series\n
                """
        )
        let full = "q,region,v\nQ1,north,3\nQ1,south,4\nQ2,north,5\nQ2,south,1\n"
        let ok = try CLI.run(["bar", "--series", "region", "-o", "b.png"], stdin: full, in: dir)
        #expect(ok.status == 0, "\(ok.stderr)")
    }

    @Test func daysAreTickedByDay() throws {
        let plan = try CLI.plan(["line", "--series", "region"], stdin: Self.long)
        let x = (LayoutRulesTests.pages(plan).first?["x"]) as? [String: Any]
        #expect(LayoutRulesTests.labels(x) == ["Jan 01", "Jan 02", "Jan 03", "Jan 04"])
    }

    /// Long time labels at the window's ends stay inside the image.
    @Test func edgeLabelsFitTheImage() throws {
        let input = "t,v\n2024-01-01T00:00Z,1\n2024-01-01T06:00Z,3\n2024-01-02T00:00Z,2\n2024-01-03T18:00Z,5\n"
        let plan = try CLI.plan(["line"], stdin: input)
        let area = try #require(plan["plotArea"] as? [String: Int])
        #expect(area["left"]! >= 40)  // half of "Jan 01 00:00" and a little room
    }
}

/// Dense bar charts: no band of tick marks, and warnings that say what size names every category.
@Suite struct DenseBarTests {
    static func categories(_ count: Int) -> String {
        "k,v\n" + (0..<count).map { "Category number \($0),\(($0 * 37) % 100)" }.joined(separator: "\n") + "\n"
    }

    @Test func aThousandBarsWarnAndMarkOnlyNamedSlots() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["bar", "-o", "b.png", "--size", "800x500"], stdin: Self.categories(1000), in: dir)
        #expect(result.status == 0)
        #expect(result.stderr.contains("1000 categories on one page leave each bar 0.5 px wide; use --page-size 134 (4 px bars)"))
        let plan = try CLI.plan(["bar", "--size", "800x500"], stdin: Self.categories(1000))
        let ticks = ((LayoutRulesTests.pages(plan).first?["categoryAxis"] as? [String: Any])?["ticks"] as? [[String: Any]]) ?? []
        #expect(!ticks.isEmpty && ticks.allSatisfy { !($0["label"] as? String ?? "").isEmpty })
    }

    /// The size the thinning warning suggests really names every category.
    @Test(arguments: [(38, ["--horizontal"]), (53, [String]())])
    func suggestedSizeNamesThemAll(count: Int, flags: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let first = try CLI.run(["bar", "-o", "b.png", "--size", "800x500"] + flags, stdin: Self.categories(count), in: dir)
        let warning = try #require(first.stderr.split(separator: "\n").first { $0.contains("category names fits") })
        let size = try #require(warning.split(separator: " ").drop { $0 != "--size" }.dropFirst().first)
        let plan = try CLI.plan(["bar", "--size", String(size)] + flags, stdin: Self.categories(count), in: dir)
        #expect((plan["categoryLabels"] as? [String: Any])?["every"] as? Int == 1, "\(warning)")
    }
}

/// Common date forms make a time axis; date-looking text that chart cannot read is said so.
@Suite struct DateFormTests {
    @Test(arguments: ["2012/01/30\n2012/01/31\n2012/02/01", "Jan 30 2012\nJan 31 2012\nFeb 1 2012", "30 Jan 2012\n31 Jan 2012\n1 Feb 2012"])
    func commonFormsMakeATimeAxis(dates: String) throws {
        let rows = dates.split(separator: "\n").enumerated().map { "\($1),\($0)" }.joined(separator: "\n")
        let plan = try CLI.plan(["line"], stdin: "d,v\n" + rows + "\n")
        #expect(plan["xKind"] as? String == "time")
        let x = LayoutRulesTests.pages(plan).first?["x"] as? [String: Any]
        #expect(LayoutRulesTests.labels(x) == ["Jan 30", "Jan 31", "Feb 01"])
    }

    @Test func ambiguousDatesWarn() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "-o", "d.png"], stdin: "d,v\n01/02/2012,1\n01/03/2012,2\n", in: dir)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == """
                chart: warning: x column \"d\": dates such as \"01/02/2012\" could be day/month or month/day (no day above 12 tells); drawn as \
                text categories in input order; say the form with --x-date-format '%d/%m/%Y' or --x-date-format '%m/%d/%Y'\n
                """
        )
    }
}

/// The category-axis title of a vertical bar chart has room below the names (it sat 2 px
/// under them).
@Suite struct BarAxisTitleTests {
    @Test(arguments: [[String](), ["--size", "500x400"]])
    func titleIsClearOfTheNames(flags: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let input = "country,rate\nNGA,117.2\nSOM,116.9\nTCD,113.7\nCAF,110.0\nGIN,98.8\n"
        let result = try CLI.run(["bar", "-o", "b.png"] + flags, stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(["bar"] + flags, stdin: input, in: dir)
        let area = try #require(plan["plotArea"] as? [String: Int])
        let image = try PNGImage.load(path: dir + "/b.png")
        // Rows below the axis with text ink, grouped into runs: the names, then the title.
        let inked = ((area["bottom"]! + 8)..<image.height).filter { y in
            (0..<image.width).contains { x in
                let p = image[x, y]; return p.r < 140 && p.g < 140 && p.b < 140
            }
        }
        var runs: [ClosedRange<Int>] = []
        for y in inked {
            if let last = runs.last, last.upperBound + 1 == y { runs[runs.count - 1] = last.lowerBound...y } else { runs.append(y...y) }
        }
        #expect(runs.count == 2, "\(runs)")
        // Ink to ink: 6 px before the fix (the text boxes touched), 12 after.
        if runs.count == 2 { #expect(runs[1].lowerBound - runs[0].upperBound >= 10, "\(runs)") }
    }
}
