/// The warning for bars that a fixed floor of a log axis (`--y-log --y-min`) leaves without a
/// length, so no value above 0 is drawn as nothing without a word.
///
/// A free log axis starts below the smallest bar (`ValueAxisLayout.risesFromFloor`), but
/// `--y-min` fixes the floor the bars rise from: a bar at or below it has no length and reads as
/// 0 or missing, as the bars of 1 on an axis starting at 1 did (issue 33 item 2). Values at or
/// below 0 are counted by `AxisChartLayouter.checkLog`'s own warning.
enum LogFloorWarning {
    /// The warning for the `tops` (bar ends; those at or below 0 are counted elsewhere) at or
    /// below `--y-min` on a log value axis, or nil when there is none.
    static func warning(tops: some Sequence<Double>, axes: AxisOptions, noun: String = "bar") -> String? {
        guard axes.yLog, let floor = axes.yMin else { return nil }
        let count = tops.reduce(0) { $1 > 0 && $1 <= floor ? $0 + 1 : $0 }
        guard count > 0 else { return nil }
        return
            """
            \(AxisChartLayouter.counted(count, noun)) at or below --y-min \(GnuplotNumber.literal(floor)) \(count == 1 ? "has" : "have") no length: \
            bars on a log axis (--y-log) start at --y-min; lower it, or drop it so the axis starts below the smallest value
            """
    }
}
