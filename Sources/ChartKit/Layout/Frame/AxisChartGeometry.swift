/// The margin arithmetic of charts with an x (category) axis along the bottom and a value axis
/// at a side: line, discrete and vertical bar charts.
///
/// Kept in one place so every kind reserves the same room for a title, a legend row, tick
/// labels and axis titles, in the same order: top and bottom first (they fix the plot height,
/// which fixes the number of value ticks), then the sides from the widest value label of every
/// page (so all pages of a run share one plot area).
struct AxisChartGeometry {
    var figure: FigureOptions
    var metrics: TextMetrics
    var titleMetrics: TextMetrics
    /// Whether value ticks and the value title are drawn (`chart bar --no-axes` hides them).
    var showsValueAxis: Bool

    init(figure: FigureOptions, showsValueAxis: Bool = true) {
        self.figure = figure
        self.showsValueAxis = showsValueAxis
        self.metrics = TextMetrics(fontSize: figure.fontSize)
        self.titleMetrics = TextMetrics(fontSize: figure.fontSize * 1.2)
    }

    /// Pixel rows of the plot area's top and bottom edges and of the legend's top edge.
    struct Rows {
        var plotTop: Int
        var plotBottom: Int
        var legendTop: Int
        var plotHeight: Int { plotBottom - plotTop }
    }

    /// The legend of `names` (none for one name or `.none`), sized for this figure, across a
    /// plot `plotWidth` wide once that is known (`LegendLayout.fitsAcross`).
    func legend(
        names: [String], requested: LegendPosition, asked: Bool = false, sampleLength: Int, minimumNames: Int = 2, plotWidth: Int? = nil,
        warnings: inout [String]
    ) -> LegendLayout? {
        if figure.format == .text {
            return LegendLayout.text(
                names: names, requested: requested, asked: asked, columns: figure.width / TextChart.cellPixels.width,
                rows: figure.height / TextChart.cellPixels.height, minimumNames: minimumNames, sampleLength: sampleLength, warnings: &warnings)
        }
        return LegendLayout.layout(
            names: names, requested: requested, asked: asked, width: figure.width, plotWidth: plotWidth, plotHeight: Double(figure.height) * 0.7,
            metrics: metrics, sampleLength: sampleLength, minimumNames: minimumNames, warnings: &warnings)
    }

    /// Rows for a chart with `title`, a `legend`, x tick labels taking `xLabelExtent` pixels
    /// below the plot and the x title `xLabel`.
    func rows(title: String, legend: LegendLayout?, xLabelExtent: Double, xLabel: String) -> Rows {
        var top = 10.0
        if !title.isEmpty { top += Double(titleMetrics.lines(in: title)) * titleMetrics.lineHeight + 6 }
        var legendTop = Int(top.rounded())
        if let legend, legend.position == .top { top += legend.extent }
        top = max(top, 14)

        var bottom = 10 + xLabelExtent + 4
        if !xLabel.isEmpty { bottom += Double(metrics.lines(in: xLabel)) * metrics.lineHeight + 4 }
        bottom += 6
        if let legend, legend.position == .bottom {
            legendTop = figure.height - 1 - Int((legend.extent - 4).rounded())
            bottom += legend.extent
        }
        if let legend, legend.position == .right { legendTop = Int(top.rounded()) }
        return Rows(plotTop: Int(top.rounded()), plotBottom: figure.height - 1 - Int(bottom.rounded()), legendTop: legendTop)
    }

