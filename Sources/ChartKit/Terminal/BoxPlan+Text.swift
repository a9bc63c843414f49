extension BoxMarks: TextMarks {
    /// Each series a block in its colour.
    package static func textLegend(_ page: AxisPagePlan<Int>, of plan: BoxPlan, in chart: TextChart) -> [TextAxisFrame.Entry] {
        plan.textLegend(plan.chart.series.map(\.name), symbol: { _ in "█" }) { chart.color(plan.colors[$0]) }
    }

    /// A page of boxes as text: always across, one row per box (`├──[  │  ]──┤`, `•` for the
    /// outliers), categories down the left and the value axis below, since a terminal row is
    /// the one place a box's five numbers fit side by side.
    package static func textPage(_ page: AxisPagePlan<Int>, of plan: BoxPlan, in chart: TextChart) -> [String] {
        let colors = plan.colors.map { chart.color($0) }
        let legend = textLegend(page, of: plan, in: chart)
        var frame = plan.textFrame(for: page, in: chart, legend: legend, swapped: true)
        for box in BoxShape.shapes(of: page, in: plan, pixels: plan.valuePixels) {
            let y = frame.y(box.center)
            guard y.isFinite else { continue }
            let (row, color, stats) = (TextCanvas.index(y) / 4, colors[box.series], box.stats)
            func column(_ value: Double) -> Int? {
                let x = frame.x(value)
                return x.isFinite ? TextCanvas.index(x) / 2 : nil
            }
            guard let low = column(stats.low), let q1 = column(box.from), let median = column(stats.median), let q3 = column(box.to),
                let high = column(stats.high)
            else { continue }
            for outlier in stats.outliers { if let at = column(outlier) { frame.canvas.put("•", column: at, row: row, color: color) } }
            for at in low...max(low, high) { frame.canvas.put("─", column: at, row: row, color: color) }
            for at in q1...max(q1, q3) { frame.canvas.put(" ", column: at, row: row, color: color) }
            frame.canvas.put("├", column: low, row: row, color: color)
            frame.canvas.put("┤", column: high, row: row, color: color)
            frame.canvas.put("[", column: q1, row: row, color: color)
            frame.canvas.put("]", column: q3, row: row, color: color)
            frame.canvas.put("│", column: median, row: row, color: color)
        }
        return frame.canvas.lines(colors: chart.colors)
    }
}
