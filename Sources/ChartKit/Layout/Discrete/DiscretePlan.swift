/// A discrete graph's plan: the axis frame's, with its slot labels and plot marks; what
/// `--plan` prints and what `DiscreteEmitter` draws.
package typealias DiscretePlan = AxisKindPlan<DiscretePlanMarks>

/// One rendered discrete page: its slots, window and axes, where it goes, and the slots drawn.
package typealias DiscretePagePlan = AxisPagePlan<DiscretePageMarks>

/// What a discrete graph decides beyond the frame for the whole chart.
package struct DiscretePlanMarks: Sendable, Equatable {
    /// Slot labels as drawn on the x axis (slot titles, re-formatted by `--x-format` for numbers and dates).
    package var slotLabels: SlotTitles
    /// Each plot's x offset from its slot centre, in slots (plots stand side by side).
    package var offsets: [Double]
    /// Marker size (gnuplot `ps`) and range bar width (gnuplot `lw`), from the slot width.
    package var markerSize: Double
    package var barWidth: Double
}

/// What a crowded discrete page draws of each plot.
package struct DiscretePageMarks: Sendable, Equatable {
    /// Each plot's slots to draw when the page is crowded enough to thin (`DiscreteThinner`);
    /// nil when every point of the page is drawn. Empty for a plot drawn by `columns`.
    package var keptSlots: [[Int]]?
    /// Per plot, its marks drawn per pixel column (`DiscreteColumns`: filled markers on a
    /// crowded PNG page), nil where `keptSlots` says what is drawn; empty when nothing is.
    package var columns: [DiscreteColumns?]

    package init(keptSlots: [[Int]]?, columns: [DiscreteColumns?] = []) {
        self.keptSlots = keptSlots
        self.columns = columns
    }

    /// Plot `index`'s marks drawn per pixel column, if it is drawn so.
    package func columns(ofPlot index: Int) -> DiscreteColumns? {
        index < columns.count ? columns[index] : nil
    }
}

extension DiscretePlan {
    package init(
        chart: DiscreteChart, options: DiscreteOptions, layout: AxisChartLayout, slotLabels: SlotTitles, offsets: [Double],
        markerSize: Double, barWidth: Double, pages: [DiscretePagePlan], warnings: [String]
    ) {
        self.init(
            chart: chart, options: options, layout: layout,
            marks: DiscretePlanMarks(slotLabels: slotLabels, offsets: offsets, markerSize: markerSize, barWidth: barWidth),
            pages: pages, warnings: warnings)
    }

    /// Plot `index`'s colour.
    package func color(ofPlot index: Int) -> String {
        Palette.color(options.figure.theme.seriesSlot(index), in: colors)
    }

    /// Plot `index`'s marker (gnuplot `pt`): it changes each time the colours come round, so
    /// plots 1 and 8 of 7 colours differ in shape.
    package func pointType(ofPlot index: Int) -> Int {
        options.figure.theme.seriesPointType(index, colors: colors.count)
    }

    /// The colours plots take in turn: `--colors`, else the theme's palette.
    var colors: [String] { options.colors ?? options.figure.theme.palette }
}

extension DiscretePagePlan {
    package init(
        page: Int, output: String, slots: Range<Int>, x: AxisPlan, y: AxisPlan, vlines: [Double],
        highlight: HighlightPlan?, keptSlots: [[Int]]? = nil
    ) {
        self.init(
            page: page, output: output, slots: slots, x: x, y: y, vlines: vlines, highlight: highlight,
            marks: DiscretePageMarks(keptSlots: keptSlots))
    }

    package init(
        page: Int, output: String, slots: Range<Int>, x: AxisPlan, y: AxisPlan, vlines: [Double], highlight: HighlightPlan?,
        marks: DiscretePageMarks
    ) {
        self.init(page: page, output: output, rows: slots, x: x, y: y, vlines: vlines, highlight: highlight, marks: marks)
    }

    /// The x slots on this page.
    package var slots: Range<Int> { rows }

    /// The slots whose point of plot `index` is drawn (slots without one are skipped when drawn).
    package func drawnSlots(ofPlot index: Int) -> [Int] {
        marks.keptSlots?[index] ?? Array(slots)
    }
}

extension DiscretePlanMarks: AxisMarks {
    package typealias Chart = DiscreteChart
    package typealias Options = DiscreteOptions
    package typealias Emitter = DiscreteEmitter
}
