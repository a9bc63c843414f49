/// Chooses time-axis ticks on calendar boundaries (whole minutes, midnights, Mondays, firsts of
/// the month, new years), because evenly spaced seconds would land on unreadable instants.
///
/// Steps: 1/5/15/30 s, 1/5/15/30 min, 1/3/6/12 h, 1/2 d, 1 week (Mondays), 1/3 months
/// (January, April, July, October for 3), and 1/2/5/10/20/50/… years (years divisible by the
/// multiple). All times are UTC. Second, minute, hour and day steps are multiples of the step
/// counted from the epoch (so 2-day ticks are evenly spaced rather than restarting each month).
package struct TimeTickLocator: Sendable {
    private struct Step {
        var unit: CalendarUnit
        var multiple: Int
        /// Approximate length in seconds, used only to skip hopeless steps before counting.
        var seconds: Double
    }

    /// Largest magnitude handled, in epoch seconds (about ±3 million years): beyond it the
    /// locator returns no ticks.
    private static let limit = 1e14

    private static let steps: [Step] = {
        var steps: [Step] = []
        for multiple in [1, 5, 15, 30] { steps.append(Step(unit: .second, multiple: multiple, seconds: Double(multiple))) }
        for multiple in [1, 5, 15, 30] { steps.append(Step(unit: .minute, multiple: multiple, seconds: Double(multiple) * 60)) }
        for multiple in [1, 3, 6, 12] { steps.append(Step(unit: .hour, multiple: multiple, seconds: Double(multiple) * 3600)) }
        for multiple in [1, 2] { steps.append(Step(unit: .day, multiple: multiple, seconds: Double(multiple) * 86400)) }
        steps.append(Step(unit: .week, multiple: 1, seconds: 7 * 86400))
        for multiple in [1, 3] { steps.append(Step(unit: .month, multiple: multiple, seconds: Double(multiple) * 2_629_746)) }
        var decade = 1
        while decade <= 1_000_000 {
            for factor in [1, 2, 5] {
                steps.append(Step(unit: .year, multiple: factor * decade, seconds: Double(factor * decade) * 31_556_952))
            }
            decade *= 10
        }
        return steps
    }()

    package init() {}

    /// Calendar steps 1/5/15/30 s, 1/5/15/30 min, 1/3/6/12 h, 1/2 d, 1 wk (Mondays), 1/3 mo,
    /// 1/2/5/10/… years: the step whose tick count is closest to `count` without exceeding
    /// 1.5 × `count` (ties go to the coarser step; a step giving at least two ticks is preferred);
    /// ticks inside `range` only.
    ///
    /// A range shorter than about a second can get fewer than two ticks; non-finite ranges and
    /// ranges beyond ±1e14 s get none.
    /// `minimumStep` (seconds) skips finer steps when a coarser one exists, so daily data is
    /// never ticked at 12:00 between its days.
    package func ticks(in range: ClosedRange<Double>, count: Int, minimumStep: Double = 0) -> TimeTickSet {
        let lo = range.lowerBound
        let hi = range.upperBound
        let count = max(2, count)
        let maximum = max(count, count * 3 / 2)
        guard lo.isFinite, hi.isFinite, abs(lo) < Self.limit, abs(hi) < Self.limit else {
            return TimeTickSet(values: [], unit: .year, multiple: 1, defaultFormat: "%Y")
        }
        var best: (step: Step, values: [Int64])?
        var bestKey: (Int, Int)?
        let coarsest = Self.steps.last?.seconds ?? 0
        for step in Self.steps {
            if step.seconds < min(minimumStep, coarsest) * 0.99 { continue }
            if (hi - lo) / step.seconds > Double(maximum) * 2 + 2 { continue }
            guard let values = Self.values(for: step, lo, hi, cap: maximum), values.count <= maximum else { continue }
            // Lower keys win: two ticks or more first, then closeness to `count`; on a tie the
            // later, coarser step wins.
            let key = (values.count >= 2 ? 0 : 1, abs(values.count - count))
            if let current = bestKey, key > current { continue }
            best = (step, values)
            bestKey = key
        }
        guard let best else {
            return TimeTickSet(values: [], unit: .year, multiple: 1, defaultFormat: "%Y")
        }
        let seconds = best.values
        let spanEnds = seconds.count >= 2 ? (seconds[0], seconds[seconds.count - 1]) : (Int64(lo.rounded(.down)), Int64(hi.rounded(.down)))
        let format = Self.format(for: best.step.unit, first: CivilTime(epochSeconds: spanEnds.0), last: CivilTime(epochSeconds: spanEnds.1))
        return TimeTickSet(values: seconds.map { Double($0) }, unit: best.step.unit, multiple: best.step.multiple, defaultFormat: format)
    }

    static func format(for unit: CalendarUnit, first: CivilTime, last: CivilTime) -> String {
        let spansYears = first.year != last.year
        let spansDays = spansYears || first.month != last.month || first.day != last.day
        switch unit {
        case .year: return "%Y"
        case .month: return "%b %Y"
        case .week, .day: return spansYears ? "%Y-%m-%d" : "%b %d"
        case .hour, .minute: return spansDays ? "%b %d %H:%M" : "%H:%M"
        case .second: return spansDays ? "%b %d %H:%M:%S" : "%H:%M:%S"
        }
    }

    /// The ticks of `step` inside [lo, hi], or nil when there would be more than `cap`.
    /// The seconds in one of the units of fixed length (second to week); months and years vary.
    private static func fixedSeconds(of unit: CalendarUnit) -> Int64 {
        switch unit {
        case .second: 1
        case .minute: 60
        case .hour: 3600
        case .day: 86400
        default: 7 * 86400
        }
    }

    private static func values(for step: Step, _ lo: Double, _ hi: Double, cap: Int) -> [Int64]? {
        let first = Int64(lo.rounded(.up))
        let last = Int64(hi.rounded(.down))
        guard first <= last else { return [] }
        var result: [Int64] = []
        switch step.unit {
        case .second, .minute, .hour, .day, .week:
            let length = fixedSeconds(of: step.unit) * Int64(step.multiple)
            // Weeks start on Mondays; 1970-01-05 was the first Monday after the epoch.
            let origin: Int64 = step.unit == .week ? 4 * 86400 : 0
            var index = CivilTime.floorDiv(first - origin + length - 1, length)
            while true {
                let value = origin + index * length
                if value > last { break }
                result.append(value)
                if result.count > cap { return nil }
                index += 1
            }
        case .month:
            let start = CivilTime(epochSeconds: first)
            var monthIndex = start.year * 12 + Int64(start.month - 1)
            let multiple = Int64(step.multiple)
            monthIndex = CivilTime.floorDiv(monthIndex + multiple - 1, multiple) * multiple
            while true {
                let year = CivilTime.floorDiv(monthIndex, 12)
                let month = Int(monthIndex - year * 12) + 1
                let value = CivilTime.days(year: year, month: month, day: 1) * 86400
                if value < first {
                    monthIndex += multiple
                    continue
                }
                if value > last { break }
                result.append(value)
                if result.count > cap { return nil }
                monthIndex += multiple
            }
        case .year:
            let multiple = Int64(step.multiple)
            var year = CivilTime.floorDiv(CivilTime(epochSeconds: first).year + multiple - 1, multiple) * multiple
            while true {
                let value = CivilTime.days(year: year, month: 1, day: 1) * 86400
                if value < first {
                    year += multiple
                    continue
                }
                if value > last { break }
                result.append(value)
                if result.count > cap { return nil }
                year += multiple
            }
        }
        return result
    }
}
