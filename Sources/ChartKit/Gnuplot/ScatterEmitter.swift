#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the gnuplot program for a scatter chart plan: the frame is `AxisChartEmitter`'s; this
/// writes the marks, one data block of (x, y) per series holding only its drawn points, each
/// plotted `with points` in its colour and shape.
package struct ScatterEmitter: Sendable {
    package init() {}

    /// The program that renders `plan`, with large data blocks as binary files if `placement` says so.
    package func program(for plan: ScatterPlan, outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        let emitter = AxisChartEmitter(layout: plan.layout, figure: plan.options.figure, axes: plan.options.axes)
        let pages = plan.pages.enumerated().map { index, page in
            AxisChartEmitter.Page(comment: "page \(page.page): \(plan.chart.count) rows", output: outputs[index], x: page.x, y: page.y)
        }
        let total = plan.pages.first?.marks.points.reduce(0, +) ?? 0
        let header = "chart scatter: \(plan.chart.series.count) series, \(total) points"
        let axesClause = emitter.valueAxis == "y" ? "" : " axes x1y2"
        return emitter.program(header: header, pages: pages, placement: placement) { script, index in
            marks(&script, plan: plan, axesClause: axesClause, x: plan.pages[index].x)
        }
    }

    /// A block and a `plot` term per series; a series with no point keeps its legend entry
    /// (`keyentry`), as gnuplot refuses an empty block.
    private func marks(_ script: inout ScriptBuilder, plan: ScatterPlan, axesClause: String, x: AxisPlan) {
        let xs = plan.chart.x.positions
        var sources: [ScriptBuilder.DataSource] = []
        var plots: [String] = []
        for (s, series) in plan.chart.series.enumerated() {
            let style = "pt \(plan.pointTypes[s]) ps \(GnuplotNumber.literal(plan.markerSize)) lc rgb '\(plan.seriesColors[s])'"
            let title = plan.showsLegend ? "title \(GnuplotString.quotedSingleLine(plan.legendName(s, series.name)))" : "notitle"
            let rows = ScatterLayouter.drawnRows(series)
            guard !rows.isEmpty else {
                if plan.showsLegend { plots.append("keyentry with points \(style) \(title)") }
                continue
            }
            let source = script.dataBlock("series\(s + 1)", rows: rows.count, columns: 2) { row, column in
                column == 0 ? xs[rows[row]] : series.values[rows[row]]
            }
            sources.append(source)
            plots.append("\(source.reference) using 1:2\(axesClause) with points \(style) \(title)")
        }
        fitLines(&script, plan: plan, axesClause: axesClause, x: x, sources: &sources, plots: &plots)
        script.line("plot " + plots.joined(separator: ", \\\n     "))
        script.undefine(sources)
    }

    /// Each fitted line across the whole x axis, after every series (the legend lists the
    /// series, then the fits): its two ends, or 64 points evenly spaced on a log x axis.
    private func fitLines(
        _ script: inout ScriptBuilder, plan: ScatterPlan, axesClause: String, x: AxisPlan, sources: inout [ScriptBuilder.DataSource],
        plots: inout [String]
    ) {
        var entry = plan.chart.series.count
        for (s, fit) in plan.fits.enumerated() {
            guard let fit else { continue }
            let count = x.log ? 64 : 2
            let xs = (0..<count).map { i in
                let t = Double(i) / Double(count - 1)
                return x.log ? x.min * pow(x.max / x.min, t) : x.min + (x.max - x.min) * t
            }
            let source = script.dataBlock("fit\(s + 1)", rows: count, columns: 2) { row, column in
                column == 0 ? xs[row] : fit.value(at: xs[row])
            }
            sources.append(source)
            let title =
                plan.showsLegend
                ? "title \(GnuplotString.quotedSingleLine(plan.legendName(entry, plan.marks.fitTitles(plan.chart)[entry - plan.chart.series.count])))"
                : "notitle"
            plots.append("\(source.reference) using 1:2\(axesClause) with lines lw 1.5 lc rgb '\(plan.seriesColors[s])' dt 1 \(title)")
            entry += 1
        }
    }
}
