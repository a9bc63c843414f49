/// Everything the user can say about a discrete graph beyond its data.
package struct DiscreteOptions: AxisKindOptions, Equatable {
    /// Figure, axes, pages and `--highlight X` (a slot title or, for numeric and date slots, a
    /// number or date equal to one).
    package var frame: AxisFrameOptions
    /// Join each range's ends with a bar (ResearchKit's `drawsConnectedRanges`).
    package var connect: Bool
    /// Plot colours (`#RRGGBB`), cycled; nil: the theme's palette.
    package var colors: [String]?
    /// Leave out the marks of a crowded page that add nothing to the picture (`DiscreteThinner`);
    /// `--no-decimate` draws every one.
    package var decimate: Bool

    package init(
        figure: FigureOptions = FigureOptions(), axes: AxisOptions = AxisOptions(), paging: PagingOptions,
        connect: Bool = false, highlight: String? = nil, colors: [String]? = nil, decimate: Bool = true
    ) {
        self.frame = AxisFrameOptions(figure: figure, axes: axes, paging: paging, highlight: highlight)
        self.connect = connect
        self.colors = colors?.isEmpty == true ? nil : colors
        self.decimate = decimate
    }
}
