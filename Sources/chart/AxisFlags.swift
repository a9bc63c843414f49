import ArgumentParser
import ChartKit

/// Axis titles, scaling, ticks, label formats, reference lines and the legend; shared by the
/// charts with axes (line, bar, discrete). `--vline` is `VLineOption`: bar does not take it.
struct AxisFlags: ParsableArguments {
    @Option(help: ArgumentHelp("x axis title (default: the x column's name; '' for none).", valueName: "text"))
    var xLabel: String?

    @Option(
        help: ArgumentHelp(
            "Value axis title (default: the series name when there is one, the value column's with --series; '' for none).", valueName: "text"))
    var yLabel: String?

    @Option(
        help: ArgumentHelp(
            """
            x label format: number (plain), number:N, thousands, si, percent, currency:CODE, date:FORMAT; default: plain, thousands grouped from \
            five digits.
            """,
            valueName: "format"),
        transform: FlagCheck.format)
    var xFormat: ParsedFlag<AxisFormat>?

    @Option(help: ArgumentHelp("Value label format (as --x-format).", valueName: "format"), transform: FlagCheck.format)
    var yFormat: ParsedFlag<AxisFormat>?

    @Option(parsing: .unconditional, help: ArgumentHelp("Label only every Nth x tick.", valueName: "N"))
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

    @Option(help: ArgumentHelp("Side of the value axis: left or right.", valueName: "left|right"))
    var yAxis: YAxisSide = .left

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Horizontal reference line at this value (repeatable).", valueName: "value"))
    var hline: [Double] = []

    @Flag(help: "Draw grid lines at the ticks.")
    var grid = false

    @Option(
        help: ArgumentHelp(
            """
            Legend position when there are several series: top (default; moves right when crowded, with a warning when asked for), right, bottom or \
            none.
            """,
            valueName: "top|right|bottom|none"))
    var legend: LegendPosition?

    func validate() throws {
        guard xLabelEvery >= 1 else { throw ValidationError("--x-label-every must be at least 1") }
        for value in [yMin, yMax].compactMap({ $0 }) + hline where !value.isFinite {
            throw ValidationError("axis values must be finite numbers")
        }
        for value in [yMin, yMax].compactMap({ $0 }) + hline where abs(value) > ValueParser.maximumMagnitude {
            throw ValidationError("axis values must be between -1e300 and 1e300")
        }
        if let yMin, let yMax, yMin >= yMax { throw ValidationError("--y-min must be below --y-max") }
        _ = try xFormat?.get()
        _ = try yFormat?.get()
    }

    /// The axis options; `vlines` from `VLineOption` and the right axis from `SecondAxisFlags`
    /// where the kind takes them.
    func options(vlines: [String] = [], xLog: Bool = false, y2: SecondAxisOptions? = nil) throws -> AxisOptions {
        AxisOptions(
            xFormat: try xFormat?.get() ?? .auto,
            yFormat: try yFormat?.get() ?? .auto,
            yMin: yMin, yMax: yMax,
            yScale: yRange ?? yScale ?? .shared,
            xLabelEvery: xLabelEvery, grid: grid, hlines: hline, vlines: vlines,
            ySide: yAxis,
            legend: legend ?? .top, legendAsked: legend != nil,
            yLog: yLog, xLog: xLog,
            y2: y2
        )
    }
}
