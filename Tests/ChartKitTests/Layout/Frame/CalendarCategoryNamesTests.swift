import Testing

@testable import ChartKit

/// Calendar names for date bars (issue 16 item 8): the data's own form, and thinning to the
/// bars that start a period.
@Suite struct CalendarCategoryNamesTests {
    let metrics = TextMetrics(fontSize: 12)

    /// Epoch seconds of the first of each month from `year`/`month`, `count` months.
    static func months(from year: Int, _ month: Int, count: Int) -> [Double] {
        (0..<count).map { offset in
            let index = year * 12 + month - 1 + offset
            return Double(CivilTime.days(year: Int64(index / 12), month: index % 12 + 1, day: 1) * 86_400)
        }
    }

    @Test func monthlyRowsThinToQuartersThenYears() {
        let names = CalendarCategoryNames(times: Self.months(from: 2006, 1, count: 36), pattern: nil, metrics: metrics)
        #expect(names.full.prefix(2) == ["Jan 2006", "Feb 2006"])
        #expect(
            names.thinned.first?.labels.filter { !$0.isEmpty }
                == (2006...2008).flatMap { year in ["Jan", "Apr", "Jul", "Oct"].map { "\($0) \(year)" } })
        let yearly = names.thinned.first { $0.labels.filter { !$0.isEmpty } == ["2006", "2007", "2008"] }
        #expect(yearly?.closest == 12)
        // Wide slots name every quarter; narrow ones only the years.
        #expect(names.fitting(slotPixels: 40)?.closest == 3)
        #expect(names.fitting(slotPixels: 5)?.closest == 12)
    }

    /// A first bar just before a new year would crowd the next name: it stays unnamed.
    @Test func aFirstBarJustBeforeAPeriodIsLeftUnnamed() {
        let names = CalendarCategoryNames(times: Self.months(from: 2005, 12, count: 37), pattern: nil, metrics: metrics)
        let yearly = names.thinned.first { $0.labels.contains("2006") && $0.labels.contains("2007") }
        #expect(yearly?.labels.first == "")
        #expect(yearly?.labels[1] == "2006")
    }

    /// Rows out of time order (`--sort` by value) are named, never thinned by period.
    @Test func unsortedRowsAreNotThinned() {
        let names = CalendarCategoryNames(times: Self.months(from: 2006, 1, count: 24).reversed(), pattern: "%Y-%m", metrics: metrics)
        #expect(names.full.first == "2007-12")
        #expect(names.thinned.isEmpty)
        #expect(names.fitting(slotPixels: 1) == nil)
    }
}
