/// Where a heatmap's colour bar goes beside the plot, in pixels: its title on the plot's first
/// text line, the bar from a line below it down to the plot's bottom, ticks right of it.
///
/// The frame keeps `width` free right of the plot (`AxisChartContent.sideReserve`), measured
/// from the widest tick label and the title, so neither runs off the image.
package struct HeatmapColorBar: Sendable, Equatable {
    package var left: Double
    package var top: Double
    package var bottom: Double
    package var titleRow: Double

    static let gap = 12.0
    static let barWidth = 14.0
    static let labelGap = 4.0
    static let margin = 8.0

    package init(frame: PlotFrame, metrics: TextMetrics) {
        left = Double(frame.right) + Self.gap
        titleRow = Double(frame.top) + metrics.lineHeight / 2
        bottom = Double(frame.bottom)
        top = Swift.min(bottom - 10, Double(frame.top) + 2 * metrics.lineHeight)
    }

    /// Pixels right of the plot the bar takes: the gap, the bar and its widest label, or the
    /// title, and a margin.
    static func width(_ scale: HeatmapColorScale, title: String, metrics: TextMetrics) -> Double {
        let widest = scale.ticks.map { metrics.width(of: $0.label) }.max() ?? 0
        return gap + Swift.max(barWidth + labelGap + widest, metrics.width(of: title)) + margin
    }
}
