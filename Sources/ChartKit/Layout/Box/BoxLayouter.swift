/// A box chart's options: the frame's, which way it runs and whether the values are overlaid.
package struct BoxOptions: AxisKindOptions, Equatable {
    /// Values per box up to which `--points` draws them: more would hide the box they explain.
    package static let maximumPoints = 200

    package var frame: AxisFrameOptions
    package var horizontal = false
    /// `--points`: each box's values drawn over it, jittered across the box, when few.
    package var points = false

    package init(frame: AxisFrameOptions, horizontal: Bool = false, points: Bool = false) {
        (self.frame, self.horizontal, self.points) = (frame, horizontal, points)
    }
}

/// A box chart's plan: the frame's, with each box's summary.
package typealias BoxPlan = AxisKindPlan<BoxMarks>

/// Lays out Tukey box plots: one box per category and series, side by side within a category's
/// slot, on the shared category axis (`CategoryContent`), vertical or horizontal, paged as bars
/// are. The summaries are found once here (`BoxStats`), so the program, `--plan` and the text
/// chart draw the same numbers.
package struct BoxLayouter: AxisKindLayouter {
    package static let kind = ChartKind.box
    package static let draws = AxisFeatures.axisFrame.subtracting(.xFormat).union(.pages)
    package var options: BoxOptions
    package init(options: BoxOptions) { self.options = options }

    package static func draws(with options: BoxOptions) -> AxisFeatures { options.horizontal ? draws.subtracting(.yAxisRight) : draws }

    package func layout(_ chart: BoxChart) throws -> BoxPlan {
        // A text chart draws its boxes across, one row each: the plan says so, so that `--plan`
        // with `--format-out text` gives the axes the text is drawn on.
        var options = options
        if options.figure.format == .text { options.horizontal = true }
        let stats = try chart.series.map { series in try series.boxes.map { $0.count == 0 ? nil : try BoxStats($0, keepingValues: options.points) } }
        let pages = try AxisPages(
            rowCount: chart.categories.count, paging: options.paging, format: options.figure.format, unit: .rows("categories"))
        let names = CategoryNames(
            chart.categories, times: nil, format: options.axes.xFormat, horizontal: options.horizontal, labelEvery: options.axes.xLabelEvery,
            figure: options.figure, metrics: TextMetrics(fontSize: options.figure.fontSize))
        let categories = CategoryContent(.fitted(names), pages: pages)
        let drawn = stats.flatMap { $0.compactMap { $0 } }
        let content = AxisChartContent(
            rowCount: chart.categories.count, names: chart.series.map(\.name), legendSampleLength: 2, legendRequest: options.axes.legend,
            xTitle: chart.categoryTitle, yTitle: chart.valueTitle,
            integerValues: drawn.allSatisfy { box in [box.q1, box.median, box.q3, box.low, box.high].allSatisfy { $0 == $0.rounded() } },
            valuePad: 0.04,
            valueSpan: { rows in
                let spans = stats.flatMap { $0[rows].compactMap { $0?.span } }
                return spans.isEmpty ? nil : spans.map(\.lowerBound).min()!...spans.map(\.upperBound).max()!
            },
            nonPositiveCount: { drawn.count { $0.span.lowerBound <= 0 } },
            emptyMessage: "no values to draw as boxes", xLabels: categories.labelFit, xAxes: categories.axes)
        var warnings: [String] = []
        let frame = try AxisChartLayouter(figure: options.figure, axes: options.axes, orientation: options.horizontal ? .horizontal : .vertical)
            .layout(content, pages: pages, warnings: &warnings)
        let pagePlans = pages.selected.indices.map { index in
            AxisPagePlan(
                page: pages.selected[index], output: pages.outputs[index], rows: pages.rows(ofSelected: index), x: frame.xAxes[index],
                y: frame.valueAxes[index], marks: 0)
        }
        let theme = options.figure.theme
        let crowded = options.points ? Self.crowdedBoxes(chart, stats: stats) : []
        if !crowded.isEmpty {
            warnings.append(
                """
                --points draws the values of boxes of at most \(BoxOptions.maximumPoints) values; \(crowded.count) of \(drawn.count) boxes have \
                more (the first: \(crowded[0])) and show their box alone
                """)
        }
        if let warning = Self.emptyCategories(chart, stats: stats) { warnings.append(warning) }
        let marks = BoxMarks(colors: chart.series.indices.map { theme.seriesColor($0) }, stats: stats)
        return BoxPlan(chart: chart, options: options, layout: frame.layout, marks: marks, pages: pagePlans, warnings: warnings)
    }

    /// The warning for categories whose every value cell is empty: their slots stay on the axis,
    /// empty, so that the axis is not closed up without a word.
    static func emptyCategories(_ chart: BoxChart, stats: [[BoxStats?]]) -> String? {
        let empty = chart.categories.indices.filter { category in stats.allSatisfy { $0[category] == nil } }
        guard !empty.isEmpty else { return nil }
        let names = empty.prefix(3).map { QuotedText.quoted(chart.categories[$0]) }.joined(separator: ", ") + (empty.count > 3 ? ", …" : "")
        let (count, have) = empty.count == 1 ? ("1 category", "has") : ("\(empty.count) categories", "have")
        return "\(count) (\(names)) \(have) no values, every value cell empty: left as empty slots on the axis"
    }

    /// The boxes with too many values for `--points`, named as a warning names them.
    private static func crowdedBoxes(_ chart: BoxChart, stats: [[BoxStats?]]) -> [String] {
        chart.series.indices.flatMap { series in
            chart.categories.indices.compactMap { category in
                guard let box = stats[series][category], box.count > BoxOptions.maximumPoints else { return nil }
                let name = chart.series.count > 1 ? "\(chart.categories[category]) / \(chart.series[series].name)" : chart.categories[category]
                return "\(QuotedText.quoted(name)), \(box.count) values"
            }
        }
    }
}

/// What a box chart decides beyond the frame: each series' colour and each box's summary.
package struct BoxMarks: AxisMarks {
    package typealias Chart = BoxChart
    package typealias Options = BoxOptions
    package typealias Emitter = BoxEmitter
    package var colors: [String]
    /// By series, then category: nil where a series has no value in a category.
    package var stats: [[BoxStats?]]

    /// How far a box reaches either side of its place, in category slots: the boxes of a slot
    /// share 80% of it, each 80% of its share.
    package var halfWidth: Double { 0.4 * 0.8 / Double(max(stats.count, 1)) }

    /// Where series `series`'s box of a slot sits, in slots from the slot's centre.
    package func offset(_ series: Int) -> Double {
        let share = 0.8 / Double(max(stats.count, 1))
        return -0.4 + share * (Double(series) + 0.5)
    }
}
