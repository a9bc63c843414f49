import Testing

@testable import ChartKit

/// Calendar bins for dates and times: steps and their edges (UTC, month ends, leap years),
/// the rule's choice from a second to ten years, a single instant, and `--bin-width` spellings.
@Suite struct CalendarBinsTests {
    /// Epoch seconds of an ISO-8601 text, as the readers give them.
    static func t(_ text: String) -> Double { DateReading.standard.seconds(Substring(text))! }

    static func bins(_ values: [String], _ binning: HistBinning = .rule, range: ClosedRange<Double>? = nil) throws -> HistBins {
        var binner = HistBinner(binning: binning, range: range)
        return try binner.bins(HistChart(series: [HistSeries(name: "t", values: values.map(t))], time: true))
    }

    static func iso(_ edges: [Double]) -> [String] { edges.map(HistPlan.isoTime) }

    struct EdgeCase: Sendable, CustomTestStringConvertible {
        var step: String
        var low: String
        var high: String
        var edges: [String]
        var testDescription: String { "\(step) \(low)…\(high)" }
    }

    /// Edges on calendar boundaries: month ends of 28/29/30/31 days, quarters from January,
    /// Mondays, years on multiples, and fixed units counted from the epoch, all in plain UTC
    /// (2024-03-31 has 24 hours though Europe moved its clocks that night).
    static let edgeCases: [EdgeCase] = [
        .init(
            step: "1mo", low: "2023-12-15", high: "2024-03-31T23:59:59",
            edges: ["2023-12-01T00:00:00Z", "2024-01-01T00:00:00Z", "2024-02-01T00:00:00Z", "2024-03-01T00:00:00Z", "2024-04-01T00:00:00Z"]),
        .init(
            step: "1mo", low: "2023-02-01", high: "2023-02-28T12:00", edges: ["2023-02-01T00:00:00Z", "2023-03-01T00:00:00Z"]),
        .init(
            step: "1d", low: "2024-02-28", high: "2024-03-01",
            edges: ["2024-02-28T00:00:00Z", "2024-02-29T00:00:00Z", "2024-03-01T00:00:00Z", "2024-03-02T00:00:00Z"]),
        .init(step: "1d", low: "2024-02-28", high: "2024-02-28", edges: ["2024-02-28T00:00:00Z", "2024-02-29T00:00:00Z"]),
        .init(
            step: "1q", low: "2024-02-10", high: "2024-08-01",
            edges: ["2024-01-01T00:00:00Z", "2024-04-01T00:00:00Z", "2024-07-01T00:00:00Z", "2024-10-01T00:00:00Z"]),
        .init(step: "1w", low: "2024-01-03", high: "2024-01-08", edges: ["2024-01-01T00:00:00Z", "2024-01-08T00:00:00Z", "2024-01-15T00:00:00Z"]),
        .init(
            step: "6h", low: "2024-03-31T01:30", high: "2024-03-31T13:00",
            edges: ["2024-03-31T00:00:00Z", "2024-03-31T06:00:00Z", "2024-03-31T12:00:00Z", "2024-03-31T18:00:00Z"]),
        .init(
            step: "15min", low: "2024-01-01T23:50", high: "2024-01-02T00:10",
            edges: ["2024-01-01T23:45:00Z", "2024-01-02T00:00:00Z", "2024-01-02T00:15:00Z"]),
        .init(
            step: "5y", low: "2019-06-01", high: "2025-01-01",
            edges: ["2015-01-01T00:00:00Z", "2020-01-01T00:00:00Z", "2025-01-01T00:00:00Z", "2030-01-01T00:00:00Z"]),
        .init(
            step: "1y", low: "1999-12-31T23:59:59", high: "2000-12-31",
            edges: ["1999-01-01T00:00:00Z", "2000-01-01T00:00:00Z", "2001-01-01T00:00:00Z"]),
        .init(step: "1y", low: "1960-03-01", high: "1960-03-02", edges: ["1960-01-01T00:00:00Z", "1961-01-01T00:00:00Z"]),
        .init(
            step: "30s", low: "1969-12-31T23:59:50", high: "1970-01-01T00:00:05",
            edges: ["1969-12-31T23:59:30Z", "1970-01-01T00:00:00Z", "1970-01-01T00:00:30Z"]),
    ]

