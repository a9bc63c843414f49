/// Decides a histogram's bins, bar heights, axes and marked statistics.
///
/// The bins are chosen first (`HistBinner`), independent of the image size, so `--size` never
/// changes the counts; the x axis ticks are then chosen among the edges (`HistTicks`) and the
/// value axis starts at 0 (or, on a log value axis, at its floor, half a decade or more below
/// the shortest bar, where empty bins are not drawn). The frame (`AxisChartLayouter`) decides titles, legend, margins and value ticks.
package struct HistLayouter: AxisKindLayouter {
    package var options: HistOptions

    package init(options: HistOptions) {
        self.options = options
    }

    package static let kind = ChartKind.hist
    /// A histogram has no categories to mark (`--vline`, `--highlight`), one page, no x column
    /// (it bins its value columns) and one value axis.
    package static let draws = AxisFeatures.axisFrame.union([.xDateFormat, .xLog]).subtracting(.xColumn)

    package static func refusalReason(_ feature: AxisFeatures) -> String? {
        switch feature {
        case .pageSize, .pageCount, .yRangePage: ": a histogram is one picture"
        case .vlines, .highlight: ": its x is bins, not categories; use --mark for a percentile or the mean"
        case .xColumn: ": it bins the value columns (--y)"
        default: nil
        }
    }

    /// The plan of `chart`; a stack on a log axis is refused (`StackedLogCheck`).
    package func layout(_ chart: HistChart) throws -> HistPlan {
        try StackedLogCheck.check(stacked: options.stacked, log: options.axes.yLog)
        guard chart.valueCount > 0 else { throw ChartError.badData(location: nil, column: nil, message: "no values to bin") }
        if chart.time, options.axes.xLog {
            throw ChartError.usage(
                "--x-log does not apply to dates and times: a time axis has no 0 to count decades from; bin by calendar units (--bin-width 1d)")
        }
        let range = try options.range(for: chart)
        var binner = HistBinner(binning: options.binning, range: range, log: options.axes.xLog)
        if chart.spilled {
            let qs = (options.binning == .rule && !options.axes.xLog ? [0.25, 0.75] : []) + percentiles
            binner.known = Dictionary(zip(qs, try OrderStatistics.quantiles(qs, of: chart, range: range))) { first, _ in first }
        }
        let bins = try binner.bins(chart)
        let pages = try AxisPages(rowCount: bins.count, paging: options.paging, format: options.figure.format, unit: .single("a histogram"))
        let colors = options.figure.theme.palette
        let seriesColors = chart.series.indices.map { Palette.color(options.figure.theme.seriesSlot($0), in: colors) }
        var warnings = binner.notes
        let heights = self.heights(bins, chart: chart)
        try Self.checkDensities(heights, bins: bins, scale: options.scale)
        let spans = stackedSpans(heights)
        if let warning = LogFloorWarning.warning(tops: spans.joined().map(\.to), axes: options.axes) { warnings.append(warning) }
        let top = spans.flatMap { $0.map(\.to) }.max() ?? 0
        let ticks = HistTicks(
            bins: bins, format: options.axes.xFormat, metrics: TextMetrics(fontSize: options.figure.fontSize),
            labelEvery: options.axes.xLabelEvery)
        let content = AxisChartContent(
            rowCount: bins.count, names: chart.series.map(\.name), legendSampleLength: 2, legendRequest: options.axes.legend,
            xTitle: chart.axisTitle, yTitle: valueTitle(bins), integerValues: options.scale == .count, risesFromFloor: true,
            valueSpan: { _ in (options.axes.yLog ? Self.shortestTop(spans) : 0)...max(top, 0) },
            emptyMessage: "no values to bin",
            valueAxis: options.axes.yLog ? nil : { _, pixels, _ in try valueAxis(top: top, pixels: pixels) },
            xLabels: { _ in AxisLabelFit(extent: TextMetrics(fontSize: options.figure.fontSize).lineHeight) },
            xAxes: { length in [ticks.axis(pixels: length)] })
        let layouter = AxisChartLayouter(figure: options.figure, axes: options.axes)
        let frame = try layouter.layout(content, pages: pages, warnings: &warnings)
        let yAxis = frame.valueAxes[0]
        let bars = self.bars(spans, bins: bins, heights: heights, y: yAxis)
        let geometry = self.geometry(bins, frame: frame.layout.frame, x: frame.xAxes[0], y: yAxis, series: chart.series.count)
        let page = HistPagePlan(
            page: 1, output: pages.outputs[0], rows: 0..<bins.count, x: frame.xAxes[0], y: yAxis,
            marks: HistPageMarks(bars: drawn(bars, geometry, bins, &warnings)))
        let lines = Self.sided(
            try markLines(chart, range: range, pooled: binner.pooled, known: binner.known), x: frame.xAxes[0], frame: frame.layout.frame,
            fontSize: options.figure.fontSize)
        let marks = HistPlanMarks(bins: bins, seriesColors: seriesColors, markLines: lines, drawing: geometry.drawing)
        return HistPlan(chart: chart, options: options, layout: frame.layout, marks: marks, pages: [page], warnings: warnings)
    }

    /// A bar for every non-empty bin of every series (and every rising cumulative step), its
    /// ends at its stacked span, raised to the floor of a log axis so none starts below it.
    func bars(_ spans: [[(from: Double, to: Double)]], bins: HistBins, heights: [[Double]], y yAxis: AxisPlan) -> [HistBar] {
        var bars: [HistBar] = []
        for (series, column) in spans.enumerated() {
            for (bin, span) in column.enumerated() where bins.counts[series][bin] > 0 || (options.cumulative && span.to > span.from) {
                var from = span.from, to = span.to
                if yAxis.log {
                    guard to > 0 else { continue }
                    from = max(from, yAxis.min)
                    to = max(to, yAxis.min)
                }
                bars.append(
                    HistBar(
                        series: series, bin: bin, count: bins.counts[series][bin], value: heights[series][bin],
                        low: bins.edges[bin], high: bins.edges[bin + 1], from: from, to: to))
            }
        }
        return bars
    }

    /// `lines` with each label's side chosen: right of its line unless there it would cross
    /// another mark's line or run past the plot's right edge and the left is clear ("p50 20.08"
    /// with p99's dashed line through its digits read "20.0|8").
    static func sided(_ lines: [HistMarkLine], x axis: AxisPlan, frame: PlotFrame, fontSize: Double = 10) -> [HistMarkLine] {
        let metrics = TextMetrics(fontSize: fontSize)
        let pixels = lines.map { Double(frame.left) + axis.fraction(of: $0.value) * Double(frame.plotWidth) }
        let gap = 0.3 * metrics.width(of: "0")
        func clear(_ span: ClosedRange<Double>, except index: Int) -> Bool {
            span.lowerBound >= Double(frame.left) && span.upperBound <= Double(frame.right)
                && !pixels.indices.contains { $0 != index && span.contains(pixels[$0]) }
        }
        var sided = lines
        var spans: [ClosedRange<Double>] = []
        for index in lines.indices {
            let width = metrics.width(of: lines[index].label) + 2
            let right = (pixels[index] + gap)...(pixels[index] + gap + width)
            let left = (pixels[index] - gap - width)...(pixels[index] - gap)
            sided[index].labelLeft = !clear(right, except: index) && clear(left, except: index)
            spans.append(sided[index].labelLeft ? left : right)
        }
        // Label i is on text row i: a line through it stops below that row.
        for line in lines.indices {
            let crossed = spans.indices.filter { $0 != line && spans[$0].contains(pixels[line]) }
            sided[line].stopsBelowRows = crossed.map { $0 + 1 }.max() ?? 0
        }
        return sided
    }

    /// `bars` as an image draws them (a text chart draws each bin's own rectangle in its
    /// cells), with the warning for bins narrower than a pixel.
    private func drawn(_ bars: [HistBar], _ geometry: HistBarGeometry, _ bins: HistBins, _ warnings: inout [String]) -> [HistBar] {
        guard options.figure.format != .text else { return bars }
        if let warning = geometry.drawing.narrowWarning(bins: bins, plotPixels: geometry.frame.plotWidth, figure: options.figure) {
            warnings.append(warning)
        }
        return geometry.drawn(bars)
    }

    /// Where the bars go in the image, drawn as the narrowest bin's width in pixels decides.
    private func geometry(_ bins: HistBins, frame: PlotFrame, x: AxisPlan, y: AxisPlan, series: Int) -> HistBarGeometry {
        let columns = bins.edges.map { x.fraction(of: $0) * Double(frame.plotWidth) }
        let narrowest = zip(columns.dropFirst(), columns).map { $0 - $1 }.min() ?? Double(frame.plotWidth)
        let drawing = HistDrawing(series: series, stacked: options.stacked, barPixels: narrowest)
        return HistBarGeometry(frame: frame, x: x, y: y, drawing: drawing, stacked: options.stacked)
    }

    /// The `--mark` percentiles as quantiles (0…1).
    private var percentiles: [Double] {
        options.marks.compactMap { if case let .percentile(p) = $0 { p / 100 } else { nil } }
    }

    /// On a log value axis: the lowest bar top above 0, which the axis floor is set below
    /// (`AxisChartContent.risesFromFloor`), so the shortest bar (a count of 1) has a length.
    private static func shortestTop(_ spans: [[(from: Double, to: Double)]]) -> Double {
        spans.flatMap { $0.map(\.to) }.filter { $0 > 0 }.min() ?? 1
    }

    /// The value axis title the scale implies (`--y-label` overrides it). Calendar bins say
    /// what a bar holds: `count per day`, `percent per 15 minutes`, and density its unit
    /// (`density per day`: month bins are divided by their own days).
    private func valueTitle(_ bins: HistBins) -> String {
        let name =
            switch options.scale {
            case .count: "count"
            case .density: "density"
            case .percent: "percent"
            }
        if options.cumulative { return "cumulative \(name)" }
        guard let step = bins.calendar else { return name }
        if options.scale == .density, let unit = bins.densityUnit { return "density per \(unit.name)" }
        return "\(name) per \(step.multiple == 1 ? step.unit.rawValue : step.words)"
    }

    /// Each series' bar heights on the scale asked for: counts, density (count / (n · width), so
    /// the bars' area is 1; cumulative: the share at or below the bin's upper edge) or percent.
    /// n is the series' values, or every series' when stacked, so a stack shows shares of the whole.
    /// Calendar bins measure each bin's own width in the density unit (a February bin is 28 days).
    func heights(_ bins: HistBins, chart: HistChart) -> [[Double]] {
        let all = bins.counts.reduce(0) { $0 + $1.reduce(0, +) }
        let per = bins.densityUnit?.seconds ?? 1
        return bins.counts.map { counts in
            let total = Double(max(1, options.stacked ? all : counts.reduce(0, +)))
            var running = 0
            return counts.enumerated().map { bin, count in
                running += count
                let value = Double(options.cumulative ? running : count)
                switch options.scale {
                case .count: return value
                case .percent: return 100 * value / total
                case .density:
                    return options.cumulative ? value / total : value / (total * (bins.edges[bin + 1] - bins.edges[bin]) / per)
                }
            }
        }
    }

    /// Densities of bins narrower than a count can be divided by are refused: values 0 and
    /// 1e-320 made bins 1e-321 wide, a density of infinity and a program with `nan` in its range,
    /// which gnuplot refused (exit 70). Past 1e300 is the bound every plotted number keeps.
    static func checkDensities(_ heights: [[Double]], bins: HistBins, scale: HistScale) throws {
        guard scale == .density, heights.contains(where: { $0.contains { !($0 <= ValueParser.maximumMagnitude) } }) else { return }
        let narrowest = zip(bins.edges.dropFirst(), bins.edges).map { $0 - $1 }.min() ?? 0
        throw ChartError.badData(
            location: nil, column: nil,
            message:
                """
                bins \(GnuplotNumber.literal(narrowest)) wide give densities beyond 1e300 (--density divides counts by the width); draw counts or \
                --percent instead, or scale the values up
                """
        )
    }

    /// Where each bar starts and ends on the value axis: at 0, or on the series below when stacked.
    private func stackedSpans(_ heights: [[Double]]) -> [[(from: Double, to: Double)]] {
        var base = [Double](repeating: 0, count: heights.first?.count ?? 0)
        return heights.map { column in
            column.enumerated().map { bin, height in
                let from = options.stacked ? base[bin] : 0
                base[bin] = from + height
                return (from, from + height)
            }
        }
    }

    /// A value axis from 0 (or `--y-min`) to the tallest bar and the `--hline`s.
    private func valueAxis(top: Double, pixels: Int) throws -> AxisPlan {
        let layout = ValueAxisLayout(format: options.axes.yFormat, fixedMin: options.axes.yMin ?? 0, fixedMax: options.axes.yMax)
        var high = max(top, options.axes.hlines.max() ?? 0)
        // Room above the tallest bar for the --mark labels (a text row each, from the top), so
        // they are not written over the bars: the range grows until the bars end below them.
        let headroom = TextMetrics(fontSize: options.figure.fontSize).lineHeight * (Double(options.marks.count) + 0.5) + 4
        if !options.marks.isEmpty, options.axes.yMax == nil, Double(pixels) > 2 * headroom {
            high *= Double(pixels) / (Double(pixels) - headroom)
        }
        return try layout.axis(for: 0...(high > 0 ? high : 1), pixels: pixels, integers: options.scale == .count)
    }

    /// The mean of the values binned, summed in input order with Neumaier's compensation, so it
    /// does not depend on the order a selection left the values in, nor lose digits over 10M values.
    static func mean(_ chart: HistChart, range: ClosedRange<Double>?) throws -> Double {
        var sum = 0.0, compensation = 0.0, count = 0
        for series in chart.series {
            try series.forEachBlock { block in
                for value in block where range?.contains(value) ?? true {
                    let total = sum + value
                    compensation += abs(sum) >= abs(value) ? (sum - total) + value : (value - total) + sum
                    sum = total
                    count += 1
                }
            }
        }
        return (sum + compensation) / Double(max(1, count))
    }

    /// The `--mark` statistics over every value binned, exactly: by selection on one pooled copy
    /// (`Quantiles`), or, for a streamed input's spilled values, by radix selection over passes
    /// reading them back (`OrderStatistics`); both give the exact order statistics.
    private func markLines(_ chart: HistChart, range: ClosedRange<Double>?, pooled: [Double]?, known: [Double: Double]) throws
        -> [HistMarkLine]
    {
        guard !options.marks.isEmpty else { return [] }
        var values = chart.spilled ? [] : pooled ?? HistBinner.pooled(chart, range: range)
        return try options.marks.map { mark in
            let value: Double
            switch mark {
            case .mean: value = try Self.mean(chart, range: range)
            case let .percentile(p): value = known[p / 100] ?? Quantiles.value(of: &values, at: p / 100)
            }
            let text = chart.time ? Self.timeLabel(value) : PrintfText.format("%.4g", value)
            return HistMarkLine(name: mark.name, value: value, label: "\(mark.name) \(text)")
        }
    }

    /// An instant as a mark's label, as precise as it is: `2024-03-05` at midnight,
    /// `2024-03-05 14:30` on a whole minute, else to the second (UTC).
    static func timeLabel(_ seconds: Double) -> String {
        let whole = seconds.rounded()
        let pattern =
            whole.truncatingRemainder(dividingBy: 86400) == 0
            ? "%Y-%m-%d" : whole.truncatingRemainder(dividingBy: 60) == 0 ? "%Y-%m-%d %H:%M" : "%Y-%m-%d %H:%M:%S"
        return DatePattern(unchecked: pattern).format(epochSeconds: whole) ?? PrintfText.format("%.4g", seconds)
    }
}
