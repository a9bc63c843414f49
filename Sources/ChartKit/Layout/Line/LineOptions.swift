/// Everything the user can say about a line chart beyond its data.
public struct LineOptions: Sendable, Equatable {
    public var figure: FigureOptions
    public var axes: AxisOptions
    public var paging: PagingOptions
    /// Line width in gnuplot units (1 ≈ 1 px on pngcairo at the default resolution).
    public var lineWidth: Double
    /// Draw a marker at every data point.
    public var points: Bool
    /// `--highlight X`: a category name, or a number or date within the x range (the nearest row is marked).
    public var highlight: String?
    /// Send gnuplot only the M4 selection of long pages (same pixels, far faster). Markers
    /// (`points`) show every point, so they turn it off.
    public var decimate: Bool

    public init(figure: FigureOptions = FigureOptions(), axes: AxisOptions = AxisOptions(), paging: PagingOptions, lineWidth: Double = 2, points: Bool = false, highlight: String? = nil, decimate: Bool = true) {
        self.figure = figure
        self.axes = axes
        self.paging = paging
        self.lineWidth = lineWidth
        self.points = points
        self.highlight = highlight
        self.decimate = decimate
    }
}