    /// The plot frame: the value side holds the widest tick label of `valueAxes` and `yLabel`;
    /// the other side leaves room for half an x tick label (plus `reserve`, a colour bar's
    /// room), or holds the `right` axis (`--y2`: its ticks and title, measured the same way); a
    /// right legend adds its width on the right.
    func frame(
        rows: Rows, valueAxes: [AxisPlan], yLabel: String, side: YAxisSide, legend: LegendLayout? = nil,
        right: (axes: [AxisPlan], label: String)? = nil, reserve: Double = 0
    ) throws -> PlotFrame {
        let valueSide = valueSideWidth(valueAxes: valueAxes, yLabel: yLabel)
        let otherSide = right.map { valueSideWidth(valueAxes: $0.axes, yLabel: $0.label) } ?? Self.otherSideRoom + reserve
        var (leftMargin, rightMargin) = side == .left ? (valueSide, otherSide) : (otherSide, valueSide)
        if let legend, legend.position == .right { rightMargin = (side == .left && right == nil ? 12 : rightMargin) + legend.extent }
        let plotLeft = Int(leftMargin.rounded())
        let plotRight = figure.width - 1 - Int(rightMargin.rounded())
        guard plotRight - plotLeft >= 40, rows.plotHeight >= 30 else {
            throw tooSmall()
        }
        return PlotFrame(width: figure.width, height: figure.height, left: plotLeft, right: plotRight, top: rows.plotTop, bottom: rows.plotBottom)
    }

    /// Pixels on the side opposite the value axis: half a wide x tick label.
    static let otherSideRoom = 28.0

    /// The error for an image too small for its plot.
    func tooSmall() -> ChartError {
        .usage("--size \(figure.width)x\(figure.height) \(Self.noRoom) after its titles and labels; use a larger size")
    }

    /// The words of `tooSmall`, by which a layouter that can shrink its text recognises it.
    static let noRoom = "leaves no room for the plot"

    /// Whether `error` is `tooSmall`'s.
    static func isTooSmall(_ error: Error) -> Bool {
        if case let ChartError.usage(message) = error { return message.contains(noRoom) }
        return false
    }

    /// `frame` with its left and right edges moved in just enough that every x tick label of
    /// `xAxes` stays inside the image: 3 px for labels centred on their tick, 10 px for labels
    /// rotated by `angle` (they end at their tick and reach left); unchanged when they fit.
    func fitting(_ frame: PlotFrame, xAxes: [AxisPlan], angle: Int = 0) -> PlotFrame {
        var left = 0.0
        var right = 0.0
        for axis in xAxes where axis.max > axis.min {
            for tick in axis.ticks where !tick.label.isEmpty {
                let x = Double(frame.left) + (tick.value - axis.min) / (axis.max - axis.min) * Double(frame.plotWidth)
                let width = metrics.width(of: tick.label)
                if angle != 0 {
                    left = max(left, 10 - (x - width * 0.7071))
                    continue
                }
                left = max(left, 3 - (x - width / 2))
                right = max(right, (x + width / 2) - Double(frame.width - 4))
            }
        }
        guard left > 0 || right > 0 else { return frame }
        var fitted = frame
        fitted.left += Int(left.rounded(.up))
        fitted.right -= Int(right.rounded(.up))
        return fitted.plotWidth >= 40 ? fitted : frame
    }

    /// The pixel column where a right legend starts.
    func legendLeft(
        frame: PlotFrame, side: YAxisSide, valueAxes: [AxisPlan], yLabel: String, right: (axes: [AxisPlan], label: String)? = nil
    ) -> Int {
        if let right { return frame.right + Int(valueSideWidth(valueAxes: right.axes, yLabel: right.label).rounded()) }
        guard side == .right else { return frame.right + 12 }
        return frame.right + Int(valueSideWidth(valueAxes: valueAxes, yLabel: yLabel).rounded())
    }

    /// Pixels beside the plot for the widest value tick label and the value axis title.
    private func valueSideWidth(valueAxes: [AxisPlan], yLabel: String) -> Double {
        guard showsValueAxis else { return 10 }
        let widest = valueAxes.flatMap { $0.ticks.map { metrics.width(of: $0.label) } }.max() ?? 0
        var width = 10 + widest + 12
        if !yLabel.isEmpty { width += Double(metrics.lines(in: yLabel)) * metrics.lineHeight + 6 }
        return width
    }
}
