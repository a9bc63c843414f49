/// Everything the user can say about a discrete graph beyond its data.
public struct DiscreteOptions: Sendable, Equatable {
    public var figure: FigureOptions
    public var axes: AxisOptions
    public var paging: PagingOptions
    /// Join each range's ends with a bar (ResearchKit's `drawsConnectedRanges`).
    public var connect: Bool
    /// `--highlight X`: a slot title (or, for numeric and date slots, a number or date equal to one).
    public var highlight: String?
    /// Plot colours (`#RRGGBB`), cycled; nil: the theme's palette.
    public var colors: [String]?
    /// Leave out the marks of a crowded page that add nothing to the picture (`DiscreteThinner`);
    /// `--no-decimate` draws every one.
    public var decimate: Bool

    public init(figure: FigureOptions = FigureOptions(), axes: AxisOptions = AxisOptions(), paging: PagingOptions,
                connect: Bool = false, highlight: String? = nil, colors: [String]? = nil, decimate: Bool = true) {
        self.figure = figure
        self.axes = axes
        self.paging = paging
        self.connect = connect
        self.highlight = highlight
        self.colors = colors?.isEmpty == true ? nil : colors
        self.decimate = decimate
    }
}
