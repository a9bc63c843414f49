import ArgumentParser
import ChartKit

/// `--series COL` for the axis charts: long data split into one series per key before the
/// chart is built (see `SeriesSplitter`).
struct SeriesOption: ParsableArguments {
    @Option(help: ArgumentHelp("Long (tidy) data: one series per distinct value of this column, values from --y (one column) or the first numeric column.", valueName: "column"))
    var series: String?

    /// `--y` may name one value column at most when splitting.
    func validate(y: [String]) throws {
        try FlagCheck.name(series, flag: "--series")
        guard series != nil else { return }
        if LineCommand.list(y).count > 1 {
            throw ValidationError("--series splits one value column; --y names \(LineCommand.list(y).count)")
        }
    }

    /// The table to build from, and the x and series selectors to build it with: unchanged
    /// without `--series`; with it, the wide table (x first, then one column per key).
    func apply(to table: DataTable, x: String?, y: [String], missing: SeriesSplitter.Missing) throws
        -> (table: DataTable, x: ColumnSelector?, y: [ColumnSelector]) {
        let ySelectors = LineCommand.list(y).map(ColumnSelector.init(parsing:))
        guard let series else { return (table, x.map(ColumnSelector.init(parsing:)), ySelectors) }
        let splitter = SeriesSplitter(key: ColumnSelector(parsing: series), x: x.map(ColumnSelector.init(parsing:)),
                                      value: ySelectors.first, missing: missing)
        let wide = try splitter.split(table)
        return (wide, .index(1), (1..<wide.columnCount).map { .index($0 + 1) })
    }
}
