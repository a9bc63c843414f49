/// Flags another chart kind takes that this one refuses, with the reason and what to use
/// instead: ArgumentParser's "Unknown option '--vline'" says neither.
///
/// Each command lists only the flags it accepts (issue 18), so `chart bar --vline` is an unknown
/// option to ArgumentParser; where a kind once listed such a flag, or users reach for one, the
/// message keeps naming the way to get what was meant.
enum RefusedFlags {
    static let reasons: [String: [String: String]] = [
        "bar": [
            "--vline": "--vline does not apply to bar charts; use --hline for a value reference line",
            "--x-log": xLog, "--y2": y2,
        ],
        "discrete": ["--x-log": xLog, "--y2": y2],
        "hist": ["--y2": y2],
        "scatter": [
            "--vline": "--vline does not apply to scatter charts yet; use --hline for a value reference line",
            "--page-size": scatterPages, "--pages": scatterPages, "--y2": y2,
        ],
        "pie": [
            "--page-size": pages, "--pages": pages,
            "--x-label": axisTitles, "--y-label": axisTitles,
            "--y2": "--y2 does not apply to pie charts: a pie has no value axis",
            "--x": "--x" + pieColumns, "--y": "--y" + pieColumns,
        ],
    ]
    static let xLog = "--x-log applies to line charts with a numeric x, histograms and scatter charts only; --y-log draws a log value axis"
    static let y2 = "--y2 (a second value axis on the right) applies to line charts only"
    static let pages = "--page-size and --pages do not apply to pie charts; use --group to make one pie per page"
    static let scatterPages = "--page-size and --pages do not apply to scatter charts: every point is on one plot"
    static let pieColumns =
        " does not apply to pie charts: a pie has no x or y; --label names the column of slice names and --value the column of slice sizes"
    static let axisTitles = "--x-label and --y-label do not apply to pie charts: a pie has no axes (--title names the chart)"

    /// `message` (ArgumentParser's first line), or the reason when it refuses an unknown option
    /// that `arguments` (after the program name) gave to a kind with a reason for it.
    static func message(_ message: String, arguments: [String]) -> String {
        guard let kind = arguments.first, let reasons = reasons[kind],
            message.hasPrefix("Unknown option '"), let flag = message.dropFirst(16).split(separator: "'").first,
            let reason = reasons[String(flag)]
        else { return message }
        return reason
    }
}
