/// Writes an area chart's marks: each page's bands as gnuplot `filledcurves` between their
/// bottom and top, then every series' top as a thin line in its colour.
///
/// The outline is what keeps every series visible: a band thinner than a pixel in a stack, or
/// a series of zeros on top of it, still draws its top edge over the fills. Overlapping areas
/// are translucent (30 % opaque) so none hides another;
/// a stack's bands do not overlap and are opaque. A stack's legend lists the series top first,
/// as they lie. One gnuplot process renders every page (as line's).
package struct AreaEmitter: AxisMarksEmitter {
    package init() {}

    package func header(_ plan: AreaPlan) -> String {
        let how = plan.marks.stacking == .overlap ? "" : ", \(plan.marks.stacking.rawValue)"
        return
            "chart area: \(plan.pages.count) of \(plan.pageCount) page(s), \(plan.chart.series.count) series, \(plan.chart.sourceRowCount) rows\(how)"
    }

    package func contents(of page: LinePagePlan, in plan: AreaPlan) -> String {
        let rows = plan.chart.sourceRows(page.rows)
        return "rows \(rows.lowerBound + 1)-\(rows.upperBound)"
    }

    /// Where a band without one below starts on this page: 0, or the axis end nearest it when
    /// 0 is off the axis (a log axis, a `--y-min` above 0).
    static func baseline(_ axis: AxisPlan) -> Double { Swift.min(Swift.max(0, axis.min), axis.max) }

    package func marks(_ script: inout ScriptBuilder, page: LinePagePlan, frame: AxisChartEmitter<AreaMarks>) {
        let plan = frame.plan
        let base = GnuplotNumber.literal(Self.baseline(page.y))
        let (fills, lines, sources) =
            plan.marks.stacking == .overlap
            ? overlapping(&script, page: page, frame: frame, base: base) : stacked(&script, page: page, frame: frame, base: base)
        script.line("plot " + (fills + lines).joined(separator: ", \\\n     "))
        script.undefine(sources)
    }

    /// A stack: one block of every series' top at the page's rows (a row whose total is 0
    /// under `--percent` left out), bands listed top first, outlines bottom first. A streamed
    /// page's rows (`--no-decimate`) are read from the spill when the block is written.
    private func stacked(_ script: inout ScriptBuilder, page: LinePagePlan, frame: AxisChartEmitter<AreaMarks>, base: String)
        -> (fills: [String], lines: [String], sources: [ScriptBuilder.DataSource])
    {
        let chart = frame.plan.chart
        let (xs, series) = (chart.x.positions, chart.series)
        let block: ScriptBuilder.DataSource
        if let streamed = page.marks.streamed, let counts = streamed.finiteCounts {
            block = script.dataBlock("page", rows: counts.all, columns: series.count + 1, streamed: streamed) { .finiteRows(binary: $0) }
        } else {
            let rows = page.sentRows.filter { row in series.allSatisfy { $0.values[row].isFinite } }
            block = script.dataBlock("page", rows: rows.count, columns: series.count + 1) { row, column in
                column == 0 ? xs[rows[row]] : series[column - 1].values[rows[row]]
            }
        }
        let fills = series.indices.reversed().map { s in
            "\(block.reference) using 1:\(s == 0 ? "(\(base))" : String(s + 1)):\(s + 2)\(frame.valueAxes) "
                + "\(look(s, frame.plan)) \(title(s, frame.plan))"
        }
        let lines = series.indices.map { s in "\(block.reference) using 1:\(s + 2)\(frame.valueAxes) \(outline(s, frame))" }
        return (fills, lines, [block])
    }

    /// Overlapping areas: a block per series of its rows with a value (an empty cell is left
    /// out, so the area joins its neighbours, as Vega-Lite's default filter), each filled from
    /// the baseline; a series of one point is a marker, a series of none a legend entry. A
    /// streamed page's rows (`--no-decimate`) are read from the spill when each block is written.
    private func overlapping(_ script: inout ScriptBuilder, page: LinePagePlan, frame: AxisChartEmitter<AreaMarks>, base: String)
        -> (fills: [String], lines: [String], sources: [ScriptBuilder.DataSource])
    {
        let (chart, theme) = (frame.plan.chart, frame.plan.options.figure.theme)
        let xs = chart.x.positions
        var (fills, lines, sources) = ([String](), [String](), [ScriptBuilder.DataSource]())
        for (s, series) in chart.series.enumerated() {
            let color = theme.seriesColor(s)
            let streamed = page.marks.streamed.flatMap { rows in rows.finiteCounts.map { (rows, $0.each[s]) } }
            let rows = streamed == nil ? page.sentRows.filter { series.values[$0].isFinite && series.absent?[$0] != true } : []
            let count = streamed?.1 ?? rows.count
            guard count > 0 else {
                fills.append("keyentry \(look(s, frame.plan)) \(title(s, frame.plan))")
                continue
            }
            let block =
                if let (spilled, _) = streamed {
                    script.dataBlock("area\(s + 1)", rows: count, columns: 2, streamed: spilled) { .finitePairs(series: s, binary: $0) }
                } else {
                    script.dataBlock("area\(s + 1)", rows: count, columns: 2) { row, column in
                        column == 0 ? xs[rows[row]] : series.values[rows[row]]
                    }
                }
            sources.append(block)
            if count == 1 {
                let size = LineEmitter.markerSize(lineWidth: frame.plan.options.line.lineWidth * 2)
                fills.append(
                    "\(block.reference) using 1:2\(frame.valueAxes) with points pt \(theme.seriesPointType(s)) ps \(size) "
                        + "lc rgb '\(color)' \(title(s, frame.plan))"
                )
            } else {
                fills.append("\(block.reference) using 1:(\(base)):2\(frame.valueAxes) \(look(s, frame.plan)) \(title(s, frame.plan))")
                lines.append("\(block.reference) using 1:2\(frame.valueAxes) \(outline(s, frame))")
            }
        }
        return (fills, lines, sources)
    }

    /// Each series' band as a legend entry, styled by `look` as its band is, in the legend's
    /// order (a stack's top first).
    package func keyEntries(_ plan: AreaPlan) -> [KeyEntry] {
        let order = plan.marks.stacking == .overlap ? Array(plan.chart.series.indices) : plan.chart.series.indices.reversed()
        return order.map { s in KeyEntry(name: plan.legendName(s, plan.chart.series[s].name), look: "\(look(s, plan)) \(title(s, plan))") }
    }

    /// A series' band: opaque in a stack (its colour, or its hatch), translucent where areas overlap.
    private func look(_ s: Int, _ plan: AreaPlan) -> String {
        let theme = plan.options.figure.theme
        let (color, fill) = (theme.seriesColor(s), theme.seriesFill(s))
        guard plan.marks.stacking == .overlap else {
            return "with filledcurves " + (fill == .solid ? "fs solid 1.0 noborder lc rgb '\(color)'" : fill.barStyle(color))
        }
        switch fill {
        case .solid: return "with filledcurves fs transparent solid 0.3 noborder lc rgb '\(color)'"
        case let .pattern(number): return "with filledcurves fs transparent pattern \(number) noborder lc rgb '\(color)'"
        }
    }

    /// A series' legend title (or `notitle` when the chart has no legend).
    private func title(_ s: Int, _ plan: AreaPlan) -> String {
        plan.showsLegend ? "title \(GnuplotString.quotedSingleLine(plan.legendName(s, plan.chart.series[s].name)))" : "notitle"
    }

    /// A series' top edge: a solid line of the outline width in its colour, without a title (a
    /// dash would leave gaps in the one mark a thin band has; fills tell repeated colours apart).
    private func outline(_ s: Int, _ frame: AxisChartEmitter<AreaMarks>) -> String {
        let (options, theme) = (frame.plan.options, frame.plan.options.figure.theme)
        return "with lines lw \(GnuplotNumber.literal(options.line.lineWidth)) lc rgb '\(theme.seriesColor(s))' notitle"
    }
}
