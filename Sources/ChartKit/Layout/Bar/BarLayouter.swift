import Foundation

/// Decides pages, axes, margins, bar rectangles, category-label fitting and value labels for
/// a bar chart.
///
/// Bars are rectangles computed here, in axis units, from the baseline: a bar's length is
/// exactly proportional to |value − baseline|. The value axis always contains the baseline
/// and, with `--values`, room for labels drawn beyond the bar ends. Margins depend on label
/// sizes and the plot size on margins, so the vertical layout is iterated until the bottom
/// margin (rotated category names) settles; margins are computed over every page, so all
/// pages of a run share one plot area.
public struct BarLayouter: Sendable {
    public var options: BarOptions

    public init(options: BarOptions) {
        self.options = options
    }

    /// Pixels between a bar end and its value label.
    static let labelPad = 4.0

    /// The plan for `chart`: first every text is made drawable (emoji replaced, with warnings;
    /// see `DrawableText`), then laid out.
    public func plan(for chart: BarChart) throws -> BarPlan {
        var cleaner = DrawableText.Cleaner()
        var chart = chart
        var options = self.options
        options.figure = options.figure.drawable(&cleaner)
        chart.categories = cleaner.clean(chart.categories, place: "category name")
        chart.categoryTitle = cleaner.clean(chart.categoryTitle, place: "the category column's name")
        let names = cleaner.clean(chart.series.map(\.name), place: "series name")
        for index in chart.series.indices { chart.series[index].name = names[index] }
        var plan = try BarLayouter(options: options).layoutShrinkingText(chart)
        plan.warnings = cleaner.warnings + plan.warnings
        return plan
    }

    func layout(_ chart: BarChart) throws -> BarPlan {
        let n = chart.count
        guard n > 0, !chart.series.isEmpty else {
            throw ChartError.badData(location: nil, column: nil, message: "no data rows to plot")
        }
        try checkBaseline()
        let pages = try AxisPages(rowCount: n, paging: options.paging)
        var warnings = optionWarnings()
        let context = Context(
            chart: chart, spans: try segments(chart), pages: pages, slotsPerPage: pages.ranges.map(\.count).max() ?? 1,
            integers: chart.series.allSatisfy { $0.values.allSatisfy { $0 == $0.rounded() } }
                && options.baseline == options.baseline.rounded() && options.axes.hlines.allSatisfy { $0 == $0.rounded() },
            decimals: valueLabelDecimals(chart), metrics: TextMetrics(fontSize: options.figure.fontSize),
            seriesColors: chart.series.indices.map { Palette.color($0, in: options.colors ?? options.figure.theme.palette) },
            names: measuredNames(chart.categories, metrics: TextMetrics(fontSize: options.figure.fontSize)))
        let layouter = AxisChartLayouter(figure: options.figure, axes: options.axes,
                                         orientation: options.horizontal ? .horizontal : .vertical, showsValueAxis: options.showAxes)
        let frame = try layouter.layout(content(context), pages: pages, warnings: &warnings)
        let plot = frame.layout.frame
        let along = Double(options.horizontal ? plot.plotHeight : plot.plotWidth)
        let names = categoryNames(context, along: along)
        if options.growsToFitNames, let grown = grownSize(slots: context.slotsPerPage, along: along, rule: names.rule, metrics: context.metrics) {
            return try grownPlan(chart, size: grown, names: chart.count)
        }
        warnings += densityWarnings(slots: context.slotsPerPage, along: along, series: chart.series.count, rule: names.rule, metrics: context.metrics)
        let valuePixels = Double(options.horizontal ? plot.plotWidth : plot.plotHeight)
        let slotPixels = along / Double(context.slotsPerPage)
        let pagePlans = pages.selected.indices.map { index in
            let rows = pages.rows(ofSelected: index)
            let valueAxis = frame.valueAxes[index]
            let bars = rectangles(context, rows: rows)
            var labels: [BarValueLabel] = []
            var omitted = 0
            if options.showValues {
                let ppu = valuePixels / max(valueAxis.max - valueAxis.min, .leastNormalMagnitude)
                (labels, omitted) = valueLabels(context, bars: bars, pixelsPerUnit: ppu, slotPixels: slotPixels)
            }
            return BarPagePlan(page: pages.selected[index], output: pages.outputs[index], categories: rows, categoryAxis: frame.xAxes[index],
                               valueAxis: valueAxis, bars: bars, valueLabels: labels, omittedValueLabels: omitted)
        }
        return BarPlan(chart: chart, options: options, layout: frame.layout, seriesColors: context.seriesColors,
                       categoryLabels: names.rule, pages: pagePlans, warnings: warnings)
    }

