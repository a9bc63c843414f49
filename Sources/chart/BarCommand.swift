import ArgumentParser
import ChartKit

/// `chart bar`: vertical, horizontal, grouped and stacked bars with computed axes and pages.
struct BarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bar",
        abstract: "Draw bar charts: vertical or horizontal, grouped or stacked, with value labels and pages.",
        discussion: """
            By default the first column names the categories and every numeric column after it \
            is a series (several series are grouped side by side, or stacked with --stacked). \
            Bars grow from zero (or --baseline); negative values extend the other way. Every \
            value must be a number: an empty cell is an error. Duplicate categories are kept, \
            each as its own bar, in input order. Pages (--page-size) cut the category list and \
            share one value axis unless --y-scale page.

            EXAMPLES:
              chart bar u5mr.csv --values --sort desc -o u5mr.png
              chart bar u5mr.csv --horizontal --no-axes --values -o u5mr-h.png
              chart bar energy.csv --series category --y kwh --stacked -o e.png
              chart bar u5mr.csv --page-size 5 --page all -o out/u5mr.png
            """
    )

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("Category column, by name or 1-based index (default: the first column).", valueName: "column"))
    var x: String?

    @Option(help: ArgumentHelp("Value columns (series), comma-separated, by name or 1-based index (default: every numeric column after x).", valueName: "columns"))
    var y: [String] = []

    @Option(help: ArgumentHelp(FlagCheck.dateFormatHelp + "; the bars are then named by the calendar.", valueName: "form"))
    var xDateFormat: String?

    @Flag(help: "Draw bars left to right, categories top to bottom in input order.")
    var horizontal = false

    @Flag(help: "Stack the series (positives up, negatives down) instead of grouping them.")
    var stacked = false

    @Flag(help: "Write each bar's value on it (or just beyond its end when it does not fit).")
    var values = false

    @Flag(name: .customLong("no-axes"), help: "Hide axis lines, ticks and value-axis labels (category names stay).")
    var noAxes = false

    @Option(help: ArgumentHelp("Category order: none (input order), asc or desc (by value, or total with several series).", valueName: "none|asc|desc"))
    var sort: BarSort = .none

    @Option(help: ArgumentHelp("Share of each category's slot the bars fill, above 0 and at most 1.", valueName: "fraction"))
    var barWidth: Double = 0.8

    @Option(parsing: .unconditional, help: ArgumentHelp("Value the bars grow from (not with --stacked).", valueName: "value"))
    var baseline: Double?

    @Option(help: ArgumentHelp("Bar colours, comma-separated (#RRGGBB, #RGB or names): one per series, or cycling over the bars of a single series.", valueName: "colors"))
    var colors: String?

    @OptionGroup var split: SeriesOption
    @OptionGroup var figure: FigureFlags
    @OptionGroup var axes: AxisFlags
    @OptionGroup var paging: PageFlags
    @OptionGroup var output: OutputFlags

    func validate() throws {
        guard barWidth > 0 && barWidth <= 1 else { throw ValidationError("--bar-width must be above 0 and at most 1") }
        if let baseline {
            guard baseline.isFinite else { throw ValidationError("--baseline must be a finite number") }
            guard abs(baseline) <= ValueParser.maximumMagnitude else { throw ValidationError("--baseline must be between -1e300 and 1e300") }
            if stacked { throw ValidationError("--baseline cannot be combined with --stacked: stacks add up from zero") }
        }
        if !axes.vline.isEmpty { throw ValidationError("--vline does not apply to bar charts; use --hline for a value reference line") }
        try FlagCheck.colors(colors)
        try FlagCheck.name(x, flag: "--x")
        try FlagCheck.names(y, flag: "--y")
        try split.validate(y: y)
        _ = try FlagCheck.dateFormat(xDateFormat)
    }

    func run() throws {
        try Session.run(output: output, paging: paging) {
            let figureOptions = try figure.options(format: output.outputFormat)   // the theme file is read before any data
            let builder = BarChartBuilder(
                x: x.map(ColumnSelector.init(parsing:)),
                y: LineCommand.list(y).map(ColumnSelector.init(parsing:)),
                sort: sort,
                pagination: paging.pagination,
                xDateFormat: try FlagCheck.dateFormat(xDateFormat)
            )
            let axisOptions = try axes.options()
            let options = BarOptions(
                figure: figureOptions,
                axes: axisOptions,
                paging: try paging.options(output: try output.resolvedOutput()),
                horizontal: horizontal,
                stacked: stacked,
                showValues: values,
                showAxes: !noAxes,
                barWidth: barWidth,
                colors: try colors.map { try ColorList.parse($0) },
                baseline: baseline ?? 0,
                growsToFitNames: try figure.size == nil && output.resolvedOutput() != "-"
            )
            return try input.request(.bar(builder, options), series: split.key)
        }
    }
}
