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
              chart area electricity.csv --x year --series source --y net_generation --stacked -o iowa.png
              chart area electricity.csv --x year --series source --y net_generation --percent -o shares.png
              chart area employment.csv --y construction,manufacturing -o jobs.png
              chart area employment.csv --y construction,manufacturing --page-size 24 --page all -o out/jobs.png
              chart area employment.csv --y construction,manufacturing --stacked
            """
    )

    @OptionGroup var flags: KindFlags<LineColumns, SeriesOption, AreaLook, AxisFlags, VLineOption, PaginationFlags>

    func validate() throws {
        try flags.split.validate(y: flags.columns.y)
        do {
            try AreaLayouter.checkLog(flags.look.stacking, log: flags.axes.yLog)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let (look, axes, columns) = (flags.look, flags.axes, flags.columns)
        try flags.run { figure, paging in
            let line = LineOptions(
                figure: figure, axes: try axes.options(vlines: flags.extras.vline), paging: paging, lineWidth: look.lineWidth ?? 1,
                decimate: look.decimate)
            let builder = try columns.builder(
                x: columns.x.map(ColumnSelector.init(parsing:)), y: LineCommand.list(columns.y).map(ColumnSelector.init(parsing:)), dashed: [])
            return TableRecipe<AreaLayouter>(builder, AreaOptions(line: line, stacking: look.stacking))
        }
    }
}
