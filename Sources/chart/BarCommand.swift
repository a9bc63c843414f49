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
              chart bar energy.csv --x month --y kwh --facet category -o per-category.png
              chart bar u5mr.csv --page-size 5 --page all -o out/u5mr.png
            """
    )

    @OptionGroup var flags: KindFlags<BarColumns, SeriesOption, BarLook, AxisFlags, NoFlags, PaginationFlags>

    func validate() throws {
        try flags.split.validate(y: flags.columns.y)
        try FlagCheck.noDate(flags.axes.yFormat, flag: "--y-format", what: "bar values, which are amounts measured from the baseline")
        try FlagCheck.stackedLog(stacked: flags.look.stacked, yLog: flags.axes.yLog)
    }

    func run() throws {
        let (columns, look, axes, output) = (flags.columns, flags.look, flags.axes, flags.output)
        try flags.run { figure, paging in
            let builder = BarChartBuilder(
                x: columns.x.map(ColumnSelector.init(parsing:)),
                y: LineCommand.list(columns.y).map(ColumnSelector.init(parsing:)),
                sort: look.sort,
                xDateFormat: try columns.xDateFormat?.get()
            )
            let options = BarOptions(
                figure: figure,
                axes: try axes.options(),
                paging: paging,
                horizontal: look.horizontal,
                stacked: look.stacked,
                showValues: look.values,
                showAxes: !look.noAxes,
                barWidth: look.barWidth,
                colors: try look.colors?.get(),
                baseline: look.baseline ?? 0,
                growsToFitNames: try flags.figure.size == nil && (output.resolvedOutput() != "-" || output.outputFormat == .text)
            )
            return BarRecipe(builder, options)
        }
    }
}
