import ChartTestSupport
import Foundation
import Testing

/// A small `--size` shrinks text before refusing (issue 16 item 10): a stacked bar of 13
/// series at 320x200 failed with "no room for the plot"; now its legend is left out (the legend
/// budget), its font shrinks if that is still not enough, each with a warning, and only a chart
/// that fits in no way is refused.
@Suite struct SmallBarTests {
    static let sectors = [
        "Manufacturing", "Construction", "Retail trade", "Wholesale trade", "Transportation and warehousing",
        "Information", "Financial activities", "Professional and business services",
        "Education and health services", "Leisure and hospitality", "Other services", "Government", "Mining and logging",
    ]

    /// Employment by sector, 2000–2020: 13 series, 21 categories.
    static var employment: String {
        "year," + sectors.joined(separator: ",") + "\n"
            + (2000...2020).map { year in "\(year)," + sectors.indices.map { String(100 + (year * 37 + $0 * 101) % 900) }.joined(separator: ",") }
            .joined(separator: "\n") + "\n"
    }

    @Test func stackedBarAt320x200IsDrawnWithSmallerText() throws {
        let dir = try TemporaryDirectory.make()
        let args = ["bar", "--stacked", "--size", "320x200"]
        let result = try CLI.run(args + ["-o", "s.png"], stdin: Self.employment, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        // The legend budget (item 7) leaves the 13-name legend out first; the text then fits at
        // its own size, so it does not shrink.
        #expect(
            lines == [
                """
                chart: warning: the legend of 13 series would take 237 px of the plot height at the top, even with its names shortened; left out to \
                keep the plot readable; use a larger --size or fewer series
                """
            ])
        let image = try PNGImage.load(path: dir + "/s.png")
        #expect(image.width == 320 && image.height == 200)
        let plan = try CLI.plan(args, stdin: Self.employment)
        #expect(plan["legend"] is NSNull)
        let area = try #require(plan["plotArea"] as? [String: Int])
        #expect((area["bottom"] ?? 0) - (area["top"] ?? 0) >= 30 && (area["right"] ?? 0) - (area["left"] ?? 0) >= 40)
        // The plot holds the bars: the first series' colour fills much of the plot area's bottom row band.
        let first = try #require((plan["series"] as? [[String: Any]])?.first?["color"] as? String)
        let row = (area["bottom"] ?? 0) - 3
        let filled = ((area["left"] ?? 0)..<(area["right"] ?? 0)).filter { image[$0, row].isNear(hex: first, tolerance: 8) }.count
        #expect(filled > ((area["right"] ?? 0) - (area["left"] ?? 0)) / 3, "\(filled) px of \(first)")
    }

    /// Where the legend fits its budget but the plot has no room, the text shrinks first and the
    /// legend stays; smaller still, the legend goes too.
    @Test func textShrinksBeforeTheLegendGoes() throws {
        let three = "k,a,b,c\nJan,1,2,3\nFeb,2,3,1\nMar,3,1,2\n"
        let args = ["bar", "--stacked", "--title", "Quarterly sales"]
        let shrunk = try CLI.run(args + ["--size", "240x140", "-o", "-"], stdin: three)
        #expect(shrunk.status == 0)
        #expect(shrunk.stderr == "chart: warning: text is drawn at 7 pt instead of 10 so the plot fits --size 240x140\n")
        #expect(try PNGImage.load(data: shrunk.stdout).width == 240)
        let legend = try CLI.plan(args + ["--size", "240x140"], stdin: three)["legend"]
        #expect(legend is [String: Any])
        let both = try CLI.run(args + ["--size", "200x130", "-o", "-"], stdin: three)
        #expect(both.status == 0)
        #expect(
            both.stderr == "chart: warning: text is drawn at 7 pt instead of 10 so the plot fits --size 200x130\n"
                + "chart: warning: the legend of 3 series is left out so the plot fits --size 200x130; a larger --size shows it\n")
    }

    /// A chart that fits keeps its font and legend; one that fits in no way is still refused.
    @Test func onlyWhatIsNeededShrinks() throws {
        let three = "k,a,b,c\nJan,1,2,3\nFeb,2,3,1\nMar,3,1,2\n"
        let fits = try CLI.run(["bar", "--stacked", "--size", "320x200", "-o", "-"], stdin: three)
        #expect(fits.status == 0 && fits.stderr == "")
        let title = (1...8).map(String.init).joined(separator: "\n")
        let refused = try CLI.run(["bar", "--stacked", "--size", "160x120", "--title", title, "-o", "-"], stdin: three)
        #expect(refused.status == 64)
        #expect(refused.stderr == "chart: error: --size 160x120 leaves no room for the plot after its titles and labels; use a larger size\n")
    }
}
