/// Writes the gnuplot program for a discrete graph plan: one program for all its pages.
///
/// Each plot gets a data block per page with its points on that page (`x low high`, numbers
/// only; x is the slot plus the plot's offset). A range is drawn exactly from low to high: a
/// marker at each end and, with `--connect`, a bar joining them; a single value is one marker.
/// Legend entries are `keyentry`s so a plot with no point on a page keeps its entry.
public struct DiscreteEmitter: Sendable {
    public init() {}

    public func program(for plan: DiscretePlan, outputs: [String]) -> String {
        let theme = plan.options.figure.theme
        var script = ScriptBuilder(theme: theme)
        let options = plan.options
        let frame = plan.frame
        let fontSize = options.figure.fontSize
        let valueAxis = options.axes.ySide == .left ? "y" : "y2"
        script.comment("chart discrete: \(plan.pages.count) of \(plan.pageCount) page(s), \(plan.chart.plots.count) plot(s), \(plan.chart.count) x slots")
        FrameCommands.setup(&script, frame: frame, fontSize: fontSize, format: plan.options.figure.format, scale: plan.options.figure.pixelScale)
        FrameCommands.title(&script, plan.title, frame: frame, fontSize: fontSize)

        FrameCommands.axes(&script, side: options.axes.ySide, xLabel: plan.xLabel, yLabel: plan.yLabel, grid: options.axes.grid)
        if let legend = plan.legend {
            FrameCommands.key(&script, legend, frame: frame, top: plan.legendTop, left: plan.legendLeft)
        }
        if plan.pages.contains(where: { $0.highlight != nil }) { HighlightCommands.style(&script) }
        FrameCommands.horizontalLines(&script, options.axes.hlines, side: options.axes.ySide)
        let axesClause = valueAxis == "y" ? "" : " axes x1y2"
        let marker = { (plot: Int) in "pt \(theme.seriesPointType(plot)) ps \(GnuplotNumber.literal(plan.markerSize))" }
        let bar = "lw \(GnuplotNumber.literal(plan.barWidth))"

        for (index, page) in plan.pages.enumerated() {
            script.comment("page \(page.page): x slots \(page.slots.lowerBound + 1)-\(page.slots.upperBound)")
            FrameCommands.beginPage(&script, output: outputs[index], x: page.x, y: page.y, valueAxis: valueAxis,
                                    vlines: page.vlines, hlineCount: options.axes.hlines.count)
            if let highlight = page.highlight { HighlightCommands.draw(&script, highlight, frame: frame, fontSize: fontSize) }

            var elements: [String] = []
            var blocks: [String] = []
            for (p, plot) in plan.chart.plots.enumerated() {
                let rows = page.slots.compactMap { slot in plot.points[slot].map { (Double(slot) + plan.offsets[p], $0) } }
                guard !rows.isEmpty else { continue }
                let name = "p\(p + 1)"
                blocks.append(name)
                script.dataBlock(name, rows: rows.count, columns: 3) { row, column in
                    switch column {
                    case 0: return rows[row].0
                    case 1: return rows[row].1.low
                    default: return rows[row].1.high
                    }
                }
                let color = "lc rgb '\(plan.color(ofPlot: p))'"
                let hasRanges = rows.contains { !$0.1.isSingle }
                if options.connect && hasRanges {
                    elements.append("$\(name) using 1:2:(0):($3-$2)\(axesClause) with vectors nohead \(bar) \(color) notitle")
                }
                elements.append("$\(name) using 1:2\(axesClause) with points \(marker(p)) \(color) notitle")
                if hasRanges {
                    elements.append("$\(name) using 1:3\(axesClause) with points \(marker(p)) \(color) notitle")
                }
            }
            if plan.showsLegend {
                for (p, plot) in plan.chart.plots.enumerated() {
                    elements.append("keyentry with points pt \(theme.seriesPointType(p)) ps \(GnuplotNumber.literal(max(plan.markerSize, 1.2))) lc rgb '\(plan.color(ofPlot: p))' title \(GnuplotString.quoted(plot.name))")
                }
            }
            if elements.isEmpty {
                // No point on this page: draw the empty frame (NaN plots nothing and warns of nothing).
                elements.append("NaN notitle")
            }
            script.line("plot " + elements.joined(separator: ", \\\n     "))
            for name in blocks { script.line("undefine $\(name)") }
            FrameCommands.endPage(&script, vlineCount: page.vlines.count, hlineCount: options.axes.hlines.count)
            if let highlight = page.highlight { HighlightCommands.clear(&script, highlight) }
        }
        script.line("unset output")
        return script.program
    }
}
