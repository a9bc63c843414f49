import ArgumentParser
import ChartKit

/// `chart area`: each series filled from the baseline, overlapping, stacked or as shares.
struct AreaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "area",
        abstract: "Draw area charts: series filled from 0, overlapping, stacked or as shares of the total.",
        discussion: """
            The first column is x (numbers, dates/times or text categories, as chart line reads \
            them) and every numeric column after it a series, filled from 0 (from the axis bottom \
            on a log axis). Overlapping areas are translucent with an outline; --stacked piles \
            them up in input order, --percent as shares of each row's total. An empty cell is \
            left out (the area joins its neighbours; in a stack it adds nothing).

            EXAMPLES:
              chart area electricity.csv --x year --series source --stacked -o iowa.png
              chart area electricity.csv --x year --series source --percent -o shares.png
              chart area employment.csv --y construction,manufacturing -o jobs.png
              chart area employment.csv --stacked --page-size 24 --page all -o out/e.png
              chart area employment.csv --y construction,retail_trade --stacked --plan

            LIVE (--follow, as chart line: draws while a file grows or a pipe stays open):
              producer | chart area --follow --stacked --window 300 -o now.png
            """
    )

    @OptionGroup var flags: KindFlags<LineColumns, SeriesOption, AreaLook, AxisFlags, VLineOption, PaginationFlags>
    @OptionGroup(title: "Live") var follow: FollowFlags

    func validate() throws {
        try flags.split.validate(y: flags.columns.y)
        try follow.validate(
            output: flags.output, paging: flags.paging, pagination: flags.pagination, input: flags.input, series: flags.split.series, highlight: nil)
        do {
            try AreaLayouter.checkLog(flags.look.stacking, log: flags.axes.yLog)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        AllocatorTuning.forStreamedLines()
        let (look, axes, columns) = (flags.look, flags.axes, flags.columns)
        let builder = {
            try columns.builder(
                x: columns.x.map(ColumnSelector.init(parsing:)), y: LineCommand.list(columns.y).map(ColumnSelector.init(parsing:)), dashed: [])
        }
        let line = { (figure: FigureOptions, paging: PagingOptions) in
            LineOptions(
                figure: figure, axes: try axes.options(vlines: flags.extras.vline), paging: paging,
                lineWidth: look.lineWidth ?? figure.theme.lineWidth, decimate: look.decimate)
        }
        if follow.follow {
            return try LineCommand.follow(
                flags.input, flags.output, flags.figure, flags.colours.palette, axes, pageSize: flags.pagination.pageSize, follow,
                builder: try builder(),
                area: look.stacking
            ) { try line($0, PagingOptions(output: $1)) }
        }
        try flags.run { figure, paging in
            TableRecipe<AreaLayouter>(try builder(), AreaOptions(line: try line(figure, paging), stacking: look.stacking))
        }
    }
}
