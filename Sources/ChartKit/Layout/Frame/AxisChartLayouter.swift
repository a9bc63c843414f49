/// The steps every chart with an x (category) axis and a value axis shares: titles, legend,
/// value axes (shared or per page), margins and x-label fitting, decided once for line,
/// discrete and bar charts.
///
/// Order matters because each step needs the previous one's pixels: the top and bottom margins
/// (title, legend, x labels) fix the plot height, which fixes the number of value ticks, whose
/// label widths fix the side margins, which fix the plot width, which fixes the x ticks of each
/// page, and, where names rotate or thin with the room they get (bars), the bottom margin
/// again; that loop runs until the margin settles (at most five times). Margins come from the
/// labels of every page, so all pages of a run share one plot area. Each kind supplies only
/// what differs (`AxisChartContent`) and then lays out its own marks on the result.
struct AxisChartLayouter {
    var figure: FigureOptions
    var axes: AxisOptions
    /// Whether categories run along the bottom (every kind) or down the left (horizontal bars).
    var orientation: AxisOrientation = .vertical
    /// Whether value ticks and the value title are drawn (`chart bar --no-axes` hides them).
    var showsValueAxis = true

    /// The frame decisions, with each selected page's value axis and x axis.
    struct Result {
        var layout: AxisChartLayout
        var valueAxes: [AxisPlan]
        var xAxes: [AxisPlan]
        /// Each selected page's right-hand axis (`--y2`); nil: none.
        var y2Axes: [AxisPlan]? = nil
    }

    func layout(_ content: AxisChartContent, pages: AxisPages, warnings: inout [String]) throws -> Result {
        if axes.yLog { try checkLog(content, warnings: &warnings) }
        if axes.y2 != nil { try checkSecondAxis(content, warnings: &warnings) }
        if orientation == .horizontal { return try horizontalLayout(content, pages: pages, warnings: &warnings) }
        let geometry = AxisChartGeometry(figure: figure, showsValueAxis: showsValueAxis)
        let title = figure.fittedTitle(figure.title ?? "", warnings: &warnings)
        let xLabel = figure.xLabel ?? content.xTitle ?? ""
        let yLabel = figure.yLabel ?? content.yTitle ?? ""
        let y2Label = axes.y2.map { $0.label ?? content.y2Title ?? "" } ?? ""
        let legendWarnings = warnings.count
        var legend = geometry.legend(
            names: content.names, requested: content.legendRequest, asked: axes.legendAsked,
            sampleLength: content.legendSampleLength, minimumNames: content.legendMinimumNames, warnings: &warnings)
        var labels = content.xLabels(Double(figure.width - 100))
        var across = Double(figure.width - 100)
        for attempt in 1...5 {
            let rows = geometry.rows(title: title, legend: legend, xLabelExtent: labels.extent, xLabel: xLabel)
            let valueAxes = try self.valueAxes(content, pages: pages, pixels: rows.plotHeight, across: across)
            let y2 = try secondAxes(content, pages: pages, pixels: rows.plotHeight, matching: valueAxes)
            var frame = try geometry.frame(
                rows: rows, valueAxes: valueAxes, yLabel: yLabel, side: axes.ySide, legend: legend, right: y2.map { ($0.axes, y2Label) },
                reserve: content.sideReserve)
            var xAxes = content.xAxes(frame.plotWidth)
            let fitted = geometry.fitting(frame, xAxes: xAxes, angle: labels.angle)
            if fitted != frame {
                frame = fitted
                xAxes = content.xAxes(frame.plotWidth)
            }
            // A legend across more columns than gnuplot fits over this plot: laid out again
            // across it (its warnings replace the first layout's).
            if attempt < 5, figure.format != .text, let drawn = legend, !drawn.fitsAcross(plotWidth: frame.plotWidth, metrics: geometry.metrics) {
                warnings.removeSubrange(legendWarnings..<warnings.count)
                legend = geometry.legend(
                    names: content.names, requested: content.legendRequest, asked: axes.legendAsked, sampleLength: content.legendSampleLength,
                    minimumNames: content.legendMinimumNames, plotWidth: frame.plotWidth, warnings: &warnings)
                continue
            }
            let needed = content.xLabels(Double(frame.plotWidth))
            guard needed.extent <= labels.extent + 0.5 || attempt == 5 else {
                labels = needed
                across = Double(frame.plotWidth)
                continue
            }
            let layout = AxisChartLayout(
                frame: frame, title: title, xLabel: xLabel, yLabel: yLabel, legend: legend, legendTop: rows.legendTop,
                legendLeft: geometry.legendLeft(
                    frame: frame, side: axes.ySide, valueAxes: valueAxes, yLabel: yLabel, right: y2.map { ($0.axes, y2Label) }),
                xLabelAngle: needed.angle, xTitleRow: frame.bottom + Int((labels.extent + 10 + geometry.metrics.lineHeight / 2).rounded()),
                pageCount: pages.ranges.count, y2Label: y2Label)
            if let warning = y2?.warning { warnings.append(warning) }
            return Result(layout: layout, valueAxes: valueAxes, xAxes: xAxes, y2Axes: y2?.axes)
        }
        preconditionFailure("the loop returns on its last attempt")
    }

