/// Lays out a streamed line chart (`LineStream`) exactly as `LineLayouter` lays out the whole
/// input, while holding only a few rows per pixel column.
///
/// The frame (margins, value axes, x windows) depends on every row only through each page's
/// first and last row and every series' extremes per page; the marks depend on the plot width.
/// So: lay out the chart of those frame rows, which fixes the plot width; M4-decimate each
/// rendered page from the spill at that width; lay out the chart of frame rows plus kept rows.
/// The second layout has the same frame as the first, and its own M4 over the kept rows keeps
/// exactly what M4 over every row keeps, so the plan, the program and the picture are a normal
/// run's (tests compare them byte for byte).
package struct LineStreamLayouter: Sendable {
    package var options: LineOptions

    package init(options: LineOptions) {
        self.options = options
    }

    package func plan(for stream: LineStream) throws -> LinePlan {
        if sendsEveryRowFromSpill(stream) { return try everyRowPlan(for: stream) { try LineLayouter(options: options).plan(for: $0) } }
        return try plan(for: stream) { try LineLayouter(options: options).plan(for: $0) }
    }

    /// Whether every drawn row goes to gnuplot (markers, `--no-decimate`) straight from the
    /// spill: not for a text chart (chart draws it from the chart's rows), long data split by
    /// `--series` (each series its own rows) or text x (its positions number the chart's rows).
    private func sendsEveryRowFromSpill(_ stream: LineStream) -> Bool {
        (!options.decimate || options.points) && options.figure.format != .text && stream.longForm == nil && stream.columns.kind != .category
    }

    /// The plan of a chart that sends every row, laid out from its frame rows (the frame is the
    /// whole read's, as for M4 below) by `layout`, each rendered page sending its drawn rows
    /// from the spill (`StreamedRows`, its finite values counted for an area's bands when
    /// `countsFinite`) when the program is written: no row beyond the frame's is ever held.
    private func everyRowPlan<Marks: AxisMarks>(
        for stream: LineStream, countsFinite: Bool = false, layout: (LineChart) throws -> AxisKindPlan<Marks>
    ) throws -> AxisKindPlan<Marks> where Marks.PageMarks == LinePageMarks, Marks.Chart == LineChart {
        guard stream.count > 0 else { throw ChartError.badData(location: nil, column: nil, message: "no data rows to plot") }
        try stream.sortByX()
        let pages = try AxisPages(rowCount: stream.count, paging: options.paging, format: options.figure.format, unit: .rows("points"))
        var plan = try layout(stream.chart(rows: try frameRows(stream, pages: pages)))
        for index in plan.pages.indices {
            let drawn = plan.chart.sourceRows(plan.pages[index].marks.drawnRows)
            plan.pages[index].marks.streamed = try StreamedRows(
                stream: stream, range: drawn, countsLonePoints: !options.points && !countsFinite, countsFinite: countsFinite)
        }
        return plan
    }

    /// The rows that lay out the frame as a whole read does (`LineStream.frameRows`), with the
    /// row `--highlight` marks: both layouts find it among their rows.
    private func frameRows(_ stream: LineStream, pages: AxisPages) throws -> [Int] {
        let frameRows = try stream.frameRows(pages: pages.ranges)
        guard let highlight = options.highlight, let row = try highlightedRow(highlight, stream: stream, frameRows: frameRows) else {
            return frameRows
        }
        return Array(Set(frameRows).union([row])).sorted()
    }

    /// The plan `layout` makes of the stream's rows, as it makes it of every row: a kind laid out
    /// as a line chart of its tops (`chart area`) with `options` as its line options.
    func plan<Marks: AxisMarks>(for stream: LineStream, layout: (LineChart) throws -> AxisKindPlan<Marks>) throws -> AxisKindPlan<Marks>
    where Marks.PageMarks == LinePageMarks, Marks.Chart == LineChart {
        let layouter = LineLayouter(options: options)
        guard stream.count > 0 else { throw ChartError.badData(location: nil, column: nil, message: "no data rows to plot") }
        guard options.decimate, !options.points else {
            // Every point sent: an area's --no-decimate from the spill, as a line's (`everyRowPlan`);
            // a text chart, long data or text x (never an area's stream) with every row.
            guard sendsEveryRowFromSpill(stream) else { return try layout(stream.wholeChart()) }
            return try everyRowPlan(for: stream, countsFinite: true, layout: layout)
        }
        // Unsorted rows are sorted in the spill (an external sort, memory flat), then laid out
        // from it as sorted rows are.
        try stream.sortByX()
        let pages = try AxisPages(rowCount: stream.count, paging: options.paging, format: options.figure.format, unit: .rows("points"))
        let frameRows = try frameRows(stream, pages: pages)
        let framePlan = try layout(stream.chart(rows: frameRows))
        guard let decimator = layouter.decimator(plotWidth: framePlan.layout.frame.plotWidth) else {
            throw ChartError.internal("no decimator for a streamed chart")
        }
        var kept = Set(frameRows)
        for (index, page) in pages.selected.enumerated() {
            let drawn = LineLayouter.drawnRows(ofPage: page, in: pages.ranges, rowCount: stream.count)
            if decimator.isWorthwhile(rowCount: drawn.count) {
                // A numeric or time x axis spans exactly the page's window.
                let axis = framePlan.pages[index].x
                kept.formUnion(try stream.decimatedRows(drawn, window: axis.min...axis.max, decimator: decimator))
            } else {
                kept.formUnion(drawn)
            }
        }
        return try layout(stream.chart(rows: kept.sorted()))
    }

    /// The input row `--highlight` marks, found in the spill without reading every row; nil when
    /// the text is no x within the axis, which the layout then reports as a whole read does.
    ///
    /// A whole read marks the first of the rows nearest to the text's x. The reduced charts hold
    /// that row, so their own search finds it too: no other row they hold is nearer or as near
    /// and earlier.
    private func highlightedRow(_ text: String, stream: LineStream, frameRows: [Int]) throws -> Int? {
        let frame = try stream.chart(rows: frameRows)
        guard let value = try? LineLayouter(options: options).position(of: text, chart: frame, flag: "--highlight"),
            let low = frame.x.positions.first, let high = frame.x.positions.last, value >= low, value <= high
        else { return nil }
        return try stream.nearestRow(to: value)
    }
}
