import ArgumentParser
import ChartKit

/// `chart heatmap`: a colour per cell over two axes, from long rows or a matrix.
struct HeatmapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "heatmap",
        abstract: "Draw heatmaps: a colour per cell over two axes, from long rows (counted or aggregated) or a matrix.",
        discussion: """
            Long rows: --x (default: the first column) and --y (default: the next) place each row \
            in a cell; text is categories in order of first appearance (y's first at the top), \
            numbers and times are binned as chart hist bins them (--x-bin 1min, 1h, 1d … or a \
            width; --y-bins N; --y-log for log-spaced y bins). A cell counts its rows, or with \
            --value COL aggregates the column (--agg sum|mean|max; default mean with --value, \
            count without). A matrix (--matrix, or with no column named a table whose first \
            column is text and every other column, two at least, numbers) reads row names down \
            y and the other columns' names along x. Empty cells are drawn as background, never \
            as 0. Colours: viridis, or a diverging RdBu centred on 0 when the values cross 0 \
            (--scheme); --color-log for counts over decades; --values writes each value on its \
            cell. At most 1000 categories along an axis and 1000000 cells.

            EXAMPLES:
              chart heatmap seattle.csv --x date --y temp_max --x-bin 1mo -o t.png
              chart heatmap seattle-correlations.csv --values -o c.png
              chart heatmap latency-events.csv --x-bin 1min --y-log -o l.png
              chart heatmap seattle.csv --x date --y wind --x-bin 1y -o w.txt
            """
    )

    @OptionGroup var flags: KindFlags<HeatmapColumns, NoFlags, HeatmapLook, HeatmapAxisFlags, NoFlags, NoFlags>

    /// Why `--palette`, which this command does not list, is refused (`RefusedFlags`).
    static let paletteRefusal = "--palette does not apply to heatmap charts: a heatmap has no series; choose the cells' colours with --scheme"

    func run() throws {
        let (columns, look, axes) = (flags.columns, flags.look, flags.axes)
        try flags.run { figure, paging in
            var builder = HeatmapChartBuilder(
                x: columns.x.map(ColumnSelector.init(parsing:)), y: columns.y.map { [ColumnSelector(parsing: $0)] } ?? [])
            (builder.value, builder.aggregate) = (columns.value.map(ColumnSelector.init(parsing:)), columns.agg)
            builder.matrix = columns.matrix ? true : nil
            builder.xBinning = try look.xBinning()
            builder.yBinning = look.yBins.map { .count($0) } ?? .rule
            var options = HeatmapLayouter.defaultOptions(figure: figure, paging: paging)
            options.axes = try axes.options()
            (options.palette, options.colorLog, options.values) = (look.scheme, look.colorLog, look.values)
            return TableRecipe<HeatmapLayouter>(builder, options)
        }
    }
}

/// `chart heatmap`'s columns: the cell's x and y, the value aggregated, or a matrix.
struct HeatmapColumns: ParsableArguments {
    @Option(help: ArgumentHelp("x column, by name or 1-based index (default: the first).", valueName: "column")) var x: String?
    @Option(help: ArgumentHelp("y column (default: the first column after x).", valueName: "column")) var y: String?
    @Option(help: ArgumentHelp("Column of values aggregated per cell (default: count the rows).", valueName: "column")) var value: String?
    @Option(
        help: ArgumentHelp("How a cell's values make its colour: count, sum, mean (default with --value) or max.", valueName: "count|sum|mean|max"))
    var agg: HeatmapAggregate?
    @Flag(help: "Read a matrix: the first column names the rows, every other column is a column of cells.") var matrix = false
}

/// `chart heatmap`'s look: palette, colour scale, labels and bins.
struct HeatmapLook: KindLook {
    typealias Colours = NoFlags  // cells take --scheme: a heatmap has no series to colour

    @Option(
        help: ArgumentHelp(
            "Cell colours (a colour scheme, as Vega-Lite's): viridis, magma, greys or rdbu "
                + "(default: viridis; rdbu, centred on 0, when values cross 0).",
            valueName: "name"))
    var scheme: HeatmapPalette?
    @Flag(help: "Colours by powers of ten (counts over decades); every cell's value must be above 0.") var colorLog = false
    @Flag(help: "Write each cell's value on it (light text on dark cells) where it fits.") var values = false
    @Option(help: ArgumentHelp("x bin width for numbers or times: a number, or 1min, 15min, 1h, 1d, 1w, 1mo, 1y.", valueName: "width"))
    var xBin: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("About this many y bins for numbers (at a nice width; 1–1000).", valueName: "N"))
    var yBins: Int?

    func validate() throws {
        if let yBins, !HistBinning.counts.contains(yBins) { throw ValidationError("--y-bins must be 1–1000") }
        _ = try xBinning()
    }

    func xBinning() throws -> HistBinning {
        guard let xBin else { return .rule }
        guard let binning = try HistBinning(width: xBin) else {
            throw ValidationError("--x-bin \(xBin) is neither a number above 0 nor a duration (1min, 1h, 1d, 1w, 1mo, 1y)")
        }
        return binning
    }
}

/// `chart heatmap`'s axis flags: titles, formats and the log y; its y is bins or categories, so
/// it takes no value range, reference line, grid or legend.
struct HeatmapAxisFlags: AxisTitling {
    @Option(help: ArgumentHelp("x axis title (default: the x column's name; '' for none).", valueName: "text")) var xLabel: String?
    @Option(help: ArgumentHelp("y axis title (default: the y column's name; '' for none).", valueName: "text")) var yLabel: String?
    @Option(help: ArgumentHelp("x label format (as chart line's --x-format).", valueName: "format"), transform: FlagCheck.format)
    var xFormat: ParsedFlag<AxisFormat>?
    @Option(parsing: .unconditional, help: ArgumentHelp("Label only every Nth x tick.", valueName: "N")) var xLabelEvery: Int = 1
    @Flag(help: "Log-spaced y bins on a log y axis (numeric y only; every y must be above 0).") var yLog = false

    func validate() throws {
        guard xLabelEvery >= 1 else { throw ValidationError("--x-label-every must be at least 1") }
        _ = try xFormat?.get()
    }

    /// The shared axis flags with these titles (the figure reads its titles there).
    var axisFlags: AxisFlags? {
        let titles = [xLabel.map { "--x-label=\($0)" }, yLabel.map { "--y-label=\($0)" }].compactMap { $0 }
        return try? AxisFlags.parse(titles)
    }

    /// The axis options these flags set.
    func options() throws -> AxisOptions {
        AxisOptions(xFormat: try xFormat?.get() ?? .auto, xLabelEvery: xLabelEvery, yLog: yLog)
    }
}

extension HeatmapAggregate: ExpressibleByArgument {}
extension HeatmapPalette: ExpressibleByArgument {}
