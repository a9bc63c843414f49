import ArgumentParser
import ChartKit

/// `chart box`: Tukey box plots per category and series, with exact quartiles.
struct BoxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "box", abstract: "Draw box plots: quartiles, whiskers and outliers per category and series.",
        discussion: """
            Long rows: --value COL is the number (default: the first numeric column), --x COL the category (one box per distinct \
            value, in order of first appearance) and --series KEY puts boxes side by side in \
            a category, one colour each. Wide data (no --value): every numeric column, or \
            --y a,b, is a box. Tukey boxes: the box spans the quartiles (exact, numpy's linear \
            rule) with a line at the median, whiskers reach the furthest values within 1.5 IQR \
            of the box, values beyond are outliers (circles). Empty cells are skipped and \
            counted. At most 10000 categories and 100000 boxes; --points overlays the values \
            of boxes of at most 200 values, jittered the same way every run.

            EXAMPLES:
              chart box bench-timings.csv --x commit --value ms -o bench.png
              chart box bench-timings.csv --x commit --series test --y-log -o t.png
              chart box seattle-highs.csv --x month --points -o highs.png
              chart box seattle-highs.csv --x month --horizontal -o across.png
            """)

    @OptionGroup var flags: KindFlags<BoxColumns, SeriesOption, BoxLook, AxisFlags, NoFlags, PaginationFlags>

    func validate() throws {
        try flags.split.validate(y: flags.columns.y)
        if flags.columns.value != nil, !flags.columns.y.isEmpty {
            throw ValidationError("--value names the values of long rows and --y the columns of wide data; give one of them")
        }
    }

    func run() throws {
        let (columns, look, axes) = (flags.columns, flags.look, flags.axes)
        try flags.run { figure, paging in
            let builder = BoxChartBuilder(
                x: columns.x.map(ColumnSelector.init(parsing:)), y: LineCommand.list(columns.y).map(ColumnSelector.init(parsing:)),
                value: columns.value.map(ColumnSelector.init(parsing:)))
            var options = BoxLayouter.defaultOptions(figure: figure, paging: paging)
            (options.axes, options.horizontal, options.points) = (try axes.options(), look.horizontal, look.points)
            return BoxRecipe(builder, options)
        }
    }
}

/// `chart box`'s columns: long rows' category and value, or wide data's value columns.
struct BoxColumns: ParsableArguments {
    @Option(help: ArgumentHelp("Category column of long rows, by name or 1-based index: one box per distinct value.", valueName: "column"))
    var x: String?

    @Option(help: ArgumentHelp("Value column of long rows (default with --x or --series: the first numeric column).", valueName: "column"))
    var value: String?

    @Option(help: ArgumentHelp("Wide data: value columns, each a box, comma-separated (default: every numeric column).", valueName: "columns"))
    var y: [String] = []

    func validate() throws {
        try FlagCheck.name(x, flag: "--x")
        try FlagCheck.name(value, flag: "--value")
        try FlagCheck.names(y, flag: "--y")
    }
}

/// How `chart box` runs and what it overlays.
struct BoxLook: KindLook {
    @Flag(help: "Categories down the side, values along the bottom.") var horizontal = false
    @Flag(help: "Draw each box's values over it, jittered, when it has at most 200.") var points = false
}
