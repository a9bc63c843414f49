/// What one kind of axis chart tells the shared frame about itself: how many rows pages cut,
/// the names its legend lists, its value spans, and how much room its x labels take.
///
/// Everything else (pages, outputs, titles, legend, value axes, margins) is decided once, by
/// `AxisChartLayouter`, so line, discrete and bar charts cannot drift apart on it again.
struct AxisChartContent {
    /// Rows (line), slots (discrete) or categories (bar): the unit pages are cut in.
    var rowCount: Int
    /// Series or plot names, in legend order.
    var names: [String]
    /// Legend sample length in gnuplot character cells (3 for a line, 1 for a marker, 2 for a box).
    var legendSampleLength: Int
    /// Where the user asked for the legend.
    var legendRequest: LegendPosition
    /// The fewest names that get a legend: 2, since one series is named by the axis title; 1
    /// where the one entry says what is drawn nowhere else (a density chart's fitted line, whose
    /// legend entry is its equation and r²).
    var legendMinimumNames = 2
    /// Axis titles from the data (the x column's name; the only series' name); flags override them.
    var xTitle: String?
    var yTitle: String?
    /// Rows of the next page a page's value axis must include: 1 for line charts, whose segment
    /// into the next page is drawn on the earlier page.
    var pageOverlap: Int = 0
    /// Whether every value (and reference line) is whole, for whole-number ticks.
    var integerValues: Bool
    /// Share of the span added beyond free ends of the value axis (markers centred on the ends
    /// need room; lines and bars do not).
    var valuePad: Double = 0
    /// Whether the marks rise from the value axis's floor (histogram bins): a log value axis then
    /// starts below the smallest value, so its bar has a length (`ValueAxisLayout.risesFromFloor`).
    var risesFromFloor = false
    /// The span of the values in `rows`; nil when they are all gaps.
    var valueSpan: (Range<Int>) -> ClosedRange<Double>?
    /// How many drawn values are at or below 0, which a log value axis leaves out.
    var nonPositiveCount: () -> Int = { 0 }
    /// The right-hand axis (`--y2`): the span of its values in `rows` (nil: all gaps), whether
    /// they are all whole, its title from the data (its only series' name), and how many of its
    /// values are at or below 0. Only line charts fill these; others refuse `--y2`.
    var y2Span: (Range<Int>) -> ClosedRange<Double>? = { _ in nil }
    var y2IntegerValues = false
    var y2Title: String? = nil
    var y2NonPositiveCount: () -> Int = { 0 }
    /// What "nothing to plot" says for this kind.
    var emptyMessage: String
    /// The value axis of `rows` on a value axis `pixels` long, with the plot `across` pixels
    /// along the category axis, when the kind has its own rule (bars include their baseline and
    /// room for value labels); nil: the span, widened to the reference lines and padded, on
    /// `ValueAxisLayout`'s ticks.
    var valueAxis: ((_ rows: Range<Int>, _ pixels: Int, _ across: Double) throws -> AxisPlan)? = nil
    /// Pixels kept free beside the plot, on the side away from the value axis, for a key the
    /// kind draws there itself (a scatter's density colour bar); 0 for none.
    var sideReserve: Double = 0
    /// The x (category) labels: how they fit a plot area `length` pixels along the category axis.
    var xLabels: (_ length: Double) -> AxisLabelFit
    /// The x (category) axis of each selected page on a plot area `length` pixels along it.
    var xAxes: (_ length: Int) -> [AxisPlan]
}

/// How x (category) labels fit along their axis: the room they take across it and how they
/// are drawn, so margins and the program agree.
struct AxisLabelFit: Equatable {
    /// Pixels the labels take across their axis (height below a vertical chart, width beside a
    /// horizontal one), tick marks included.
    var extent: Double
    /// Rotation in degrees (0, or 45 for crowded bar names, which end at their tick).
    var angle: Int = 0
}

/// Which way an axis chart runs.
package enum AxisOrientation: String, Sendable, Equatable {
    /// Categories (x) along the bottom, values up the side: every kind.
    case vertical
    /// Categories down the left, first at the top, values along the bottom: horizontal bars.
    case horizontal
}
