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
            JSON input may also be {"plots": [[{"min": 60, "max": 80}, {"value": 70}, null, …], …]} \
            with optional "titles" (x slots) and "names" (plots).

            EXAMPLES:
              chart discrete heart.csv --low min --high max --connect -o heart.png
              chart discrete vitals.csv --low hr_low --high hr_high --connect -o v.png
              chart discrete plots.json --connect --highlight Mar -o plots.png
            """
    )

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("x column (slot titles), by name or 1-based index (default: the first column).", valueName: "column"))
    var x: String?

    @Option(help: ArgumentHelp("Low ends of range plots, comma-separated columns (one per --high).", valueName: "columns"))
    var low: [String] = []

    @Option(help: ArgumentHelp("High ends of range plots, comma-separated columns (one per --low).", valueName: "columns"))
    var high: [String] = []

    @Option(help: ArgumentHelp("Columns of single-value plots, comma-separated.", valueName: "columns"))
    var y: [String] = []

    @Option(help: ArgumentHelp("Legend names of the plots, comma-separated (range plots first).", valueName: "names"))
    var names: [String] = []

    @Flag(help: "Join each range's low and high with a bar.")
    var connect = false

    @Flag(inversion: .prefixedNo, help: "On a page with more slots than pixels, leave out the marks that land where one is already drawn; --no-decimate draws every one.")
    var decimate = true

    @Option(parsing: .unconditional, help: ArgumentHelp("Mark one x slot (its title, number or date) and write every plot's value(s) beside it.", valueName: "x"))
    var highlight: String?

    @Option(help: ArgumentHelp("Plot colours, comma-separated: #RRGGBB, #RGB or names.", valueName: "colors"))
    var colors: String?

    @OptionGroup var split: SeriesOption
    @OptionGroup var figure: FigureFlags
    @OptionGroup var axes: AxisFlags
    @OptionGroup var paging: PageFlags
    @OptionGroup var output: OutputFlags

    func validate() throws {
        try FlagCheck.name(x, flag: "--x")
        for (values, flag) in [(low, "--low"), (high, "--high"), (y, "--y")] { try FlagCheck.names(values, flag: flag) }
        try FlagCheck.names(names, flag: "--names", expected: "a legend name")
        let (lows, highs) = (LineCommand.list(low), LineCommand.list(high))
        guard lows.count == highs.count else {
            throw ValidationError("--low names \(lows.count) column(s) but --high names \(highs.count); give one high per low")
        }
        try FlagCheck.colors(colors)
        try split.validate(y: y)
        if split.series != nil && !lows.isEmpty {
            throw ValidationError("--series splits single values (--y); it cannot be combined with --low/--high")
        }
    }

    func run() throws {
        try Session.run(output: output, paging: paging) {
            let figureOptions = try figure.options(format: output.outputFormat)   // the theme file is read before any data
            // With --series (long data), one plot of single values per key.
            let builder = DiscreteChartBuilder(
                x: x.map(ColumnSelector.init(parsing:)),
                low: LineCommand.list(low).map(ColumnSelector.init(parsing:)),
                high: LineCommand.list(high).map(ColumnSelector.init(parsing:)),
                y: LineCommand.list(y).map(ColumnSelector.init(parsing:)),
                names: LineCommand.list(names))
            let options = DiscreteOptions(
                figure: figureOptions,
                axes: try axes.options(),
                paging: try paging.options(output: try output.resolvedOutput()),
                connect: connect,
                highlight: highlight,
                colors: try colors.map { try ColorList.parse($0) },
                decimate: decimate)
            return try input.request(.discrete(builder, options), series: split.key)
        }
    }
}
