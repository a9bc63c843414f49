/// A scatter chart as text, every series drawn with the same kind of mark, so no group looks
/// fainter for being drawn differently (issue 33 item 8: a big group of braille specks beside
/// small groups of full-cell glyphs read as the smallest).
///
/// Either every series is a braille dot per point in its colour, or every series is its marker
/// (● ■ ▲ …) per cell. A dot means at least one point, so big N stays honest, as the density
/// image is. Markers are used when every series has no more points than the plot has columns,
/// and always when several series share a chart without colour, since dots cannot tell them
/// apart there.
///
/// Series are drawn largest first, so a small group is never covered by a big one. A `--fit`
/// line is dashed across the x range, on log axes too, where it is fitted in logs.
extension ScatterPlanMarks: TextMarks {
    /// Each series its marker (or the dot, when the page draws dots) in its colour.
    package static func textLegend(_ page: ScatterPagePlan, of plan: ScatterPlan, in chart: TextChart) -> [TextAxisFrame.Entry] {
        let (series, markers) = (plan.chart.series, Self.markers(page, of: plan, in: chart))
        return plan.textLegend(series.map(\.name), symbol: { markers ? plan.marker($0) : Self.dotSymbol }) {
            chart.color(plan.seriesColors[$0 % plan.seriesColors.count])
        }
    }

    /// Each series' rows with a point: one per dot it covers for a streamed chart, whose plan
    /// holds only those (`ScatterTextDots`).
    static func rows(_ page: ScatterPagePlan, of plan: ScatterPlan) -> [[Int]] {
        page.marks.textRows ?? plan.chart.series.map { line in page.rows.filter { line.values[$0].isFinite && line.absent?[$0] != true } }
    }

    /// Whether the page draws each point as its series' marker (few points) rather than a dot.
    static func markers(_ page: ScatterPagePlan, of plan: ScatterPlan, in chart: TextChart) -> Bool {
        // The frame's plot width, from a first frame without a legend symbol choice.
        let columns = plan.textFrame(for: page, in: chart, legend: []).plotColumns
        return markersFor(counts: page.marks.points, plotColumns: columns, colored: chart.colors != .none)
    }

    package static func textPage(_ page: ScatterPagePlan, of plan: ScatterPlan, in chart: TextChart) -> [String] {
        let series = plan.chart.series
        let rows = Self.rows(page, of: plan)
        let markers = Self.markers(page, of: plan, in: chart)
        let colors = series.indices.map { chart.color(plan.seriesColors[$0 % plan.seriesColors.count]) }
        let legend = textLegend(page, of: plan, in: chart)
        var frame = plan.textFrame(for: page, in: chart, legend: legend)
        let xs = plan.chart.x.positions
        for index in drawingOrder(page.marks.points) {
            let line = series[index]
            for row in rows[index] {
                let (x, y) = (frame.x(xs[row]), frame.y(line.values[row]))
                guard x.isFinite, y.isFinite else { continue }
                if markers {
                    frame.canvas.put(plan.marker(index), column: TextCanvas.index(x) / 2, row: TextCanvas.index(y) / 4, color: colors[index])
                } else {
                    frame.canvas.dot(x: TextCanvas.index(x), y: TextCanvas.index(y), color: colors[index])
                }
            }
        }
        for index in series.indices where plan.marks.fits.indices.contains(index) {
            guard let fit = plan.marks.fits[index],
                let ends = fit.ends(x: page.x.min...page.x.max, y: page.y.min...page.y.max, margin: 0)
            else { continue }
            // Straight on the chart's axes (log ones too: the fit is in their coordinates),
            // cut at the plot's edges so the canvas draws it at its true slope.
            let (from, to) = (ends[0], ends[1])
            frame.canvas.line(from: (x: frame.x(from.x), y: frame.y(from.y)), to: (x: frame.x(to.x), y: frame.y(to.y)), color: colors[index], dash: 2)
        }
        return frame.canvas.lines(colors: chart.colors)
    }

    /// The legend symbol of a series drawn as braille dots: a full braille cell in its colour.
    static let dotSymbol: Character = "⣿"

    /// Whether every series is drawn as its marker (else every series as braille dots): when
    /// each series' `counts` of points fit one to a column of the plot, or when several series
    /// share a chart without colour.
    static func markersFor(counts: [Int], plotColumns: Int, colored: Bool) -> Bool {
        counts.allSatisfy { $0 <= plotColumns } || (!colored && counts.count { $0 > 0 } > 1)
    }

    /// Series indices largest first (ties in legend order), so smaller groups are drawn on top.
    static func drawingOrder(_ counts: [Int]) -> [Int] {
        counts.indices.sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1 }
    }
}
