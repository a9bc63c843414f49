/// What to draw: the kind with its options, the input, and how to read it; `ChartPipeline`
/// turns it into a plan, a program and files.
///
/// A value, so a caller states the whole chart before anything is read: the command line builds
/// one from its flags, `--follow` one per picture, the fuzz targets one per input.
package struct ChartRequest: Sendable {
    /// The kind and its options: how the model is built from the table (the builder: columns,
    /// x type, sorting) and how it is laid out (figure, axes, pages and the kind's own look).
    package typealias Chart = any ChartRecipe

    package var chart: Chart
    package var input: ChartInput
    /// Format, header and size limits of `input` when it is bytes (`.source`, `.bytes`).
    package var read: ReadOptions
    /// `--series KEY`: long data split into one series per key before the model is built (see
    /// `SeriesSplitter`); axis kinds only.
    package var series: ColumnSelector?
    /// `--facet COL`: one panel per distinct value of a column (`FacetLayouter`); nil for one chart.
    package var facet: FacetOptions?

    package init(_ chart: some ChartRecipe, input: ChartInput, read: ReadOptions = ReadOptions(), series: ColumnSelector? = nil) {
        self.chart = chart
        self.input = input
        self.read = read
        self.series = series
    }
}
