/// A line chart's plan: the axis frame's, with nothing of its own beyond its pages' rows.
package typealias LinePlan = AxisKindPlan<LinePlanMarks>

/// One rendered line page: its rows, window and axes, where it goes, and the rows drawn.
package typealias LinePagePlan = AxisPagePlan<LinePageMarks>

/// What a line chart decides beyond the frame for the whole chart: nothing (the lines are its
/// pages' rows).
package struct LinePlanMarks: Sendable, Equatable {
    package init() {}
}

/// The rows a line page sends to gnuplot.
package struct LinePageMarks: Sendable, Equatable {
    /// Rows sent to gnuplot: the page's rows plus the nearest row beyond each window edge, so
    /// lines run to the border.
    package var drawnRows: Range<Int>
    /// The rows of `drawnRows` that are actually sent when M4 decimation applies (sorted);
    /// nil when every drawn row is sent.
    package var decimatedRows: [Int]?
    /// A streamed chart's page that sends every drawn row (`--points`, `--no-decimate`): those
    /// rows, read from the spill when the program is written; the chart holds only its frame
    /// rows, so `drawnRows` are those of the reduced chart. Nil for every other page.
    package var streamed: StreamedRows?
}

extension LinePlan {
    package init(chart: LineChart, options: LineOptions, layout: AxisChartLayout, pages: [LinePagePlan], warnings: [String]) {
        self.init(chart: chart, options: options, layout: layout, marks: LinePlanMarks(), pages: pages, warnings: warnings)
    }
}

extension LinePagePlan {
    package init(
        page: Int, output: String, rows: Range<Int>, drawnRows: Range<Int>, decimatedRows: [Int]? = nil,
        x: AxisPlan, y: AxisPlan, vlines: [Double], highlight: HighlightPlan? = nil, y2: AxisPlan? = nil
    ) {
        self.init(
            page: page, output: output, rows: rows, x: x, y: y, vlines: vlines, highlight: highlight,
            marks: LinePageMarks(drawnRows: drawnRows, decimatedRows: decimatedRows), y2: y2)
    }

    /// The rows of the chart whose points go to gnuplot, in order (a streamed page's are in its
    /// spill: `marks.streamed`).
    package var sentRows: [Int] { marks.decimatedRows ?? Array(marks.drawnRows) }
    /// How many points go to gnuplot.
    package var sentCount: Int { marks.streamed?.range.count ?? marks.decimatedRows?.count ?? marks.drawnRows.count }
}

extension LinePlanMarks: AxisMarks {
    package typealias Chart = LineChart
    package typealias Options = LineOptions
    package typealias Emitter = LineEmitter
}
