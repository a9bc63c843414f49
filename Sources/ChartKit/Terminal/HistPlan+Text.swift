/// A histogram as text: each bin a bar in eighth blocks between its edges (as `chart bar`
/// draws, `BarPlanMarks.draw`), overlaid series drawn in order (the later in front),
/// stacked ones on each other, and each `--mark` a dashed vertical line labelled at the top.
extension HistPlanMarks: TextMarks {
    package static func textPage(_ page: HistPagePlan, of plan: HistPlan, in chart: TextChart) -> [String] {
        let names = plan.chart.series.map(\.name)
        let fills = BarPlanMarks.fills(colors: plan.seriesColors, count: names.count, in: chart)
        let legend = plan.textLegend(names, symbol: { fills[$0].shade ?? "█" }, color: { fills[$0].color })
        var frame = plan.textFrame(for: page, in: chart, legend: legend)
        for bar in page.marks.bars {
            let rectangle = BarRectangle(
                category: bar.bin, series: bar.series, value: bar.value, slotLow: bar.low, slotHigh: bar.high, from: bar.from, to: bar.to,
                color: plan.seriesColors[bar.series % plan.seriesColors.count])
            BarPlanMarks.draw(rectangle, fill: fills[bar.series % fills.count], horizontal: false, on: &frame)
        }
        for mark in plan.marks.markLines {
            let x = TextCanvas.index(frame.x(mark.value))
            var y = frame.plotTop * 4
            while y < (frame.plotTop + frame.plotRows) * 4 {
                frame.canvas.dot(x: x, y: y, color: nil)
                y += 2
            }
            // A time's label (`p50 2024-03-11 07:55:54`) is read whole or not at all.
            let label = TerminalWidth.truncated(mark.label, to: plan.chart.time ? 24 : 16)
            let column = min(max(frame.plotLeft, x / 2 + 1), frame.canvas.columns - TerminalWidth.columns(of: label))
            frame.canvas.write(label, column: column, row: frame.plotTop, color: nil)
        }
        return frame.canvas.lines(colors: chart.colors)
    }
}
