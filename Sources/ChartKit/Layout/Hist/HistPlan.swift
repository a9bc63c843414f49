/// A histogram's plan: the axis frame's, with its bins, series colours and marked statistics;
/// what `--plan` prints and what `HistEmitter` draws, so the two cannot disagree.
package typealias HistPlan = AxisKindPlan<HistPlanMarks>

/// One rendered histogram page (a histogram has one).
package typealias HistPagePlan = AxisPagePlan<HistPageMarks>

/// What a histogram decides beyond the frame.
package struct HistPlanMarks: Sendable, Equatable {
    package var bins: HistBins
    /// The colour of each series (legend, fill and outline).
    package var seriesColors: [String]
    /// `--mark` lines: each statistic's exact value over all values binned.
    package var markLines: [HistMarkLine]
    /// How the bars are drawn (opaque, translucent or step outlines; parted or touching).
    package var drawing: HistDrawing
}

/// The bars of the page.
package struct HistPageMarks: Sendable, Equatable {
    package var bars: [HistBar]
}

/// One drawn bar: bin `bin` of series `series`, from `low` to `high` on x and `from` to `to`
/// on the value axis (stacked bars start where the series below ends).
package struct HistBar: Sendable, Equatable {
    package var series: Int
    package var bin: Int
    package var count: Int
    /// The height the scale gives the bin (count, density, percent; cumulative when asked).
    package var value: Double
    package var low: Double
    package var high: Double
    package var from: Double
    package var to: Double
    /// The rectangle drawn in an image when it is not the bin's own: at least a pixel wide and
    /// tall, less a gap between parted bars (`HistBarGeometry`). Text charts draw the bin's.
    package var drawn: HistBox? = nil
    /// For a step outline whose top meets other series' tops in this bin (within 2 px): which
    /// part of the bin's width this series' top is drawn over, so each keeps ink of its colour.
    package var topShare: HistShare? = nil
}

/// Part `part` (from 0) of `parts` equal parts of a bin's width.
package struct HistShare: Sendable, Equatable {
    package var part: Int
    package var parts: Int
}

/// A bar's rectangle in axis units: `low` to `high` on x, `from` to `to` on the value axis.
package struct HistBox: Sendable, Equatable {
    package var low: Double
    package var high: Double
    package var from: Double
    package var to: Double
}

extension HistBar {
    /// The rectangle an image draws: `drawn`, or the bin's own.
    package var box: HistBox { drawn ?? HistBox(low: low, high: high, from: from, to: to) }
}

/// A `--mark` statistic as drawn: its name, exact value and label.
package struct HistMarkLine: Sendable, Equatable {
    package var name: String
    package var value: Double
    package var label: String
    /// Whether the label is written left of its line: on the right it would cross another
    /// mark's line (gnuplot draws the dashed lines over text) or leave the plot.
    package var labelLeft = false
    /// How many of the labels' text rows (from the top) the line stops below: another mark's
    /// label it would cross sits there, and gnuplot draws lines over text. 0: the full height.
    package var stopsBelowRows = 0

    package init(name: String, value: Double, label: String, labelLeft: Bool = false, stopsBelowRows: Int = 0) {
        self.name = name
        self.value = value
        self.label = label
        self.labelLeft = labelLeft
        self.stopsBelowRows = stopsBelowRows
    }
}

extension HistPlan {
    /// `overlaid`, `stacked` or `single`.
    package var mode: String {
        chart.series.count == 1 ? "single" : options.stacked ? "stacked" : "overlaid"
    }
}

extension HistPlanMarks: AxisMarks {
    package typealias Chart = HistChart
    package typealias Options = HistOptions
    package typealias Emitter = HistEmitter
}
