import ArgumentParser
import ChartKit

/// `chart line`: one or more series against x, cut into pages when long.
struct LineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "line",
        abstract: "Draw line charts: several series, pages, reference lines.",
        discussion: """
            By default the first column is x and every numeric column after it is a series; a \
            single column is drawn against its row number. x may be numbers, dates/times (a time \
            axis: ISO-8601, 2024/01/31 13:05, Jan 31 2024, years under a year header; \
            --x-date-format names any other form), or text (evenly spaced categories). Empty cells are gaps in the line. \
            Rows are drawn in ascending x.

            EXAMPLES:
              chart line sales.csv --y current,previous --dashed previous -o s.png
              cat metrics.csv | chart line --page-size 100 --page all -o out/m.png
              chart line temperature.csv --hline 0 --legend right -o t.png
              chart line energy.csv --series category --y kwh -o energy.png
              chart line metrics.csv --page-size 100 --plan

            LIVE (--follow: draws while a file grows or a pipe stays open; pages fit their own value axis):
              chart line --follow app.csv --page-size 500 -o live/l.png
              producer | chart line --follow --window 300 --refresh 2 -o now.png
            """
    )

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("x column, by name or 1-based index (default: the first column).", valueName: "column"))
    var x: String?

    @Option(help: ArgumentHelp("Series columns, comma-separated, by name or 1-based index (default: every numeric column after x).", valueName: "columns"))
    var y: [String] = []

    @Option(help: ArgumentHelp("How to read x: auto, number, time, epoch (seconds since 1970) or category.", valueName: "type"))
    var xType: XTypeRequest = .auto

    @Option(help: ArgumentHelp(FlagCheck.dateFormatHelp + "; x is then a time axis.", valueName: "form"))
    var xDateFormat: String?

    @Option(help: ArgumentHelp("Series to draw dashed, comma-separated (e.g. a previous period).", valueName: "names"))
    var dashed: [String] = []

    @Flag(help: "Mark every data point.")
    var points = false

    @Option(help: ArgumentHelp("Line width in pixels (default: the theme's, 2).", valueName: "width"))
    var lineWidth: Double?

    @Flag(inversion: .prefixedNo, help: "Send gnuplot only the points that draw the same pixels (M4: first, last, min and max per pixel column); --no-decimate sends every point.")
    var decimate = true

    @Option(parsing: .unconditional, help: ArgumentHelp("Mark one x (a category, or a number or date on the axis: the nearest row) and write every series' value beside it.", valueName: "x"))
    var highlight: String?

    @OptionGroup var split: SeriesOption
    @OptionGroup var figure: FigureFlags
    @OptionGroup var axes: AxisFlags
    @OptionGroup var paging: PageFlags
    @OptionGroup var output: OutputFlags
    @OptionGroup var follow: FollowFlags

    func validate() throws {
        if let lineWidth, !(lineWidth > 0 && lineWidth <= Theme.maximumLineWidth) { throw ValidationError("--line-width must be above 0 and at most 50") }
        try FlagCheck.name(x, flag: "--x")
        try FlagCheck.names(y, flag: "--y")
        try FlagCheck.names(dashed, flag: "--dashed", expected: "a series name")
        if xDateFormat != nil, ![.auto, .time].contains(xType) {
            throw ValidationError("--x-date-format reads x as dates; it cannot go with --x-type \(xType.rawValue)")
        }
        _ = try dateFormat()
        try split.validate(y: y)
        try follow.validate(output: output, paging: paging, input: input, series: split.series, highlight: highlight)
    }

    func run() throws {
        if follow.follow { return try runFollowing() }
        try Session.run(output: output, paging: paging) {
            let figureOptions = try figure.options(format: output.outputFormat)   // the theme file is read before any data
            let options = LineOptions(
                figure: figureOptions,
                axes: try axes.options(),
                paging: try paging.options(output: try output.resolvedOutput()),
                lineWidth: lineWidth ?? figureOptions.theme.lineWidth,
                points: points,
                highlight: highlight,
                decimate: decimate
            )
            let builder = LineChartBuilder(x: x.map(ColumnSelector.init(parsing:)), y: Self.list(y).map(ColumnSelector.init(parsing:)),
                                           xType: xType, dashed: Self.list(dashed), xDateFormat: try dateFormat())
            return try input.request(.line(builder, options), series: split.key)
        }
    }

    /// `--x-date-format` checked, or nil when not given.
    func dateFormat() throws -> DateReadPattern? {
        try FlagCheck.dateFormat(xDateFormat)
    }

    /// Repeated and comma-separated values as one list (`--y a,b --y c`).
    static func list(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: true).map { $0.trimmingSpaces() } }
    }
}
