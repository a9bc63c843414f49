/// Writes the gnuplot program for a histogram plan.
///
/// The frame is `AxisChartEmitter`'s; this writes the bars, drawn with `boxxyerror` from one
/// numbers-only data block per series (centre, then the four edges), so gnuplot places exactly
/// the rectangles the layout computed: solid for one series or stacked ones, translucent with
/// an outline in the series colour when several are overlaid. `--mark` statistics are dashed
/// vertical arrows with their label at the top (labels from 3: 1 is the title, 2 the x title),
/// all text through `GnuplotString`.
package struct HistEmitter: Sendable {
    package init() {}

    package func program(for plan: HistPlan, outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        let options = plan.options
        let emitter = AxisChartEmitter(
            layout: plan.layout, figure: options.figure, axes: options.axes,
            style: .init(categoryGrid: false, referenceLinesInFront: true))
        let pages = plan.pages.enumerated().map { index, page in
            AxisChartEmitter.Page(comment: "page \(page.page): \(plan.bins.count) bins", output: outputs[index], x: page.x, y: page.y)
        }
        let header =
            "chart hist: \(plan.chart.series.count) series (\(plan.mode)), \(plan.bins.count) bins (\(plan.bins.rule)), \(plan.options.scale.rawValue)\(plan.options.cumulative ? ", cumulative" : "")"
        return emitter.program(header: header, pages: pages, placement: placement) { script, index in
            marks(&script, plan: plan, page: plan.pages[index])
        }
    }

    private func marks(_ script: inout ScriptBuilder, plan: HistPlan, page: HistPagePlan) {
        let theme = plan.options.figure.theme
        let firstArrow = plan.options.axes.hlines.count + 1
        for (offset, mark) in plan.markLines.enumerated() {
            let x = GnuplotNumber.literal(mark.value)
            // A line that would cross another mark's label stops below that label's text row.
            let rowHeight = TextMetrics(fontSize: plan.options.figure.fontSize).lineHeight
            let frame = plan.layout.frame
            let top =
                mark.stopsBelowRows == 0
                ? "graph 1"
                : "screen \(FrameCommands.fraction(frame.screenY(Double(frame.top) + rowHeight * (Double(mark.stopsBelowRows) + 0.5) + 2)))"
            script.line(
                "set arrow \(firstArrow + offset) from first \(x), graph 0 to first \(x), \(top) nohead lw 1.5 lc rgb '\(theme.annotation)' dt 2 front"
            )
            script.line(
                "set label \(offset + 3) \(GnuplotString.quotedSingleLine(mark.label)) at first \(x), graph 1 \(mark.labelLeft ? "right offset -0.3" : "left offset 0.3"), \(-1 - Double(offset)) front textcolor rgb '\(theme.annotation)'"
            )
        }
        let overlaid = plan.mode == "overlaid"
        var plots: [String] = []
        var sources: [ScriptBuilder.DataSource] = []
        for series in plan.chart.series.indices {
            let bars = page.bars.filter { $0.series == series }
            let source = script.dataBlock("s\(series)", rows: bars.count, columns: 6) { row, column in
                let bar = bars[row]
                return [(bar.low + bar.high) / 2, (bar.from + bar.to) / 2, bar.low, bar.high, bar.from, bar.to][column]
            }
            let color = plan.seriesColors[series]
            let fill = overlaid ? "fs transparent solid 0.35 border lc rgb '\(color)'" : "fs solid 1.0 border lc rgb '\(theme.background)'"
            let title =
                plan.showsLegend ? "title \(GnuplotString.quotedSingleLine(plan.legendName(series, plan.chart.series[series].name)))" : "notitle"
            sources.append(source)
            plots.append("\(source.reference) using 1:2:3:4:5:6 with boxxyerror \(fill) lc rgb '\(color)' \(title)")
        }
        script.line("plot " + plots.joined(separator: ", \\\n     "))
        for source in sources { script.undefine([source]) }
        for offset in plan.markLines.indices {
            script.line("unset arrow \(firstArrow + offset)")
            script.line("unset label \(offset + 3)")
        }
    }
}
