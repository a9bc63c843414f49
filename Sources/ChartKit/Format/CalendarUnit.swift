/// The calendar unit of a time-axis step, named so that `--plan` and labels can say "15 minute"
/// rather than "900 seconds", and so that months and years keep their varying lengths.
package enum CalendarUnit: String, Sendable {
    case second, minute, hour, day, week, month, year
}
