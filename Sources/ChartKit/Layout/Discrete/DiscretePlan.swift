/// Everything decided about a discrete graph before any gnuplot text is written; what
/// `--plan` prints and what `DiscreteEmitter` draws.
public struct DiscretePlan: AxisChartPlan, Sendable, Equatable {
    public var chart: DiscreteChart
    public var options: DiscreteOptions
    /// Plot area, texts and legend, from the shared axis frame.
    public var layout: AxisChartLayout
    /// Slot labels as drawn on the x axis (slot titles, re-formatted by `--x-format` for numbers and dates).
    public var slotLabels: [String]
    /// Each plot's x offset from its slot centre, in slots (plots stand side by side).
    public var offsets: [Double]
    /// Marker size (gnuplot `ps`) and range bar width (gnuplot `lw`), from the slot width.
    public var markerSize: Double
    public var barWidth: Double
    public var pages: [DiscretePagePlan]
    public var warnings: [String]

    /// Plot `index`'s colour.
    public func color(ofPlot index: Int) -> String {
        Palette.color(index, in: colors)
    }

    /// Plot `index`'s marker (gnuplot `pt`): it changes each time the colours come round, so
    /// plots 1 and 8 of 7 colours differ in shape.
    public func pointType(ofPlot index: Int) -> Int {
        options.figure.theme.seriesPointType(index, colors: colors.count)
    }

    /// The colours plots take in turn: `--colors`, else the theme's palette.
    var colors: [String] { options.colors ?? options.figure.theme.palette }
}

/// One rendered page: its slots, window and axes, and where it goes.
public struct DiscretePagePlan: Sendable, Equatable {
    /// 1-based page number.
    public var page: Int
    public var output: String
    /// The x slots on this page.
    public var slots: Range<Int>
    public var x: AxisPlan
    public var y: AxisPlan
    /// Vertical reference lines (slot positions) on this page.
    public var vlines: [Double]
    public var highlight: HighlightPlan?
    /// Each plot's slots to draw when the page is crowded enough to thin (`DiscreteThinner`);
    /// nil when every point of the page is drawn.
    public var keptSlots: [[Int]]? = nil

    /// The slots whose point of plot `index` is drawn (slots without one are skipped when drawn).
    public func drawnSlots(ofPlot index: Int) -> [Int] {
        keptSlots?[index] ?? Array(slots)
    }
}
