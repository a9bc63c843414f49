/// A validated line chart: x positions sorted ascending and series of equal length.
///
/// Built by `LineChartBuilder` from a `DataTable`; everything after this stage may assume the
/// invariants hold and never has to report bad data.
public struct LineChart: Sendable, Equatable {
    public var x: XValues
    public var series: [LineSeries]
    /// Whether series names came from a header (and so make good axis titles).
    public var namesFromHeader: Bool

    public init(x: XValues, series: [LineSeries], namesFromHeader: Bool = true) {
        self.x = x
        self.series = series
        self.namesFromHeader = namesFromHeader
    }

    /// Number of rows (points per series).
    public var count: Int { x.positions.count }
}
