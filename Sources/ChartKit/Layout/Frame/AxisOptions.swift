/// How the axes of a chart are scaled, ticked, labelled and annotated.
package struct AxisOptions: Sendable, Equatable {
    package var xFormat: AxisFormat
    package var yFormat: AxisFormat
    /// Fixed ends of the value axis (ResearchKit's minimum/maximum value); nil: from the data.
    package var yMin: Double?
    package var yMax: Double?
    /// Whether pages share one value axis (comparable pages) or each fits its own data.
    package var yScale: YScale
    /// A log value axis (`--y-log`): every value must be above 0, or below `--y-min` and left out.
    package var yLog: Bool
    /// A log x axis (`--x-log`, line charts with numeric x only).
    package var xLog: Bool
    /// Label every Nth x tick only (the seed line chart labels every 3rd).
    package var xLabelEvery: Int
    package var grid: Bool
    /// Horizontal reference lines at these values.
    package var hlines: [Double]
    /// Vertical reference lines at these x values, as the user wrote them (a number, an
    /// ISO-8601 time or a category name, resolved against the x axis kind).
    package var vlines: [String]
    /// Which side the value axis is drawn on.
    package var ySide: YAxisSide
    /// Where the legend goes when there are several series (`top` moves right when crowded).
    package var legend: LegendPosition
    /// Whether `legend` was asked for (`--legend top`) rather than the default: a top legend
    /// that moves to the right when crowded then warns, since the run draws something else.
    package var legendAsked: Bool
    /// The second value axis on the right (`--y2`); nil: none.
    package var y2: SecondAxisOptions?

    package init(
        xFormat: AxisFormat = .auto, yFormat: AxisFormat = .auto, yMin: Double? = nil, yMax: Double? = nil,
        yScale: YScale = .shared, xLabelEvery: Int = 1, grid: Bool = false, hlines: [Double] = [],
        vlines: [String] = [], ySide: YAxisSide = .left, legend: LegendPosition = .top, legendAsked: Bool = false, yLog: Bool = false,
        xLog: Bool = false,
        y2: SecondAxisOptions? = nil
    ) {
        self.y2 = y2
        self.yLog = yLog
        self.xLog = xLog
        self.xFormat = xFormat
        self.yFormat = yFormat
        self.yMin = yMin
        self.yMax = yMax
        self.yScale = yScale
        self.xLabelEvery = xLabelEvery
        self.grid = grid
        self.hlines = hlines
        self.vlines = vlines
        self.ySide = ySide
        self.legend = legend
        self.legendAsked = legendAsked
    }
}

/// Whether pages share one value axis.
package enum YScale: String, Sendable, Equatable, CaseIterable {
    /// One range and one set of ticks for all pages, so pages are comparable.
    case shared
    /// Each page fits its own data.
    case page
}

/// The side the value axis is drawn on (the seed line chart puts it on the right).
package enum YAxisSide: String, Sendable, Equatable, CaseIterable {
    case left
    case right
}
