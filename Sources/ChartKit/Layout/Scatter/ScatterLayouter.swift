/// Decides a scatter chart's marks on the shared axis frame: both axes numeric (x may be time),
/// each padded by a marker's radius so no marker at an extreme is clipped, and one colour and
/// one marker shape per series.
///
/// The model is a `LineChart` (x and series of equal length, NaN for an empty cell): a scatter
/// draws the same table without joining the points. Pages, titles, legend and margins are
/// `AxisChartLayouter`'s; a scatter chart has one page.
package struct ScatterLayouter: AxisKindLayouter {
    package var options: ScatterOptions

    package init(options: ScatterOptions) {
        self.options = options
    }

    /// The smallest marker size drawn: about 5 px across, still a dot at a glance.
    static let minimumMarkerSize = 0.6

    /// Marker shapes in series order (gnuplot point types: filled circle, square, triangle,
    /// diamond, down triangle, pentagon), so series are told apart without colour too.
    static let shapes = [7, 5, 9, 13, 11, 15]

    /// A scatter chart has one page and one value axis, and no reference lines across x or
    /// highlight yet.
    package static let draws = AxisFeatures.axisFrame.union([.xDateFormat, .xLog])

    package static func refusalReason(_ feature: AxisFeatures) -> String? {
        [.pageSize, .pageCount, .yRangePage].contains(feature) ? ": every point is on one plot" : nil
    }

    /// The plan for `chart` and, when it holds only some rows of a streamed input
    /// (`ScatterStreamLayouter`), what it cannot count itself; nil: `chart` holds every row.
    package func plan(for chart: LineChart, streamed: Streamed?) throws -> ScatterPlan {
        try AxisChartLayouter.plan(chart, by: self) { try $0.layout($1, streamed: streamed) }
    }

    /// What depends on every row of a streamed chart: the counts and fits, the density image
    /// binned from the spill once the axes are known, and the markers a crowded PNG keeps
    /// (`MarkerCulling` over the spill, read from it when the program is written; nil when
    /// the image is too large to cull in windows).
    package struct Streamed {
        var facts: ScatterFacts
        var density: (_ x: AxisPlan, _ y: AxisPlan, _ frame: PlotFrame) throws -> DensityGrid
        var markers: (_ culling: MarkerCulling, _ marks: ScatterPlanMarks, _ x: AxisPlan, _ y: AxisPlan) throws -> SpilledMarkers?
        /// The bubble scale of `--size-by`, counted over every row; nil: no sizes.
        var bubbles: BubbleScale? = nil
    }

    package func layout(_ chart: LineChart) throws -> ScatterPlan {
        try layout(chart, streamed: nil)
    }

    func layout(_ given: LineChart, streamed: Streamed?) throws -> ScatterPlan {
        guard given.count > 0, !given.series.isEmpty else {
            throw ChartError.badData(location: nil, column: nil, message: "no data rows to plot")
        }
        var warnings: [String] = []
        let (chart, bubbles) = try Self.bubbles(given, streamed: streamed?.bubbles, options: options, warnings: &warnings)
        try PointContent(chart, frame: options.frame, radius: 0).checkX(kind: .scatter)
        let pages = try AxisPages(rowCount: chart.count, paging: options.paging, format: options.figure.format, unit: .single("a scatter chart"))
        let theme = options.figure.theme
        let size = max(options.markerSize, Self.minimumMarkerSize)
        let facts = streamed?.facts ?? ScatterFacts(chart, frame: options.frame, fitting: options.fit != nil)
        let fits = facts.fits
        var marks = ScatterPlanMarks(
            seriesColors: chart.series.indices.map { theme.seriesColor($0) },
            pointTypes: chart.series.indices.map { Self.shapes[theme.seriesSlot($0) % Self.shapes.count] },
            markerSize: size, skippedEmpty: facts.emptyCount, fits: fits)
        marks.skippedEmptyX = facts.emptyX
        marks.bubbles = bubbles
        warnings += [facts.skipWarning(chart, sizes: bubbles)].compactMap { $0 } + facts.fitWarnings(chart)
        if options.fit != nil, let unfitted = chart.series.indices.first(where: { fits[$0] == nil }) {
            warnings.append("series \(QuotedText.quoted(chart.series[unfitted].name)) has no line fitted: it needs two points at different x")
        }
        if chart.series.count > theme.palette.count * Self.shapes.count {
            warnings.append(
                "\(chart.series.count) series but \(theme.palette.count * Self.shapes.count) colour and shape pairs: some series look alike")
        }
        let radius = Self.radius(size: bubbles == nil ? size : BubbleScale.maxPointSize)
        let layouter = AxisChartLayouter(figure: options.figure, axes: options.axes)
        let titles = marks.fitTitles(chart)
        var sized = content(chart, radius: radius, fitTitles: titles)
        sized.sideReserve = bubbles.map { Self.sizeLegendWidth($0, fontSize: options.figure.fontSize) } ?? 0
        var frame = try layouter.layout(sized, pages: pages, warnings: &warnings)
        let points = facts.points
        marks.densityThreshold = (frame.layout.frame.plotWidth + 1) * (frame.layout.frame.plotHeight + 1) / 4
        var density: DensityGrid?
        if try drawsDensity(points: points.reduce(0, +), threshold: marks.densityThreshold, sized: bubbles != nil, warnings: &warnings) {
            var unused: [String] = []
            var content = content(chart, radius: radius, fitTitles: titles)
            content.sideReserve = ColorBarLayout.width(points: points.reduce(0, +), fontSize: options.figure.fontSize)
            content.names = titles  // the image counts every series together: only fits are listed
            content.legendMinimumNames = 1  // a lone fit's equation and r² are drawn nowhere else
            frame = try layouter.layout(content, pages: pages, warnings: &unused)
            let (x, y, plot) = (frame.xAxes[0], frame.valueAxes[0], frame.layout.frame)
            density = try streamed?.density(x, y, plot) ?? DensityGrid(chart, x: x, y: y, frame: plot)
        }
        var pageMarks = ScatterPageMarks(points: points, density: density)
        if density == nil, points.reduce(0, +) > marks.densityThreshold {
            try cull(&pageMarks, chart, marks: marks, x: frame.xAxes[0], y: frame.valueAxes[0], frame: frame.layout.frame, streamed: streamed)
        }
        let page = ScatterPagePlan(
            page: 1, output: pages.outputs[0], rows: 0..<chart.sourceRowCount, x: frame.xAxes[0], y: frame.valueAxes[0],
            marks: pageMarks)
        return ScatterPlan(chart: chart, options: options, layout: frame.layout, marks: marks, pages: [page], warnings: warnings)
    }

    /// The markers a crowded PNG draws (more than a quarter of the plot's pixels in points:
    /// `--no-density`, log axes): each series' drawn rows less those `MarkerCulling` finds
    /// painted over by later markers (`culledRows`); none where it does not apply. A streamed
    /// chart's are the spill's (`spilled`, from `Streamed.markers`).
    private func cull(
        _ page: inout ScatterPageMarks, _ chart: LineChart, marks: ScatterPlanMarks, x: AxisPlan, y: AxisPlan, frame: PlotFrame,
        streamed: Streamed?
    ) throws {
        guard MarkerCulling.applies(format: options.figure.format, pointTypes: marks.pointTypes, bubbles: marks.bubbles != nil) else { return }
        let culling = MarkerCulling(frame: frame, scale: options.figure.pixelScale)
        if let streamed {
            page.spilled = try streamed.markers(culling, marks, x, y)
            return
        }
        page.culledRows = culling.keptRows(
            rows: chart.series.map(Self.drawnRows), x: chart.x.positions, values: chart.series.map(\.values), xAxis: x, yAxis: y,
            pointTypes: marks.pointTypes, markerSize: marks.markerSize)
    }

    /// Pixels beside the plot for the size legend: the largest bubble, a gap, and the widest of
    /// its numbers and the column's name (shortened by gnuplot's clipping, not here).
    static func sizeLegendWidth(_ bubbles: BubbleScale, fontSize: Double) -> Double {
        let metrics = TextMetrics(fontSize: fontSize)
        let labels = bubbles.legend.map { metrics.width(of: BubbleScale.label($0)) }
        let bubble = 6 * BubbleScale.maxPointSize + 1
        return 12 + max(bubble + 6 + (labels.max() ?? 0), min(metrics.width(of: bubbles.column), 120)) + 8
    }

    /// Whether to draw the density image: asked for, or more points than `threshold` (a quarter
    /// of the plot's pixels). Log axes keep markers (the bins are linear in pixels; gnuplot's
    /// image has no log axes): a warning says so, or `--density` is refused.
    private func drawsDensity(points: Int, threshold: Int, sized: Bool, warnings: inout [String]) throws -> Bool {
        let wanted = options.density == .on || (options.density == .auto && points > threshold)
        guard wanted else { return false }
        guard !sized else {
            warnings.append(
                """
                \(points) points are more than \(threshold) (a quarter of the plot's pixels), but --size-by draws bubbles, not a density image (it \
                has no sizes)
                """
            )
            return false
        }
        guard !options.axes.xLog && !options.axes.yLog else {
            if options.density == .on { throw ChartError.usage("--density is not drawn on log axes (--x-log, --y-log) yet") }
            warnings.append(
                "\(points) points are more than \(threshold) (a quarter of the plot's pixels), but log axes draw markers, not a density image")
            return false
        }
        return true
    }

    /// A marker's radius in pixels for gnuplot point size `size`, plus a pixel of antialiasing.
    static func radius(size: Double) -> Double { (6 * size + 1) / 2 + 1 }

    /// The rows of `series` that are drawn (`PointContent.drawnRows`).
    static func drawnRows(_ series: LineSeries) -> [Int] { PointContent.drawnRows(series) }

    /// What the shared frame needs to know about this chart: points padded by a marker's radius.
    private func content(_ chart: LineChart, radius: Double, fitTitles: [String]) -> AxisChartContent {
        PointContent(chart, frame: options.frame, radius: radius, extraNames: fitTitles).content()
    }
}
