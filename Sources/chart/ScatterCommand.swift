import ArgumentParser
import ChartKit

/// `chart scatter`: one metric against another, a marker per row, on two numeric axes.
struct ScatterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scatter",
        abstract: "Draw scatter plots: one metric against another, several series or colour groups.",
        discussion: """
            By default the first column is x and every numeric column after it is a series of \
            y values; --series COL colours the points by a column's value instead. x may be numbers \
            or dates/times (a time axis). Every row is a marker (a colour and a shape per series); \
            a row with an empty x or y cell is skipped, counted in --plan and in a warning. Both axes are padded so a marker \
            at an extreme is never clipped. --size-by COL draws bubbles whose area is proportional \
            to the column's value (at or above 0; an empty cell skips the point), with a size \
            legend beside the plot.

            EXAMPLES:
              chart scatter requests.csv --x bytes --y ms -o requests.png
              chart scatter requests.csv --x bytes --y ms --x-log --y-log -o log.png
              chart scatter requests.csv --x bytes --y ms --series endpoint -o groups.png
              chart scatter requests.csv --x bytes --y ms --facet endpoint -o panels.png
              chart scatter requests.csv --x bytes --y ms --fit linear -o fit.png
              chart scatter seattle.csv --x temp_max --y temp_min --size-by wind -o b.png
              chart scatter requests.csv --x bytes --y ms --plan
            """
    )

    @OptionGroup var flags: KindFlags<LineColumns, SeriesOption, ScatterLook, AxisFlags, NoFlags, NoFlags>

    func validate() throws {
        try flags.split.validate(y: flags.columns.y)
    }

    func run() throws {
        let (columns, look, axes) = (flags.columns, flags.look, flags.axes)
        try flags.run { figure, paging in
            var options = ScatterOptions(
                figure: figure,
                axes: try axes.options(xLog: look.xLog),
                paging: paging,
                markerSize: look.markerSize,
                fit: look.fit
            )
            options.density = look.density.map { $0 ? .on : .off } ?? .auto
            var builder = try columns.builder(
                x: columns.x.map(ColumnSelector.init(parsing:)), y: LineCommand.list(columns.y).map(ColumnSelector.init(parsing:)),
                dashed: [])
            builder.sizeBy = look.sizeBy.map(ColumnSelector.init(parsing:))
            return ScatterRecipe(builder, options)
        }
    }
}

/// How `chart scatter` draws its markers, and its log x axis.
struct ScatterLook: KindLook {
    @Option(parsing: .unconditional, help: ArgumentHelp("Marker size (1: 7 px across; at least 0.6, at most 10).", valueName: "size"))
    var markerSize: Double = 1

    @Flag(help: "Log x axis (numeric x only): powers of ten; every x must be above 0.")
    var xLog = false

    @Option(
        help: ArgumentHelp(
            """
            Fit a line through each series: linear (least squares; its equation and r² in the legend). On log axes it is fitted in logs: a power \
            law y = a·x^b on log-log axes.
            """,
            valueName: "linear"))
    var fit: ScatterFit?

    @Flag(
        inversion: .prefixedNo,
        help:
            """
            Draw points per pixel as a density image with a colour bar (default: when points outnumber a quarter of the plot's pixels); \
            --no-density always draws markers.
            """
    )
    var density: Bool?

    @Option(
        help: ArgumentHelp(
            "Bubble size from a numeric column (at or above 0): area proportional to the value, with a size legend; not with --density.",
            valueName: "col"))
    var sizeBy: String?

    func validate() throws {
        guard ScatterOptions.markerSizes.contains(markerSize) else { throw ValidationError("--marker-size must be between 0.6 and 10") }
        if sizeBy != nil, density == true {
            throw ValidationError("--size-by draws bubbles, and a density image (--density) has no sizes: drop one of them")
        }
    }
}
