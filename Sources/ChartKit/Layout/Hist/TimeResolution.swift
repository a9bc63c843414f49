/// The coarsest calendar step every instant is on (dates only: 1 day; firsts of months: 1
/// month), so a default rule never bins dates by the hour: 5 days of dates in 6-hour bins
/// would draw one bar per day and three empty bins between, a picture of gaps that are not there.
///
/// Fed every value once, during the binner's pass for the extremes; each check is an integer
/// remainder, and a value on a day already seen costs no calendar arithmetic.
struct TimeResolution {
    /// Whether every value so far was a whole second, minute, hour, day, Monday, first of a
    /// month, 1 January.
    private var whole = [true, true, true, true, true, true, true]
    private var lastDay: Int64?

    /// The steps checked, finest first (in the order of `whole`).
    private static let steps = [
        CalendarStep(1, .second), CalendarStep(1, .minute), CalendarStep(1, .hour), CalendarStep(1, .day), CalendarStep(1, .week),
        CalendarStep(1, .month), CalendarStep(1, .year),
    ]

    mutating func add(_ value: Double) {
        guard whole[0] else { return }
        guard value == value.rounded(.down), abs(value) < 1e15 else { return whole = whole.map { _ in false } }
        let seconds = Int64(value)
        guard whole[1] else { return }  // seconds already: nothing coarser can hold (no array built per value)
        if seconds % 60 != 0 { return whole = [true] + whole.dropFirst().map { _ in false } }
        if whole[2], seconds % 3600 != 0 { (whole[2], whole[3], whole[4], whole[5], whole[6]) = (false, false, false, false, false) }
        guard whole[3] else { return }
        let days = CivilTime.floorDiv(seconds, 86400)
        guard days * 86400 == seconds else { return (whole[3], whole[4], whole[5], whole[6]) = (false, false, false, false) }
        guard days != lastDay else { return }
        lastDay = days
        if whole[4], CivilTime.floorMod(days - 4, 7) != 0 { whole[4] = false }
        if whole[5] {
            let date = CivilTime.civil(fromDays: days)
            if date.day != 1 { (whole[5], whole[6]) = (false, false) } else if date.month != 1 { whole[6] = false }
        }
    }

    /// The coarsest step every value added is on; nil for values with fractions of a second.
    var step: CalendarStep? {
        guard whole[0] else { return nil }
        // A column of Mondays that are also firsts of months is rarer than either: months win.
        return Self.steps.indices.last { whole[$0] }.map { Self.steps[$0] }
    }
}