    /// Bars grow from the baseline, so a fixed value axis must include it.
    private func checkBaseline() throws {
        let base = GnuplotNumber.literal(options.baseline)
        if let yMin = options.axes.yMin, yMin > options.baseline {
            throw ChartError.usage("--y-min \(GnuplotNumber.literal(yMin)) is above the baseline \(base); bars grow from the baseline, so the value axis must include it")
        }
        if let yMax = options.axes.yMax, yMax < options.baseline {
            throw ChartError.usage("--y-max \(GnuplotNumber.literal(yMax)) is below the baseline \(base); bars grow from the baseline, so the value axis must include it")
        }
    }

    /// Flags that do not apply to bars, said once.
    private func optionWarnings() -> [String] {
        var warnings: [String] = []
        if options.axes.xFormat != .auto {
            warnings.append("--x-format does not apply to bar categories; ignored")
        }
        if options.horizontal && options.axes.ySide == .right {
            warnings.append("--y-axis right does not apply to --horizontal bars (the value axis is at the bottom); ignored")
        }
        return warnings
    }

    /// What the shared frame needs to know about this chart: its names fit the room the frame
    /// gives them, and its value axis holds the baseline and the value labels.
    private func content(_ context: Context) -> AxisChartContent {
        let chart = context.chart
        let slots = Double(context.slotsPerPage)
        let horizontal = options.horizontal
        return AxisChartContent(
            rowCount: chart.count, names: chart.series.map(\.name), legendSampleLength: 2, legendRequest: options.axes.legend,
            xTitle: chart.categoryTitle, yTitle: chart.series.count == 1 && chart.namesFromHeader ? chart.series[0].name : nil,
            integerValues: context.integers, valueSpan: { _ in nil }, emptyMessage: "no data rows to plot",
            valueAxis: { rows, pixels, across in
                try valueAxis(context, rows: rows, pixels: pixels,
                              thickness: barThickness(slotPixels: across / slots, series: chart.series.count))
            },
            xLabels: { length in
                let names = categoryNames(context, along: length)
                if horizontal { return AxisLabelFit(extent: names.extent) }
                return AxisLabelFit(extent: names.extent, angle: names.rule.angle)
            },
            xAxes: { length in
                let names = categoryNames(context, along: Double(length))
                return context.pages.selected.indices.map { index in
                    categoryAxisFor(rows: context.pages.rows(ofSelected: index), slots: context.slotsPerPage, names: names.names,
                                    every: names.rule.every, slotPixels: Double(length) / slots)
                }
            })
    }

    // MARK: - Bars

    struct Context {
        var chart: BarChart
        /// spans[series][row]: the segment a value occupies on the value axis.
        var spans: [[(from: Double, to: Double)]]
        var pages: AxisPages
        var slotsPerPage: Int
        var integers: Bool
        var decimals: Int
        var metrics: TextMetrics
        var seriesColors: [String]
        /// Every category name measured once (see `measuredNames`).
        var names: MeasuredNames
    }

    /// Where each value's bar runs on the value axis: from the baseline to the value, or, when
    /// stacked, positives upward and negatives downward from the baseline in series order.
    private func segments(_ chart: BarChart) throws -> [[(from: Double, to: Double)]] {
        let base = options.baseline
        guard options.stacked && chart.series.count > 1 else {
            return chart.series.map { $0.values.map { (base, $0) } }
        }
        var result = chart.series.map { _ in [(from: Double, to: Double)]() }
        for row in 0..<chart.count {
            var up = base
            var down = base
            for s in chart.series.indices {
                let value = chart.series[s].values[row]
                if value >= 0 {
                    result[s].append((up, up + value))
                    up += value
                } else {
                    result[s].append((down, down + value))
                    down += value
                }
                guard up.isFinite && down.isFinite else {
                    throw ChartError.badData(location: nil, column: nil,
                                             message: "the stacked total of category \"\(chart.categories[row])\" is too large to draw")
                }
            }
        }
        return result
    }

