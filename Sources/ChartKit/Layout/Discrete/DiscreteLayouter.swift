/// Decides a discrete graph's marks on the shared axis frame: slot labels, each plot's offset in
/// its slot, marker sizes, reference lines and the highlight.
///
/// Pages cut the x slots; every page's window is as wide as the largest page's, so slots keep
/// one spacing across pages (a short last page is left-aligned, not stretched). Pages, titles,
/// legend, value axes and margins are `AxisChartLayouter`'s.
package struct DiscreteLayouter: AxisKindLayouter {
    package var options: DiscreteOptions

    package init(options: DiscreteOptions) {
        self.options = options
    }

    package static let kind = ChartKind.discrete
    /// Slots are evenly spaced (no log x); one value axis.
    package static let draws = AxisFeatures.axisFrame.union([.xDateFormat, .vlines, .highlight]).union(.pages)

    package func layout(_ chart: DiscreteChart) throws -> DiscretePlan {
        let n = chart.count
        guard n > 0, !chart.plots.isEmpty else { throw ChartError.badData(location: nil, column: nil, message: "no data to plot") }
        let pages = try AxisPages(rowCount: n, paging: options.paging, format: options.figure.format, unit: .rows("rows"))
        var warnings: [String] = []
        let colorCount = (options.colors ?? options.figure.theme.palette).count
        if let warning = SeriesRounds.warning(
            count: chart.plots.count, distinct: options.figure.theme.distinctMarkers(colors: colorCount),
            colors: colorCount, what: "plots", styles: "marker shapes")
        {
            warnings.append(warning)
        }
        let slotLabels = labels(for: chart, warnings: &warnings)
        let metrics = TextMetrics(fontSize: options.figure.fontSize)
        let categories = CategoryContent(.perPage(slotLabels, labelEvery: options.axes.xLabelEvery, metrics: metrics), pages: pages)
        let frame = try AxisChartLayouter(figure: options.figure, axes: options.axes)
            .layout(content(chart, categories: categories), pages: pages, warnings: &warnings)
        let marks = DiscreteMarks(plots: chart.plots.count, plotWidth: frame.layout.frame.plotWidth, slotsPerPage: categories.slotsPerPage)
        let vlines = try options.axes.vlines.map { try slot(named: $0, chart: chart, labels: slotLabels, flag: "--vline") }
        let highlightSlot = try options.highlight.map { try slot(named: $0, chart: chart, labels: slotLabels, flag: "--highlight") }
        let pagePlans = pages.selected.indices.map { index in
            let slots = pages.rows(ofSelected: index)
            let (x, y) = (frame.xAxes[index], frame.valueAxes[index])
            return DiscretePagePlan(
                page: pages.selected[index], output: pages.outputs[index], slots: slots, x: x, y: y,
                vlines: vlines.filter { slots.contains($0) }.map(Double.init),
                highlight: highlightSlot.flatMap { slots.contains($0) ? highlight(slot: $0, chart: chart, labels: slotLabels, window: x) : nil },
                marks: crowdedMarks(chart, slots: slots, x: x, y: y, frame: frame.layout.frame, marks: marks, colors: colorCount))
        }
        if let highlightSlot, !pagePlans.contains(where: { $0.highlight != nil }) {
            warnings.append(AxisChartLayouter.unrenderedHighlight(slotLabels[highlightSlot], row: highlightSlot, pages: pages))
        }
        return DiscretePlan(
            chart: chart, options: options, layout: frame.layout, slotLabels: slotLabels, offsets: marks.offsets,
            markerSize: marks.markerSize, barWidth: marks.barWidth, pages: pagePlans, warnings: warnings)
    }

    /// What a crowded page draws (`decimate` on, more slots than device cells across): each
    /// filled-marker plot per pixel column on PNG (`DiscreteColumns`), the others thinned to one
    /// marker per device cell (`DiscreteThinner`); every point on an uncrowded page.
    private func crowdedMarks(
        _ chart: DiscreteChart, slots: Range<Int>, x: AxisPlan, y: AxisPlan, frame: PlotFrame, marks: DiscreteMarks, colors: Int
    ) -> DiscretePageMarks {
        let figure = options.figure
        let thinner = DiscreteThinner(
            format: figure.format, scale: figure.pixelScale, slots: slots.count, plotWidth: frame.plotWidth, plotHeight: frame.plotHeight,
            connect: options.connect)
        guard options.decimate && thinner.isWorthwhile(slots: slots.count) else { return DiscretePageMarks(keptSlots: nil) }
        let geometry = DiscreteColumns.Geometry(
            frame: frame, scale: figure.pixelScale, markerSize: marks.markerSize, barWidth: marks.barWidth, connect: options.connect)
        let columns = chart.plots.indices.map { p in
            DiscreteColumns.applies(format: figure.format, pointType: figure.theme.seriesPointType(p, colors: colors))
                ? DiscreteColumns(chart.plots[p], slots: slots, offset: marks.offsets[p], x: x, y: y, geometry: geometry) : nil
        }
        let kept = chart.plots.indices.map { p in
            columns[p] == nil ? thinner.slots(slots, of: chart.plots[p], offset: marks.offsets[p], x: x, y: y) : []
        }
        return DiscretePageMarks(keptSlots: kept, columns: columns)
    }

    /// What the shared frame needs to know about this graph: its slots are `categories`.
    private func content(_ chart: DiscreteChart, categories: CategoryContent) -> AxisChartContent {
        let integerValues =
            chart.plots.allSatisfy { plot in
                plot.points.allSatisfy { $0.map { $0.low == $0.low.rounded() && $0.high == $0.high.rounded() } ?? true }
            } && options.axes.hlines.allSatisfy { $0 == $0.rounded() }
        return AxisChartContent(
            rowCount: chart.count, names: chart.plots.map(\.name), legendSampleLength: 1, legendRequest: options.axes.legend,
            xTitle: chart.xTitle, yTitle: chart.valueTitle ?? (chart.plots.count == 1 ? chart.plots[0].name : nil), integerValues: integerValues,
            // Markers are drawn centred on the ends: a free axis leaves them room (4% of the span)
            // so no marker sits on the frame; a fixed end is kept as given.
            valuePad: 0.04,
            valueSpan: { slots in Self.span(of: chart.plots, slots: slots) },
            nonPositiveCount: { chart.plots.reduce(0) { count, plot in count + plot.points.count { ($0?.low ?? 1) <= 0 } } },
            emptyMessage: "nothing to plot: every value is empty",
            xLabels: categories.labelFit, xAxes: categories.axes)
    }

    /// The span of every plot's lows and highs in `slots`; nil when there is no point.
    private static func span(of plots: [DiscretePlot], slots: Range<Int>) -> ClosedRange<Double>? {
        var low = Double.infinity
        var high = -Double.infinity
        for plot in plots {
            for case let point? in plot.points[slots] {
                low = min(low, point.low)
                high = max(high, point.high)
            }
        }
        return low <= high ? low...high : nil
    }

    /// The `--highlight` marker at `slot`: each plot's value or range there.
    private func highlight(slot: Int, chart: DiscreteChart, labels: SlotTitles, window: AxisPlan) -> HighlightPlan {
        let entries = chart.plots.enumerated().map { p, plot in
            HighlightPlan.entry(
                name: plot.name, values: plot.points[slot].map { [$0.low, $0.high] } ?? [.nan],
                color: Palette.color(options.figure.theme.seriesSlot(p), in: options.colors ?? options.figure.theme.palette),
                format: options.axes.yFormat)
        }
        return HighlightPlan(
            x: Double(slot), title: labels[slot], entries: entries,
            labelsLeft: HighlightPlan.prefersLeft(x: Double(slot), window: window.min...window.max))
    }

    /// Slot titles as drawn: `--x-format` re-labels numeric and date slots; text stays as written.
    private func labels(for chart: DiscreteChart, warnings: inout [String]) -> SlotTitles {
        let format = options.axes.xFormat
        guard format != .auto else { return chart.slots }
        guard chart.slotKind != .category, chart.slotValues.count == chart.count else {
            warnings.append("--x-format does not apply to text x values\(chart.xTitle.map { " (column \"\($0)\")" } ?? ""); ignored")
            return chart.slots
        }
        let formatter = LabelFormatter(format: format)
        let decimals = min(15, chart.slotValues.lazy.compactMap { DecimalNumber($0)?.neededDecimals }.max() ?? 0)
        return .labels(chart.slotValues, formatter: formatter, decimals: chart.slotKind == .time ? 0 : decimals)
    }

    /// The slot a `--vline`/`--highlight` value names: its title as written or as drawn, or for
    /// numeric and date slots a number or date equal to one.
    private func slot(named text: String, chart: DiscreteChart, labels: SlotTitles, flag: String) throws -> Int {
        let trimmed = text.trimmingSpaces()
        if let index = chart.slots.firstIndex(of: trimmed) ?? labels.firstIndex(of: trimmed) { return index }
        let value: Double? =
            switch chart.slotKind {
            case .number: ValueParser.number(Substring(trimmed))
            case .time: ValueParser.time(Substring(trimmed)) ?? ValueParser.number(Substring(trimmed))
            case .category: nil
            }
        if let value, let index = chart.slotValues.firstIndex(of: value) { return index }
        let known = labels.prefix(8).joined(separator: ", ") + (labels.count > 8 ? ", …" : "")
        throw ChartError.usage("\(flag) \"\(text)\" names no x slot (slots: \(known))")
    }
}

extension DiscreteChart: AxisChartTexts {
    package var categoryTexts: [String] {
        get { Array(slots) }
        set { slots = SlotTitles(newValue) }
    }
    /// Slot titles become strings here only when one of them may need cleaning.
    package mutating func cleanCategoryTexts(_ cleaner: inout DrawableText.Cleaner) {
        guard slots.mayNeedCleaning else { return }
        categoryTexts = cleaner.clean(categoryTexts, place: Self.textPlaces.category)
    }
    package var xTitleText: String? {
        get { xTitle }
        set { xTitle = newValue }
    }
    package var valueTitleText: String? {
        get { valueTitle }
        set { valueTitle = newValue }
    }
    package var seriesNames: [String] {
        get { plots.map(\.name) }
        set { for index in plots.indices { plots[index].name = newValue[index] } }
    }
    package static let textPlaces = (category: "slot title", xTitle: "the x column's name", series: "plot name")
}
