/// Lays out a streamed scatter chart (`ScatterStream`) exactly as `ScatterLayouter` lays out
/// the whole input, holding only the rows of its extremes when it draws the density image, and
/// the markers a crowded PNG keeps when it draws markers.
///
/// The frame depends on every row only through the x span, each series' value span and the
/// facts a `LineReduction` carries (whole-number values and x, the calendar step of time x);
/// the marks through the drawn and empty counts and the fits (`ScatterFacts`), and the image
/// through a pass over the spill once the axes are known. A crowded PNG of markers
/// (`--no-density`, log axes) draws the markers `MarkerCulling` keeps, culled over the spill
/// sorted by x (`SpilledMarkerCulling`), held as a bit per point and read back from the spill
/// when the program is written (`SpilledMarkers`). So the plan, the program
/// and the picture are a whole read's (tests compare them byte for byte). A text chart draws
/// one point per braille dot of each series (`ScatterTextDots`), which draws the same text.
/// Markers that cannot be culled (few points, SVG, PDF, `--size-by`'s translucent bubbles) are
/// every drawn point, read back from the sorted spill when the program is written (bubbles from
/// a spill of their own that keeps each size with its row, `ScatterBubbles`).
package struct ScatterStreamLayouter: Sendable {
    package var options: ScatterOptions

    package init(options: ScatterOptions) {
        self.options = options
    }

    package func plan(for stream: ScatterStream) throws -> ScatterPlan {
        let layouter = ScatterLayouter(options: options)
        let streamed = ScatterLayouter.Streamed(
            facts: try stream.facts(), density: stream.density, markers: stream.keptMarkers, bubbles: try stream.bubbleScale())
        var plan = try layouter.plan(for: stream.reducedChart(), streamed: streamed)
        if options.figure.format == .text { return try textPlan(plan, stream: stream) }
        if plan.pages.allSatisfy({ $0.marks.density != nil }) { return plan }
        // Markers: those culling kept, or (too few points for the image or for culling, or a
        // format culling cannot see) every drawn point, read from the sorted spill when the
        // program is written.
        guard plan.pages.count == 1 else { return try layouter.plan(for: stream.wholeChart()) }
        if plan.pages[0].marks.spilled == nil { plan.pages[0].marks.spilled = try stream.everyMarker(bubbles: plan.marks.bubbles) }
        return plan
    }

    /// `plan` (laid out from the reduced chart) drawing as text the points its dots need: the
    /// plan's chart holds just those rows (else, on a plot whose dots cannot be known here,
    /// every row).
    private func textPlan(_ plan: ScatterPlan, stream: ScatterStream) throws -> ScatterPlan {
        guard plan.pages.count == 1, let dots = ScatterTextDots(plan.pages[0], of: plan) else {
            return try ScatterLayouter(options: options).plan(for: stream.wholeChart())
        }
        var plan = plan
        (plan.pages[0].marks.textRows, plan.chart) = try Self.holding(try stream.textRows(dots: dots), laidOut: plan.chart, read: stream.chart)
        return plan
    }

    /// The chart of just the spill rows in `kept` (each series' rows to draw: a text chart's
    /// dots), read by `read` from the ascending rows, and `kept` as rows of that chart. It takes the texts of
    /// `laidOut` (the plan's chart), which the layout made drawable (`DrawableText`: emoji
    /// replaced), so the names the plan prints and the program draws are a whole read's.
    static func holding(_ kept: [[Int]], laidOut: LineChart, read: (_ rows: [Int]) throws -> LineChart) throws -> ([[Int]], LineChart) {
        let rows = sortedUnique(kept)
        var chart = try read(rows)
        chart.xTitleText = laidOut.xTitleText
        chart.valueTitleText = laidOut.valueTitleText
        chart.seriesNames = laidOut.seriesNames
        return (kept.map { $0.map { index(of: $0, in: rows) } }, chart)
    }

    /// Every row of `lists`, ascending, once: in a sorted array rather than a set, which took
    /// five times the memory when culling keeps millions of markers (a thin trail of points).
    static func sortedUnique(_ lists: [[Int]]) -> [Int] {
        var rows = Array(lists.joined())
        rows.sort()
        var end = 0
        for index in rows.indices where end == 0 || rows[end - 1] != rows[index] {
            rows[end] = rows[index]
            end += 1
        }
        rows.removeLast(rows.count - end)
        return rows
    }

    /// Where `row` is in the ascending `rows`, which hold it.
    static func index(of row: Int, in rows: [Int]) -> Int {
        var (low, high) = (0, rows.count)
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