    @Test(arguments: edgeCases)
    func edgesOnCalendarBoundaries(_ c: EdgeCase) throws {
        let step = try #require(try CalendarStep(parsing: c.step))
        let edges = try HistBinner.calendarEdges(step, low: Self.t(c.low), high: Self.t(c.high), limit: 1000)
        #expect(Self.iso(edges) == c.edges)
        for edge in edges { #expect(step.edge(step.index(containing: edge)) == edge, "\(edge) is not its own bin's edge") }
    }

    /// February bins are 28 or 29 days, and density divides each by its own days.
    @Test func monthBinsDifferInWidthAndDensityIsPerDay() throws {
        let values = ["2024-01-10", "2024-02-10", "2024-02-20", "2024-03-05"]
        let bins = try Self.bins(values, .duration(CalendarStep(1, .month)))
        #expect(bins.counts == [[1, 2, 1]])
        #expect(zip(bins.edges, bins.edges.dropFirst()).map { ($1 - $0) / 86400 } == [31, 29, 31])
        #expect(bins.densityUnit?.name == "day")
        let options = HistOptions(paging: PagingOptions(output: "h.png"), binning: .duration(CalendarStep(1, .month)), scale: .density)
        let heights = HistLayouter(options: options).heights(bins, chart: HistChart(series: [], time: true))
        let expected: [Double] = [1 / 124, 2 / 116, 1 / 124]  // count / (4 values × the month's days)
        #expect(heights[0] == expected)
    }

    struct RuleCase: Sendable, CustomTestStringConvertible {
        var name: String
        var values: [String]
        var binning: HistBinning
        var step: String
        var rule: String
        var testDescription: String { name }
    }

    static func spread(_ count: Int, from start: String, every seconds: Double) -> [String] {
        (0..<count).map { HistPlan.isoTime(t(start) + Double($0) * seconds) }
    }

    /// The rule's step from the spread; dates never binned finer than a day; `--bins` nearest.
    static let ruleCases: [RuleCase] = [
        .init(name: "a single instant at midnight: one day", values: ["2024-05-07"], binning: .rule, step: "1d", rule: "sturges"),
        .init(name: "a single instant: one second", values: ["2024-05-06T10:11:12"], binning: .rule, step: "1s", rule: "sturges"),
        .init(name: "a single first of a month: one month", values: ["2024-05-01", "2024-05-01"], binning: .rule, step: "1mo", rule: "sturges"),
        .init(
            name: "one second apart", values: ["2024-05-06T10:11:12", "2024-05-06T10:11:13"], binning: .rule, step: "1s", rule: "sturges"),
        .init(
            name: "Mondays: one week", values: ["2024-05-06", "2024-05-13", "2024-05-13", "2024-05-27"], binning: .rule, step: "1w",
            rule: "freedman-diaconis"),
        .init(
            // Freedman–Diaconis (235 s) rounds up to 5 minutes, 12 bins, fewer than Sturges' 13.
            name: "an hour of seconds", values: spread(3600, from: "2024-05-06T10:00:00", every: 1), binning: .rule, step: "1min",
            rule: "freedman-diaconis"),
        .init(
            // Years would be 10 bins, fewer than Sturges' 13: quarters.
            name: "ten years of days", values: spread(3653, from: "2014-01-01", every: 86400), binning: .rule, step: "3mo",
            rule: "freedman-diaconis"),
        .init(
            // Sturges (10.9 h) is narrower than Freedman–Diaconis; 12 hours would be 10 bins, not 11.
            name: "five days of times: 6 hours", values: spread(1000, from: "2024-01-01", every: 432), binning: .rule, step: "6h",
            rule: "sturges"),
        .init(
            name: "dates only: never below a day",
            values: (0..<1000).map { ["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"][$0 % 5] }, binning: .rule, step: "1d",
            rule: "sturges"),
        .init(
            name: "bins 10 over 10 days", values: spread(11, from: "2024-01-01T06:00", every: 86400), binning: .count(10), step: "1d", rule: "bins"),
        .init(
            name: "bins 100 on dates: floored at a day", values: spread(6, from: "2024-01-01", every: 86400), binning: .count(100), step: "1d",
            rule: "bins"),
        .init(name: "bins 4 over a year", values: spread(366, from: "2024-01-01", every: 86400), binning: .count(4), step: "3mo", rule: "bins"),
    ]

    @Test(arguments: ruleCases)
    func ruleChoosesACalendarStep(_ c: RuleCase) throws {
        let bins = try Self.bins(c.values, c.binning)
        #expect(bins.calendar?.text == c.step)
        #expect(bins.rule == c.rule)
        #expect(bins.counts[0].reduce(0, +) == c.values.count)
        #expect(bins.counts[0].count == bins.count)
    }

    /// A `--bins` finer than dates allow says so.
    @Test func binsFinerThanDatesWarn() throws {
        var binner = HistBinner(binning: .count(100), range: nil)
        _ = try binner.bins(
            HistChart(series: [HistSeries(name: "t", values: Self.spread(6, from: "2024-01-01", every: 86400).map(Self.t))], time: true))
        #expect(binner.notes == ["--bins 100 asks for 1 hour bins, finer than the values (every one on a 1 day boundary); binned by 1 day"])
    }

    /// A value on an edge is in the bin it starts; the last edge closes the last bin; a range
    /// in dates counts the rest as outside.
    @Test func edgesAndRange() throws {
        let values = ["2024-01-01", "2024-01-01T23:59:59", "2024-01-02", "2024-01-03", "2024-02-01"]
        let options = HistOptions(paging: PagingOptions(output: "h.png"), timeRange: Self.t("2024-01-01")...Self.t("2024-01-03"))
        let range = try options.range(for: HistChart(series: [], time: true))
        let bins = try Self.bins(values, .duration(CalendarStep(1, .day)), range: range)
        #expect(Self.iso(bins.edges) == ["2024-01-01T00:00:00Z", "2024-01-02T00:00:00Z", "2024-01-03T00:00:00Z"])
        #expect(bins.counts == [[2, 1]])
        #expect(bins.outside == 2)
        let unranged = try Self.bins(values, .duration(CalendarStep(1, .day)))
        #expect(Self.iso(unranged.edges).last == "2024-02-02T00:00:00Z")
        #expect(unranged.counts[0].last == 1)
    }

    @Test func tooManyBinsAndNumbersAreUsageErrors() throws {
        #expect(throws: ChartError.usage("86400 bins of 1 second are too many (at most 1000); use a wider --bin-width (\(CalendarStep.examples))")) {
            try Self.bins(["2000-01-01T00:00:01", "2000-01-02"], .count(86400))
        }
        #expect(throws: ChartError.self) { try Self.bins(["2000-01-01", "2010-01-01"], .duration(CalendarStep(1, .second))) }
        #expect(throws: ChartError.self) { try Self.bins(["2000-01-01"], .width(3600)) }
        var binner = HistBinner(binning: .duration(CalendarStep(1, .day)), range: nil)
        #expect(throws: ChartError.self) { try binner.bins(HistChart(series: [HistSeries(name: "v", values: [1, 2])])) }
    }

