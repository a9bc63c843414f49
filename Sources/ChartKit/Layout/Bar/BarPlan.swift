/// A bar chart's plan: the axis frame's, with its bars' colours, fills and category-name rule;
/// what `--plan` prints and what `BarEmitter` draws, so the two cannot disagree.
///
/// Coordinates are in two axes whatever the orientation: the category axis (slots 0, 1, 2, …
/// within each page) and the value axis. Horizontal charts draw the category axis vertically,
/// first category at the top. The frame's layout is turned on its side for horizontal bars
/// (x: the category title, y: the value title).
package typealias BarPlan = AxisKindPlan<BarPlanMarks>

/// One rendered bar page: its categories, axes, bars and value labels, and where it goes.
package typealias BarPagePlan = AxisPagePlan<BarPageMarks>

/// What a bar chart decides beyond the frame for the whole chart.
package struct BarPlanMarks: Sendable, Equatable {
    /// The colour of each series (legend and bars).
    package var seriesColors: [String]
    /// The fill of each series: solid, or hatched once the colours come round again (and in
    /// themes whose `fills` say so, like print's).
    package var seriesFills: [FillPattern]
    /// How category names were fitted (one rule for all pages).
    package var categoryLabels: CategoryLabelRule
    /// The size asked for, when the image grew so its category names fit (`growsToFitNames`).
    package var grownFrom: ImageSize? = nil

    /// An image's width and height in pixels.
    package struct ImageSize: Sendable, Equatable {
        package var width: Int
        package var height: Int
    }
}

/// The bars and value labels of one page.
package struct BarPageMarks: Sendable, Equatable {
    package var bars: [BarRectangle]
    package var valueLabels: [BarValueLabel]
    /// Value labels that fit nowhere without overlapping: stacked segments too thin for their
    /// text, and labels that would touch a neighbour even upright.
    package var omittedValueLabels: Int
}

extension BarPlan {
    package init(
        chart: BarChart, options: BarOptions, layout: AxisChartLayout, seriesColors: [String], seriesFills: [FillPattern],
        categoryLabels: CategoryLabelRule, pages: [BarPagePlan], warnings: [String]
    ) {
        self.init(
            chart: chart, options: options, layout: layout,
            marks: BarPlanMarks(seriesColors: seriesColors, seriesFills: seriesFills, categoryLabels: categoryLabels),
            pages: pages, warnings: warnings)
    }

    package var categoryTitle: String { layout.xLabel }
    package var valueTitle: String { layout.yLabel }

    /// `single`, `grouped` or `stacked`.
    package var mode: String {
        chart.series.count == 1 ? "single" : options.stacked ? "stacked" : "grouped"
    }
}

extension BarPagePlan {
    package init(
        page: Int, output: String, categories: Range<Int>, categoryAxis: AxisPlan, valueAxis: AxisPlan,
        bars: [BarRectangle], valueLabels: [BarValueLabel], omittedValueLabels: Int
    ) {
        self.init(
            page: page, output: output, rows: categories, x: categoryAxis, y: valueAxis,
            marks: BarPageMarks(bars: bars, valueLabels: valueLabels, omittedValueLabels: omittedValueLabels))
    }

    /// Categories (rows of the sorted chart) on this page; slot 0 is `categories.lowerBound`.
    package var categories: Range<Int> { rows }
    package var categoryAxis: AxisPlan { x }
    package var valueAxis: AxisPlan { y }
}

/// How category names were fitted along their axis: rotated, thinned (every Nth name shown)
/// and/or shortened with an ellipsis, in that order of preference. Never overlapping.
package struct CategoryLabelRule: Sendable, Equatable {
    /// Rotation in degrees (0 or 45).
    package var angle: Int
    /// Every `every`-th slot of a page is named (1: all).
    package var every: Int
    /// Names longer than `maxWidth` pixels were cut and end in "…"; how many were.
    package var shortened: Int
    package var maxWidth: Double
    /// Only the bars that start a calendar period are named (`CalendarCategoryNames`).
    package var calendar: Bool

    package init(angle: Int = 0, every: Int = 1, shortened: Int = 0, maxWidth: Double = .infinity, calendar: Bool = false) {
        self.angle = angle
        self.every = every
        self.shortened = shortened
        self.maxWidth = maxWidth
        self.calendar = calendar
    }

    /// `none`, or the rules applied joined by `+`: `calendar`, `rotated`, `thinned`, `ellipsis`.
    package var name: String {
        var parts: [String] = []
        if calendar { parts.append("calendar") }
        if angle != 0 { parts.append("rotated") }
        if every > 1 { parts.append("thinned") }
        if shortened > 0 { parts.append("ellipsis") }
        return parts.isEmpty ? "none" : parts.joined(separator: "+")
    }
}

/// One drawn bar (or stacked segment): it spans `slotLow…slotHigh` on the category axis and
/// `from…to` on the value axis.
package struct BarRectangle: Sendable, Equatable {
    /// Row of the (sorted) chart.
    package var category: Int
    package var series: Int
    package var value: Double
    package var slotLow: Double
    package var slotHigh: Double
    package var from: Double
    package var to: Double
    package var color: String
}

/// A value written on or beyond a bar.
package struct BarValueLabel: Sendable, Equatable {
    package enum Anchor: String, Sendable, Equatable { case left, center, right }
    package var text: String
    /// Position on the category axis (slot units) and on the value axis.
    package var slot: Double
    package var value: Double
    package var anchor: Anchor
    /// Whether it sits inside the bar end (else just beyond it).
    package var inside: Bool
    package var color: String
    /// 0 (level) or 90 (upright, read bottom to top): vertical bars too narrow for level labels.
    /// The anchor then says where along the value axis the text starts (left) or ends (right).
    package var angle: Int

    package init(text: String, slot: Double, value: Double, anchor: Anchor, inside: Bool, color: String, angle: Int = 0) {
        self.text = text
        self.slot = slot
        self.value = value
        self.anchor = anchor
        self.inside = inside
        self.color = color
        self.angle = angle
    }
}

extension BarPlanMarks: AxisMarks {
    package typealias Chart = BarChart
    package typealias Options = BarOptions
    package typealias Emitter = BarEmitter
}
