import ChartTestSupport
import Foundation
import Testing

/// Time-axis ticks fill the room they have, and a highlighted time is printed as finely as the
/// data (issue 16 item 10).
@Suite struct TimeAxisTickTests {
    /// Monthly rows from January 2000 to January 2020.
    static let monthly =
        "date,v\n"
        + (2000...2020).flatMap { year in
            (1...(year == 2020 ? 1 : 12)).map { month in "\(year)-\(month < 10 ? "0" : "")\(month)-01,\(year + month)" }
        }.joined(separator: "\n") + "\n"

    /// At 400×250 five year ticks fit where two (2000, 2010) were drawn; at every size the
    /// labels stay apart.
    @Test func smallTimeAxisFillsTheRoom() throws {
        let plan = try CLI.plan(["line", "--size", "400x250"], stdin: Self.monthly)
        let x = LayoutRulesTests.pages(plan).first?["x"] as? [String: Any]
        #expect(LayoutRulesTests.labels(x) == ["2000", "2005", "2010", "2015", "2020"])
    }

    @Test(arguments: ["300x200", "400x250", "800x500", "1200x600"])
    func tickLabelsNeverCrowd(size: String) throws {
        let plan = try CLI.plan(["line", "--size", size], stdin: Self.monthly)
        let area = try #require(plan["plotArea"] as? [String: Double])
        let x = try #require(LayoutRulesTests.pages(plan).first?["x"] as? [String: Any])
        let ticks = try #require(x["ticks"] as? [[String: Any]])
        let (low, high) = (try #require(x["min"] as? Double), try #require(x["max"] as? Double))
        let pixels = (area["right"]! - area["left"]!) / (high - low)
        let values = ticks.compactMap { $0["value"] as? Double }
        #expect(values.count >= 3)
        for (a, b) in zip(values, values.dropFirst()) { #expect((b - a) * pixels >= 70) }
    }

    /// `--highlight` on a date-only axis prints the date without "00:00"; yearly rows print the
    /// year, and rows with a time of day keep it.
    @Test(arguments: [
        ("day,v\n2024-01-01,1\n2024-01-02,2\n2024-01-03,3\n", "2024-01-02", "2024-01-02"),
        ("t,v\n2024-01-01T09:00Z,1\n2024-01-01T10:30Z,2\n", "2024-01-01T10:30Z", "2024-01-01 10:30"),
        ("t,v\n2024-01-01T09:00:05Z,1\n2024-01-01T10:30:07Z,2\n", "2024-01-01T10:30:07Z", "2024-01-01 10:30:07"),
        ("year,v\n1990,1\n2000,2\n2010,3\n", "2000", "2000"),
    ])
    func highlightIsAsFineAsTheData(data: String, highlight: String, title: String) throws {
        let plan = try CLI.plan(["line", "--highlight", highlight], stdin: data)
        let mark = LayoutRulesTests.pages(plan).first?["highlight"] as? [String: Any]
        #expect(mark?["title"] as? String == title)
    }
}
