import Foundation

/// Decides pages, slot windows, axes, margins, plot offsets and output names for a discrete graph.
///
/// Same order as `LineLayouter` (top and bottom margins → plot height → value ticks → side
/// margins → plot width → slot labels), with margins from every page's labels so all pages share
/// one plot area. Pages cut the x slots; every page's window is as wide as the largest page's, so
/// slots keep one spacing across pages (a short last page is left-aligned, not stretched).
public struct DiscreteLayouter: Sendable {
    public var options: DiscreteOptions

    public init(options: DiscreteOptions) {
        self.options = options
    }

    /// The plan for `chart`: first every text is made drawable (emoji replaced, with warnings;
    /// see `DrawableText`), then laid out.
    public func plan(for chart: DiscreteChart) throws -> DiscretePlan {
        var cleaner = DrawableText.Cleaner()
        var chart = chart
        var options = self.options
        options.figure = options.figure.drawable(&cleaner)
        chart.slots = cleaner.clean(chart.slots, place: "slot title")
        chart.xTitle = cleaner.clean(chart.xTitle, place: "the x column's name")
        let names = cleaner.clean(chart.plots.map(\.name), place: "plot name")
        for index in chart.plots.indices { chart.plots[index].name = names[index] }
        options.highlight = options.highlight.map { DrawableText.cleaned($0).text }
        options.axes.vlines = options.axes.vlines.map { DrawableText.cleaned($0).text }
        var plan = try DiscreteLayouter(options: options).layout(chart)
        plan.warnings = cleaner.warnings + plan.warnings
        return plan
    }

    func layout(_ chart: DiscreteChart) throws -> DiscretePlan {
        let figure = options.figure
        let axes = options.axes
        let metrics = TextMetrics(fontSize: figure.fontSize)
        let n = chart.count
        guard n > 0, !chart.plots.isEmpty else { throw ChartError.badData(location: nil, column: nil, message: "no data to plot") }

        let pageRanges = try options.paging.pagination.pages(rowCount: n)
        let selected = try options.paging.selectedPages(among: pageRanges.count)
        let outputs = try OutputNaming(output: options.paging.output).paths(for: selected, totalPages: pageRanges.count)
        let widest = pageRanges.map(\.count).max() ?? 1
        let windows = selected.map { page -> ClosedRange<Double> in
            let first = Double(pageRanges[page - 1].lowerBound)
            return (first - 0.5)...(first + Double(widest) - 0.5)
        }

        var warnings: [String] = []
        let slotLabels = labels(for: chart, warnings: &warnings)

        let title = figure.fittedTitle(figure.title ?? "", warnings: &warnings)
        let xLabel = figure.xLabel ?? chart.xTitle ?? ""
        let yLabel = figure.yLabel ?? (chart.plots.count == 1 ? chart.plots[0].name : "")

        let frameLayout = AxisFrameLayout(figure: figure)
        let legend = frameLayout.legend(names: chart.plots.map(\.name), requested: axes.legend, sampleLength: 1, warnings: &warnings)
        let rows = frameLayout.rows(title: title, legend: legend,
                                    xTickLines: slotLabels.map { metrics.lines(in: $0) }.max() ?? 1, xLabel: xLabel)
        let plotHeight = rows.plotHeight
        let legendTop = rows.legendTop

        let integerValues = chart.plots.allSatisfy { plot in
            plot.points.allSatisfy { $0.map { $0.low == $0.low.rounded() && $0.high == $0.high.rounded() } ?? true }
        } && axes.hlines.allSatisfy { $0 == $0.rounded() }
        let valueLayout = ValueAxisLayout(format: axes.yFormat, fixedMin: axes.yMin, fixedMax: axes.yMax)
        let yAxes: [AxisPlan]
        switch axes.yScale {
        case .shared:
            let shared = try valueLayout.axis(for: try valueRange(chart: chart, slots: 0..<n), pixels: plotHeight, integers: integerValues)
            yAxes = Array(repeating: shared, count: selected.count)
        case .page:
            // A page of gaps only is drawn on the whole chart's axis (the rule for every kind).
            let whole = try valueRange(chart: chart, slots: 0..<n)
            yAxes = try selected.map { page in
                let own = try valueRange(chart: chart, slots: pageRanges[page - 1], allowEmpty: true)
                return try valueLayout.axis(for: own ?? whole, pixels: plotHeight, integers: integerValues)
            }
        }

        let frame = try frameLayout.frame(rows: rows, valueAxes: yAxes, yLabel: yLabel, side: axes.ySide, legend: legend)
        let legendLeft = frameLayout.legendLeft(frame: frame, side: axes.ySide, valueAxes: yAxes, yLabel: yLabel)

        // Plots stand side by side in 70% of a slot; markers shrink when slots are narrow.
        let k = chart.plots.count
        let slotPixels = Double(frame.plotWidth) / Double(widest)
        let spacing = min(0.7 / Double(k), 0.3)
        let offsets = (0..<k).map { (Double($0) - Double(k - 1) / 2) * spacing }
        let plotPixels = slotPixels * (k > 1 ? spacing : 0.7)
        let markerSize = ((min(max(plotPixels / 12, 0.35), 1.3)) * 100).rounded() / 100
        let barWidth = ((markerSize * 5) * 10).rounded() / 10

        let xLayout = XAxisLayout(kind: .category, format: .auto, labelEvery: axes.xLabelEvery, categories: slotLabels, metrics: metrics)
        let vlines = try axes.vlines.map { try slot(named: $0, chart: chart, labels: slotLabels, flag: "--vline") }
        let highlightSlot = try options.highlight.map { try slot(named: $0, chart: chart, labels: slotLabels, flag: "--highlight") }

        var pages: [DiscretePagePlan] = []
        for (index, page) in selected.enumerated() {
            let slots = pageRanges[page - 1]
            let window = windows[index]
            var highlight: HighlightPlan?
            if let highlightSlot, slots.contains(highlightSlot) {
                let entries = chart.plots.enumerated().map { p, plot in
                    let point = plot.points[highlightSlot]
                    return HighlightPlan.entry(name: plot.name, values: point.map { [$0.low, $0.high] } ?? [.nan],
                                               color: Palette.color(p, in: options.colors), format: axes.yFormat)
                }
                highlight = HighlightPlan(x: Double(highlightSlot), title: slotLabels[highlightSlot], entries: entries,
                                          labelsLeft: HighlightPlan.prefersLeft(x: Double(highlightSlot), window: window))
            }
            pages.append(DiscretePagePlan(
                page: page, output: outputs[index], slots: slots,
                x: xLayout.axis(window: window, pixels: frame.plotWidth),
                y: yAxes[index],
                vlines: vlines.filter { slots.contains(Int($0)) }.map(Double.init),
                highlight: highlight))
        }
        if let highlightSlot, !pages.contains(where: { $0.highlight != nil }) {
            warnings.append("--highlight \"\(slotLabels[highlightSlot])\" is on page \((pageRanges.firstIndex { $0.contains(highlightSlot) } ?? 0) + 1), which is not rendered")
        }
        return DiscretePlan(chart: chart, options: options, frame: frame, title: title, xLabel: xLabel, yLabel: yLabel,
                            slotLabels: slotLabels, legend: legend, legendTop: legendTop, legendLeft: legendLeft, offsets: offsets,
                            markerSize: markerSize, barWidth: barWidth, pageCount: pageRanges.count, pages: pages, warnings: warnings)
    }