    /// The value axis of every selected page: one shared by all, or one per page, each over its
    /// rows (and `pageOverlap` rows of the next page). A page of gaps only is drawn on the whole
    /// chart's axis (the rule for every kind).
    func valueAxes(_ content: AxisChartContent, pages: AxisPages, pixels: Int, across: Double) throws -> [AxisPlan] {
        let all = 0..<content.rowCount
        switch axes.yScale {
        case .shared:
            let shared = try valueAxis(content, rows: all, pixels: pixels, across: across, whole: nil)
            return Array(repeating: shared, count: pages.selected.count)
        case .page:
            let whole = content.valueAxis == nil ? try span(content, rows: all, allowEmpty: false) : nil
            return try pages.selected.indices.map { index in
                let rows = pages.rows(ofSelected: index)
                let extended = rows.lowerBound..<min(content.rowCount, rows.upperBound + content.pageOverlap)
                return try valueAxis(content, rows: extended, pixels: pixels, across: across, whole: whole)
            }
        }
    }

    private func valueAxis(
        _ content: AxisChartContent, rows: Range<Int>, pixels: Int, across: Double,
        whole: ClosedRange<Double>??
    ) throws -> AxisPlan {
        if let custom = content.valueAxis { return try custom(rows, pixels, across) }
        let layout = ValueAxisLayout(
            format: axes.yFormat, fixedMin: axes.yMin, fixedMax: axes.yMax, log: axes.yLog, risesFromFloor: content.risesFromFloor)
        let own = try span(content, rows: rows, allowEmpty: whole != nil)
        return try layout.axis(for: own ?? whole ?? nil, pixels: pixels, integers: content.integerValues)
    }

    /// The span of the values in `rows`, widened to include the reference lines and padded on
    /// free ends by `valuePad`; nil when there is nothing (allowed for a page, or with a fixed end).
    func span(_ content: AxisChartContent, rows: Range<Int>, allowEmpty: Bool) throws -> ClosedRange<Double>? {
        var low = Double.infinity
        var high = -Double.infinity
        if let data = content.valueSpan(rows) {
            low = data.lowerBound
            high = data.upperBound
        }
        for value in axes.hlines where value.isFinite {
            low = min(low, value)
            high = max(high, value)
        }
        guard low <= high else {
            if allowEmpty || axes.yMin != nil || axes.yMax != nil { return nil }
            throw ChartError.badData(location: nil, column: nil, message: content.emptyMessage)
        }
        // A log axis runs to whole decades, room enough for markers centred on the ends.
        let pad = high > low && !axes.yLog ? (high - low) * content.valuePad : 0
        let padded = PointContent.oneSigned(low...high, low: low - pad, high: high + pad)
        return (axes.yMin == nil ? padded.lowerBound : low)...(axes.yMax == nil ? padded.upperBound : high)
    }

    /// A log value axis places values above 0 only: reference lines at or below 0 are refused;
    /// values there are an error (the builders name the cell; this catches models given whole)
    /// unless `--y-min` cuts them off, when a warning counts them.
    func checkLog(_ content: AxisChartContent, warnings: inout [String]) throws {
        if let line = axes.hlines.first(where: { $0 <= 0 }) {
            throw ChartError.usage("--hline \(GnuplotNumber.literal(line)) is not above 0, which a log value axis (--y-log) needs")
        }
        let count = content.nonPositiveCount()
        guard count > 0 else { return }
        guard let floor = axes.yMin else {
            throw ChartError.badData(
                location: nil, column: nil,
                message:
                    """
                    \(Self.counted(count, "value")) at or below 0 cannot be placed on a log axis (--y-log); --y-min cuts \
                    \(count == 1 ? "it" : "them") off
                    """
            )
        }
        warnings.append(
            "\(Self.counted(count, "point")) at or below 0 left out: a log axis (--y-log) starts at --y-min \(GnuplotNumber.literal(floor))")
    }

    /// The warning for a `--highlight` whose page is not rendered.
    static func unrenderedHighlight(_ text: String, row: Int, pages: AxisPages) -> String {
        "--highlight \"\(text)\" is on page \(pages.page(holding: row)), which is not rendered"
    }
}
