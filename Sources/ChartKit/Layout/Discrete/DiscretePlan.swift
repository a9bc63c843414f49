/// Everything decided about a discrete graph before any gnuplot text is written; what
/// `--plan` prints and what `DiscreteEmitter` draws.
public struct DiscretePlan: Sendable, Equatable {
    public var chart: DiscreteChart
    public var options: DiscreteOptions
    public var frame: PlotFrame
    /// Resolved texts: empty means "not drawn".
    public var title: String
    public var xLabel: String
    public var yLabel: String
    /// Slot labels as drawn on the x axis (slot titles, re-formatted by `--x-format` for numbers and dates).
    public var slotLabels: [String]
    /// The legend (sample first, then the name) and its place; nil when none is drawn.
    public var legend: LegendLayout?
    /// Pixel row of the legend's top edge and column of its left edge (right legends), when shown.
    public var legendTop: Int
    public var legendLeft: Int
    /// Each plot's x offset from its slot centre, in slots (plots stand side by side).
    public var offsets: [Double]
    /// Marker size (gnuplot `ps`) and range bar width (gnuplot `lw`), from the slot width.
    public var markerSize: Double
    public var barWidth: Double
    public var pageCount: Int
    public var pages: [DiscretePagePlan]
    public var warnings: [String]

    /// Whether a legend is drawn.
    public var showsLegend: Bool { legend != nil }

    /// Plot `index`'s colour.
    public func color(ofPlot index: Int) -> String {
        Palette.color(index, in: options.colors)
    }
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
}
