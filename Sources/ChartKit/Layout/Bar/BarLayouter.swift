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
        var plan = try BarLayouter(options: options).layout(chart)
        plan.warnings = cleaner.warnings + plan.warnings
        return plan
    }

    func layout(_ chart: BarChart) throws -> BarPlan {
        let figure = options.figure
        let axes = options.axes
        let metrics = TextMetrics(fontSize: figure.fontSize)
        let titleMetrics = TextMetrics(fontSize: figure.fontSize * 1.2)
        let n = chart.count
        guard n > 0, !chart.series.isEmpty else {
            throw ChartError.badData(location: nil, column: nil, message: "no data rows to plot")
        }
        if let yMin = axes.yMin, yMin > options.baseline {
            throw ChartError.usage("--y-min \(GnuplotNumber.literal(yMin)) is above the baseline \(GnuplotNumber.literal(options.baseline)); bars grow from the baseline, so the value axis must include it")
        }
        if let yMax = axes.yMax, yMax < options.baseline {
            throw ChartError.usage("--y-max \(GnuplotNumber.literal(yMax)) is below the baseline \(GnuplotNumber.literal(options.baseline)); bars grow from the baseline, so the value axis must include it")
        }

        let pageRanges = try options.paging.pagination.pages(rowCount: n)
        let selected = try options.paging.selectedPages(among: pageRanges.count)
        let outputs = try OutputNaming(output: options.paging.output).paths(for: selected, totalPages: pageRanges.count)
        let slotsPerPage = pageRanges.map(\.count).max() ?? 1

        var warnings: [String] = []
        if axes.xFormat != .auto {
            warnings.append("--x-format does not apply to bar categories; ignored")
        }
        if options.horizontal && axes.ySide == .right {
            warnings.append("--y-axis right does not apply to --horizontal bars (the value axis is at the bottom); ignored")
        }

        let seriesColors = chart.series.indices.map { Palette.color($0, in: options.colors ?? options.figure.theme.palette) }
        let spans = try segments(chart)
        let integers = chart.series.allSatisfy { $0.values.allSatisfy { $0 == $0.rounded() } }
            && options.baseline == options.baseline.rounded() && axes.hlines.allSatisfy { $0 == $0.rounded() }
        let valueDecimals = valueLabelDecimals(chart)

        let title = figure.fittedTitle(figure.title ?? "", warnings: &warnings)
        let categoryTitle = figure.xLabel ?? chart.categoryTitle ?? ""
        let valueTitle = figure.yLabel ?? (chart.series.count == 1 && chart.namesFromHeader ? chart.series[0].name : "")
        let showsLegend = chart.series.count > 1 && options.legend != .none

        // Top: title, then a top legend.
        var top = 10.0
        if !title.isEmpty { top += Double(titleMetrics.lines(in: title)) * titleMetrics.lineHeight + 6 }
        let legendTopRow = Int(top.rounded())
        let legendColumns = options.legend == .right ? 1
            : LegendLayout.acrossColumns(names: chart.series.map(\.name), width: figure.width, metrics: metrics, sampleLength: 2)
        let legendRowCount = showsLegend ? (chart.series.count + legendColumns - 1) / legendColumns : 0
        if showsLegend && options.legend == .top { top += Double(legendRowCount) * metrics.lineHeight + 8 }
        top = max(top, 14)
        let legendBottomHeight = showsLegend && options.legend == .bottom ? Double(legendRowCount) * metrics.lineHeight + 8 : 0
        let legendRightWidth = showsLegend && options.legend == .right
            ? (chart.series.map { metrics.width(of: $0.name) }.max() ?? 0) + 50 : 0

        let context = Context(chart: chart, spans: spans, pageRanges: pageRanges, selected: selected, slotsPerPage: slotsPerPage,
                              integers: integers, decimals: valueDecimals, metrics: metrics, seriesColors: seriesColors)
        let valueSideTitle = valueTitle.isEmpty || !options.showAxes ? 0 : Double(metrics.lines(in: valueTitle)) * metrics.lineHeight + 6
        let categorySideTitle = categoryTitle.isEmpty ? 0 : Double(metrics.lines(in: categoryTitle)) * metrics.lineHeight + 6

        var frame: PlotFrame
        var valueAxes: [AxisPlan]
        var rule: CategoryLabelRule
        var names: [String]
        var categoryTitleRow = 0
        if !options.horizontal {
            // Vertical: iterate until the bottom margin (category names) settles.
            var bottom = 10 + metrics.lineHeight + 6 + categorySideTitle + legendBottomHeight
            var thicknessEstimate = barThickness(slotPixels: Double(figure.width - 100) / Double(slotsPerPage), series: chart.series.count)
            var attempt = 0
            while true {
                let plotTop = Int(top.rounded())
                let plotBottom = figure.height - 1 - Int(bottom.rounded())
                guard plotBottom - plotTop >= 30 else { throw tooSmall() }
                let axesNow = try valueAxesFor(context, pixels: plotBottom - plotTop, thickness: thicknessEstimate, lengthOfLabel: { _ in metrics.lineHeight })
                let tickWidth = options.showAxes ? (axesNow.flatMap { $0.ticks.map { metrics.width(of: $0.label) } }.max() ?? 0) : 0
                let valueSide = 10 + tickWidth + (options.showAxes ? 12 : 0) + valueSideTitle
                let otherSide = max(20.0, legendRightWidth + 20)
                var (left, right) = axes.ySide == .left ? (valueSide, otherSide) : (otherSide, valueSide)
                let provisionalWidth = Double(figure.width - 1) - left - right
                let slotPixels = provisionalWidth / Double(slotsPerPage)
                let fitted = fitVertical(chart.categories, slotPixels: slotPixels, metrics: metrics)
                if fitted.rule.angle != 0 {
                    // A name rotated to end at the first slot reaches left beyond it.
                    let firstWidth = fitted.names.prefix(slotsPerPage).map { metrics.width(of: $0) }.max() ?? 0
                    left = max(left, firstWidth * 0.7071 + 10 - slotPixels / 2)
                }
                let plotLeft = Int(left.rounded())
                let plotRight = figure.width - 1 - Int(right.rounded())
                guard plotRight - plotLeft >= 40 else { throw tooSmall() }
                let needed = 10 + fitted.extent + 6 + categorySideTitle + legendBottomHeight
                attempt += 1
                if needed <= bottom + 0.5 || attempt >= 5 {
                    frame = PlotFrame(width: figure.width, height: figure.height, left: plotLeft, right: plotRight, top: plotTop, bottom: plotBottom)
                    valueAxes = axesNow
                    rule = fitted.rule
                    names = fitted.names
                    // 10 px below the names (the tick marks and gnuplot's label offset take the rest of
                    // `extent`): 4 px left the title touching them.
                    categoryTitleRow = plotBottom + Int((fitted.extent + 10 + metrics.lineHeight / 2).rounded())
                    break
                }
                bottom = max(bottom, needed)
                thicknessEstimate = barThickness(slotPixels: Double(plotRight - plotLeft) / Double(slotsPerPage), series: chart.series.count)
            }
        } else {
            // Horizontal: names on the left (shortened beyond 35% of the width), values below.
            let maxName = Double(figure.width) * 0.35
            let shortened = chart.categories.map { Self.shortened($0, toWidth: maxName, metrics: metrics) }
            let nameWidth = shortened.map { metrics.width(of: $0) }.max() ?? 0
            let left = 10 + nameWidth + 10 + categorySideTitle
            let bottom = 10 + (options.showAxes ? metrics.lineHeight + 6 : 0) + valueSideTitle + legendBottomHeight + 4
            let plotLeft = Int(left.rounded())
            let plotTop = Int(top.rounded())
            let plotBottom = figure.height - 1 - Int(bottom.rounded())
            var right = max(20.0, legendRightWidth + 20)
            var axesNow: [AxisPlan] = []
            for _ in 0..<3 {
                let plotRight = figure.width - 1 - Int(right.rounded())
                guard plotRight - plotLeft >= 40, plotBottom - plotTop >= 30 else { throw tooSmall() }
                // Horizontal value labels are wider than tall: aim for ticks about 100 px apart.
                axesNow = try valueAxesFor(context, pixels: plotRight - plotLeft,
                                           thickness: barThickness(slotPixels: Double(plotBottom - plotTop) / Double(slotsPerPage), series: chart.series.count),
                                           tickSpacing: 100,
                                           lengthOfLabel: { metrics.width(of: $0) })
                let lastLabel = options.showAxes ? (axesNow.compactMap { $0.ticks.last.map { metrics.width(of: $0.label) } }.max() ?? 0) : 0
                let wanted = max(20.0, legendRightWidth + 20, lastLabel / 2 + 8)
                if wanted <= right + 0.5 { break }
                right = wanted
            }
            let plotRight = figure.width - 1 - Int(right.rounded())
            frame = PlotFrame(width: figure.width, height: figure.height, left: plotLeft, right: plotRight, top: plotTop, bottom: plotBottom)
            valueAxes = axesNow
            let slotPixels = Double(frame.plotHeight) / Double(slotsPerPage)
            let needed = Int(((metrics.lineHeight + 1) / max(slotPixels, 0.001)).rounded(.up))
            rule = CategoryLabelRule(angle: 0, every: max(1, axes.xLabelEvery, needed),
                                     shortened: zip(shortened, chart.categories).filter { $0 != $1 }.count, maxWidth: maxName)
            names = shortened
        }

        var pages: [BarPagePlan] = []
        let valuePixels = options.horizontal ? frame.plotWidth : frame.plotHeight
        let thickness = Double(options.horizontal ? frame.plotHeight : frame.plotWidth) / Double(slotsPerPage)
        warnings += densityWarnings(slots: slotsPerPage, along: Double(options.horizontal ? frame.plotHeight : frame.plotWidth),
                                    series: chart.series.count, rule: rule, metrics: metrics)
        for (index, page) in selected.enumerated() {
            let rows = pageRanges[page - 1]
            let valueAxis = valueAxes[index]
            let categoryAxis = categoryAxisFor(rows: rows, slots: slotsPerPage, names: names, every: rule.every, slotPixels: thickness)
            let bars = rectangles(context, rows: rows)
            var labels: [BarValueLabel] = []
            var omitted = 0
            if options.showValues {
                let ppu = Double(valuePixels) / max(valueAxis.max - valueAxis.min, .leastNormalMagnitude)
                (labels, omitted) = valueLabels(context, rows: rows, bars: bars, pixelsPerUnit: ppu, slotPixels: thickness)
            }
            pages.append(BarPagePlan(page: page, output: outputs[index], categories: rows, categoryAxis: categoryAxis,
                                     valueAxis: valueAxis, bars: bars, valueLabels: labels, omittedValueLabels: omitted))
        }
        let legendLeft = frame.right + 20
        let legendTop = options.legend == .bottom
            ? figure.height - 1 - Int((Double(legendRowCount) * metrics.lineHeight + 6).rounded())
            : options.legend == .right ? frame.top : legendTopRow
        return BarPlan(chart: chart, options: options, frame: frame, title: title, categoryTitle: categoryTitle, valueTitle: valueTitle, categoryTitleRow: categoryTitleRow,
                       seriesColors: seriesColors, showsLegend: showsLegend, legendTop: legendTop, legendLeft: legendLeft, legendColumns: legendColumns,
                       categoryLabels: rule, pageCount: pageRanges.count, pages: pages, warnings: warnings)
    }

    private func tooSmall() -> ChartError {
        .usage("--size \(options.figure.width)x\(options.figure.height) leaves no room for the plot after its titles and labels; use a larger size")
    }

    // MARK: - Bars

    struct Context {
        var chart: BarChart
        /// spans[series][row]: the segment a value occupies on the value axis.
        var spans: [[(from: Double, to: Double)]]
        var pageRanges: [Range<Int>]
        var selected: [Int]
        var slotsPerPage: Int
        var integers: Bool
        var decimals: Int
        var metrics: TextMetrics
        var seriesColors: [String]
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
    private func valueLabels(_ context: Context, rows: Range<Int>, bars: [BarRectangle], pixelsPerUnit ppu: Double,
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
            for row in rows {
                let rowBars = bars.filter { $0.category == row }
                guard let first = rowBars.first else { continue }
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

    /// The value axis of every selected page (shared or per page). It always includes the
    /// baseline and, with `--values`, the labels drawn beyond bar ends.
    private func valueAxesFor(_ context: Context, pixels: Int, thickness: Double, tickSpacing: Double = 55,
                              lengthOfLabel: (String) -> Double) throws -> [AxisPlan] {
        let layout = ValueAxisLayout(format: options.axes.yFormat, fixedMin: options.axes.yMin, fixedMax: options.axes.yMax)
        let tickPixels = Int((Double(pixels) * 55 / tickSpacing).rounded())
        func axis(rows: Range<Int>) throws -> AxisPlan {
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
        switch options.axes.yScale {
        case .shared:
            let shared = try axis(rows: 0..<context.chart.count)
            return Array(repeating: shared, count: context.selected.count)
        case .page:
            return try context.selected.map { try axis(rows: context.pageRanges[$0 - 1]) }
        }
    }

}