    private func rectangles(_ context: Context, rows: Range<Int>) -> [BarRectangle] {
        let chart = context.chart
        let k = chart.series.count
        let width = options.barWidth
        let grouped = k > 1 && !options.stacked
        let singleColors = k == 1 && (options.colors?.count ?? 0) > 1
        var bars: [BarRectangle] = []
        for row in rows {
            let slot = Double(row - rows.lowerBound)
            for s in 0..<k {
                let (low, high): (Double, Double)
                if grouped {
                    let each = width / Double(k)
                    low = slot - width / 2 + Double(s) * each
                    high = low + each
                } else {
                    low = slot - width / 2
                    high = slot + width / 2
                }
                let span = context.spans[s][row]
                let color = singleColors ? Palette.color(row, in: options.colors ?? options.figure.theme.palette) : context.seriesColors[s]
                bars.append(BarRectangle(category: row, series: s, value: chart.series[s].values[row],
                                         slotLow: low, slotHigh: high, from: span.from, to: span.to, color: color))
            }
        }
        return bars
    }

    /// Pixels across one bar.
    func barThickness(slotPixels: Double, series: Int) -> Double {
        slotPixels * options.barWidth / Double(options.stacked ? 1 : max(1, series))
    }

    /// One precision for every value label: enough for the data's own digits (their shortest
    /// exact decimals), at most 4. Values that print in scientific notation (below 1e-4 or from
    /// 1e15 on) carry their own mantissa digits and do not count, so one tiny value no longer
    /// turns `173.3` into `173.3000` and itself into `0.0000`.
    private func valueLabelDecimals(_ chart: BarChart) -> Int {
        let needed = chart.series.flatMap { series in
            series.values.lazy.filter { $0 == 0 || (abs($0) >= 1e-4 && abs($0) < 1e15) }.map { DecimalNumber($0)?.neededDecimals ?? 0 }
        }.max() ?? 0
        return min(needed, 4)
    }

    private func valueText(_ value: Double, decimals: Int) -> String {
        LabelFormatter(format: options.axes.yFormat).label(for: value, decimals: decimals)
    }

    /// Value labels: inside the bar end when the text fits there, else just beyond it. Stacked
    /// segments are labelled inside when they fit (else counted as omitted), and each stack
    /// gets its total beyond its end.
    private func valueLabels(_ context: Context, bars: [BarRectangle], pixelsPerUnit ppu: Double,
                             slotPixels: Double) -> ([BarValueLabel], Int) {
        let metrics = context.metrics
        let pad = Self.labelPad
        let stacked = options.stacked && context.chart.series.count > 1
        var labels: [BarValueLabel] = []
        var omitted = 0
        for bar in bars {
            let text = valueText(bar.value, decimals: context.decimals)
            let along = options.horizontal ? metrics.width(of: text) : metrics.lineHeight
            let across = options.horizontal ? metrics.lineHeight : metrics.width(of: text) + 4
            let lengthPixels = abs(bar.to - bar.from) * ppu
            let thicknessPixels = (bar.slotHigh - bar.slotLow) * slotPixels
            let fitsInside = lengthPixels >= along + 2 * pad && thicknessPixels >= across
            let center = (bar.slotLow + bar.slotHigh) / 2
            let positive = bar.to >= bar.from
            if stacked {
                guard fitsInside else { omitted += 1; continue }
                labels.append(BarValueLabel(text: text, slot: center, value: (bar.from + bar.to) / 2, anchor: .center,
                                            inside: true, color: Self.textColor(on: bar.color)))
                continue
            }
            labels.append(label(text: text, slot: center, end: bar.to, positive: positive, inside: fitsInside, along: along, ppu: ppu,
                                barColor: bar.color))
        }
        if stacked {
            // One stack per row, its bars consecutive (`rectangles` writes them row by row):
            // filtering every bar per row made a page of n stacks cost n² steps.
            var start = bars.startIndex
            while start < bars.endIndex {
                let row = bars[start].category
                let end = bars[start...].firstIndex { $0.category != row } ?? bars.endIndex
                let rowBars = bars[start..<end]
                start = end
                let first = rowBars[rowBars.startIndex]
                let total = rowBars.reduce(0.0) { $0 + $1.value }
                let top = rowBars.map { max($0.from, $0.to) }.max() ?? options.baseline
                let bottom = rowBars.map { min($0.from, $0.to) }.min() ?? options.baseline
                let positive = top > options.baseline || bottom >= options.baseline
                let text = valueText(total, decimals: context.decimals)
                let along = options.horizontal ? metrics.width(of: text) : metrics.lineHeight
                labels.append(label(text: text, slot: (first.slotLow + first.slotHigh) / 2, end: positive ? top : bottom,
                                    positive: positive, inside: false, along: along, ppu: ppu, barColor: first.color))
            }
        }
        return (labels, omitted)
    }

