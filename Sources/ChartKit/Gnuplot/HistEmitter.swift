/// Writes the gnuplot program for a histogram plan.
///
/// The frame is `AxisChartEmitter`'s; this writes the bars, drawn with `boxxyerror` from one
/// numbers-only data block per series (centre, then the four edges), so gnuplot places exactly
/// the rectangles the layout computed (`HistBar.box`): solid for one series or stacked ones,
/// translucent with an outline in the series colour for two overlaid series, and a step outline
/// per series (a block of line segments) as `HistDrawing` decides.
/// `--mark` statistics are dashed vertical arrows with their label at the top (labels from 3:
/// 1 is the title, 2 the x title), all text through `GnuplotString`.
package struct HistEmitter: AxisMarksEmitter {
    package init() {}

    package func header(_ plan: HistPlan) -> String {
        """
        chart hist: \(plan.chart.series.count) series (\(plan.mode)), \(plan.bins.count) bins (\(plan.bins.rule)), \
        \(plan.options.scale.rawValue)\(plan.options.cumulative ? ", cumulative" : "")
        """
    }

    package func contents(of page: HistPagePlan, in plan: HistPlan) -> String {
        "\(plan.bins.count) bins"
    }

    /// Grid lines at the values only, and reference lines over the opaque bars.
    package func style(_ plan: HistPlan) -> AxisChartStyle {
        AxisChartStyle(categoryGrid: false, referenceLinesInFront: true)
    }

    /// The `--mark` lines with their labels, then the bars.
    package func marks(_ script: inout ScriptBuilder, page: HistPagePlan, frame: AxisChartEmitter<HistPlanMarks>) {
        let plan = frame.plan
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
                """
                set arrow \(firstArrow + offset) from first \(x), graph 0 to first \(x), \(top) \
                nohead lw 1.5 lc rgb '\(theme.annotation)' dt 2 front
                """
            )
            script.line(
                """
                set label \(offset + 3) \(GnuplotString.quotedSingleLine(mark.label)) at first \(x), graph 1 \
                \(mark.labelLeft ? "right offset -0.3" : "left offset 0.3"), \(-1 - Double(offset)) front textcolor rgb '\(theme.annotation)'
                """
            )
        }
        var plots: [String] = []
        var sources: [ScriptBuilder.DataSource] = []
        for series in plan.chart.series.indices {
            let bars = page.bars.filter { $0.series == series }
            let source: ScriptBuilder.DataSource
            let using: String
            switch plan.drawing.style {
            case .steps:
                let segments = Self.outline(bars)
                source = script.dataBlock("s\(series)", rows: segments.count, columns: 4) { row, column in segments[row][column] }
                using = "1:2:($3-$1):($4-$2)"
            case .bars, .translucent:
                source = script.dataBlock("s\(series)", rows: bars.count, columns: 6) { row, column in
                    let box = bars[row].box
                    return [(box.low + box.high) / 2, (box.from + box.to) / 2, box.low, box.high, box.from, box.to][column]
                }
                using = "1:2:3:4:5:6"
            }
            sources.append(source)
            plots.append("\(source.reference) using \(using) \(look(plan, series))\(frame.valueAxes) \(title(plan, series))")
        }
        script.line("plot " + plots.joined(separator: ", \\\n     "))
        for source in sources { script.undefine([source]) }
        for offset in plan.markLines.indices {
            script.line("unset arrow \(firstArrow + offset)")
            script.line("unset label \(offset + 3)")
        }
    }

    /// Each series' bars as a legend entry, styled by `look` as its bars are.
    package func keyEntries(_ plan: HistPlan) -> [KeyEntry] {
        plan.chart.series.indices.map { series in
            KeyEntry(name: plan.legendName(series, plan.chart.series[series].name), look: "\(look(plan, series)) \(title(plan, series))")
        }
    }

    /// A series' bars as `HistDrawing` draws them: step outlines (`vectors`), or boxes solid or
    /// translucent with an outline, in the series' colour.
    private func look(_ plan: HistPlan, _ series: Int) -> String {
        let color = plan.seriesColors[series]
        switch plan.drawing.style {
        case .steps: return "with vectors nohead lw 2 lc rgb '\(color)'"
        case .translucent: return "with boxxyerror fs transparent solid 0.35 border lc rgb '\(color)' lc rgb '\(color)'"
        case .bars: return "with boxxyerror fs solid 1.0 noborder lc rgb '\(color)'"
        }
    }

    /// A series' legend title (or `notitle` when the chart has no legend).
    private func title(_ plan: HistPlan, _ series: Int) -> String {
        plan.showsLegend ? "title \(GnuplotString.quotedSingleLine(plan.legendName(series, plan.chart.series[series].name)))" : "notitle"
    }

    /// A series' bars as a step outline, in segments (x₁, y₁, x₂, y₂): each run of neighbouring
    /// bins rises from its base at the run's first edge, follows the bars' tops and falls back
    /// at its last edge, so empty bins get no ink. A top shared with other series (`topShare`)
    /// is drawn over its part of the bin only. Segments, not one line broken by `nan` points:
    /// every number in the program stays finite.
    static func outline(_ bars: [HistBar]) -> [[Double]] {
        var segments: [[Double]] = []
        for (index, bar) in bars.enumerated() {
            let box = bar.box
            let joined = index > 0 && bars[index - 1].bin == bar.bin - 1
            let riseFrom = joined ? bars[index - 1].box.to : box.from
            segments.append([box.low, riseFrom, box.low, box.to])
            if let share = bar.topShare {
                let width = (box.high - box.low) / Double(share.parts)
                let start = box.low + width * Double(share.part)
                segments.append([start, box.to, start + width, box.to])
            } else {
                segments.append([box.low, box.to, box.high, box.to])
            }
            let last = index == bars.count - 1 || bars[index + 1].bin != bar.bin + 1
            if last { segments.append([box.high, box.to, box.high, box.from]) }
        }
        return segments
    }
}