    static let spellings: [(String, CalendarStep?)] = [
        ("15min", CalendarStep(15, .minute)), ("1h", CalendarStep(1, .hour)), ("d", CalendarStep(1, .day)), ("2w", CalendarStep(2, .week)),
        ("1mo", CalendarStep(1, .month)), ("1q", CalendarStep(3, .month)), ("2quarters", CalendarStep(6, .month)), ("10y", CalendarStep(10, .year)),
        ("30S", CalendarStep(30, .second)), ("1.5", nil), ("3600", nil), ("1 d", nil), ("-1d", nil),
    ]

    @Test(arguments: spellings.indices)
    func binWidthSpellings(_ index: Int) throws {
        let (text, step) = Self.spellings[index]
        #expect(try CalendarStep(parsing: text) == step, "\(text)")
    }

    @Test func ambiguousMinuteOrMonthIsRefused() {
        #expect(throws: ChartError.usage("--bin-width 5m: m is ambiguous; write 5min for minutes or 5mo for months")) {
            try CalendarStep(parsing: "5m")
        }
        #expect(throws: ChartError.self) { try CalendarStep(parsing: "0d") }
    }

    /// `--range` with dates: the one colon between two times.
    @Test(arguments: [
        ("2024-01-01:2024-02-01", "2024-01-01", "2024-02-01"), ("2024-01-01T08:00:2024-01-01T18:30", "2024-01-01T08:00", "2024-01-01T18:30"),
        ("2024-01-01T08:00:00:2024-01-02", "2024-01-01T08:00:00", "2024-01-02"),
    ])
    func rangeOfTimes(_ text: String, _ low: String, _ high: String) {
        #expect(HistOptions.timeRange(parsing: text) == Self.t(low)...Self.t(high))
    }

    @Test(arguments: ["2024-02-01:2024-01-01", "0:10", "2024-01-01", "2024-01-01:"])
    func notARangeOfTimes(_ text: String) {
        #expect(HistOptions.timeRange(parsing: text) == nil)
    }

    @Test(arguments: [("2024-03-05", "2024-03-05"), ("2024-03-05T14:30", "2024-03-05 14:30"), ("2024-03-05T14:30:07.6", "2024-03-05 14:30:08")])
    func markLabelsAreTimes(_ value: String, _ label: String) {
        #expect(HistLayouter.timeLabel(Self.t(value)) == label)
    }
}
