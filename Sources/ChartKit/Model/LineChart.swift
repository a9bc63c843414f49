/// A validated line chart: x positions sorted ascending and series of equal length.
///
/// Built by `LineChartBuilder` from a `DataTable`; everything after this stage may assume the
/// invariants hold and never has to report bad data.
package struct LineChart: Sendable, Equatable {
    package var x: XValues
    package var series: [LineSeries]
    /// Whether series names came from a header (and so make good axis titles).
    package var namesFromHeader: Bool
    /// The value axis's title when the series are not named after it: the value column that
    /// `--series` split into one series per key (`DataTable.valueTitle`); nil: a lone series'
    /// own name titles the axis, several none.
    package var valueTitle: String?
    /// Set when the chart holds only the rows needed to draw a longer, streamed input; nil when
    /// it holds every row.
    package var reduction: LineReduction?
    /// Each row's bubble size (`chart scatter --size-by`); nil for markers of one size.
    package var sizes: BubbleSizes?
    /// Input rows left out for an empty x cell (`LineChartBuilder.skipsEmptyX`, a scatter's),
    /// for `--plan` and the warning that says so; not among `count`.
    package var emptyX = 0

    package init(x: XValues, series: [LineSeries], namesFromHeader: Bool = true, reduction: LineReduction? = nil) {
        self.x = x
        self.series = series
        self.namesFromHeader = namesFromHeader
        self.reduction = reduction
    }

    /// Number of rows (points per series) the chart holds.
    package var count: Int { x.positions.count }

    /// Number of rows of the input: `count`, unless the chart is reduced.
    package var sourceRowCount: Int { reduction?.sourceRowCount ?? count }

    /// The input rows spanned by the chart rows `rows`, for what the user reads (`--plan`,
    /// program comments): `rows` itself unless the chart is reduced.
    package func sourceRows(_ rows: Range<Int>) -> Range<Int> {
        reduction?.sourceRange(rows) ?? rows
    }
}
