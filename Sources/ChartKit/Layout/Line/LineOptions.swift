/// Everything the user can say about a line chart beyond its data.
package struct LineOptions: AxisKindOptions, Equatable {
    /// Figure, axes, pages and `--highlight X` (a category name, or a number or date within the
    /// x range: the nearest row is marked).
    package var frame: AxisFrameOptions
    /// Line width in gnuplot units (1 ≈ 1 px on pngcairo at the default resolution).
    package var lineWidth: Double
    /// Draw a marker at every data point.
    package var points: Bool
    /// Send gnuplot only the M4 selection of long pages (same pixels, far faster). Markers
    /// (`points`) show every point, so they turn it off.
    package var decimate: Bool
    /// Drawn as filled areas (`AreaLayouter`): the value axis reaches 0 on a linear axis, where
    /// the fills start (an axis stopping short of it would cut every area off), and series are
    /// told apart by colour and fill, not dash, so the area warns of repeats itself.
    package var filled = false

    package init(
        figure: FigureOptions = FigureOptions(), axes: AxisOptions = AxisOptions(), paging: PagingOptions, lineWidth: Double = 2,
        points: Bool = false, highlight: String? = nil, decimate: Bool = true
    ) {
        self.frame = AxisFrameOptions(figure: figure, axes: axes, paging: paging, highlight: highlight)
        self.lineWidth = lineWidth
        self.points = points
        self.decimate = decimate
    }
}
