/// A validated line chart: x positions sorted ascending and series of equal length.
///
/// Built by `LineChartBuilder` from a `DataTable`; everything after this stage may assume the
/// invariants hold and never has to report bad data.
public struct LineChart: Sendable, Equatable {
    public var x: XValues
    public var series: [LineSeries]
    /// Whether series names came from a header (and so make good axis titles).
    public var namesFromHeader: Bool
    /// Set when the chart holds only the rows needed to draw a longer, streamed input; nil when
    /// it holds every row.
    public var reduction: LineReduction?

    public init(x: XValues, series: [LineSeries], namesFromHeader: Bool = true, reduction: LineReduction? = nil) {
        self.x = x
        self.series = series
        self.namesFromHeader = namesFromHeader
        self.reduction = reduction
    }

    /// Number of rows (points per series) the chart holds.
    public var count: Int { x.positions.count }

    /// Number of rows of the input: `count`, unless the chart is reduced.
    public var sourceRowCount: Int { reduction?.sourceRowCount ?? count }

    /// The input rows spanned by the chart rows `rows`, for what the user reads (`--plan`,
    /// program comments): `rows` itself unless the chart is reduced.
    public func sourceRows(_ rows: Range<Int>) -> Range<Int> {
        reduction?.sourceRange(rows) ?? rows
    }
}
