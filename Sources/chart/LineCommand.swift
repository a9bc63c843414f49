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
              chart line wheat.csv --y wheat --y2 wages --grid -o wheat.png
              chart line energy.csv --series category --y kwh -o energy.png
              chart line employment-long.csv --facet sector --size 1200x900 -o e.png
              chart line metrics.csv --page-size 100 --plan

            LIVE (--follow: draws while a file grows or a pipe stays open; pages fit their own value axis):
              chart line --follow app.csv --page-size 500 -o live/l.png
              producer | chart line --follow --window 300 --refresh 2 -o now.png
            """
    )

    @OptionGroup var flags: KindFlags<LineColumns, SeriesOption, LineLook, AxisFlags, LineAxisFlags, PaginationFlags>
    @OptionGroup(title: "Live") var follow: FollowFlags

    func validate() throws {
        try flags.split.validate(y: flags.columns.y)
        try follow.validate(
            output: flags.output, paging: flags.paging, pagination: flags.pagination, input: flags.input, series: flags.split.series,
            highlight: flags.look.highlight)
        if follow.follow && flags.split.facets.facet != nil {
            throw ValidationError("--follow cannot draw --facet panels: the panels' shared ranges need every row")
        }
    }

    func run() throws {
        AllocatorTuning.forStreamedLines()
        if follow.follow { return try runFollowing() }
        let (look, axes, extras) = (flags.look, flags.axes, flags.extras)
        try flags.run { figure, paging in
            let options = LineOptions(
                figure: figure,
                axes: try axes.options(vlines: extras.vlines.vline, xLog: look.xLog, y2: extras.rightAxis.options()),
                paging: paging,
                lineWidth: look.lineWidth ?? figure.theme.lineWidth,
                points: look.points,
                highlight: look.highlight,
                decimate: look.decimate
            )
            return LineRecipe(try builder(), options)
        }
    }

    /// The builder of the line and `--follow`: values on a log axis must be above 0.
    func builder() throws -> LineChartBuilder {
        let (columns, look) = (flags.columns, flags.look)
        var builder = try columns.builder(
            x: columns.x.map(ColumnSelector.init(parsing:)), y: Self.list(columns.y).map(ColumnSelector.init(parsing:)),
            dashed: Self.list(look.dashed))
        flags.extras.rightAxis.configure(&builder)
        return builder
    }

    /// Repeated and comma-separated values as one list (`--y a,b --y c`).
    static func list(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: true).map { $0.trimmingSpaces() } }
    }
}
