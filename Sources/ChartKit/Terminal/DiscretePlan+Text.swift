/// A discrete chart as text: each slot's range a vertical stroke of braille dots from low to
/// high in its plot's colour, beside the other plots' strokes as in the image (`offsets`), with
/// the plot's marker at a single value.
extension DiscretePlanMarks: TextMarks {
    /// Each plot its marker in its colour.
    package static func textLegend(_ page: DiscretePagePlan, of plan: DiscretePlan, in chart: TextChart) -> [TextAxisFrame.Entry] {
        plan.textLegend(plan.chart.plots.map(\.name), color: { chart.color(plan.color(ofPlot: $0)) })
    }

    package static func textPage(_ page: DiscretePagePlan, of plan: DiscretePlan, in chart: TextChart) -> [String] {
        let plots = plan.chart.plots
        let legend = textLegend(page, of: plan, in: chart)
        var frame = plan.textFrame(for: page, in: chart, legend: legend)
        plan.drawReferenceLines(page, on: &frame, in: chart)
        for (index, plot) in plots.enumerated() {
            let color = chart.color(plan.color(ofPlot: index))
            for slot in page.drawnSlots(ofPlot: index) {
                guard let point = plot.points[slot] else { continue }
                let x = frame.x(Double(slot) + plan.offsets[index])
                let (low, high) = (frame.y(point.low), frame.y(point.high))
                guard x.isFinite, low.isFinite, high.isFinite else { continue }
                if point.isSingle || plots.count > 1 && (low - high) < 4 {
                    frame.canvas.put(
                        plan.marker(index), column: TextCanvas.index(x) / 2, row: TextCanvas.index(low) / 4,
                        color: color)
                } else {
                    frame.canvas.line(from: (x.rounded(), high), to: (x.rounded(), low), color: color)
                }
            }
        }
        plan.drawHighlight(page, on: &frame, in: chart)
        return frame.canvas.lines(colors: chart.colors)
    }
}
