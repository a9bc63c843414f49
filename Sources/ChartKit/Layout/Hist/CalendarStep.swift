/// A calendar bin width (`15min`, `1d`, `1mo`, `1y`): a whole number of one calendar unit, with
/// edges on calendar boundaries, because a month bin must be a calendar month (28 to 31 days),
/// not 2,629,746 seconds that start mid-day.
///
/// Seconds, minutes, hours and days count from the epoch (so 2-day bins are evenly spaced and
/// do not restart each month); weeks start on Mondays; months count from January of year 0
/// (3 months: January, April, July, October); years are the multiples of the step (5 years:
/// 2020, 2025). All UTC, so no bin is an hour short at a daylight-saving change.
package struct CalendarStep: Sendable, Equatable, Hashable {
    package var unit: CalendarUnit
    package var multiple: Int

    package init(_ multiple: Int, _ unit: CalendarUnit) {
        self.unit = unit
        self.multiple = multiple
    }

    /// The steps the default rule and `--bins` choose among: the time tick locator's
    /// (1/5/15/30 s, 1/5/15/30 min, 1/3/6/12 h, 1/2 d, 1 wk, 1/3 mo, 1/2/5/10/… years).
    static let nice: [CalendarStep] =
        [1, 5, 15, 30].map { CalendarStep($0, .second) } + [1, 5, 15, 30].map { CalendarStep($0, .minute) }
        + [1, 3, 6, 12].map { CalendarStep($0, .hour) } + [CalendarStep(1, .day), CalendarStep(2, .day), CalendarStep(1, .week)]
        + [CalendarStep(1, .month), CalendarStep(3, .month)]
        + [1, 10, 100, 1000].flatMap { decade in [1, 2, 5].map { CalendarStep($0 * decade, .year) } }

    /// The length of a step of a fixed-length unit, or, for months and years, their mean
    /// (the Gregorian 30.436875 and 365.2425 days): for choosing a step, never for an edge.
    package var seconds: Double {
        switch unit {
        case .month: Double(multiple) * 2_629_746
        case .year: Double(multiple) * 31_556_952
        default: Double(multiple) * Double(Self.fixedSeconds(unit))
        }
    }

    /// Seconds of a unit of fixed length (second to week; months and years: 0).
    static func fixedSeconds(_ unit: CalendarUnit) -> Int64 {
        switch unit {
        case .second: 1
        case .minute: 60
        case .hour: 3600
        case .day: 86400
        case .week: 7 * 86400
        case .month, .year: 0
        }
    }

    /// Weeks start on Mondays: 1970-01-05 was the first Monday after the epoch.
    private static let weekOrigin: Int64 = 4 * 86400

    /// The index of the bin holding `seconds` (the edge at or before it).
    func index(containing seconds: Double) -> Int64 {
        let whole = Int64(seconds.rounded(.down))
        let m = Int64(multiple)
        switch unit {
        case .month, .year:
            let time = CivilTime(epochSeconds: whole)
            let units = unit == .month ? time.year * 12 + Int64(time.month - 1) : time.year
            return CivilTime.floorDiv(units, m)
        default:
            let length = Self.fixedSeconds(unit) * m
            return CivilTime.floorDiv(whole - (unit == .week ? Self.weekOrigin : 0), length)
        }
    }

    /// The edge (epoch seconds, a whole second) starting bin `index`.
    func edge(_ index: Int64) -> Double {
        let m = Int64(multiple)
        switch unit {
        case .month:
            let months = index * m
            let year = CivilTime.floorDiv(months, 12)
            return Double(CivilTime.days(year: year, month: Int(months - year * 12) + 1, day: 1) * 86400)
        case .year:
            return Double(CivilTime.days(year: index * m, month: 1, day: 1) * 86400)
        default:
            return Double((unit == .week ? Self.weekOrigin : 0) + index * Self.fixedSeconds(unit) * m)
        }
    }

    /// `15min`, `1d`, `1mo`: how `--bin-width` spells it and `--plan` shows it.
    package var text: String { "\(multiple)\(Self.suffix(unit))" }

    /// `15 minutes`, `1 day`: for messages and the axis title.
    package var words: String { "\(multiple) \(unit.rawValue)\(multiple == 1 ? "" : "s")" }

    /// A unit's shortest spelling; a switch, so a new unit cannot lack one.
    private static func suffix(_ unit: CalendarUnit) -> String {
        switch unit {
        case .second: "s"
        case .minute: "min"
        case .hour: "h"
        case .day: "d"
        case .week: "w"
        case .month: "mo"
        case .year: "y"
        }
    }

    /// Unit spellings `--bin-width` reads (a quarter is 3 months); `m` is refused as ambiguous.
    private static let spellings: [String: (CalendarUnit, Int)] = {
        var table: [String: (CalendarUnit, Int)] = [:]
        let names: [(CalendarUnit, [String])] = [
            (.second, ["s", "sec", "second", "seconds"]), (.minute, ["min", "minute", "minutes"]),
            (.hour, ["h", "hr", "hour", "hours"]), (.day, ["d", "day", "days"]), (.week, ["w", "wk", "week", "weeks"]),
            (.month, ["mo", "month", "months"]), (.year, ["y", "yr", "year", "years"]),
        ]
        for (unit, words) in names { for word in words { table[word] = (unit, 1) } }
        for word in ["q", "quarter", "quarters"] { table[word] = (.month, 3) }
        return table
    }()

    /// What to write for a calendar width, for messages.
    package static let examples = "a calendar duration such as 30s, 15min, 1h, 1d, 1w, 1mo, 1q or 1y"

    /// A duration like `15min`, `1d`, `2w`, `3mo`, `1q`, `1y` (a missing count is 1); nil when
    /// `text` is not one. Throws for a count out of range or the ambiguous `m`.
    package init?(parsing text: String) throws(ChartError) {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let word = text.dropFirst(digits.count).lowercased()
        if word == "m" { throw ChartError.usage("--bin-width \(text): m is ambiguous; write \(digits)min for minutes or \(digits)mo for months") }
        guard let (unit, factor) = Self.spellings[word] else { return nil }
        guard let count = digits.isEmpty ? 1 : Int(digits), count >= 1, count <= 1_000_000 else {
            throw ChartError.usage("--bin-width \(text): the count must be a whole number from 1 to 1000000")
        }
        self.init(count * factor, unit)
    }
}
