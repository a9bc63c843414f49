/// Writes the gnuplot program for a discrete graph plan: one program for all its pages.
///
/// The frame is `AxisChartEmitter`'s; this writes each page's marks. Each plot gets a data
/// block per page with its points on that page (`x low high`, numbers only; x is the slot plus
/// the plot's offset). A range is drawn exactly from low to high: a marker at each end and,
/// with `--connect`, a bar joining them; a single value is one marker. Legend entries are
/// `keyentry`s so a plot with no point on a page keeps its entry.
package struct DiscreteEmitter: AxisMarksEmitter {
    package init() {}

    package func header(_ plan: DiscretePlan) -> String {
        "chart discrete: \(plan.pages.count) of \(plan.pageCount) page(s), \(plan.chart.plots.count) plot(s), \(plan.chart.count) x slots"
    }

    package func contents(of page: DiscretePagePlan, in plan: DiscretePlan) -> String {
        "x slots \(page.slots.lowerBound + 1)-\(page.slots.upperBound)"
    }

    package func marks(_ script: inout ScriptBuilder, page: DiscretePagePlan, frame: AxisChartEmitter<DiscretePlanMarks>) {
        let (plan, axesClause) = (frame.plan, frame.valueAxes)
        let marker = { (plot: Int) in "pt \(plan.pointType(ofPlot: plot)) ps \(GnuplotNumber.literal(plan.markerSize))" }
        let bar = "lw \(GnuplotNumber.literal(plan.barWidth))"
        var elements: [String] = []
        var blocks: [ScriptBuilder.DataSource] = []
        for (p, plot) in plan.chart.plots.enumerated() {
            if let columns = page.marks.columns(ofPlot: p) {
                columnMarks(
                    &script, columns, name: "p\(p + 1)", marker: marker(p), color: "lc rgb '\(plan.color(ofPlot: p))'",
                    axesClause: axesClause, elements: &elements, blocks: &blocks)
                continue
            }
            guard let (source, hasRanges) = pointBlock(&script, plot: plot, index: p, page: page, plan: plan) else { continue }
            blocks.append(source)
            let data = source.reference
            let color = "lc rgb '\(plan.color(ofPlot: p))'"
            if plan.options.connect && hasRanges {
                elements.append("\(data) using 1:2:(0):($3-$2)\(axesClause) with vectors nohead \(bar) \(color) notitle")
            }
            elements.append("\(data) using 1:2\(axesClause) with points \(marker(p)) \(color) notitle")
            if hasRanges {
                elements.append("\(data) using 1:3\(axesClause) with points \(marker(p)) \(color) notitle")
            }
        }
        if plan.showsLegend { elements += keyEntries(plan).map(\.element) }
        if elements.isEmpty {
            // No point on this page: draw the empty frame (NaN plots nothing and warns of nothing).
            elements.append("NaN notitle")
        }
        script.line("plot " + elements.joined(separator: ", \\\n     "))
        if let spill = plan.chart.spill { script.checkReads(of: spill) }
        for source in blocks { script.undefine([source]) }
    }

    /// The block of plot `index`'s drawn points on `page` (`x low high`) and whether one is a
    /// range; nil when it has none there. Every point of a streamed chart's page is read from
    /// its spill when the program is written (`SpilledSlotData`), not held.
    private func pointBlock(_ script: inout ScriptBuilder, plot: DiscretePlot, index p: Int, page: DiscretePagePlan, plan: DiscretePlan)
        -> (ScriptBuilder.DataSource, Bool)?
    {
        let name = "p\(p + 1)"
        if plan.chart.spill != nil, page.marks.keptSlots == nil {
            let data = SpilledSlotData(points: plot.points[page.slots], offset: plan.offsets[p])
            let (rows, hasRanges) = data.shape
            return rows == 0 ? nil : (script.slotBlock(name, rows: rows, data: data), hasRanges)
        }
        let rows = page.drawnSlots(ofPlot: p).compactMap { slot in plot.points[slot].map { (Double(slot) + plan.offsets[p], $0) } }
        guard !rows.isEmpty else { return nil }
        let source = script.dataBlock(name, rows: rows.count, columns: 3) { row, column in
            switch column {
            case 0: return rows[row].0
            case 1: return rows[row].1.low
            default: return rows[row].1.high
            }
        }
        return (source, rows.contains { !$0.1.isSingle })
    }

    /// Each plot's marker as a legend entry (at least 1.2 large, so a small one reads): the
    /// discrete chart's legend is always these, so a plot without a point on a page keeps its entry.
    package func keyEntries(_ plan: DiscretePlan) -> [KeyEntry] {
        plan.chart.plots.enumerated().map { p, plot in
            let name = plan.legendName(p, plot.name)
            return KeyEntry(
                name: name,
                look: """
                    with points pt \(plan.pointType(ofPlot: p)) ps \(GnuplotNumber.literal(max(plan.markerSize, 1.2))) lc rgb \
                    '\(plan.color(ofPlot: p))' title \(GnuplotString.quoted(name))
                    """)
        }
    }

    /// A plot drawn per pixel column (`DiscreteColumns`): its runs as filled boxes
    /// (`x y xlow xhigh ylow yhigh`), then the markers left, in the plot's colour.
    private func columnMarks(
        _ script: inout ScriptBuilder, _ columns: DiscreteColumns, name: String, marker: String, color: String, axesClause: String,
        elements: inout [String], blocks: inout [ScriptBuilder.DataSource]
    ) {
        if !columns.boxes.isEmpty {
            let boxes = columns.boxes
            let source = script.dataBlock(name + "box", rows: boxes.count, columns: 4) { row, column in
                switch column {
                case 0: return boxes[row].xLow
                case 1: return boxes[row].xHigh
                case 2: return boxes[row].yLow
                default: return boxes[row].yHigh
                }
            }
            blocks.append(source)
            elements.append(
                "\(source.reference) using (($1+$2)/2):(($3+$4)/2):1:2:3:4\(axesClause) with boxxyerror fs solid 1.0 noborder \(color) notitle")
        }
        if !columns.markers.isEmpty {
            let markers = columns.markers
            let source = script.dataBlock(name, rows: markers.count, columns: 2) { row, column in markers[row][column] }
            blocks.append(source)
            elements.append("\(source.reference) using 1:2\(axesClause) with points \(marker) \(color) notitle")
        }
    }
}
