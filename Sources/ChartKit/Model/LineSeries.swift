/// One line of a line chart: a name for the legend and one value per x (NaN is a gap).
public struct LineSeries: Sendable, Equatable {
    public var name: String
    /// Parallel to the chart's x positions; `.nan` where the cell was empty (the line breaks).
    public var values: [Double]
    /// Drawn dashed, as a comparison series (the seed's "previous period").
    public var dashed: Bool

    public init(name: String, values: [Double], dashed: Bool = false) {
        self.name = name
        self.values = values
        self.dashed = dashed
    }
}
