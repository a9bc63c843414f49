/// A line chart as text: each series a braille polyline through the page's points (the M4
/// selection when the page was decimated: the same extremes per column as the image), dashed
/// for a dashed series, gaps left open, and a marker every few cells when several series share
/// the chart so they can be told apart without colour.
extension LinePlanMarks: TextMarks {
    /// Each series its marker in its colour.
    package static func textLegend(_ page: LinePagePlan, of plan: LinePlan, in chart: TextChart) -> [TextAxisFrame.Entry] {
        plan.textLegend(plan.chart.series.map(\.name), color: { chart.color(plan.figure.theme.seriesColor($0)) })
    }

    package static func textPage(_ page: LinePagePlan, of plan: LinePlan, in chart: TextChart) -> [String] {
        let series = plan.chart.series
        let several = series.count > 1
        let theme = plan.figure.theme
        let legend = textLegend(page, of: plan, in: chart)
        var frame = plan.textFrame(for: page, in: chart, legend: legend)
        plan.drawReferenceLines(page, on: &frame, in: chart)
        let rows = page.sentRows
        for (index, line) in series.enumerated() {
            let color = chart.color(theme.seriesColor(index))
            var previous: (x: Double, y: Double)?
            var lastMarker: Int?
            var connected = false
            let symbol = plan.marker(index)
            for row in rows {
                let value = line.values[row]
                let point = (x: frame.x(plan.chart.x.positions[row]), y: line.onY2 ? frame.y2(value) : frame.y(value))
                guard value.isFinite, point.x.isFinite, point.y.isFinite, line.absent?[row] != true else {
                    // A point with no neighbour is a marker, as in the image: one dot is too small to see.
                    if let lone = previous, lastMarker != TextCanvas.index(lone.x) / 2, !connected {
                        frame.canvas.put(symbol, column: TextCanvas.index(lone.x) / 2, row: TextCanvas.index(lone.y) / 4, color: color)
                    }
                    previous = nil
                    continue
                }
                connected = previous != nil
                if let previous {
                    frame.canvas.line(from: previous, to: point, color: color, dash: line.dashed ? 2 : nil)
                } else {
                    frame.canvas.dot(x: TextCanvas.index(point.x), y: TextCanvas.index(point.y), color: color)
                }
                previous = point
                let column = TextCanvas.index(point.x) / 2
                if several, column - (lastMarker ?? -8) >= 8 {
                    frame.canvas.put(symbol, column: column, row: TextCanvas.index(point.y) / 4, color: color)
                    lastMarker = column
                }
            }
            if let lone = previous, !connected {
                frame.canvas.put(symbol, column: TextCanvas.index(lone.x) / 2, row: TextCanvas.index(lone.y) / 4, color: color)
            }
        }
        plan.drawHighlight(page, on: &frame, in: chart)
        return frame.canvas.lines(colors: chart.colors)
    }
}
