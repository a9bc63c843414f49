/// An area chart as text: each column of the plot filled in whole cells from a band's bottom
/// to its top, read off the page's points (the M4 selection when the page was decimated) by
/// linear interpolation at the column's x, as the image joins them.
///
/// A stack shows its bands one above the other; overlapping areas are drawn largest first, so
/// the smaller one in front stays visible, as the translucent image shows it. Series are told
/// apart by colour, or without colour by a shade per series (as bars are): a band one cell
/// thin or of zeros still gets its cell.
extension AreaMarks: TextMarks, TextShadedMarks {
    package static func seriesCount(_ chart: LineChart) -> Int { chart.series.count }

    /// Each series its fill, in the image's legend order (a stack's top first).
    package static func textLegend(_ page: LinePagePlan, of plan: AreaPlan, in chart: TextChart) -> [TextAxisFrame.Entry] {
        let series = plan.chart.series
        let fills = BarPlanMarks.fills(colors: series.indices.map(plan.figure.theme.seriesColor), count: series.count, in: chart)
        let order = plan.marks.stacking == .overlap ? Array(series.indices) : series.indices.reversed()
        let legend = plan.textLegend(series.map(\.name), symbol: { fills[$0].shade ?? "█" }, color: { fills[$0].color })
        return legend.count == series.count ? order.map { legend[$0] } : legend
    }

    package static func textPage(_ page: LinePagePlan, of plan: AreaPlan, in chart: TextChart) -> [String] {
        let series = plan.chart.series
        let theme = plan.figure.theme
        let fills = BarPlanMarks.fills(colors: series.indices.map(theme.seriesColor), count: series.count, in: chart)
        let legend = textLegend(page, of: plan, in: chart)
        var frame = plan.textFrame(for: page, in: chart, legend: legend)
        plan.drawReferenceLines(page, on: &frame, in: chart)
        let xs = plan.chart.x.positions
        let base = AreaEmitter.baseline(page.y)
        let sent = page.sentRows
        let rowsOf = series.map { line in sent.filter { line.values[$0].isFinite && line.absent?[$0] != true } }
        for column in frame.plotLeft..<(frame.plotLeft + frame.plotColumns) {
            let fraction = frame.plotColumns > 1 ? Double(column - frame.plotLeft) / Double(frame.plotColumns - 1) : 0.5
            let x = page.x.min + fraction * (page.x.max - page.x.min)
            let tops = series.indices.map { top(of: series[$0].values, rows: rowsOf[$0], at: x, xs: xs) }
            var bands: [(series: Int, bottom: Double, top: Double)] = series.indices.compactMap { s in
                guard let top = tops[s] else { return nil }
                let bottom = plan.marks.stacking == .overlap || s == 0 ? base : tops[s - 1] ?? base
                return (s, bottom, top)
            }
            // Overlapping areas: the largest first, so the one in front is drawn over it.
            if plan.marks.stacking == .overlap { bands.sort { abs($0.top - base) > abs($1.top - base) } }
            for band in bands {
                let (a, b) = (Int(frame.row(band.top).rounded(.down)), Int(frame.row(band.bottom).rounded(.down)))
                let fill = fills[band.series]
                for row in min(a, b)...max(a, b) { frame.canvas.put(fill.shade ?? "█", column: column, row: row, color: fill.color) }
            }
        }
        return frame.canvas.lines(colors: chart.colors)
    }

    /// The band top of `values` at `x`, joined linearly between the `rows` (sorted by x) either
    /// side; nil outside them.
    private static func top(of values: [Double], rows: [Int], at x: Double, xs: [Double]) -> Double? {
        guard let first = rows.first, let last = rows.last, x >= xs[first], x <= xs[last] else { return nil }
        var (low, high) = (0, rows.count - 1)
        while high - low > 1 {
            let middle = (low + high) / 2
            if xs[rows[middle]] <= x { low = middle } else { high = middle }
        }
        let (a, b) = (rows[low], rows[high])
        guard xs[b] > xs[a] else { return values[a] }
        return values[a] + (values[b] - values[a]) * (x - xs[a]) / (xs[b] - xs[a])
    }
}
