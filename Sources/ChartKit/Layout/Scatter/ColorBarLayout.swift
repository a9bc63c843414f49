/// Where the density image's colour bar, its title and its count labels go beside the plot, so
/// no two of them meet and none leaves the image.
///
/// The title sits on the plot's first text line and the bar starts a line below it (a title
/// above the plot's top ran off the image and into the top count); counts closer than a line
/// to a kept one are left out (`10` beside a fullest bin of `12`); the side room holds the
/// widest count the chart's points could reach, as the room is fixed before the points are binned.
package struct ColorBarLayout: Sendable {
    /// The bar's title.
    static let title = "points"

    /// Pixel column of the bar's left edge (and the title's); the bar is `barWidth` wide and
    /// the counts start `labelGap` right of it. Beside the plot's left, the margin is at the
    /// image's edge and the gap at the plot's.
    package var left: Double
    /// Pixel rows of the bar's top (the fullest bin) and bottom (one point).
    package var top: Double
    package var bottom: Double
    /// Pixel row of the title's centre line.
    package var titleRow: Double
    /// The counts written beside the bar, bottom to top, at their rows' centres.
    package var labels: [(count: UInt32, row: Double)]

    static let gap = 12.0
    static let barWidth = 12.0
    static let labelGap = 4.0
    static let margin = 8.0

    /// The layout for `grid` beside `frame` (left of it when the value axis is on the right),
    /// in the room `width(points:fontSize:)` reserved for `points`.
    package init(grid: DensityGrid, frame: PlotFrame, points: Int, fontSize: Double, onLeft: Bool) {
        let metrics = TextMetrics(fontSize: fontSize)
        let line = metrics.lineHeight
        let room = AxisChartGeometry.otherSideRoom + Self.width(points: points, fontSize: fontSize)
        left = onLeft ? Double(frame.left) - room + Self.margin : Double(frame.right) + Self.gap
        titleRow = Double(frame.top) + line / 2
        bottom = Double(frame.bottom)
        top = min(bottom, Double(frame.top) + 2 * line)
        let (top, bottom) = (top, bottom)
        let row = { (count: UInt32) in bottom - (bottom - top) * grid.shade(count) }
        var counts: [UInt32] = []
        var decade: UInt32 = 1
        while decade < grid.maxCount {
            counts.append(decade)
            decade = decade > UInt32.max / 10 ? UInt32.max : decade * 10
        }
        let highest = (count: max(1, grid.maxCount), row: row(max(1, grid.maxCount)))
        var kept: [(count: UInt32, row: Double)] = []
        for count in counts {
            let at = row(count)
            guard at - highest.row >= line, kept.last.map({ $0.row - at >= line }) ?? true else { continue }
            kept.append((count, at))
        }
        labels = kept + [highest]
    }

    /// The layout of `page`'s bar, which draws `grid`.
    init(grid: DensityGrid, plan: ScatterPlan, page: ScatterPagePlan) {
        self.init(
            grid: grid, frame: plan.frame, points: page.marks.points.reduce(0, +), fontSize: plan.options.figure.fontSize,
            onLeft: plan.options.axes.ySide == .right)
    }

    /// Pixels beside the plot beyond the frame's usual room there: the gap, the bar and the
    /// widest count `points` could reach (every point in one bin), or the title, and a margin.
    package static func width(points: Int, fontSize: Double) -> Double {
        let metrics = TextMetrics(fontSize: fontSize)
        let content = max(barWidth + labelGap + metrics.width(of: String(max(1, points))), metrics.width(of: title))
        return gap + content + margin - AxisChartGeometry.otherSideRoom
    }
}
