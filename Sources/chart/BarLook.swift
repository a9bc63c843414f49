import ArgumentParser
import ChartKit

/// How `chart bar` draws its bars: direction, stacking, value labels, order, width, colours.
struct BarLook: KindLook {
    @Flag(help: "Draw bars left to right, categories top to bottom in input order.")
    var horizontal = false

    @Flag(help: "Stack the series (positives up, negatives down) instead of grouping them; not with --y-log, where segment lengths mean nothing.")
    var stacked = false

    @Flag(help: "Write each bar's value on it (or just beyond its end when it does not fit).")
    var values = false

    @Flag(name: .customLong("no-axes"), help: "Hide axis lines, ticks and value-axis labels (category names stay).")
    var noAxes = false

    @Option(
        help: ArgumentHelp("Category order: none (input order), asc or desc (by value, or total with several series).", valueName: "none|asc|desc"))
    var sort: BarSort = .none

    @Option(parsing: .unconditional, help: ArgumentHelp("Share of each category's slot the bars fill, above 0 and at most 1.", valueName: "fraction"))
    var barWidth: Double = 0.8

    @Option(parsing: .unconditional, help: ArgumentHelp("Value the bars grow from (not with --stacked).", valueName: "value"))
    var baseline: Double?

    @Option(
        help: ArgumentHelp(
            "Bar colours, comma-separated (#RRGGBB, #RGB or names): one per series, or cycling over the bars of a single series.", valueName: "colors"
        ),
        transform: FlagCheck.colors)
    var colors: ParsedFlag<[String]>?

    func validate() throws {
        guard barWidth > 0 && barWidth <= 1 else { throw ValidationError("--bar-width must be above 0 and at most 1") }
        if let baseline {
            guard baseline.isFinite else { throw ValidationError("--baseline must be a finite number") }
            guard abs(baseline) <= ValueParser.maximumMagnitude else { throw ValidationError("--baseline must be between -1e300 and 1e300") }
            if stacked { throw ValidationError("--baseline cannot be combined with --stacked: stacks add up from zero") }
        }
        _ = try colors?.get()
    }
}
