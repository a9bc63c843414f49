import ArgumentParser
import ChartKit

/// `chart hist`: histograms of one or more numeric columns, with nice bin edges on the ticks.
struct HistCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hist",
        abstract: "Draw histograms: counts, density or percent per bin, overlaid or stacked, with marked percentiles.",
        discussion: """
            Every numeric column (or --y a,b) is a series; with --series COL long data is split \
            by COL's values. Empty cells are skipped and counted (see --plan); any other cell \
            that is not a number is an error. Default bins: numpy's "auto" rule (the narrower \
            of Freedman–Diaconis and Sturges) at a nice width, never fewer bins than Sturges; \
            whole numbers the rule would cut finer than 1 get one bin each, centred on the \
            value (--plan's bins.rule names the rule). Or --bins N, --bin-width W; edges are \
            whole multiples of the width and every x tick is an edge. A column of dates or times bins by calendar \
            units (--bin-width 15min, 1h, 1d, 1w, 1mo, 1q, 1y; --range with dates) with time \
            ticks on the edges. Several series share the edges and are \
            overlaid (translucent) or stacked. --mark draws exact percentiles (linear \
            interpolation, as numpy) and the mean.

            EXAMPLES:
              chart hist latencies.csv --y ms --mark p50,p99 -o requests.png
              chart hist latencies.csv --y ms --bin-width 5 --range 0:200 -o h.png
              chart hist latencies.csv --y ms --series region --stacked -o regions.png
              chart hist latencies.csv --y ms --x-log --mark p99.9 -o tail.png
              chart hist latencies.csv --y ms --facet region --mark p99 -o by-region.png
              chart hist events.csv --bin-width 1h -o per-hour.png
              chart hist events.csv --bin-width 1d --mark p50 -o days.png
            """
    )

    @OptionGroup var flags: KindFlags<HistColumns, SeriesOption, HistLook, AxisFlags, NoFlags, NoFlags>

    func validate() throws {
        try flags.split.validate(y: flags.columns.y)
        try FlagCheck.noDate(
            flags.axes.yFormat, flag: "--y-format", what: "a histogram's value axis, which counts (or gives density or percent)")
        try FlagCheck.stackedLog(stacked: flags.look.stacked, yLog: flags.axes.yLog)
    }

    func run() throws {
        let (columns, look, axes) = (flags.columns, flags.look, flags.axes)
        try flags.run { figure, paging in
            let builder = HistChartBuilder(y: LineCommand.list(columns.y).map(ColumnSelector.init(parsing:)))
            let options = HistOptions(
                figure: figure,
                axes: try axes.options(xLog: look.xLog),
                paging: paging,
                binning: try look.binning,
                range: try look.parsedRange().numbers,
                scale: look.scale,
                cumulative: look.cumulative,
                stacked: look.stacked,
                marks: try look.marks(),
                timeRange: try look.parsedRange().times
            )
            return HistRecipe(builder, options)
        }
    }
}

/// `chart hist`'s columns: the value series.
struct HistColumns: ParsableArguments {
    @Option(
        help: ArgumentHelp("Value columns (series), comma-separated, by name or 1-based index (default: every numeric column).", valueName: "columns")
    )
    var y: [String] = []

    func validate() throws {
        try FlagCheck.names(y, flag: "--y")
    }
}
