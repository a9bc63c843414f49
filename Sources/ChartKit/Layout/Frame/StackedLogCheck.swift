/// Refuses stacking on a log value axis, for every kind that stacks (bars, histograms).
///
/// A stacked segment is read by its length, but on a log axis the length of a segment depends on
/// the segments below it, not on its own value: Iowa's 2017 fossil generation (29.3k) stacked on
/// renewables (21.9k) was drawn 2.2 times as tall, where the real ratio is 1.34. No axis floor
/// or rescaling makes those lengths honest, so the combination is a usage error that names both
/// ways out, raised by the layouters (for the library) and by the commands' `validate()` (before
/// any data is read). A cumulative histogram on a log axis is not refused: each bar is read by
/// where its top meets the axis, which a log axis shows right.
package enum StackedLogCheck {
    /// Throws the usage error when `stacked` and `log` (a log value axis) are both asked for.
    package static func check(stacked: Bool, log: Bool) throws(ChartError) {
        guard stacked && log else { return }
        throw ChartError.usage(message)
    }

    /// Why the combination is refused and what to do instead.
    package static let message =
        """
        --stacked cannot be combined with --y-log: on a log axis a stacked segment's length depends on the segments below it, not on its own value; \
        drop --y-log to stack on a linear axis, or drop --stacked
        """
}
