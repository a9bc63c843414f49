/// Writes the gnuplot program for a bar chart plan: one program for all its pages.
///
/// Bars are the plan's rectangles, drawn with `boxxyerror` from one numbers-only data block
/// per series and page (centre, then the four edges, then the colour as 0xRRGGBB), so gnuplot
/// places exactly the rectangles the layout computed. Categories sit at slots 0, 1, 2, … with a
/// fixed range of [−0.5, slots − 0.5]; horizontal charts swap the axes and reverse the
/// category axis so the first category is at the top. Value labels are `set label` commands
/// (numbers from 3: 1 is the title, 2 the category title) with their text through `GnuplotString.quoted`.
public struct BarEmitter: Sendable {
    public init() {}

    public func program(for plan: BarPlan, outputs: [String]) -> String {
        let theme = plan.options.figure.theme
        var script = ScriptBuilder(theme: theme)
        let options = plan.options
        let frame = plan.frame
        let horizontal = options.horizontal
        let categoryAxis = horizontal ? "y" : "x"
        let valueAxis = horizontal ? "x" : (options.axes.ySide == .left ? "y" : "y2")
        script.comment("chart bar: \(plan.pages.count) of \(plan.pageCount) page(s), \(plan.chart.series.count) series (\(plan.mode)\(horizontal ? ", horizontal" : "")), \(plan.chart.count) categories; category labels: \(plan.categoryLabels.name)")
        FrameCommands.setup(&script, frame: frame, fontSize: options.figure.fontSize, format: options.figure.format, scale: options.figure.pixelScale)
        FrameCommands.title(&script, plan.title, frame: frame, fontSize: options.figure.fontSize)

        if options.showAxes {
            let border = horizontal ? 3 : (valueAxis == "y" ? 3 : 9)
            script.line("set border \(border) lw 1 lc rgb '\(theme.axis)'")
            script.line("set \(valueAxis)tics nomirror out scale 0.6")
        } else {
            script.line("unset border")
        }
        for axis in ["x", "y", "x2", "y2"] where axis != categoryAxis && (axis != valueAxis || !options.showAxes) {
            script.line("unset \(axis)tics")
        }
        let rotation = plan.categoryLabels.angle != 0 ? " rotate by \(plan.categoryLabels.angle) right" : " norotate"
        script.line("set \(categoryAxis)tics nomirror \(options.showAxes ? "out scale 0.6" : "scale 0")\(rotation)")
        if !plan.categoryTitle.isEmpty {
            if horizontal {
                script.line("set ylabel \(GnuplotString.quoted(plan.categoryTitle))\(theme.textColorClause)")
            } else {
                // Below the category names at the row the layout reserved (gnuplot would guess
                // the height of rotated names, and guesses high).
                let column = FrameCommands.fraction(frame.screenX(Double(frame.left + frame.right) / 2))
                let row = FrameCommands.fraction(frame.screenY(Double(plan.categoryTitleRow)))
                script.line("set label 2 \(GnuplotString.quoted(plan.categoryTitle)) at screen \(column), screen \(row) center front\(theme.textColorClause)")
            }
        }
        if !plan.valueTitle.isEmpty && options.showAxes { script.line("set \(valueAxis)label \(GnuplotString.quoted(plan.valueTitle))\(theme.textColorClause)") }
        if options.axes.grid && options.showAxes {
            script.line("set grid \(valueAxis)tics lw 1 lc rgb '\(theme.grid)' dt 1")
        }
        if plan.showsLegend {
            let row = FrameCommands.fraction(frame.screenY(Double(plan.legendTop)))
            switch options.legend {
            case .right:
                let column = FrameCommands.fraction(frame.screenX(Double(plan.legendLeft)))
                script.line("set key vertical at screen \(column), screen \(row) left top Left reverse samplen 2 spacing 1.2 width 1 noautotitle\(theme.textColorClause)")
            case .top, .bottom, .none:
                script.line("set key horizontal at screen 0.5, screen \(row) center top maxcols \(plan.legendColumns) reverse Left samplen 2 spacing 1.1 width 1 noautotitle\(theme.textColorClause)")
            }
        }
        // Reference lines along the value axis, and the baseline when bars extend both ways.
        var arrows: [Double] = options.axes.hlines
        let coordinate = valueAxis == "y2" ? "second" : "first"
        for (index, value) in arrows.enumerated() {
            script.line(arrow(index + 1, at: value, horizontal: horizontal, coordinate: coordinate, style: "lw 1 lc rgb '\(theme.reference)' dt 2 front"))
        }
        arrows.append(options.baseline)
        let baselineArrow = arrows.count

        for (index, page) in plan.pages.enumerated() {
            script.comment("page \(page.page): categories \(page.categories.lowerBound + 1)-\(page.categories.upperBound)")
            script.line("set output \(GnuplotString.quoted(outputs[index]))")
            let categoryRange = horizontal
                ? "[\(GnuplotNumber.literal(page.categoryAxis.max)):\(GnuplotNumber.literal(page.categoryAxis.min))]"
                : "[\(GnuplotNumber.literal(page.categoryAxis.min)):\(GnuplotNumber.literal(page.categoryAxis.max))]"
            let valueRange = "[\(GnuplotNumber.literal(page.valueAxis.min)):\(GnuplotNumber.literal(page.valueAxis.max))]"
            script.line("set \(categoryAxis)range \(categoryRange)")
            script.line("set \(horizontal ? "x" : "y")range \(valueRange)")
            if valueAxis == "y2" { script.line("set y2range \(valueRange)") }
            FrameCommands.tics(&script, axis: categoryAxis, page.categoryAxis.ticks)
            if options.showAxes { FrameCommands.tics(&script, axis: valueAxis, page.valueAxis.ticks) }
            let drawsBaseline = page.valueAxis.min < options.baseline && options.baseline < page.valueAxis.max
            if drawsBaseline {
                script.line(arrow(baselineArrow, at: options.baseline, horizontal: horizontal, coordinate: "first", style: "lw 1 lc rgb '\(theme.axis)' front"))
            }
            for (offset, label) in page.valueLabels.enumerated() {
                let (x, y) = horizontal ? (label.value, label.slot) : (label.slot, label.value)
                script.line("set label \(offset + 3) \(GnuplotString.quotedSingleLine(label.text)) at first \(GnuplotNumber.literal(x)), first \(GnuplotNumber.literal(y)) \(label.anchor.rawValue) front textcolor rgb '\(label.color)'")
            }
            var plots: [String] = []
            for series in plan.chart.series.indices {
                let bars = page.bars.filter { $0.series == series }
                let name = "s\(series)"
                script.dataBlock(name, rows: bars.count, columns: 7) { row, column in
                    let bar = bars[row]
                    let slotCentre = (bar.slotLow + bar.slotHigh) / 2, valueCentre = (bar.from + bar.to) / 2
                    let slotLow = bar.slotLow, slotHigh = bar.slotHigh
                    let valueLow = min(bar.from, bar.to), valueHigh = max(bar.from, bar.to)
                    let columns = horizontal
                        ? [valueCentre, slotCentre, valueLow, valueHigh, slotLow, slotHigh]
                        : [slotCentre, valueCentre, slotLow, slotHigh, valueLow, valueHigh]
                    return column < 6 ? columns[column] : Double(Int(bar.color.dropFirst(), radix: 16) ?? 0)
                }
                let colors = Set(bars.map(\.color))
                let color = colors.count == 1 ? "lc rgb '\(bars[0].color)'" : "lc rgb variable"
                let using = colors.count == 1 ? "1:2:3:4:5:6" : "1:2:3:4:5:6:7"
                let title = plan.showsLegend ? "title \(GnuplotString.quotedSingleLine(plan.chart.series[series].name))" : "notitle"
                plots.append("$\(name) using \(using) with boxxyerror fs solid 1.0 noborder \(color) \(title)")
            }
            script.line("plot " + plots.joined(separator: ", \\\n     "))
            for series in plan.chart.series.indices { script.line("undefine $s\(series)") }
            for offset in page.valueLabels.indices { script.line("unset label \(offset + 3)") }
            if drawsBaseline { script.line("unset arrow \(baselineArrow)") }
        }
        script.line("unset output")
        return script.program
    }

    /// A line across the plot at `value` on the value axis.
    private func arrow(_ number: Int, at value: Double, horizontal: Bool, coordinate: String, style: String) -> String {
        let v = GnuplotNumber.literal(value)
        return horizontal
            ? "set arrow \(number) from first \(v), graph 0 to first \(v), graph 1 nohead \(style)"
            : "set arrow \(number) from graph 0, \(coordinate) \(v) to graph 1, \(coordinate) \(v) nohead \(style)"
    }
}