    /// Slot titles as drawn: `--x-format` re-labels numeric and date slots; text stays as written.
    private func labels(for chart: DiscreteChart, warnings: inout [String]) -> [String] {
        let format = options.axes.xFormat
        guard format != .auto else { return chart.slots }
        guard chart.slotKind != .category, chart.slotValues.count == chart.count else {
            warnings.append("--x-format does not apply to text x values\(chart.xTitle.map { " (column \"\($0)\")" } ?? ""); ignored")
            return chart.slots
        }
        let formatter = LabelFormatter(format: format)
        let decimals = min(15, chart.slotValues.compactMap { DecimalNumber($0)?.neededDecimals }.max() ?? 0)
        return chart.slotValues.map { formatter.label(for: $0, decimals: chart.slotKind == .time ? 0 : decimals) }
    }

    /// The span of every plot's lows and highs in `slots`, widened to include the reference lines.
    private func valueRange(chart: DiscreteChart, slots: Range<Int>, allowEmpty: Bool = false) throws -> ClosedRange<Double>? {
        var low = Double.infinity
        var high = -Double.infinity
        for plot in chart.plots {
            for slot in slots {
                guard let point = plot.points[slot] else { continue }
                low = min(low, point.low)
                high = max(high, point.high)
            }
        }
        for value in options.axes.hlines where value.isFinite {
            low = min(low, value)
            high = max(high, value)
        }
        guard low <= high else {
            if allowEmpty || options.axes.yMin != nil || options.axes.yMax != nil { return nil }
            throw ChartError.badData(location: nil, column: nil, message: "nothing to plot: every value is empty")
        }
        // Markers are drawn centred on the ends: a free axis leaves them room (4% of the span)
        // so no marker sits on the frame; a fixed end is kept as given.
        let pad = high > low ? (high - low) * 0.04 : 0
        return (options.axes.yMin == nil ? low - pad : low)...(options.axes.yMax == nil ? high + pad : high)
    }

    /// The slot a `--vline`/`--highlight` value names: its title as written or as drawn, or for
    /// numeric and date slots a number or date equal to one.
    private func slot(named text: String, chart: DiscreteChart, labels: [String], flag: String) throws -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let index = chart.slots.firstIndex(of: trimmed) ?? labels.firstIndex(of: trimmed) { return index }
        let value: Double? = switch chart.slotKind {
        case .number: ValueParser.number(Substring(trimmed))
        case .time: ValueParser.time(Substring(trimmed)) ?? ValueParser.number(Substring(trimmed))
        case .category: nil
        }
        if let value, let index = chart.slotValues.firstIndex(of: value) { return index }
        let known = labels.prefix(8).joined(separator: ", ") + (labels.count > 8 ? ", …" : "")
        throw ChartError.usage("\(flag) \"\(text)\" names no x slot (slots: \(known))")
    }
}
