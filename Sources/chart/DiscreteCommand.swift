import ArgumentParser
import ChartKit

/// `chart discrete`: ResearchKit's discrete graph: ranges or single values per evenly spaced x slot.
struct DiscreteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "discrete",
        abstract: "Draw discrete graphs: a range (low–high) or a value per x slot, several plots side by side.",
        discussion: """
            Rows are x slots in input order, evenly spaced and titled by the x column (default: the \
            first column). Each --low/--high pair is a range plot, each --y column a plot of single \
            values; with neither, every numeric column after x is a plot of single values. Both \
            cells of a range empty is a gap; one of them empty, or a low above its high, is an error. \
            With --series KEY (long data: one row per key and slot), each key is a plot of its own: \
            of single values, or with one --low/--high pair of ranges; slots and keys keep the order \
            they first appear in, a key without a row for a slot has a gap there, and a key given \
            a slot twice is an error. \
            JSON input may also be {"plots": [[{"min": 60, "max": 80}, {"value": 70}, null, …], …]} \
            with optional "titles" (x slots) and "names" (plots).

            EXAMPLES:
              chart discrete heart.csv --low min --high max --connect -o heart.png
              chart discrete vitals.csv --low hr_low --high hr_high --connect -o v.png
              chart discrete seattle-range.csv --series year --low low --high high -o r.png
              chart discrete plots.json --connect --highlight Mar -o plots.png
            """
    )

    @OptionGroup var flags: KindFlags<DiscreteColumns, SeriesOption, DiscreteLook, AxisFlags, VLineOption, PaginationFlags>

    func validate() throws {
        try flags.split.validate(y: flags.columns.y)
    }

    func run() throws {
        let (columns, look, axes) = (flags.columns, flags.look, flags.axes)
        try flags.run { figure, paging in
            // With --series (long data), one plot per key: of single values, or of ranges with --low/--high.
            let builder = DiscreteChartBuilder(
                x: columns.x.map(ColumnSelector.init(parsing:)),
                low: LineCommand.list(columns.low).map(ColumnSelector.init(parsing:)),
                high: LineCommand.list(columns.high).map(ColumnSelector.init(parsing:)),
                y: LineCommand.list(columns.y).map(ColumnSelector.init(parsing:)),
                names: LineCommand.list(columns.names))
            let options = DiscreteOptions(
                figure: figure,
                axes: try axes.options(vlines: flags.extras.vline),
                paging: paging,
                connect: look.connect,
                highlight: look.highlight,
                colors: try look.colors?.get(),
                decimate: look.decimate)
            return DiscreteRecipe(builder, options)
        }
    }
}
