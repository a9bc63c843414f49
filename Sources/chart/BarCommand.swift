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
            share one value axis unless --y-range page.

            EXAMPLES:
              chart bar u5mr.csv --values --sort desc -o u5mr.png
              chart bar u5mr.csv --horizontal --no-axes --values -o u5mr-h.png
              chart bar energy.csv --series category --y kwh --stacked -o e.png
              chart bar u5mr.csv --page-size 5 --page all -o out/u5mr.png
            """
    )

    @OptionGroup(title: "Input") var input: InputOptions
    @OptionGroup(title: "Columns") var columns: BarColumns
    @OptionGroup(title: "Columns") var split: SeriesOption
    @OptionGroup(title: "Look") var figure: FigureFlags
    @OptionGroup(title: "Look") var look: BarLook
    @OptionGroup(title: "Axes") var axes: AxisFlags
    @OptionGroup(title: "Pages") var pagination: PaginationFlags
    @OptionGroup(title: "Pages") var paging: PageFlags
    @OptionGroup(title: "Output") var output: OutputFlags

    func validate() throws {
        try split.validate(y: columns.y)
        try FlagCheck.noDate(axes.yFormat, flag: "--y-format", what: "bar values, which are amounts measured from the baseline")
        try FlagCheck.stackedLog(stacked: look.stacked, yLog: axes.yLog)
    }

    func run() throws {
        try Session.run(output: output, paging: paging) {
            let figureOptions = try figure.options(for: output, axes: axes)  // the theme file is read before any data
            let builder = BarChartBuilder(
                x: columns.x.map(ColumnSelector.init(parsing:)),
                y: LineCommand.list(columns.y).map(ColumnSelector.init(parsing:)),
                sort: look.sort,
                xDateFormat: try columns.xDateFormat?.get()
            )
            let axisOptions = try axes.options()
            let options = BarOptions(
                figure: figureOptions,
                axes: axisOptions,
                paging: try paging.options(output: try output.resolvedOutput(), pagination: pagination.pagination),
                horizontal: look.horizontal,
                stacked: look.stacked,
                showValues: look.values,
                showAxes: !look.noAxes,
                barWidth: look.barWidth,
                colors: try look.colors?.get(),
                baseline: look.baseline ?? 0,
                growsToFitNames: try figure.size == nil && (output.resolvedOutput() != "-" || output.outputFormat == .text)
            )
            return try input.request(.bar(builder, options), series: split.key)
        }
    }
}
