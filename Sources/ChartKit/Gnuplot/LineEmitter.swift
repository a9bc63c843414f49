/// Writes the gnuplot program for a line chart plan: one program for all its pages.
///
/// Settings that are the same on every page are written once; each page then sets its
/// window, ticks and reference lines, defines a data block with just its rows (numbers only)
/// (all of them, or the M4 selection that draws the same pixels) and plots it to its own output. One gnuplot process renders every page, which is several
/// times faster than a process per page (FACTS.md).
public struct LineEmitter: Sendable {
    public init() {}

    /// The program that renders `plan`, writing page i to `outputs[i]`.
    public func program(for plan: LinePlan, outputs: [String]) -> String {
        var script = ScriptBuilder(theme: plan.options.figure.theme)
        let options = plan.options
        let frame = plan.frame
        let valueAxis = options.axes.ySide == .left ? "y" : "y2"
        script.comment("chart line: \(plan.pages.count) of \(plan.pageCount) page(s), \(plan.chart.series.count) series, \(plan.chart.count) rows")
        FrameCommands.setup(&script, frame: frame, fontSize: options.figure.fontSize, format: options.figure.format, scale: options.figure.pixelScale)
        FrameCommands.title(&script, plan.title, frame: frame, fontSize: options.figure.fontSize)

        FrameCommands.axes(&script, side: options.axes.ySide, xLabel: plan.xLabel, yLabel: plan.yLabel, grid: options.axes.grid)
        if let legend = plan.legend {
            FrameCommands.key(&script, legend, frame: frame, top: plan.legendTop, left: plan.legendLeft)
        }
        FrameCommands.horizontalLines(&script, options.axes.hlines, side: options.axes.ySide)
        if plan.pages.contains(where: { $0.highlight != nil }) { HighlightCommands.style(&script) }
        let styles = plan.chart.series.enumerated().map { index, series in
            seriesStyle(index: index, series: series, options: options)
        }

        // One data block for all series, unless some series lack rows (long data split by
        // --series): then each gets its own block without them.
        let sharedBlock = plan.chart.series.allSatisfy { $0.absent == nil }
        for (index, page) in plan.pages.enumerated() {
            script.comment("page \(page.page): rows \(page.rows.lowerBound + 1)-\(page.rows.upperBound)")
            FrameCommands.beginPage(&script, output: outputs[index], x: page.x, y: page.y, valueAxis: valueAxis,
                                    vlines: page.vlines, hlineCount: options.axes.hlines.count)
            if let highlight = page.highlight { HighlightCommands.draw(&script, highlight, frame: frame, fontSize: options.figure.fontSize) }
            let xs = plan.chart.x.positions
            let sent = page.sentRows
            let series = plan.chart.series
            let axesClause = valueAxis == "y" ? "" : " axes x1y2"
            let plots: [String]
            if sharedBlock {
                script.dataBlock("page", rows: sent.count, columns: series.count + 1) { row, column in
                    column == 0 ? xs[sent[row]] : series[column - 1].values[sent[row]]
                }
                plots = styles.enumerated().map { column, style in "$page using 1:\(column + 2)\(axesClause) \(style)" }
            } else {
                // Some series lack rows (long data): each gets its own block without them, so its
                // line joins its own points; gaps (NaN) still break it.
                plots = series.indices.map { s in
                    let rows = series[s].absent.map { absent in sent.filter { !absent[$0] } } ?? sent
                    script.dataBlock("page\(s + 1)", rows: rows.count, columns: 2) { row, column in
                        column == 0 ? xs[rows[row]] : series[s].values[rows[row]]
                    }
                    return "$page\(s + 1) using 1:2\(axesClause) \(styles[s])"
                }
            }
            script.line("plot " + plots.joined(separator: ", \\\n     "))
            script.line(sharedBlock ? "undefine $page"
                        : "undefine " + series.indices.map { "$page\($0 + 1)" }.joined(separator: " "))
            FrameCommands.endPage(&script, vlineCount: page.vlines.count, hlineCount: options.axes.hlines.count)
            if let highlight = page.highlight { HighlightCommands.clear(&script, highlight) }
        }
        script.line("unset output")
        return script.program
    }

    /// `with lines lw 2 lc rgb '#0072B2' dt 1 title 'name'` for one series.
    private func seriesStyle(index: Int, series: LineSeries, options: LineOptions) -> String {
        let theme = options.figure.theme
        let color = theme.seriesColor(index)
        let mark = options.points ? "linespoints pt \(theme.seriesPointType(index)) ps \(GnuplotNumber.literal(0.35 + options.lineWidth * 0.15))" : "lines"
        let dash = (series.dashed ? DashPattern.comparison : theme.seriesDash(index)).gnuplot
        return "with \(mark) lw \(GnuplotNumber.literal(options.lineWidth)) lc rgb '\(color)' \(dash) title \(GnuplotString.quoted(series.name))"
    }
}
