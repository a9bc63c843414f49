/// A scatter chart as text: every point a braille dot in its series' colour (a dot means at
/// least one point, so big N stays honest as the density image is), or, when a series has no
/// more points than the plot has columns, its marker (● ■ ▲ …) so series are told apart without
/// colour; a `--fit` line dashed across the x range (on log axes too, where it is fitted in logs).
extension ScatterPlanMarks: TextMarks {
    package static func textPage(_ page: ScatterPagePlan, of plan: ScatterPlan, in chart: TextChart) -> [String] {
        let series = plan.chart.series
        let legend = plan.textLegend(series.map(\.name), color: { chart.color(plan.seriesColors[$0 % plan.seriesColors.count]) })
        var frame = plan.textFrame(for: page, in: chart, legend: legend)
        let xs = plan.chart.x.positions
        for (index, line) in series.enumerated() {
            let color = chart.color(plan.seriesColors[index % plan.seriesColors.count])
            let rows = page.rows.filter { line.values[$0].isFinite && line.absent?[$0] != true }
            let markers = rows.count <= frame.plotColumns
            for row in rows {
                let (x, y) = (frame.x(xs[row]), frame.y(line.values[row]))
                guard x.isFinite, y.isFinite else { continue }
                if markers {
                    frame.canvas.put(TextChart.marker(index), column: TextCanvas.index(x) / 2, row: TextCanvas.index(y) / 4, color: color)
                } else {
                    frame.canvas.dot(x: TextCanvas.index(x), y: TextCanvas.index(y), color: color)
                }
            }
            if plan.marks.fits.indices.contains(index), let fit = plan.marks.fits[index],
                let ends = fit.ends(x: page.x.min...page.x.max, y: page.y.min...page.y.max, margin: 0)
            {
                // Straight on the chart's axes (log ones too: the fit is in their coordinates),
                // cut at the plot's edges so the canvas draws it at its true slope.
                let (from, to) = (ends[0], ends[1])
                frame.canvas.line(from: (x: frame.x(from.x), y: frame.y(from.y)), to: (x: frame.x(to.x), y: frame.y(to.y)), color: color, dash: 2)
            }
        }
        return frame.canvas.lines(colors: chart.colors)
    }
}
