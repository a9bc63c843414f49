/// How the axes of a chart are scaled, ticked, labelled and annotated.
public struct AxisOptions: Sendable, Equatable {
    public var xFormat: AxisFormat
    public var yFormat: AxisFormat
    /// Fixed ends of the value axis (ResearchKit's minimum/maximum value); nil: from the data.
    public var yMin: Double?
    public var yMax: Double?
    /// Whether pages share one value axis (comparable pages) or each fits its own data.
    public var yScale: YScale
    /// Label every Nth x tick only (the seed line chart labels every 3rd).
    public var xLabelEvery: Int
    public var grid: Bool
    /// Horizontal reference lines at these values.
    public var hlines: [Double]
    /// Vertical reference lines at these x values, as the user wrote them (a number, an
    /// ISO-8601 time or a category name, resolved against the x axis kind).
    public var vlines: [String]
    /// Which side the value axis is drawn on.
    public var ySide: YAxisSide
    /// Where the legend goes when there are several series (`top` moves right when crowded).
    public var legend: LegendPosition

    public init(
        xFormat: AxisFormat = .auto, yFormat: AxisFormat = .auto, yMin: Double? = nil, yMax: Double? = nil,
        yScale: YScale = .shared, xLabelEvery: Int = 1, grid: Bool = false, hlines: [Double] = [],
        vlines: [String] = [], ySide: YAxisSide = .left, legend: LegendPosition = .top
    ) {
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
    }
}

/// Whether pages share one value axis.
public enum YScale: String, Sendable, Equatable, CaseIterable {
    /// One range and one set of ticks for all pages, so pages are comparable.
    case shared
    /// Each page fits its own data.
    case page
}

/// The side the value axis is drawn on (the seed line chart puts it on the right).
public enum YAxisSide: String, Sendable, Equatable, CaseIterable {
    case left
    case right
}
