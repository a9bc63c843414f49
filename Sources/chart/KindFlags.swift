import ArgumentParser
import ChartKit

/// The option groups of a chart command, in the order its `--help` shows them: the shared ones,
/// and in each slot the kind's own (its columns and look) or what it lists of the shared groups
/// (`--series`, the axes, extra axis flags, page cutting), `NoFlags` where it lists none.
///
/// A command writes one `@OptionGroup var flags: KindFlags<…>` instead of up to ten groups, and
/// runs through `run(_:)`. Help sections merge by title (the figure's flags, then the kind's look,
/// under `Look`), so `--help`, the completions and the man page list the flags as before. Which
/// shared flags a kind lists must match what it draws (`ChartKind.draws`; `RefusedFeatureTests`
/// checks both ways), and the ones it does not list are refused by `RefusedFlags`.
struct KindFlags<
    Columns: ParsableArguments, Split: SeriesSplitting, Look: KindLook, Axes: AxisTitling, AxisExtras: ParsableArguments,
    Cut: PageCutting
>: ParsableArguments {
    @OptionGroup(title: "Input") var input: InputOptions
    @OptionGroup(title: "Columns") var columns: Columns
    @OptionGroup(title: "Columns") var split: Split
    @OptionGroup(title: "Look") var figure: FigureFlags
    @OptionGroup(title: "Look") var colours: Look.Colours
    @OptionGroup(title: "Look") var look: Look
    @OptionGroup(title: "Axes") var axes: Axes
    @OptionGroup(title: "Axes") var extras: AxisExtras
    @OptionGroup(title: "Pages") var pagination: Cut
    @OptionGroup(title: "Pages") var paging: PageFlags
    @OptionGroup(title: "Output") var output: OutputFlags

    /// Runs the chart `recipe` makes of the figure (its theme read before any data) and the
    /// pages these flags set, reading the input with `--series` splitting it.
    func run<Recipe: ChartRecipe>(_ recipe: (_ figure: FigureOptions, _ paging: PagingOptions) throws -> Recipe) throws {
        try Session.run(output: output, paging: paging) {
            // The theme file is read before any data.
            let figureOptions = try figure.options(for: output, axes: axes.axisFlags, palette: colours.palette)
            let pagingOptions = try paging.options(output: try output.resolvedOutput(), pagination: pagination.pagination)
            var request = try input.request(recipe(figureOptions, pagingOptions), series: split.key)
            request.facet = split.facet
            return request
        }
    }
}

/// A kind's own look flags, and whether its series take `--palette`.
protocol KindLook: ParsableArguments {
    /// `PaletteFlag` for a kind whose colours are its series' (the default), `NoFlags` for one
    /// whose colours are a scale of its values (a heatmap's `--scheme`): its `--help` does not
    /// list `--palette`, and `RefusedFlags` says what to use instead.
    associatedtype Colours: PaletteChoosing = PaletteFlag
}

/// Where a command's series colours come from: `PaletteFlag`, or `NoFlags` for the theme's.
protocol PaletteChoosing: ParsableArguments {
    var palette: PaletteName? { get }
}

/// `--palette`: the series colours, over the theme's.
struct PaletteFlag: PaletteChoosing {
    @Option(help: ArgumentHelp("Series colours (default: the theme's).", valueName: "palette"))
    var palette: PaletteName?
}

/// How a command cuts its data into pages: `PaginationFlags`, or `NoFlags` for one page.
protocol PageCutting: ParsableArguments {
    var pagination: Pagination { get }
}

/// Whether a command splits long data (`SeriesOption`) or not (`NoFlags`).
protocol SeriesSplitting: ParsableArguments {
    var key: ColumnSelector? { get }
    /// `--facet COL`: one panel per value (`FacetFlags`); nil for one chart.
    var facet: FacetOptions? { get }
}

/// Whether a command has axes (`AxisFlags`, whose titles the figure takes) or not (`NoFlags`).
protocol AxisTitling: ParsableArguments {
    var axisFlags: AxisFlags? { get }
}

/// No flags: a `KindFlags` slot the kind leaves empty (one page, no long data, no axes).
struct NoFlags: PageCutting, SeriesSplitting, AxisTitling, PaletteChoosing {
    var palette: PaletteName? { nil }
    var pagination: Pagination { .single }
    var key: ColumnSelector? { nil }
    var facet: FacetOptions? { nil }
    var axisFlags: AxisFlags? { nil }
}

/// `chart line`'s axis flags beyond the shared ones: `--vline` and the right axis.
struct LineAxisFlags: ParsableArguments {
    @OptionGroup var vlines: VLineOption
    @OptionGroup var rightAxis: SecondAxisFlags
}

extension SeriesOption: SeriesSplitting {}

extension AxisFlags: AxisTitling {
    var axisFlags: AxisFlags? { self }
}
