/// Writes a heatmap's marks: the colour scale as gnuplot's palette and colour box, then one
/// `boxxyerror` rectangle per non-empty cell coloured through the palette, then the labels.
///
/// Rectangles, not `with image`: an image needs cells of one size on linear axes, and a
/// heatmap's are month bins of 28 to 31 days, log-spaced latency bins or categories; each
/// rectangle is the cell's own edges (`HeatmapCells` overlaps neighbours by a pixel, so no seam
/// shows), and an empty cell is no rectangle at all, the background. The palette is the one
/// `HeatmapPalette` interpolates, so labels and `--plan` state the colours gnuplot draws.
package struct HeatmapEmitter: AxisMarksEmitter {
    package init() {}

    package func header(_ plan: HeatmapPlan) -> String {
        "chart heatmap: \(plan.chart.x.count) x \(plan.chart.y.count) cells, \(plan.chart.filled) filled, "
            + "palette \(plan.marks.scale.palette.rawValue)"
    }

    package func contents(of page: AxisPagePlan<[HeatmapCell]>, in plan: HeatmapPlan) -> String { "\(page.marks.count) cells" }

    package func style(_ plan: HeatmapPlan) -> AxisChartStyle { AxisChartStyle(categoryGrid: false) }

    package func marks(_ script: inout ScriptBuilder, page: AxisPagePlan<[HeatmapCell]>, frame: AxisChartEmitter<HeatmapMarks>) {
        let plan = frame.plan
        colorBox(&script, plan: plan)
        for (index, cell) in page.marks.enumerated() {
            guard let label = cell.label else { continue }
            let x = page.x.value(atFraction: (page.x.fraction(of: cell.box.low) + page.x.fraction(of: cell.box.high)) / 2)
            let y = page.y.value(atFraction: (page.y.fraction(of: cell.box.from) + page.y.fraction(of: cell.box.to)) / 2)
            let color = cell.lightLabel ? "#FFFFFF" : "#000000"
            script.line(
                """
                set label \(1000 + index) \(GnuplotString.quotedSingleLine(label)) at first \(GnuplotNumber.literal(x)), first \
                \(GnuplotNumber.literal(y)) center front textcolor rgb '\(color)'
                """
            )
        }
        let cells = page.marks
        let source = script.dataBlock("cells", rows: cells.count, columns: 5) { row, column in
            let (box, value) = (cells[row].box, cells[row].value)
            return [box.low, box.high, box.from, box.to, value][column]
        }
        script.line("plot \(source.reference) using 1:3:1:2:3:4:5 with boxxyerror fc palette fs solid 1.0 noborder notitle")
        script.undefine([source])
    }

    /// The palette, its range and the colour box where `HeatmapColorBar` put it, with the
    /// scale's ticks and the value's title above.
    private func colorBox(_ script: inout ScriptBuilder, plan: HeatmapPlan) {
        let (scale, bar, frame) = (plan.marks.scale, plan.marks.bar, plan.layout.frame)
        script.line(scale.palette.gnuplotDefinition)
        script.line(scale.log ? "set logscale cb" : "unset logscale cb")
        script.line("set cbrange [\(GnuplotNumber.literal(scale.min)):\(GnuplotNumber.literal(scale.max))]")
        let ticks = scale.ticks.map { "\(GnuplotString.quotedSingleLine($0.label)) \(GnuplotNumber.literal($0.value))" }
        script.line("set cbtics (\(ticks.joined(separator: ", "))) out nomirror scale 0.5\(script.theme.textColorClause)")
        let (x, y) = (frame.screenX(bar.left), frame.screenY(bar.bottom))
        let (width, height) = (frame.screenX(bar.left + HeatmapColorBar.barWidth) - x, frame.screenY(bar.top) - y)
        script.line(
            """
            set colorbox user origin screen \(FrameCommands.fraction(x)), screen \(FrameCommands.fraction(y)) size screen \
            \(FrameCommands.fraction(width)), screen \(FrameCommands.fraction(height)) noborder
            """
        )
        script.line(
            """
            set label 999 \(GnuplotString.quotedSingleLine(plan.chart.valueTitle)) at screen \(FrameCommands.fraction(x)), screen \
            \(FrameCommands.fraction(frame.screenY(bar.titleRow))) left front\(script.theme.textColorClause)
            """
        )
    }
}
