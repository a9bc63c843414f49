import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// One mistyped date in a date x column is an error at the cell (65), on every kind whose x
/// axis is a time axis; a genuinely textual x column still draws categories.
@Suite struct DateColumnCLITests {
    @Test(arguments: ChartKind.all(.timeX).map(\.commandName))
    func badDateIsNamed(_ command: String) throws {
        try CLI.expectFailure(
            command,
            BadInput(
                name: command, arguments: [],
                stdin: "day,v\n2024-01-30,1\n2024-01-31,2\n2024-02-30,3\n2024-03-01,4\n", status: 65,
                message: "chart: error: <stdin>:4:1 (column \"day\"): expected a date like 2024-01-31, found \"2024-02-30\""))
    }

    @Test func notADateAtAll() throws {
        try CLI.expectFailure(
            "line",
            BadInput(
                name: "n/a", arguments: [],
                stdin: "t,v\n2024-01-01T10:00:00Z,1\nn/a,2\n2024-01-01T12:00:00Z,3\n", status: 65,
                message: "chart: error: <stdin>:3:1 (column \"t\"): expected a date like 2024-01-31, found \"n/a\""))
    }

    @Test func textCategoriesStillRender() throws {
        let dir = try TemporaryDirectory.make()
        let data = "month,v\nJan,1\nFeb,3\nMar,2\n"
        let result = try CLI.run(["line", "-o", "m.png"], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PNGImage.load(path: dir + "/m.png").width == 800)
        let plan = try CLI.plan(["line"], stdin: data)
        #expect(plan["xKind"] as? String == "category")
    }

    @Test func goodDatesMakeATimeAxis() throws {
        let plan = try CLI.plan(["line"], stdin: "day,v\n2024-01-30,1\n2024-01-31,2\n2024-02-29,3\n")
        #expect(plan["xKind"] as? String == "time")
    }

    /// Hourly rows in the form of widely used sample data, with a 4-day gap: a time axis on
    /// which the gap is 4 days wide, with or without `--x-type time` (issue 16 item 2).
    @Test(arguments: [[String](), ["--x-type", "time"]])
    func slashedDateTimesMakeATimeAxis(flags: [String]) throws {
        let data = "time,v\n2010/01/01 00:00,1\n2010/01/01 01:00,2\n2010/01/05 01:00,3\n2010/01/05 02:00,4\n"
        let plan = try CLI.plan(["line"] + flags, stdin: data)
        #expect(plan["xKind"] as? String == "time")
        let x = try #require(LayoutRulesTests.pages(plan).first?["x"] as? [String: Any])
        #expect(x["min"] as? Double == 1_262_304_000)  // 2010-01-01T00:00Z
        #expect(x["max"] as? Double == 1_262_656_800)  // 2010-01-05T02:00Z: the gap is 4 days
        #expect(LayoutRulesTests.labels(x) == ["Jan 01", "Jan 02", "Jan 03", "Jan 04", "Jan 05"])
    }

    /// A year column under a `year` header is a time axis with year ticks; the same numbers
    /// under another header stay a numeric axis (ticks without thousands separators).
    @Test func yearsUnderAYearHeaderAreTime() throws {
        let data = "1990,1\n1995,2\n2000,3\n2010,4\n"
        let years = try CLI.plan(["line"], stdin: "year,v\n" + data)
        #expect(years["xKind"] as? String == "time")
        let x = try #require(LayoutRulesTests.pages(years).first?["x"] as? [String: Any])
        let labels = LayoutRulesTests.labels(x)
        #expect(labels.first == "1990" && labels.last == "2010" && labels.contains("2000"))
        #expect(labels.allSatisfy { $0.count == 4 && Int($0) != nil })  // years, not "Jan 1990"
        let numbers = try CLI.plan(["line"], stdin: "n,v\n" + data)
        #expect(numbers["xKind"] as? String == "number")
        let forced = try CLI.plan(["line", "--x-type", "time", "--highlight", "2000"], stdin: "n,v\n" + data)
        #expect(forced["xKind"] as? String == "time")
        let highlight = try #require(LayoutRulesTests.pages(forced).first?["highlight"] as? [String: Any])
        #expect(highlight["x"] as? Double == 946_684_800)  // 2000-01-01
    }

    /// `--x-date-format` reads the day-first dates the sniffer leaves as text (they warn, naming
    /// the flag), and a `--highlight` written the same way.
    @Test func namedDateFormReadsAmbiguousDates() throws {
        let data = "day,v\n01/02/2024,1\n03/02/2024,2\n05/02/2024,3\n"
        let dir = try TemporaryDirectory.make()
        let sniffed = try CLI.run(["line", "--plan"], stdin: data, in: dir)
        #expect(sniffed.stderr.contains("--x-date-format '%d/%m/%Y'"))
        #expect(sniffed.stdoutText.contains(#""xKind": "category""#))
        let plan = try CLI.plan(["line", "--x-date-format", "%d/%m/%Y", "--highlight", "03/02/2024"], stdin: data)
        #expect(plan["xKind"] as? String == "time")
        let page = try #require(LayoutRulesTests.pages(plan).first)
        let x = try #require(page["x"] as? [String: Any])
        #expect(x["min"] as? Double == 1_706_745_600)  // 2024-02-01
        #expect(x["max"] as? Double == 1_707_091_200)  // 2024-02-05
        #expect((page["highlight"] as? [String: Any])?["x"] as? Double == 1_706_918_400)
    }
}
