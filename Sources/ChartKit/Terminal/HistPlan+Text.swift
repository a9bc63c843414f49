/// A histogram as text, each bin a bar in eighth blocks between its edges, as `chart bar` draws
/// them (`BarPlanMarks.draw`).
///
/// Overlaid series are drawn tallest first in each bin, so each shorter bar stands in front of
/// the taller ones and every series keeps the cells above the next shorter one. Drawn in series
/// order, a later tall bar hid every earlier one. Stacked series stand on each other, and each
/// `--mark` is a dashed vertical line labelled at the top.
extension HistPlanMarks: TextMarks {
    /// Each series its fill, as bar's legend.
    package static func textLegend(_ page: HistPagePlan, of plan: HistPlan, in chart: TextChart) -> [TextAxisFrame.Entry] {
        let fills = BarPlanMarks.fills(colors: plan.seriesColors, count: plan.chart.series.count, in: chart)
        return plan.textLegend(plan.chart.series.map(\.name), symbol: { fills[$0].shade ?? "█" }, color: { fills[$0].color })
    }

    package static func textPage(_ page: HistPagePlan, of plan: HistPlan, in chart: TextChart) -> [String] {
        let names = plan.chart.series.map(\.name)
        let fills = BarPlanMarks.fills(colors: plan.seriesColors, count: names.count, in: chart)
        let legend = textLegend(page, of: plan, in: chart)
        var frame = plan.textFrame(for: page, in: chart, legend: legend)
        let shaded = fills.contains { $0.shade != nil }
        for var bar in drawingOrder(page.marks.bars, overlaid: plan.mode == "overlaid") {
            bar.to = visibleTop(bar, axis: page.y, rows: frame.plotRows, shaded: shaded)
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

    /// The bars in the order they are drawn: as planned, or for overlaid series bin by bin,
    /// tallest first (ties in series order).
    static func drawingOrder(_ bars: [HistBar], overlaid: Bool) -> [HistBar] {
        guard overlaid else { return bars }
        return bars.enumerated().sorted { a, b in
            (a.element.bin, -a.element.to, a.offset) < (b.element.bin, -b.element.to, b.offset)
        }.map(\.element)
    }

    /// The top a bar is drawn to: its own, or for a bar too short to show in a cell (a count of
    /// 1 beside 10,000), just high enough for the smallest block (an eighth of a cell, or half
    /// a cell when series are told apart by shades, which fill whole or half cells).
    static func visibleTop(_ bar: HistBar, axis: AxisPlan, rows: Int, shaded: Bool) -> Double {
        guard rows > 1, bar.to > bar.from else { return bar.to }
        let least = (shaded ? 0.51 : 0.13) / Double(rows - 1)
        let from = axis.fraction(of: bar.from)
        guard axis.fraction(of: bar.to) - from < least else { return bar.to }
        return axis.value(atFraction: from + least)
    }
}
