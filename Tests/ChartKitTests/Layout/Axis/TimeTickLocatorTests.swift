import Testing

@testable import ChartKit

/// Calendar ticks: every value checked as exact epoch seconds (computed independently with
/// Python's calendar.timegm) and every label through the default pattern.
@Suite struct LayoutTimeTickLocatorTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var range: ClosedRange<Double>
        var count: Int
        var unit: CalendarUnit
        var multiple: Int
        var values: [Double]
        var labels: [String]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "seconds", range: 0...60, count: 5, unit: .second, multiple: 15,
            values: [0, 15, 30, 45, 60], labels: ["00:00:00", "00:00:15", "00:00:30", "00:00:45", "00:01:00"]),
        Case(
            name: "minutes", range: 1_704_103_200...1_704_103_200 + 3599, count: 5, unit: .minute, multiple: 15,
            values: [1_704_103_200, 1_704_104_100, 1_704_105_000, 1_704_105_900],
            labels: ["10:00", "10:15", "10:30", "10:45"]),
        Case(
            name: "minutes, unaligned start", range: 1_704_103_207...1_704_103_200 + 3599, count: 3, unit: .minute, multiple: 15,
            values: [1_704_104_100, 1_704_105_000, 1_704_105_900], labels: ["10:15", "10:30", "10:45"]),
        Case(
            name: "hours over midnight and new year", range: 1_704_052_800...1_704_096_000, count: 5, unit: .hour, multiple: 3,
            values: [1_704_056_400, 1_704_067_200, 1_704_078_000, 1_704_088_800],
            labels: ["Dec 31 21:00", "Jan 01 00:00", "Jan 01 03:00", "Jan 01 06:00"]),
        Case(
            name: "days", range: 1_709_251_200...1_709_251_200 + 7 * 86400, count: 8, unit: .day, multiple: 1,
            values: (0..<8).map { 1_709_251_200 + Double($0) * 86400 },
            labels: ["Mar 01", "Mar 02", "Mar 03", "Mar 04", "Mar 05", "Mar 06", "Mar 07", "Mar 08"]),
        Case(
            name: "days over leap day", range: 1_708_992_000...1_709_337_600, count: 5, unit: .day, multiple: 1,
            values: [1_708_992_000, 1_709_078_400, 1_709_164_800, 1_709_251_200, 1_709_337_600],
            labels: ["Feb 27", "Feb 28", "Feb 29", "Mar 01", "Mar 02"]),
        Case(
            name: "days in 1900 (not a leap year), spanning years", range: -2_208_988_801 ... -2_203_804_800, count: 3, unit: .month, multiple: 1,
            values: [-2_208_988_800, -2_206_310_400, -2_203_891_200], labels: ["Jan 1900", "Feb 1900", "Mar 1900"]),
        Case(
            name: "weeks on Mondays", range: 1_704_240_000...1_707_955_200, count: 6, unit: .week, multiple: 1,
            values: [1_704_672_000, 1_705_276_800, 1_705_881_600, 1_706_486_400, 1_707_091_200, 1_707_696_000],
            labels: ["Jan 08", "Jan 15", "Jan 22", "Jan 29", "Feb 05", "Feb 12"]),
        Case(
            name: "months of varying length", range: 1_705_276_800...1_721_001_600, count: 6, unit: .month, multiple: 1,
            values: [1_706_745_600, 1_709_251_200, 1_711_929_600, 1_714_521_600, 1_717_200_000, 1_719_792_000],
            labels: ["Feb 2024", "Mar 2024", "Apr 2024", "May 2024", "Jun 2024", "Jul 2024"]),
        Case(
            name: "years", range: 959_817_600...1_717_200_000, count: 5, unit: .year, multiple: 5,
            values: [1_104_537_600, 1_262_304_000, 1_420_070_400, 1_577_836_800], labels: ["2005", "2010", "2015", "2020"]),
    ]

    @Test(arguments: cases)
    func calendarTicks(_ c: Case) {
        let set = TimeTickLocator().ticks(in: c.range, count: c.count)
        #expect(set.unit == c.unit)
        #expect(set.multiple == c.multiple)
        #expect(set.values == c.values)
        #expect(LabelFormatter(format: .auto).labels(for: set) == c.labels)
    }

    @Test func daysSpanningYearsShowTheYear() {
        // 2023-12-28 … 2024-01-03, one tick per day.
        let set = TimeTickLocator().ticks(in: 1_703_721_600...1_704_240_000, count: 7)
        #expect(set.unit == .day)
        #expect(set.defaultFormat == "%Y-%m-%d")
        #expect(LabelFormatter(format: .auto).labels(for: set).first == "2023-12-28")
    }

    @Test func weeksAreAlwaysMondays() {
        let set = TimeTickLocator().ticks(in: 1_600_000_000...1_600_000_000 + 40 * 86400, count: 6)
        #expect(set.unit == .week)
        for value in set.values {
            let time = CivilTime(epochSeconds: Int64(value))
            #expect(time.weekday == 1 && time.hour == 0 && time.minute == 0)
        }
    }

    @Test func quartersStartInJanuaryAprilJulyOctober() {
        // 2021-01-01 … 2023-01-01
        let set = TimeTickLocator().ticks(in: 1_609_459_200...1_672_531_200, count: 8)
        #expect(set.unit == .month && set.multiple == 3)
        for value in set.values {
            let time = CivilTime(epochSeconds: Int64(value))
            #expect([1, 4, 7, 10].contains(time.month) && time.day == 1)
        }
    }

    @Test(arguments: [2, 4, 5, 6, 8, 10, 12])
    func neverMoreThanOneAndAHalfTimesTheCount(count: Int) {
        for span in [45.0, 3_000, 50_000, 400_000, 3e6, 4e7, 3e8, 5e9, 4e10] {
            let set = TimeTickLocator().ticks(in: 1_000_000_000...1_000_000_000 + span, count: count)
            #expect(set.values.count <= max(count, count * 3 / 2))
            // With count 2 the limit is 3 ticks, and a month can hold 4 Mondays but only one 1st.
            #expect(set.values.count >= (count >= 4 ? 2 : 1))
            #expect(set.values == set.values.sorted())
            #expect(set.values.allSatisfy { $0 >= 1_000_000_000 && $0 <= 1_000_000_000 + span })
        }
    }

    @Test func nonFiniteRangeHasNoTicks() {
        #expect(TimeTickLocator().ticks(in: 0...Double.infinity, count: 5).values.isEmpty)
    }

    @Test(arguments: [
        (Int64(0), "1970-01-01 00:00:00 Thu"),
        (951_782_400, "2000-02-29 00:00:00 Tue"),
        (-1, "1969-12-31 23:59:59 Wed"),
        (4_107_542_399, "2100-02-28 23:59:59 Sun"),
        (-62_135_596_800, "1-01-01 00:00:00 Mon"),
    ])
    func civilTime(seconds: Int64, expected: String) {
        let text = DatePattern(unchecked: "%Y-%m-%d %H:%M:%S %a").format(epochSeconds: Double(seconds))
        #expect(text == expected)
    }
}
