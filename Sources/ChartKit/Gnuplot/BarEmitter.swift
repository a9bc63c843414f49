/// Writes the gnuplot program for a bar chart plan: one program for all its pages.
///
/// The frame is `AxisChartEmitter`'s, on its side for horizontal charts (category axis `y`,
/// reversed so the first category is at the top). This writes each page's marks: the plan's
/// rectangles, drawn with `boxxyerror` from one numbers-only data block per series (centre, then
/// the four edges, then the colour as 0xRRGGBB), so gnuplot places exactly the rectangles the
/// layout computed, filled solid or hatched as the plan says; the baseline when bars extend both ways; and value labels as `set label`
/// commands (numbers from 3: 1 is the title, 2 the category title) through `GnuplotString`.
package struct BarEmitter: AxisMarksEmitter {
    package init() {}

    package func header(_ plan: BarPlan) -> String {
        """
        chart bar: \(plan.pages.count) of \(plan.pageCount) page(s), \(plan.chart.series.count) series \
        (\(plan.mode)\(plan.options.horizontal ? ", horizontal" : "")), \(plan.chart.count) categories; \
        category labels: \(plan.categoryLabels.name)
        """
    }

    package func contents(of page: BarPagePlan, in plan: BarPlan) -> String {
        "categories \(page.categories.lowerBound + 1)-\(page.categories.upperBound)"
    }

    /// On its side for horizontal charts; value ticks and border only with axes (`--no-axes`),
    /// grid lines at the values only, and reference lines over the opaque bars.
    package func style(_ plan: BarPlan) -> AxisChartStyle {
        AxisChartStyle(
            orientation: plan.options.horizontal ? .horizontal : .vertical, showsValueAxis: plan.options.showAxes, categoryGrid: false,
            referenceLinesInFront: true)
    }

    /// The page's baseline (when bars extend both ways), value labels and bars.
    package func marks(_ script: inout ScriptBuilder, page: BarPagePlan, frame: AxisChartEmitter<BarPlanMarks>) {
        let plan = frame.plan
        let horizontal = plan.options.horizontal
        // Vertical value labels sit on the value axis the frame drew (`second` for `--y-axis right`).
        let yCoordinate = horizontal ? "first" : frame.valueCoordinate
        let baseline = plan.options.baseline
        let baselineArrow = plan.options.axes.hlines.count + 1
        let drawsBaseline = !page.valueAxis.log && page.valueAxis.min < baseline && baseline < page.valueAxis.max
        if drawsBaseline {
            script.line(
                frame.referenceLine(baselineArrow, at: baseline, style: "lw 1 lc rgb '\(plan.options.figure.theme.axis)' front"))
        }
        for (offset, label) in page.valueLabels.enumerated() {
            let (x, y) = horizontal ? (label.value, label.slot) : (label.slot, label.value)
            script.line(
                """
                set label \(offset + 3) \(GnuplotString.quotedSingleLine(label.text)) at first \(GnuplotNumber.literal(x)), \
                \(yCoordinate) \(GnuplotNumber.literal(y)) \(label.anchor.rawValue)\(label.angle == 0 ? "" : " rotate by \(label.angle)") \
                front textcolor rgb '\(label.color)'
                """
            )
        }
        var plots: [String] = []
        var sources: [ScriptBuilder.DataSource] = []
        for series in plan.chart.series.indices {
            let bars = page.bars.filter { $0.series == series }
            let name = "s\(series)"
            let source = script.dataBlock(name, rows: bars.count, columns: 7) { row, column in
                let bar = bars[row]
                let slotCentre = (bar.slotLow + bar.slotHigh) / 2, valueCentre = (bar.from + bar.to) / 2
                let valueLow = min(bar.from, bar.to), valueHigh = max(bar.from, bar.to)
                let columns =
                    horizontal
                    ? [valueCentre, slotCentre, valueLow, valueHigh, bar.slotLow, bar.slotHigh]
                    : [slotCentre, valueCentre, bar.slotLow, bar.slotHigh, valueLow, valueHigh]
                return column < 6 ? columns[column] : Double(Int(bar.color.dropFirst(), radix: 16) ?? 0)
            }
            let colors = Set(bars.map(\.color))
            let color = colors.count == 1 ? "lc rgb '\(bars[0].color)'" : "lc rgb variable"
            let using = colors.count == 1 ? "1:2:3:4:5:6" : "1:2:3:4:5:6:7"
            sources.append(source)
            plots.append(
                """
                \(source.reference) using \(using) \(look(plan, series, fill: bars.first?.color ?? plan.seriesColors[series], color: color))\
                \(frame.valueAxes) \(title(plan, series))
                """
            )
        }
        script.line("plot " + plots.joined(separator: ", \\\n     "))
        for source in sources { script.undefine([source]) }
        for offset in page.valueLabels.indices { script.line("unset label \(offset + 3)") }
        if drawsBaseline { script.line("unset arrow \(baselineArrow)") }
    }

    /// Each series' bar as a legend entry, in its series colour, styled by `look` as its bars are.
    package func keyEntries(_ plan: BarPlan) -> [KeyEntry] {
        plan.chart.series.indices.map { series in
            let color = plan.seriesColors[series]
            return KeyEntry(
                name: plan.legendName(series, plan.chart.series[series].name),
                look: "\(look(plan, series, fill: color, color: "lc rgb '\(color)'")) \(title(plan, series))")
        }
    }

    /// A series' bars: `boxxyerror` filled (solid or its hatch) in `fill`, drawn in `color` (a colour clause).
    private func look(_ plan: BarPlan, _ series: Int, fill: String, color: String) -> String {
        "with boxxyerror \(plan.seriesFills[series].barStyle(fill)) \(color)"
    }

    /// A series' legend title (or `notitle` when the chart has no legend).
    private func title(_ plan: BarPlan, _ series: Int) -> String {
        plan.showsLegend ? "title \(GnuplotString.quotedSingleLine(plan.legendName(series, plan.chart.series[series].name)))" : "notitle"
    }
}
