/// The braille dots a text scatter chart's plot can show, for a streamed chart to keep one point
/// per dot of each series (`ScatterStream.textRows`) rather than hold every row.
///
/// Why this draws the same text: a point is a dot (or, with few points, its series' marker in
/// the dot's cell), a cell takes the colour of the last series drawn into it, and series are
/// drawn whole one after another (`ScatterPlanMarks.drawingOrder`, by their counts). So what a
/// series leaves on the canvas depends only on the set of dots its points land on, and one
/// point per dot draws it. Dots whose cell is outside the plot are never drawn (the canvas
/// clips to it) and need no point: the kept points are at most the plot's dots per series.
package struct ScatterTextDots {
    private let frame: TextAxisFrame
    /// Dot columns and rows whose cell (truncating, as the canvas finds it) is in the plot.
    private let columns: Range<Int>
    private let rows: Range<Int>

    /// The dots of `page`'s plot as `plan`'s text chart draws it; nil when its plot area would
    /// depend on whether the terminal has colour (it does not: the legend's symbols are one cell
    /// each either way; checked rather than assumed).
    package init?(_ page: ScatterPagePlan, of plan: ScatterPlan) {
        let frames = [TextColors.none, .trueColor].map { colors in
            let chart = TextChart(sizedFor: ChartPlan(plan), colors: colors)
            return plan.textFrame(for: page, in: chart, legend: ScatterPlanMarks.textLegend(page, of: plan, in: chart))
        }
        let areas = frames.map { [$0.plotLeft, $0.plotTop, $0.plotColumns, $0.plotRows] }
        guard areas[0] == areas[1] else { return nil }
        frame = frames[0]
        let clip = frame.canvas.clip ?? (0..<frame.canvas.columns, 0..<frame.canvas.rows)
        columns = Self.dots(clip.columns, per: 2)
        rows = Self.dots(clip.rows, per: 4)
    }

    /// The dot coordinates `d` with `d / per` (truncating toward zero) in `cells`.
    private static func dots(_ cells: Range<Int>, per: Int) -> Range<Int> {
        (cells.lowerBound == 0 ? 1 - per : cells.lowerBound * per)..<(cells.upperBound * per)
    }

    /// How many dots there are.
    package var count: Int { columns.count * rows.count }

    /// The dot of the point (`x`, `value`), numbered from 0 ..< `count`; nil when it lands off
    /// the plot.
    package func dot(x: Double, value: Double) -> Int? {
        let (column, row) = (TextCanvas.index(frame.x(x)), TextCanvas.index(frame.y(value)))
        guard columns.contains(column), rows.contains(row) else { return nil }
        return (row - rows.lowerBound) * columns.count + column - columns.lowerBound
    }
}
