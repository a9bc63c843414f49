/// The chart kinds, each a `chart` command of the same name: the one list every other list of
/// kinds is derived from.
///
/// The early gnuplot start, the fuzz targets, the tests and the coverage test
/// (`KindCoverageTests`) iterate `allCases`, so a new case is drawn, fuzzed and tested, or
/// a test names what it still lacks (goldens, an error suite, a reference page, an example,
/// completions), instead of being silently left out of a hand-kept list.
public enum ChartKind: String, CaseIterable, Sendable, Equatable {
    case line
    case bar
    case pie
    case discrete
    case hist
    case scatter
    case area
    case box
    case heatmap

    /// The kind's part of the pipeline (`ChartRecipe`): the one place a kind is tied to its code.
    package var recipe: any ChartRecipe.Type {
        switch self {
        case .line: LineRecipe.self
        case .bar: BarRecipe.self
        case .pie: PieRecipe.self
        case .discrete: DiscreteRecipe.self
        case .hist: HistRecipe.self
        case .scatter: ScatterRecipe.self
        case .area: TableRecipe<AreaLayouter>.self
        case .box: BoxRecipe.self
        case .heatmap: TableRecipe<HeatmapLayouter>.self
        }
    }

    /// What this kind draws and takes: an exhaustive switch beside `recipe`, so a new kind
    /// does not compile until it states its set, in the same file.
    package var capabilities: Set<KindCapability> {
        switch self {
        case .line: [.axes, .yLog, .xLog, .cellsOnValueAxis, .pages, .categoryX, .timeX, .xColumn, .series, .highlight, .facets]
        case .bar: [.axes, .yLog, .cellsOnValueAxis, .bars, .pages, .categoryX, .xColumn, .series, .everyValue, .stacking, .facets]
        case .pie: [.xColumn]
        case .discrete: [.axes, .yLog, .cellsOnValueAxis, .pages, .categoryX, .timeX, .xColumn, .series, .highlight, .facets]
        case .hist: [.axes, .yLog, .xLog, .bars, .series, .stacking, .facets]
        case .scatter: [.axes, .yLog, .xLog, .cellsOnValueAxis, .timeX, .xColumn, .series, .facets]
        case .area: [.axes, .yLog, .cellsOnValueAxis, .pages, .categoryX, .timeX, .xColumn, .series, .stacking, .facets]
        case .box: [.axes, .yLog, .cellsOnValueAxis, .pages, .categoryX, .xColumn, .series, .facets]
        case .heatmap: [.yLog, .xColumn, .categoryX]
        }
    }

    /// The shared features the kind draws (its layouter's `draws`): every other is refused.
    package var draws: AxisFeatures { recipe.draws }

    /// "a" or "an", as the kind's name reads in a message ("an area chart").
    package var article: String { rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a" }

    /// The `chart` subcommand that draws this kind.
    package var commandName: String { rawValue }

    /// The kind at `index` modulo the number of kinds: how a fuzz input's selector byte picks one.
    package static func cycling(_ index: Int) -> ChartKind {
        allCases[((index % allCases.count) + allCases.count) % allCases.count]
    }
}
