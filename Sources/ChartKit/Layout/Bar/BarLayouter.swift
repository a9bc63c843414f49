/// Decides pages, axes, margins, bar rectangles, category-label fitting and value labels for
/// a bar chart.
///
/// Bars are rectangles computed here, in axis units, from the baseline: a bar's length is
/// exactly proportional to |value − baseline|. The value axis always contains the baseline
/// and, with `--values`, room for labels drawn beyond the bar ends. Margins depend on label
/// sizes and the plot size on margins, so the vertical layout is iterated until the bottom
/// margin (rotated category names) settles; margins are computed over every page, so all
/// pages of a run share one plot area.
package struct BarLayouter: AxisKindLayouter {
    package var options: BarOptions

    package init(options: BarOptions) {
        self.options = options
    }

    /// Pixels between a bar end and its value label.
    static let labelPad = 4.0

    /// Bars have no vertical reference lines, highlight, log or number-formatted categories,
    /// or second value axis; horizontal bars have their value axis at the bottom.
    package static let draws = AxisFeatures.axisFrame.subtracting(.xFormat).union([.xDateFormat]).union(.pages)

    package static func draws(with options: BarOptions) -> AxisFeatures {
        options.horizontal ? draws.subtracting(.yAxisRight) : draws
    }

    package static func refusalReason(_ feature: AxisFeatures) -> String? {
        switch feature {
        case .xFormat: ": categories are names (a date: format applies to date categories)"
        case .yAxisRight: " with --horizontal: the value axis is at the bottom"
        default: nil
        }
    }

    /// The plan for `chart`: refused where it asks for what bars do not draw (`draws`), or for a
    /// stack on a log axis (`StackedLogCheck`); its texts made drawable by the frame, then laid
    /// out, the text shrunk where a small `--size` needs it.
    package func plan(for chart: BarChart) throws -> BarPlan {
        try StackedLogCheck.check(stacked: options.stacked, log: options.axes.yLog)
        return try AxisChartLayouter.plan(chart, by: self) { try $0.layoutShrinkingText($1) }
    }

    package func layout(_ chart: BarChart) throws -> BarPlan {
        let n = chart.count
        guard n > 0, !chart.series.isEmpty else {
            throw ChartError.badData(location: nil, column: nil, message: "no data rows to plot")
        }
        try checkBaseline()
        let pages = try AxisPages(rowCount: n, paging: options.paging, format: options.figure.format, unit: .rows("categories"))
        var warnings = optionWarnings(chart)
        let colorList = options.colors ?? options.figure.theme.palette
        if let warning = roundsWarning(series: chart.series.count, colors: colorList.count) { warnings.append(warning) }
        let context = try context(chart, pages: pages, colors: colorList)
        let layouter = AxisChartLayouter(
            figure: options.figure, axes: options.axes,
            orientation: options.horizontal ? .horizontal : .vertical, showsValueAxis: options.showAxes)
        let frame = try layouter.layout(content(context), pages: pages, warnings: &warnings)
        let plot = frame.layout.frame
        let along = Double(options.horizontal ? plot.plotHeight : plot.plotWidth)
        let names = context.names.fitted(slotPixels: along / Double(context.slotsPerPage))
        let series = chart.series.count
        if options.growsToFitNames,
            let grown = textGrownSize(slots: context.slotsPerPage, along: along, series: series)
                ?? grownSize(slots: context.slotsPerPage, along: along, rule: names.rule, metrics: context.metrics)
        {
            return try grownPlan(chart, size: grown, names: chart.count)
        }
        warnings += crowdingWarnings(slots: context.slotsPerPage, along: along, series: series, rule: names.rule, metrics: context.metrics)
        if let warning = LogFloorWarning.warning(tops: chart.series.flatMap(\.values), axes: options.axes) { warnings.append(warning) }
        let valuePixels = Double(options.horizontal ? plot.plotWidth : plot.plotHeight)
        let slotPixels = along / Double(context.slotsPerPage)
        var overlapping = 0
        var unseen: [BarRectangle] = []
        let pagePlans = pages.selected.indices.map { index in
            let rows = pages.rows(ofSelected: index)
            let valueAxis = frame.valueAxes[index]
            let visible = Self.visibleBars(
                Self.fromAxisFloor(rectangles(context, rows: rows), axis: valueAxis), axis: valueAxis, pixels: valuePixels,
                minimum: shortestVisibleBar(), stacked: options.stacked)
            let bars = visible.bars
            unseen += visible.unseen
            var labels = PlacedValueLabels(labels: [])
            if options.showValues {
                labels = placedValueLabels(context, bars: bars, axis: valueAxis, pixels: valuePixels, slotPixels: slotPixels)
                overlapping += labels.overlapping
            }
            return BarPagePlan(
                page: pages.selected[index], output: pages.outputs[index], categories: rows, categoryAxis: frame.xAxes[index],
                valueAxis: valueAxis, bars: bars, valueLabels: labels.labels, omittedValueLabels: labels.omitted)
        }
        if overlapping > 0 { warnings.append(overlapWarning(overlapping, slotPixels: slotPixels, series: chart.series.count)) }
        if let warning = unseenSegmentsWarning(unseen, chart: chart) { warnings.append(warning) }
        return BarPlan(
            chart: chart, options: options, layout: frame.layout, seriesColors: context.seriesColors, seriesFills: context.seriesFills,
            categoryLabels: names.rule, pages: pagePlans, warnings: warnings)
    }

    /// The warning when there are more series than distinct fills (colours, then patterns),
    /// so some series would look alike.
    func roundsWarning(series: Int, colors: Int) -> String? {
        SeriesRounds.warning(
            count: series, distinct: options.figure.theme.distinctFills(colors: colors), colors: colors, what: "series",
            styles: "fill patterns")
    }

    /// The warning for `count` value labels left out because they would overlap a neighbour.
    func overlapWarning(_ count: Int, slotPixels: Double, series: Int) -> String {
        let bars = PrintfText.format("%.1f", barThickness(slotPixels: slotPixels, series: series))
        return
            """
            \(count) value label\(count == 1 ? "" : "s") left out: \(count == 1 ? "it" : "they") would overlap a \
            neighbour\(options.horizontal ? "" : " even upright") (bars \(bars) px \(options.horizontal ? "thick" : "wide")); use a larger --size \
            or --page-size
            """
    }

    /// What every step of one layout shares: the chart, its pages, the text metrics, each
    /// series' colour and fill, and the measured category names.
    private func context(_ chart: BarChart, pages: AxisPages, colors colorList: [String]) throws -> Context {
        let metrics = TextMetrics(fontSize: options.figure.fontSize)
        let names = CategoryNames(
            chart.categories, times: chart.categoryTimes, format: options.axes.xFormat, horizontal: options.horizontal,
            labelEvery: options.axes.xLabelEvery, figure: options.figure, metrics: metrics)
        return Context(
            chart: chart, spans: try segments(chart), pages: pages, slotsPerPage: pages.ranges.map(\.count).max() ?? 1,
            integers: chart.series.allSatisfy { $0.values.allSatisfy { $0 == $0.rounded() } }
                && options.baseline == options.baseline.rounded() && options.axes.hlines.allSatisfy { $0 == $0.rounded() },
            metrics: metrics,
            seriesColors: chart.series.indices.map { Palette.color(options.figure.theme.seriesSlot($0), in: colorList) },
            // A single series coloured bar by bar (`--colors a,b,c`) stays solid: its colours vary.
            seriesFills: chart.series.count == 1 && (options.colors?.count ?? 0) > 1
                ? [.solid]
                : chart.series.indices.map { options.figure.theme.seriesFill($0, colors: colorList.count) },
            names: names, categories: CategoryContent(.fitted(names), pages: pages))
    }

    /// Bars on a log axis start at its floor (the bottom of the axis): 0 has no place there.
    static func fromAxisFloor(_ bars: [BarRectangle], axis: AxisPlan) -> [BarRectangle] {
        guard axis.log else { return bars }
        return bars.map { bar in
            var bar = bar
            bar.from = max(bar.from, axis.min)
            bar.to = max(bar.to, axis.min)
            return bar
        }
    }

    /// Bars grow from the baseline, so a fixed value axis must include it; on a log axis they
    /// grow from its floor, and `--baseline` and `--values` (placed in linear units) are refused.
    private func checkBaseline() throws {
        if options.axes.yLog {
            if options.baseline != 0 { throw ChartError.usage("--baseline does not apply to a log value axis: bars start at its floor") }
            if options.showValues { throw ChartError.usage("--values is not drawn on a log value axis (--y-log) yet") }
            return
        }
        let base = GnuplotNumber.literal(options.baseline)
        if let yMin = options.axes.yMin, yMin > options.baseline {
            throw ChartError.usage(
                "--y-min \(GnuplotNumber.literal(yMin)) is above the baseline \(base); bars grow from the baseline, so the value axis must include it"
            )
        }
        if let yMax = options.axes.yMax, yMax < options.baseline {
            throw ChartError.usage(
                "--y-max \(GnuplotNumber.literal(yMax)) is below the baseline \(base); bars grow from the baseline, so the value axis must include it"
            )
        }
    }

    /// Flags that the data makes moot, said once (flags bars never draw are refused: `draws`).
    private func optionWarnings(_ chart: BarChart) -> [String] {
        var warnings: [String] = []
        // A number format is refused (`draws`); a date format on categories that are not dates
        // depends on the data, so it is a warning.
        if case .date = options.axes.xFormat, chart.categoryTimes == nil, LineLayouter.dateLike(chart.categories) == nil {
            warnings.append(
                """
                --x-format date: applies to bar categories that are dates only\(chart.categoryTitle.map { " (column \"\($0)\" is not)" } ?? ""); \
                ignored
                """
            )
        }
        if chart.categoryTimes == nil, let example = LineLayouter.dateLike(chart.categories) {
            warnings.append(
                LineLayouter.unreadDatesWarning(
                    example: example, column: chart.categoryTitle, cells: chart.categories,
                    role: "category column", outcome: "bars named as written"))
        }
        return warnings
    }

    /// What the shared frame needs to know about this chart: its names fit the room the frame
    /// gives them, and its value axis holds the baseline and the value labels.
    private func content(_ context: Context) -> AxisChartContent {
        let chart = context.chart
        let slots = Double(context.slotsPerPage)
        return AxisChartContent(
            rowCount: chart.count, names: chart.series.map(\.name), legendSampleLength: 2, legendRequest: options.axes.legend,
            xTitle: chart.categoryTitle, yTitle: chart.valueTitle ?? (chart.series.count == 1 && chart.namesFromHeader ? chart.series[0].name : nil),
            integerValues: context.integers, valueSpan: { _ in nil },
            nonPositiveCount: { chart.series.reduce(0) { count, series in count + series.values.count { $0 <= 0 } } },
            emptyMessage: "no data rows to plot",
            valueAxis: { rows, pixels, across in
                try valueAxis(context, rows: rows, pixels: pixels, slotPixels: across / slots)
            },
            xLabels: context.categories.labelFit, xAxes: context.categories.axes)
    }

    // MARK: - Bars

    struct Context {
        var chart: BarChart
        /// spans[series][row]: the segment a value occupies on the value axis.
        var spans: [[(from: Double, to: Double)]]
        var pages: AxisPages
        var slotsPerPage: Int
        var integers: Bool
        var metrics: TextMetrics
        var seriesColors: [String]
        var seriesFills: [FillPattern]
        /// Every category name measured once, and the slots they name.
        var names: CategoryNames
        var categories: CategoryContent
        /// Value-label texts and widths, made once per layout: the value axis tries up to four
        /// ranges and each try places the labels level and upright, which formatted every
        /// number again (a 10,000-bar stacked chart with `--values` took 1.65× as long).
        let labelTexts = ValueLabelTexts()
    }

    /// Value-label texts by value and decimals, with their widths; see `Context.labelTexts`.
    final class ValueLabelTexts {
        private struct Key: Hashable {
            var bits: UInt64
            var decimals: Int
        }
        private var entries: [Key: (text: String, width: Double)] = [:]

        func entry(_ value: Double, decimals: Int, make: () -> String, width: (String) -> Double) -> (text: String, width: Double) {
            let key = Key(bits: value.bitPattern, decimals: decimals)
            if let known = entries[key] { return known }
            let text = make()
            let entry = (text, width(text))
            entries[key] = entry
            return entry
        }
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
                    throw ChartError.badData(
                        location: nil, column: nil,
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
                bars.append(
                    BarRectangle(
                        category: row, series: s, value: chart.series[s].values[row],
                        slotLow: low, slotHigh: high, from: span.from, to: span.to, color: color))
            }
        }
        return bars
    }

    /// Pixels across one bar.
    func barThickness(slotPixels: Double, series: Int) -> Double {
        slotPixels * options.barWidth / Double(options.stacked ? 1 : max(1, series))
    }

    // MARK: - Value axis

    /// The value axis of `rows`, `pixels` long: it always includes the baseline and, with
    /// `--values`, the labels drawn beyond bar ends. Horizontal value labels are wider than tall,
    /// so their ticks aim for about 100 px apart instead of 55.
    private func valueAxis(_ context: Context, rows: Range<Int>, pixels: Int, slotPixels: Double) throws -> AxisPlan {
        let tickSpacing = options.horizontal ? 100.0 : 55
        let layout = ValueAxisLayout(
            format: options.axes.yFormat, fixedMin: options.axes.yMin, fixedMax: options.axes.yMax, log: options.axes.yLog,
            risesFromFloor: true)
        let tickPixels = Int((Double(pixels) * 55 / tickSpacing).rounded())
        if options.axes.yLog { return try logValueAxis(context, rows: rows, layout: layout, pixels: tickPixels) }
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
        // Room for labels beyond the bar ends: grow the data range until they fit, placed as
        // `layout` places them (level or upright).
        let bars = rectangles(context, rows: rows)
        for _ in 0..<4 {
            let placed = placedValueLabels(context, bars: bars, axis: plan, pixels: Double(pixels), slotPixels: slotPixels)
            let ppu = Double(pixels) / max(plan.max - plan.min, .leastNormalMagnitude)
            var needHigh = high
            var needLow = low
            for label in placed.labels {
                let extent = valueExtent(of: label, metrics: context.metrics, ppu: ppu)
                let high = extent.high + Self.labelPad / ppu, low = extent.low - Self.labelPad / ppu
                if high.isFinite { needHigh = max(needHigh, high) }
                if low.isFinite { needLow = min(needLow, low) }
            }
            let fitsHigh = options.axes.yMax != nil || needHigh <= plan.max
            let fitsLow = options.axes.yMin != nil || needLow >= plan.min
            if fitsHigh && fitsLow { break }
            plan = try layout.axis(
                for: (options.axes.yMin == nil ? needLow : low)...(options.axes.yMax == nil ? needHigh : high),
                pixels: tickPixels, integers: context.integers)
        }
        return plan
    }

    /// The log value axis of `rows`: from a floor half a decade or more below the shortest bar
    /// (`layout` rises from its floor) to the whole decade above the longest, so every bar has
    /// a length (a bar's start at the baseline is the axis floor, wherever that falls).
    private func logValueAxis(_ context: Context, rows: Range<Int>, layout: ValueAxisLayout, pixels: Int) throws -> AxisPlan {
        var low = Double.infinity
        var high = -Double.infinity
        for series in context.spans {
            for row in rows {
                for end in [series[row].from, series[row].to] where end > 0 {
                    low = min(low, end)
                    high = max(high, end)
                }
            }
        }
        for value in options.axes.hlines where value > 0 { low = min(low, value); high = max(high, value) }
        return try layout.axis(for: low <= high ? low...high : nil, pixels: pixels)
    }
}

extension BarChart: AxisChartTexts {
    package var categoryTexts: [String] {
        get { categories }
        set { categories = newValue }
    }
    package var xTitleText: String? {
        get { categoryTitle }
        set { categoryTitle = newValue }
    }
    package var valueTitleText: String? {
        get { valueTitle }
        set { valueTitle = newValue }
    }
    package var seriesNames: [String] {
        get { series.map(\.name) }
        set { for index in series.indices { series[index].name = newValue[index] } }
    }
    package static let textPlaces = (category: "category name", xTitle: "the category column's name", series: "series name")
}
