import ArgumentParser
import ChartKit

/// Axis titles, scaling, ticks, label formats, reference lines and the legend; shared by the
/// charts with axes (line, bar, discrete). `--vline` is `VLineOption`: bar does not take it.
struct AxisFlags: ParsableArguments {
    @Option(help: ArgumentHelp("x axis title (default: the x column's name; '' for none).", valueName: "text"))
    var xLabel: String?

    @Option(help: ArgumentHelp("Value axis title (default: the series name when there is one; '' for none).", valueName: "text"))
    var yLabel: String?

    @Option(
        help: ArgumentHelp("x label format: number, number:N, thousands, si, percent, currency:CODE, date:FORMAT.", valueName: "format"),
        transform: FlagCheck.format)
    var xFormat: ParsedFlag<AxisFormat>?

    @Option(help: ArgumentHelp("Value label format (as --x-format).", valueName: "format"), transform: FlagCheck.format)
    var yFormat: ParsedFlag<AxisFormat>?

    @Option(help: ArgumentHelp("Label only every Nth x tick.", valueName: "N"))
    var xLabelEvery: Int = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("Fixed lower end of the value axis.", valueName: "value"))
    var yMin: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Fixed upper end of the value axis.", valueName: "value"))
    var yMax: Double?

    @Option(help: ArgumentHelp("shared: one value axis range for all pages; page: each page fits its data.", valueName: "shared|page"))
    var yRange: YScale?

    /// The old spelling of `--y-range` (every plotting library's "scale" means linear or log):
    /// still read, with a warning (`DeprecatedSwitches`).
    @Option(help: .hidden)
    var yScale: YScale?

    @Flag(help: "Log value axis: powers of ten, 1 10 100 1k …; every value must be above 0 unless --y-min cuts it off.")
    var yLog = false

    @Option(
        help: ArgumentHelp(
            "Series drawn against a second value axis on the right, comma-separated, by name or 1-based index (line charts; added to the series when --y leaves them out).",
            valueName: "columns"))
    var y2: [String] = []

    @Option(help: ArgumentHelp("Right axis (--y2) title (default: its series' name when there is one; '' for none).", valueName: "text"))
    var y2Label: String?

    @Option(help: ArgumentHelp("Right axis (--y2) label format (as --x-format).", valueName: "format"), transform: FlagCheck.format)
    var y2Format: ParsedFlag<AxisFormat>?

    @Option(parsing: .unconditional, help: ArgumentHelp("Fixed lower end of the right axis (--y2).", valueName: "value"))
    var y2Min: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Fixed upper end of the right axis (--y2).", valueName: "value"))
    var y2Max: Double?

    @Flag(help: "Log right axis (--y2), as --y-log.")
    var y2Log = false

    @Option(help: ArgumentHelp("Side of the value axis: left or right.", valueName: "left|right"))
    var yAxis: YAxisSide = .left

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Horizontal reference line at this value (repeatable).", valueName: "value"))
    var hline: [Double] = []

    @Flag(help: "Draw grid lines at the ticks.")
    var grid = false

    @Option(
        help: ArgumentHelp(
            "Legend position when there are several series: top (moves right when crowded), right, bottom or none.",
            valueName: "top|right|bottom|none"))
    var legend: LegendPosition = .top

    func validate() throws {
        guard xLabelEvery >= 1 else { throw ValidationError("--x-label-every must be at least 1") }
        for value in [yMin, yMax, y2Min, y2Max].compactMap({ $0 }) + hline where !value.isFinite {
            throw ValidationError("axis values must be finite numbers")
        }
        for value in [yMin, yMax, y2Min, y2Max].compactMap({ $0 }) + hline where abs(value) > ValueParser.maximumMagnitude {
            throw ValidationError("axis values must be between -1e300 and 1e300")
        }
        if let yMin, let yMax, yMin >= yMax { throw ValidationError("--y-min must be below --y-max") }
        if let y2Min, let y2Max, y2Min >= y2Max { throw ValidationError("--y2-min must be below --y2-max") }
        try FlagCheck.names(y2, flag: "--y2")
        if y2Columns.isEmpty, let flag = secondAxisFlag {
            throw ValidationError("\(flag) sets up the right axis, which needs --y2 COLUMNS naming its series")
        }
        _ = try xFormat?.get()
        _ = try yFormat?.get()
        _ = try y2Format?.get()
    }

    /// The axis options; `vlines` from `VLineOption` where the kind takes them.
    func options(vlines: [String] = [], xLog: Bool = false) throws -> AxisOptions {
        AxisOptions(
            xFormat: try xFormat?.get() ?? .auto,
            yFormat: try yFormat?.get() ?? .auto,
            yMin: yMin, yMax: yMax,
            yScale: yRange ?? yScale ?? .shared,
            xLabelEvery: xLabelEvery, grid: grid, hlines: hline, vlines: vlines,
            ySide: yAxis,
            legend: legend,
            yLog: yLog, xLog: xLog,
            y2: y2Columns.isEmpty
                ? nil : SecondAxisOptions(format: try y2Format?.get() ?? .auto, min: y2Min, max: y2Max, log: y2Log, label: y2Label)
        )
    }

    /// The `--y2` columns: repeated and comma-separated values as one list.
    var y2Columns: [String] {
        y2.flatMap { $0.split(separator: ",", omittingEmptySubsequences: true).map { $0.trimmingSpaces() } }
    }

    /// The first right-axis flag given, which means nothing without `--y2`.
    private var secondAxisFlag: String? {
        if y2Label != nil { return "--y2-label" }
        if y2Format != nil { return "--y2-format" }
        if y2Min != nil { return "--y2-min" }
        if y2Max != nil { return "--y2-max" }
        return y2Log ? "--y2-log" : nil
    }

    /// Whether the builders refuse a `--y2` value at or below 0, naming its cell.
    var y2ValuesAboveZero: Bool { y2Log && y2Min == nil }

    /// Whether the builders refuse a value at or below 0, naming its cell: on a log axis with
    /// no `--y-min` to cut it off.
    var valuesAboveZero: Bool { yLog && yMin == nil }
}
