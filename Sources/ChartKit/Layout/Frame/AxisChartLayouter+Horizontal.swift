/// The frame turned on its side: categories down the left (first at the top), values along the
/// bottom, as horizontal bar charts draw them.
extension AxisChartLayouter {
    /// The same steps as the vertical frame, with the axes' roles swapped: the bottom margin
    /// holds the value ticks and title, the left margin the category names and title, and the
    /// right margin half of the last value label, so it is never clipped.
    func horizontalLayout(_ content: AxisChartContent, pages: AxisPages, warnings: inout [String]) throws -> Result {
        let geometry = AxisChartGeometry(figure: figure, showsValueAxis: showsValueAxis)
        let metrics = geometry.metrics
        let title = figure.fittedTitle(figure.title ?? "", warnings: &warnings)
        let xLabel = figure.xLabel ?? content.xTitle ?? ""
        let yLabel = figure.yLabel ?? content.yTitle ?? ""
        let legendWarnings = warnings.count
        var legend = geometry.legend(
            names: content.names, requested: content.legendRequest, asked: axes.legendAsked,
            sampleLength: content.legendSampleLength, minimumNames: content.legendMinimumNames, warnings: &warnings)
        var (frame, rows, gap, valueAxes) = try horizontalFrame(
            content, pages: pages, geometry: geometry, legend: legend, xLabel: xLabel, yLabel: yLabel, title: title)
        // A legend across more columns than gnuplot fits over this plot: laid out again across it.
        if figure.format != .text, let drawn = legend, !drawn.fitsAcross(plotWidth: frame.plotWidth, metrics: metrics) {
            warnings.removeSubrange(legendWarnings..<warnings.count)
            legend = geometry.legend(
                names: content.names, requested: content.legendRequest, asked: axes.legendAsked, sampleLength: content.legendSampleLength,
                minimumNames: content.legendMinimumNames, plotWidth: frame.plotWidth, warnings: &warnings)
            (frame, rows, gap, valueAxes) = try horizontalFrame(
                content, pages: pages, geometry: geometry, legend: legend, xLabel: xLabel, yLabel: yLabel, title: title)
        }
        let layout = AxisChartLayout(
            frame: frame, title: title, xLabel: xLabel, yLabel: yLabel, legend: legend, legendTop: rows.legendTop,
            legendLeft: frame.right + Int(gap.rounded()), xLabelAngle: 0, xTitleRow: 0, pageCount: pages.ranges.count)
        return Result(layout: layout, valueAxes: valueAxes, xAxes: content.xAxes(frame.plotHeight))
    }

    /// The plot frame on its side for `legend`: its rows, the gap right of the plot (half the
    /// last value label, then the legend) and each page's value axis.
    private func horizontalFrame(
        _ content: AxisChartContent, pages: AxisPages, geometry: AxisChartGeometry, legend: LegendLayout?, xLabel: String, yLabel: String,
        title: String
    ) throws -> (PlotFrame, AxisChartGeometry.Rows, Double, [AxisPlan]) {
        let metrics = geometry.metrics
        let rows = geometry.rows(
            title: title, legend: legend, xLabelExtent: showsValueAxis ? metrics.lineHeight : 0,
            xLabel: showsValueAxis ? yLabel : "")
        let labels = content.xLabels(Double(rows.plotHeight))
        var left = 10 + labels.extent + 10
        if !xLabel.isEmpty { left += Double(metrics.lines(in: xLabel)) * metrics.lineHeight + 6 }
        let legendWidth = legend?.position == .right ? legend?.extent ?? 0 : 0
        // The gap right of the plot holds half the last value label, then the legend.
        var gap = legendWidth > 0 ? 12.0 : 28.0
        var valueAxes: [AxisPlan] = []
        for _ in 0..<3 {
            let plotLeft = Int(left.rounded())
            let plotRight = figure.width - 1 - Int((gap + legendWidth).rounded())
            guard plotRight - plotLeft >= 40, rows.plotHeight >= 30 else { throw geometry.tooSmall() }
            valueAxes = try self.valueAxes(content, pages: pages, pixels: plotRight - plotLeft, across: Double(rows.plotHeight))
            let lastLabel = showsValueAxis ? (valueAxes.compactMap { $0.ticks.last.map { metrics.width(of: $0.label) } }.max() ?? 0) : 0
            let wanted = max(gap, lastLabel / 2 + 8)
            if wanted <= gap + 0.5 { break }
            gap = wanted
        }
        let frame = PlotFrame(
            width: figure.width, height: figure.height, left: Int(left.rounded()),
            right: figure.width - 1 - Int((gap + legendWidth).rounded()), top: rows.plotTop, bottom: rows.plotBottom)
        return (frame, rows, gap, valueAxes)
    }
}
