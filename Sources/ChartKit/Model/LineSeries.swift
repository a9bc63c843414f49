/// One line of a line chart: a name for the legend and one value per x (NaN is a gap).
package struct LineSeries: Sendable, Equatable {
    package var name: String
    /// Parallel to the chart's x positions; `.nan` where the cell was empty (the line breaks).
    package var values: [Double]
    /// Drawn dashed, as a comparison series (the seed's "previous period").
    package var dashed: Bool
    /// Rows where this series has no point at all (long data split by `--series`: another
    /// series has a row at that x, this one has none). Unlike a gap (NaN), an absent row does not
    /// break the line: the series' own points are joined across it. nil when no row is absent.
    package var absent: [Bool]?
    /// Drawn against the second value axis on the right (`--y2`), with its own range and ticks.
    package var onY2: Bool

    package init(name: String, values: [Double], dashed: Bool = false, absent: [Bool]? = nil, onY2: Bool = false) {
        self.name = name
        self.values = values
        self.dashed = dashed
        self.absent = absent
        self.onY2 = onY2
    }
}
