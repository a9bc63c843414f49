#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides the pie's size and place, every slice's angles, and where each label goes.
///
/// Labels go inside their slice when the whole text box fits there (corners inside the wedge,
/// clear of its edges); otherwise outside, beside the pie, with a leader line, stacked per
/// side so no two overlap. The radius shrinks until the outside labels fit in the image; with
/// `--group` it is the smallest radius any page needs, so every pie has the same size and
/// place and pages can be compared (or flipped through).
package struct PieLayouter: Sendable {
    package var options: PieOptions

    package init(options: PieOptions) {
        self.options = options
    }

    /// Gap between the pie's edge and an outside label's text.
    static let outsideGap = 22.0
    static let swatch = 12.0

    /// A pie has no axes and makes its pages with `--group`: of the shared features it draws
    /// only the page selection and a legend (its own `--legend right|none`).
    package static let draws: AxisFeatures = [.pageSelection, .legend]

    package static func refusalReason(_ feature: AxisFeatures) -> String? {
        switch feature {
        case .xColumn, .yColumn: ": a pie has no x or y; --label names the column of slice names and --value the column of slice sizes"
        case .xLabel, .yLabel: ": a pie has no axes (--title names the chart)"
        case .pageSize, .pageCount: "; use --group to make one pie per page"
        case .y2: ": a pie has no value axis"
        default: ": a pie has no axes"
        }
    }

    /// The plan for `chart`: refused where the options set what a pie does not draw (`draws`),
    /// then every text is made drawable (emoji replaced, with warnings; see `DrawableText`),
    /// then laid out.
    package func plan(for chart: PieChart) throws -> PiePlan {
        try AxisFeatures.refuse(AxisFeatures.given(figure: options.figure, paging: options.paging), drawn: Self.draws, kind: .pie)
        var cleaner = DrawableText.Cleaner()
        var chart = chart
        var options = self.options
        options.figure = options.figure.drawable(&cleaner)
        let groupNames = cleaner.clean(chart.groups.compactMap(\.name), place: "group name")
        var named = 0
        for index in chart.groups.indices where chart.groups[index].name != nil {
            chart.groups[index].name = groupNames[named]
            named += 1
        }
        let labels = cleaner.clean(chart.groups.flatMap { $0.slices.map(\.label) }, place: "slice title")
        var next = 0
        for group in chart.groups.indices {
            for slice in chart.groups[group].slices.indices {
                chart.groups[group].slices[slice].label = labels[next]
                next += 1
            }
        }
        options.centerTitle = cleaner.clean(options.centerTitle, place: "the centre title")
        options.centerText = cleaner.clean(options.centerText, place: "the centre text")
        var plan = try PieLayouter(options: options).layout(chart)
        plan.warnings = cleaner.warnings + plan.warnings
        return plan
    }

    func layout(_ chart: PieChart) throws -> PiePlan {
        let figure = options.figure
        let metrics = TextMetrics(fontSize: figure.fontSize)
        guard !chart.groups.isEmpty else { throw ChartError.badData(location: nil, column: nil, message: "no data rows to plot") }
        guard options.startAngle.isFinite else { throw ChartError.usage("--start-angle must be a finite number of degrees") }

        let selected = try options.paging.selectedPages(among: chart.groups.count, rowCount: chart.groups.count, unit: .groups)
        let outputs = try OutputNaming(output: options.paging.output).paths(
            for: selected, totalPages: chart.groups.count, format: options.figure.format)
        var warnings = chart.warnings + optionWarnings()
        var titleWarnings: [String] = []
        let titles = selected.map { figure.fittedTitle(pageTitle(chart.groups[$0 - 1]), warnings: &titleWarnings) }
        warnings += titleWarnings.prefix(1)
        let (groups, otherSlices) = fittingGroups(selected.map { chart.groups[$0 - 1] }, chart: chart, titles: titles, metrics: metrics)
        warnings += otherWarnings(groups, otherSlices: otherSlices) + lookWarnings(groups, colors: chart.lookColors)
        let slicesOfPage = groups.map { slices(of: $0, chart: chart) }
        warnings += shorteningWarnings(Set(groups.flatMap { $0.slices.filter { $0.value > 0 }.map(\.label) }))

        var region = Region(options: options, titles: titles, slices: slicesOfPage, metrics: metrics)
        let radius = try fittedRadius(in: region, slices: slicesOfPage, metrics: metrics)
        let innerRadius = options.ringWidth.map { (radius * (1 - $0)).rounded() } ?? 0
        let legendX = centred(&region, radius: radius, slices: slicesOfPage, metrics: metrics)

        let legendNames = options.legend ? self.legendNames(slicesOfPage.flatMap { $0.map(\.label) }) : [:]
        var pages: [PiePagePlan] = []
        for (index, page) in selected.enumerated() {
            let group = groups[index]
            let placed = place(Self.visibleSlices(slicesOfPage[index], radius: radius), radius: radius, in: region, metrics: metrics)
            if overlaps(placed, metrics: metrics) {
                warnings.append(
                    "the labels of \(group.name.map { "pie \"\($0)\"" } ?? "the pie") overlap; use --legend right, --other-below or a larger --size")
            }
            let legend = options.legend ? legendEntries(placed, names: legendNames, x: legendX, region: region, metrics: metrics) : []
            let drawn = placed.reduce(0.0) { $0 + $1.percent }
            pages.append(
                PiePagePlan(
                    page: page, output: outputs[index], group: group.name, title: titles[index],
                    hasGap: chart.valuesArePercent && drawn < 100 - 1e-9, slices: placed, legend: legend,
                    otherSlices: otherSlices[index], omittedLabels: Self.omittedLabels(placed),
                    omittedLegendEntries: options.legend ? placed.count - legend.count : 0))
        }
        warnings += omissionWarnings(pages)
        if let text = [options.centerTitle, options.centerText].compactMap({ $0 }).map({ metrics.width(of: $0) }).max(),
            options.ringWidth != nil, text > 2 * innerRadius - 8
        {
            warnings.append("the centre text is wider than the donut's hole; use a smaller --ring-width or a shorter text")
        }
        let frame = PlotFrame(width: figure.width, height: figure.height, left: 0, right: figure.width - 1, top: 0, bottom: figure.height - 1)
        return PiePlan(
            chart: chart, options: options, frame: frame, centerX: region.centerX, centerY: region.centerY, radius: radius,
            innerRadius: innerRadius, pageCount: chart.groups.count, pages: pages, warnings: warnings)
    }

    /// The image's regions: the title on top, the legend on the right, the pie in the rest.
    struct Region {
        var top: Double
        var bottom: Double
        var left = 10.0
        var right: Double
        var legendWidth = 0.0
        var centerX: Double
        var centerY: Double
        var halfWidth: Double { (right - left) / 2 }
        var halfHeight: Double { (bottom - top) / 2 }

        init(options: PieOptions, titles: [String], slices: [[PieSlicePlan]], metrics: TextMetrics) {
            let titleMetrics = TextMetrics(fontSize: options.figure.fontSize * 1.2)
            top = 10.0
            let titleLines = titles.map { $0.isEmpty ? 0 : titleMetrics.lines(in: $0) }.max() ?? 0
            if titleLines > 0 { top += Double(titleLines) * titleMetrics.lineHeight + 8 }
            bottom = Double(options.figure.height) - 11
            right = Double(options.figure.width) - 11
            if options.legend {
                let layouter = PieLayouter(options: options)
                let widest = layouter.legendNames(slices.flatMap { $0.map(\.label) }).values.map { metrics.width(of: $0) }.max() ?? 0
                legendWidth = PieLayouter.swatch + 8 + widest
                right -= legendWidth + 20
            }
            centerX = ((left + right) / 2).rounded()
            centerY = ((top + bottom) / 2).rounded()
        }
    }

    /// Flags that do not apply as given, said once.
    private func optionWarnings() -> [String] {
        var warnings: [String] = []
        if options.ringWidth == nil && (options.centerTitle != nil || options.centerText != nil) {
            warnings.append("--center-title and --center-text are drawn in the hole of a donut; add --donut")
        }
        return warnings
    }

    /// How many of `labels` are cut to fit, said once.
    private func shorteningWarnings(_ labels: Set<String>) -> [String] {
        let names = options.legend ? legendNames(Array(labels)) : [:]
        let cut = labels.filter { options.legend ? names[$0] != $0 : fittedSliceTitle($0).shortened }.count
        guard cut > 0 && (options.legend || options.sliceTitles) else { return [] }
        return [
            options.legend
                ? "\(cut) legend name\(cut == 1 ? "" : "s") shortened to fit; use a larger --size"
                : "\(cut) slice title\(cut == 1 ? "" : "s") shortened to fit beside the pie; use --legend right or a larger --size"
        ]
    }

    /// The radius: as large as the region allows, then smaller until every page's outside
    /// labels fit beside it.
    func fittedRadius(in region: Region, slices slicesOfPage: [[PieSlicePlan]], metrics: TextMetrics) throws -> Double {
        var radius = min(region.halfWidth, region.halfHeight) - 2
        for _ in 0..<4 {
            var needed = radius
            for slices in slicesOfPage {
                let outside = place(slices, radius: radius, in: region, metrics: metrics)
                    .filter { $0.placement == .outsideLeft || $0.placement == .outsideRight }
                guard !outside.isEmpty else { continue }
                let widest = outside.map { metrics.width(of: $0.text) }.max() ?? 0
                let lines = outside.map { metrics.lines(in: $0.text) }.max() ?? 1
                let sideRoom = region.halfWidth - widest - Self.outsideGap - 6
                let verticalRoom = region.halfHeight - Double(lines) * metrics.lineHeight / 2 - 14
                needed = min(needed, sideRoom, verticalRoom)
            }
            if needed >= radius - 0.5 { break }
            radius = needed.rounded(.down)
        }
        radius = radius.rounded(.down)
        guard radius >= 24 else {
            throw ChartError.usage(
                """
                --size \(options.figure.width)x\(options.figure.height) leaves no room for the pie after its title, labels and legend; use a larger \
                size, --legend, or fewer labels
                """
            )
        }
        return radius
    }

    /// The legend's left column. With a legend and nothing labelled beside the pie's right
    /// edge, pie and legend are centred together (moving `region`'s centre) instead of the
    /// legend sitting at the image's edge.
    private func centred(_ region: inout Region, radius: Double, slices slicesOfPage: [[PieSlicePlan]], metrics: TextMetrics) -> Double {
        guard options.legend else { return region.right + 20 }
        let placedRight = slicesOfPage.contains { slices in
            place(slices, radius: radius, in: region, metrics: metrics).contains { $0.placement == .outsideRight }
        }
        guard !placedRight else { return region.right + 20 }
        let total = 2 * radius + 30 + region.legendWidth
        region.centerX = ((Double(options.figure.width) - total) / 2 + radius).rounded()
        return region.centerX + radius + 30
    }

    /// `place` in `region`.
    func place(_ slices: [PieSlicePlan], radius: Double, in region: Region, metrics: TextMetrics) -> [PieSlicePlan] {
        place(slices, radius: radius, centerX: region.centerX, centerY: region.centerY, top: region.top, bottom: region.bottom, metrics: metrics)
    }

    private func pageTitle(_ group: PieGroup) -> String {
        let title = options.figure.title ?? ""
        guard let name = group.name else { return title }
        return title.isEmpty ? name : "\(title) — \(name)"
    }

    /// A slice title as written at its slice: at most two lines, each at most 45% of the room
    /// beside the pie (so an outside label never shrinks the pie below about half its size),
    /// cut with "…" beyond that.
    func fittedSliceTitle(_ label: String) -> FittedText {
        let metrics = TextMetrics(fontSize: options.figure.fontSize)
        let room = Double(options.figure.width) / 2 - 10 - Self.outsideGap - 6
        return metrics.fitted(label, width: max(metrics.width(of: "MMMM…"), room * 0.45), maxLines: 2)
    }

    /// Slice titles as the legend draws them: one line of at most 30% of the image width each,
    /// cut by `DistinctNames` so that no two entries read the same ("Gas" and "Gas turbines…").
    func legendNames(_ labels: [String]) -> [String: String] {
        let metrics = TextMetrics(fontSize: options.figure.fontSize)
        let unique = Array(Set(labels)).sorted()
        let limit = max(metrics.width(of: "MMMM…"), Double(options.figure.width) * 0.3)
        let drawn = DistinctNames.pixels(metrics).shortened(unique, toWidth: limit)
        return Dictionary(uniqueKeysWithValues: zip(unique, drawn.names))
    }

    /// Angles, percentages, colours and texts, before placement.
    func slices(of group: PieGroup, chart: PieChart) -> [PieSlicePlan] {
        let whole = chart.valuesArePercent ? 100 : group.total
        let direction = options.clockwise ? 1.0 : -1.0
        let percents = group.slices.map { $0.value / whole * 100 }
        // One precision per pie: whole percents, or one decimal when a non-empty slice would show 0%.
        let percentDecimals = percents.contains { $0 > 0 && $0 < 0.5 } ? 3 : 2
        // One precision per pie, at most 6 decimals, taken after rounding to 6 so that float
        // noise in sums (173.29999999999998, 1.4e-17) does not print as 173.300000 or 0.000000.
        let valueDecimals = ValueLabelPrecision(axisDecimals: 5, format: options.valueFormat).decimals(of: group.slices.map(\.value))
        let percentFormat = LabelFormatter(format: .percent)
        let valueFormat = LabelFormatter(format: options.valueFormat)
        let first = Self.startBearing(options.startAngle)
        var cumulative = 0.0
        return group.slices.enumerated().map { index, slice in
            let start = first + direction * 360 * cumulative / whole
            cumulative += slice.value
            let end = first + direction * 360 * cumulative / whole
            var lines: [String] = []
            if options.sliceTitles && !options.legend && !slice.label.isEmpty { lines.append(fittedSliceTitle(slice.label).text) }
            var numbers: [String] = []
            if options.percentLabels { numbers.append(percentFormat.label(for: percents[index] / 100, decimals: percentDecimals)) }
            if options.valueLabels {
                // A pie value "as a percent" means its share of the pie (71400 of 100000 is 71.4%),
                // not the value times 100.
                numbers.append(
                    options.valueFormat == .percent
                        ? percentFormat.label(for: percents[index] / 100, decimals: percentDecimals)
                        : valueFormat.valueLabel(for: slice.value, decimals: valueDecimals))
            }
            if !numbers.isEmpty { lines.append(numbers.count == 2 ? "\(numbers[0]) (\(numbers[1]))" : numbers[0]) }
            return PieSlicePlan(
                label: slice.label, value: slice.value, percent: percents[index], startAngle: start, endAngle: end,
                color: slice.color, text: slice.value > 0 ? lines.joined(separator: "\n") : "", placement: .none,
                textX: 0, textY: 0, textColor: options.figure.theme.sliceText, leader: [], fill: slice.fill)
        }
    }

    /// Legend rows, centred beside the pie; when more rows than fit between the title and the
    /// bottom edge, the smallest slices' rows are left out (the rest keep their order).
    private func legendEntries(_ slices: [PieSlicePlan], names: [String: String], x: Double, region: Region, metrics: TextMetrics) -> [PieLegendEntry]
    {
        let row = Self.legendRow(metrics)
        let capacity = legendCapacity(region, metrics: metrics)
        var shown = Array(slices.indices)
        if shown.count > capacity {
            let kept = Set(shown.sorted { a, b in slices[a].value != slices[b].value ? slices[a].value > slices[b].value : a < b }.prefix(capacity))
            shown = shown.filter { kept.contains($0) }
        }
        var y = max(region.top, (region.centerY - Double(shown.count) * row / 2).rounded())
        return shown.map { slices[$0] }.map { slice in
            defer { y += row }
            return PieLegendEntry(
                label: names[slice.label] ?? slice.label, color: slice.color, x: x, y: y + (row - Self.swatch) / 2, fill: slice.fill)
        }
    }

    /// Unit vector of a compass bearing in pixel axes (x right, y down).
    static func direction(_ bearing: Double) -> (dx: Double, dy: Double) {
        let radians = bearing * .pi / 180
        return (sin(radians), -cos(radians))
    }

    /// White on dark slices, near-black on light ones (by perceived luminance).
    static func contrastingText(on color: String) -> String {
        let value = Int(color.dropFirst(), radix: 16) ?? 0
        let luminance = 0.299 * Double((value >> 16) & 0xFF) + 0.587 * Double((value >> 8) & 0xFF) + 0.114 * Double(value & 0xFF)
        return luminance < 150 ? "#FFFFFF" : "#222222"
    }
}
