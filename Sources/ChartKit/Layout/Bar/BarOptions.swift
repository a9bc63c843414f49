/// Everything the user can say about a bar chart beyond its data.
package struct BarOptions: AxisKindOptions, Equatable {
    /// Figure, axes and pages (`highlight` is refused: bars have no highlight).
    package var frame: AxisFrameOptions
    /// Bars run left to right, categories top to bottom in input order.
    package var horizontal: Bool
    /// Series are stacked (positives up from the baseline, negatives down) instead of side by side.
    package var stacked: Bool
    /// Draw each bar's value.
    package var showValues: Bool
    /// Draw the axis lines, ticks and value labels (`--no-axes` hides them; category names stay).
    package var showAxes: Bool
    /// Share of a category's slot the bar (or group of bars) fills, in (0, 1].
    package var barWidth: Double
    /// `--colors`: one per series; with a single series, several colours cycle over its bars.
    /// nil: the Okabe–Ito palette, one colour per series.
    package var colors: [String]?
    /// The value bars grow from.
    package var baseline: Double
    /// Whether the image may grow in the category direction (wider under vertical bars, taller
    /// beside horizontal ones) until every category name fits, up to `BarLayouter.growthLimit`:
    /// set when no `--size` was given and the chart goes to a file, where a bigger image costs
    /// nothing and a dropped name hides data.
    package var growsToFitNames: Bool

    package init(
        figure: FigureOptions = FigureOptions(), axes: AxisOptions = AxisOptions(), paging: PagingOptions,
        horizontal: Bool = false, stacked: Bool = false, showValues: Bool = false, showAxes: Bool = true,
        barWidth: Double = 0.8, colors: [String]? = nil, baseline: Double = 0, growsToFitNames: Bool = false
    ) {
        self.frame = AxisFrameOptions(figure: figure, axes: axes, paging: paging)
        self.horizontal = horizontal
        self.stacked = stacked
        self.showValues = showValues
        self.showAxes = showAxes
        self.barWidth = barWidth
        self.colors = colors?.isEmpty == true ? nil : colors
        self.baseline = baseline
        self.growsToFitNames = growsToFitNames
    }
}
