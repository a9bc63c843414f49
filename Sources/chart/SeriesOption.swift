import ArgumentParser
import ChartKit

/// `--series COL` for the axis charts: long data split into one series per key before the
/// chart is built (see `SeriesSplitter`).
struct SeriesOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.",
            valueName: "column"))
    var series: String?

    @OptionGroup var facets: FacetFlags

    /// `--y` may name one value column at most when splitting.
    func validate(y: [String]) throws {
        try FlagCheck.name(series, flag: "--series")
        guard series != nil else { return }
        if LineCommand.list(y).count > 1 {
            throw ValidationError("--series splits one value column; --y names \(LineCommand.list(y).count)")
        }
    }

    /// The key column of `--series`, when given; `ChartPipeline` splits the table by it.
    var key: ColumnSelector? { series.map(ColumnSelector.init(parsing:)) }

    /// `--facet`'s settings, when given; `ChartPipeline` lays out one panel per value.
    var facet: FacetOptions? { facets.options }
}
