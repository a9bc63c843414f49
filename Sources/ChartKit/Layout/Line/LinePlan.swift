/// Everything decided about a line chart before any gnuplot text is written.
///
/// The plan is what `--plan` prints and what the emitter turns into a program, so the two
/// cannot disagree.
public struct LinePlan: AxisChartPlan, Sendable, Equatable {
    public var chart: LineChart
    public var options: LineOptions
    /// Plot area, texts and legend, from the shared axis frame.
    public var layout: AxisChartLayout
    /// The pages to render.
    public var pages: [LinePagePlan]
    /// Things the user may want to know that do not stop the chart (printed unless `--quiet`).
    public var warnings: [String]
}

/// One rendered page: its rows, its window and axes, and where it goes.
public struct LinePagePlan: Sendable, Equatable {
    /// 1-based page number.
    public var page: Int
    public var output: String
    /// Rows that belong to this page.
    public var rows: Range<Int>
    /// Rows sent to gnuplot: the page's rows plus the nearest row beyond each window edge, so
    /// lines run to the border.
    public var drawnRows: Range<Int>
    /// The rows of `drawnRows` that are actually sent when M4 decimation applies (sorted);
    /// nil when every drawn row is sent.
    public var decimatedRows: [Int]? = nil
    public var x: AxisPlan
    public var y: AxisPlan
    /// Vertical reference lines that fall inside this page's window.
    public var vlines: [Double]
    /// The `--highlight` marker, on the page holding its row.
    public var highlight: HighlightPlan? = nil

    /// The rows whose points go to gnuplot, in order.
    public var sentRows: [Int] { decimatedRows ?? Array(drawnRows) }
    /// How many points go to gnuplot.
    public var sentCount: Int { decimatedRows?.count ?? drawnRows.count }
}