    private func label(text: String, slot: Double, end: Double, positive: Bool, inside: Bool, along: Double, ppu: Double,
                       barColor: String) -> BarValueLabel {
        let pad = Self.labelPad
        let sign: Double = positive ? 1 : -1
        let value: Double
        let anchor: BarValueLabel.Anchor
        if options.horizontal {
            value = end + sign * (inside ? -pad : pad) / ppu
            anchor = (positive == inside) ? .right : .left
        } else {
            let offset = (pad + along / 2) / ppu
            value = end + sign * (inside ? -offset : offset)
            anchor = .center
        }
        return BarValueLabel(text: text, slot: slot, value: value, anchor: anchor, inside: inside,
                             color: inside ? Self.textColor(on: barColor) : options.figure.theme.annotation)
    }

    /// White on dark bars, near-black on light ones (relative luminance above 0.5).
    static func textColor(on hex: String) -> String {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let r = Double((value >> 16) & 0xFF) / 255, g = Double((value >> 8) & 0xFF) / 255, b = Double(value & 0xFF) / 255
        let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
        return luminance > 0.5 ? "#222222" : "#FFFFFF"
    }

    // MARK: - Value axis

    /// The value axis of `rows`, `pixels` long: it always includes the baseline and, with
    /// `--values`, the labels drawn beyond bar ends. Horizontal value labels are wider than tall,
    /// so their ticks aim for about 100 px apart instead of 55.
    private func valueAxis(_ context: Context, rows: Range<Int>, pixels: Int, thickness: Double) throws -> AxisPlan {
        let tickSpacing = options.horizontal ? 100.0 : 55
        let metrics = context.metrics
        let lengthOfLabel: (String) -> Double = { options.horizontal ? metrics.width(of: $0) : metrics.lineHeight }
        let layout = ValueAxisLayout(format: options.axes.yFormat, fixedMin: options.axes.yMin, fixedMax: options.axes.yMax)
        let tickPixels = Int((Double(pixels) * 55 / tickSpacing).rounded())
        var low = options.baseline
        var high = options.baseline
        for series in context.spans {
            for row in rows {
                low = min(low, series[row].from, series[row].to)
                high = max(high, series[row].from, series[row].to)
            }
        }
        for value in options.axes.hlines { low = min(low, value); high = max(high, value) }
        var plan = try layout.axis(for: low...high, pixels: tickPixels, integers: context.integers)
        guard options.showValues else { return plan }
        // Room for labels beyond the bar ends: grow the data range until they fit.
        let stacked = options.stacked && context.chart.series.count > 1
        let base = options.baseline
        for _ in 0..<4 {
            let ppu = Double(pixels) / max(plan.max - plan.min, .leastNormalMagnitude)
            var needHigh = high
            var needLow = low
            func need(end: Double, text: String) {
                let extent = (lengthOfLabel(text) + Self.labelPad * 2) / ppu
                if end >= base { needHigh = max(needHigh, end + extent) } else { needLow = min(needLow, end - extent) }
            }
            for row in rows {
                if stacked {
                    let total = context.chart.series.reduce(0.0) { $0 + $1.values[row] }
                    let top = context.spans.map { max($0[row].from, $0[row].to) }.max() ?? base
                    let bottom = context.spans.map { min($0[row].from, $0[row].to) }.min() ?? base
                    need(end: top > base || bottom >= base ? top : bottom, text: valueText(total, decimals: context.decimals))
                    continue
                }
                for (s, series) in context.spans.enumerated() {
                    let text = valueText(context.chart.series[s].values[row], decimals: context.decimals)
                    let along = lengthOfLabel(text)
                    let across = options.horizontal ? context.metrics.lineHeight : context.metrics.width(of: text) + 4
                    let inside = abs(series[row].to - series[row].from) * ppu >= along + 2 * Self.labelPad && thickness >= across
                    if !inside { need(end: series[row].to, text: text) }
                }
            }
            let fitsHigh = options.axes.yMax != nil || needHigh <= plan.max
            let fitsLow = options.axes.yMin != nil || needLow >= plan.min
            if fitsHigh && fitsLow { break }
            plan = try layout.axis(for: (options.axes.yMin == nil ? needLow : low)...(options.axes.yMax == nil ? needHigh : high),
                                   pixels: tickPixels, integers: context.integers)
        }
        return plan
    }

}
