/// A UTC calendar date and time computed by hand from epoch seconds, so time ticks and date
/// labels are deterministic and independent of locale, time zone and Foundation's calendars.
///
/// Proleptic Gregorian calendar; the day arithmetic is Howard Hinnant's `days_from_civil` /
/// `civil_from_days`.
struct CivilTime: Equatable, Sendable {
    var year: Int64
    /// 1…12
    var month: Int
    /// 1…31
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    /// 0 = Sunday … 6 = Saturday.
    var weekday: Int
    /// 1…366
    var dayOfYear: Int

    static let secondsPerDay: Int64 = 86_400

    /// The calendar time of whole epoch seconds (fractions are the caller's to floor).
    init(epochSeconds: Int64) {
        let days = Self.floorDiv(epochSeconds, Self.secondsPerDay)
        let secondOfDay = Int(epochSeconds - days * Self.secondsPerDay)
        let (year, month, day) = Self.civil(fromDays: days)
        self.year = year
        self.month = month
        self.day = day
        hour = secondOfDay / 3600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
        weekday = Int(Self.floorMod(days + 4, 7))
        dayOfYear = Int(days - Self.days(year: year, month: 1, day: 1)) + 1
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    static func days(year: Int64, month: Int, day: Int) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = floorDiv(y, 400)
        let yearOfEra = y - era * 400
        let shiftedMonth = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01.
    static func civil(fromDays days: Int64) -> (year: Int64, month: Int, day: Int) {
        let z = days + 719_468
        let era = floorDiv(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * mp + 2) / 5 + 1)
        let month = Int(mp < 10 ? mp + 3 : mp - 9)
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    static func floorMod(_ a: Int64, _ b: Int64) -> Int64 {
        a - floorDiv(a, b) * b
    }
}
