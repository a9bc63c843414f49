import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Bars over a date column are named by the calendar (`2006`, `Jan 2006`), one bar per row
/// still (issue 16 item 8).
@Suite struct BarDateCategoryTests {
    /// Monthly rows, January 2006 to December 2015: 120 bars.
    static let monthly =
        "month,v\n"
        + (2006...2015).flatMap { year in
            (1...12).map { month in "\(year)-\(month < 10 ? "0" : "")\(month)-01,\((year * 7 + month * 3) % 20 + 1)" }
        }.joined(separator: "\n") + "\n"

    /// The named ticks of the plan's first page, as (slot, label).
    static func named(_ plan: [String: Any]) -> [(slot: Int, label: String)] {
        let page = LayoutRulesTests.pages(plan).first
        let ticks = (page?["categoryAxis"] as? [String: Any])?["ticks"] as? [[String: Any]] ?? []
        return ticks.compactMap { tick in
            guard let label = tick["label"] as? String, !label.isEmpty, let value = tick["value"] as? Double else { return nil }
            return (Int(value), label)
        }
    }

    static func rule(_ plan: [String: Any]) -> String? {
        (plan["categoryLabels"] as? [String: Any])?["rule"] as? String
    }

    @Test func monthlyBarsAreNamedByYearAtEachJanuary() throws {
        let plan = try CLI.plan(["bar"], stdin: Self.monthly)
        let named = Self.named(plan)
        #expect(named.map(\.label) == (2006...2015).map(String.init))
        #expect(named.map(\.slot) == (0..<10).map { $0 * 12 })
        #expect(Self.rule(plan) == "calendar")
        let pages = LayoutRulesTests.pages(plan)
        #expect((pages.first?["bars"] as? [Any])?.count == 120)  // still one bar per row
    }

    @Test(arguments: [
        ("year,v\n2006,1\n2007,2\n2008,3\n", ["2006", "2007", "2008"]),
        ("date,v\n2006-01-01,1\n2007-01-01,2\n2008-01-01,3\n", ["2006", "2007", "2008"]),
        ("month,v\n2006-01-01,1\n2006-02-01,2\n2006-03-01,3\n", ["Jan 2006", "Feb 2006", "Mar 2006"]),
        ("month,v\n2006-01,1\n2006-02,2\n2006-03,3\n", ["Jan 2006", "Feb 2006", "Mar 2006"]),
        ("day,v\n2024-03-01,1\n2024-03-02,2\n2024-03-03,3\n", ["Mar 01", "Mar 02", "Mar 03"]),
        ("name,v\n2006-01-01,1\nTotal,2\n", ["2006-01-01", "Total"]),  // not all dates: as written
    ])
    func fewBarsNameEveryRowInTheDataForm(data: String, labels: [String]) throws {
        let plan = try CLI.plan(["bar"], stdin: data)
        #expect(Self.named(plan).map(\.label) == labels)
    }

    /// Weekday rows over three months (no 1st of January in them) are named at each month's
    /// first row.
    @Test func dailyBarsAreNamedByMonth() throws {
        var rows: [String] = []
        for day in 0..<91 {
            let seconds = 1_704_067_200 + Double(day) * 86_400  // from 2024-01-01, a Monday
            guard day % 7 < 5 else { continue }
            let text = Date(timeIntervalSince1970: seconds).formatted(.iso8601.year().month().day())
            rows.append("\(text),\(day % 9 + 1)")
        }
        let plan = try CLI.plan(["bar"], stdin: "day,v\n" + rows.joined(separator: "\n") + "\n")
        #expect(Self.named(plan).map(\.label) == ["Jan 2024", "Feb 2024", "Mar 2024"])
    }

    @Test func dateFormatAppliesToBars() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["bar", "--x-format", "date:%b '%y", "--plan"], stdin: "month,v\n2006-01-01,1\n2006-02-01,2\n", in: dir)
        #expect(result.stderr == "")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        #expect(Self.named(plan).map(\.label) == ["Jan '06", "Feb '06"])
        let text = try CLI.run(["bar", "--x-format", "date:%Y", "--plan"], stdin: "name,v\na,1\nb,2\n", in: dir)
        #expect(text.stderr == "chart: warning: --x-format date: applies to bar categories that are dates only (column \"name\" is not); ignored\n")
    }

    /// In the PNG, the year names sit under the January bars and nothing is written under the
    /// July bars (raw dates were rotated under every 5th month).
    @Test func renderedYearsSitUnderJanuaries() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["bar", "-o", "b.png"], stdin: Self.monthly, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(["bar", "-o", "b.png"], stdin: Self.monthly, in: dir)
        let image = try PNGImage.load(path: dir + "/b.png")
        let area = try #require(plan["plotArea"] as? [String: Double])
        let (left, right, bottom) = (area["left"]!, area["right"]!, area["bottom"]!)
        let slot = (right - left) / 120
        func inked(around x: Double) -> Int {
            var count = 0
            for px in Int(x) - 2...Int(x) + 2 {
                for py in Int(bottom) + 6...Int(bottom) + 22 where image[px, py].r < 120 && image[px, py].g < 120 { count += 1 }
            }
            return count
        }
        for year in 1..<10 {
            #expect(inked(around: left + (Double(year * 12) + 0.5) * slot) > 0, "no name under January \(2006 + year)")
            #expect(inked(around: left + (Double(year * 12 + 6) + 0.5) * slot) == 0, "text under July \(2006 + year)")
        }
    }
}

/// Day/month dates on bars: ambiguous ones stay as written with a warning naming the flag, and
/// `--x-date-format` reads them (issue 16 items 2 and 8).
@Suite struct BarDateFormTests {
    static let data = "day,v\n01/02/2024,1\n02/02/2024,2\n03/02/2024,3\n"

    @Test func ambiguousDatesWarnAndNamedFormReadsThem() throws {
        let dir = try TemporaryDirectory.make()
        let sniffed = try CLI.run(["bar", "--plan"], stdin: Self.data, in: dir)
        #expect(
            sniffed.stderr
                == """
                chart: warning: category column \"day\": dates such as \"01/02/2024\" could be day/month or month/day (no day above 12 tells); \
                bars named as written; say the form with --x-date-format '%d/%m/%Y' or --x-date-format '%m/%d/%Y'\n
                """
        )
        let plan = try CLI.plan(["bar", "--x-date-format", "%d/%m/%Y"], stdin: Self.data)
        #expect(BarDateCategoryTests.named(plan).map(\.label) == ["Feb 01", "Feb 02", "Feb 03"])
    }
}
