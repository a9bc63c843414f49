/// What `chart line --follow` needs besides the data.
package struct LineFollowOptions: Sendable {
    /// Figure, axes and line style, as for a normal run (`paging` and `highlight` are not used).
    package var line: LineOptions
    /// Columns and x type, as for a normal run.
    package var builder: LineChartBuilder
    /// The normal run's recipe of these options: its `checkedBuilder` reads every batch.
    /// How an area chart's bands pile up (`chart area --follow`); nil: a line chart.
    package var area: AreaStacking?
    var recipe: any ChartRecipe {
        guard let area else { return LineRecipe.line(builder, line) }
        return TableRecipe<AreaLayouter>(builder, AreaOptions(line: line, stacking: area))
    }
    /// `--format` and `--header`; `maxBytes` is not used (see `maxInputBytes`), `maxRows` is.
    package var read: ReadOptions
    /// Total bytes allowed (`--max-input-size` when given); nil for no limit, since a live feed
    /// runs for as long as it runs and memory stays at about two pages. A single record is still
    /// refused beyond `ReadOptions.defaultMaxBytes`.
    package var maxInputBytes: Int?
    /// `-o`: a file path or a `%03d` pattern (not `-`).
    package var output: String
    /// `--page-size N` (numbered pages), else `--window N` (one file, the last N points), else
    /// one file with every point.
    package var pageSize: Int?
    package var window: Int?
    /// Seconds between two pictures of the current page, at least.
    package var refresh: Double
    /// Colour escapes of a text chart (`line.figure.format == .text`).
    package var textColors = TextColors.none
    /// A text chart on standard output redraws in place (cursor home, screen cleared: a
    /// terminal) rather than printing each picture after the last (a pipe or a CI log).
    package var redrawInPlace = false

    package init(
        line: LineOptions, builder: LineChartBuilder, read: ReadOptions, maxInputBytes: Int?, output: String,
        pageSize: Int?, window: Int?, refresh: Double
    ) {
        self.line = line
        self.builder = builder
        self.read = read
        self.maxInputBytes = maxInputBytes
        self.output = output
        self.pageSize = pageSize
        self.window = window
        self.refresh = refresh
    }
}
