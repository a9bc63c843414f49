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
package struct ScatterEmitter: AxisMarksEmitter {
    package init() {}

    package func header(_ plan: ScatterPlan) -> String {
        "chart scatter: \(plan.chart.series.count) series, \(plan.pages.first?.marks.points.reduce(0, +) ?? 0) points"
    }

    package func contents(of page: ScatterPagePlan, in plan: ScatterPlan) -> String {
        "\(plan.chart.sourceRowCount) rows"
    }

    /// The density image, or a marker per point; then the fitted lines.
    package func marks(_ script: inout ScriptBuilder, page: ScatterPagePlan, frame: AxisChartEmitter<ScatterPlanMarks>) {
        if let grid = page.density {
            density(&script, grid: grid, plan: frame.plan, page: page, axesClause: frame.valueAxes)
        } else {
            marks(&script, plan: frame.plan, axesClause: frame.valueAxes, page: page, frame: frame)
        }
    }

    /// A block and a `plot` term per series; a series with no point keeps its legend entry
    /// (`keyentry`), as gnuplot refuses an empty block. A crowded PNG sends only the markers
    /// `MarkerCulling` kept, and says so in a comment.
    private func marks(
        _ script: inout ScriptBuilder, plan: ScatterPlan, axesClause: String, page: ScatterPagePlan, frame: AxisChartEmitter<ScatterPlanMarks>
    ) {
        let (x, y) = (page.x, page.y)
        let xs = plan.chart.x.positions
        if let sent = page.marks.sentCounts {
            let points = page.marks.points.reduce(0, +)
            script.comment("\(sent.reduce(0, +)) of \(points) markers sent: the others are painted over by later markers (the same PNG)")
        }
        var sources: [ScriptBuilder.DataSource] = []
        var elements: [MarkerPlots.Element] = []
        let bubbles = plan.marks.bubbles
        let sizes = plan.chart.sizes?.values ?? []
        for (s, series) in plan.chart.series.enumerated() {
            let style = pointStyle(plan, s)
            let title = plan.showsLegend ? "title \(GnuplotString.quotedSingleLine(plan.legendName(s, series.name)))" : "notitle"
            if let spilled = page.marks.spilled {
                let element = spilledElement(&script, spilled, series: s, style: style, title: title, axesClause: axesClause, sources: &sources)
                if let element, element.source != nil || plan.showsLegend { elements.append(element) }
                continue
            }
            let rows = page.marks.culledRows?[s] ?? ScatterLayouter.drawnRows(series)
            guard !rows.isEmpty else {
                if plan.showsLegend { elements.append(.init(source: nil, look: "with points \(style.replacingVariable)", title: title)) }
                continue
            }
            let columns = bubbles == nil ? 2 : 3
            let source = script.dataBlock("series\(s + 1)", rows: rows.count, columns: columns) { row, column in
                switch column {
                case 0: xs[rows[row]]
                case 1: series.values[rows[row]]
                default: bubbles?.pointSize(sizes[rows[row]]) ?? 0
                }
            }
            sources.append(source)
            elements.append(
                .init(
                    source: source, columns: columns, rows: rows.count, using: "using 1:2\(bubbles == nil ? "" : ":3")\(axesClause)",
                    look: "with points \(style)", title: title))
        }
        fitLines(&script, plan: plan, axesClause: axesClause, x: x, y: y, sources: &sources, elements: &elements, first: plan.chart.series.count)
        if let bubbles { sizeLegend(&script, bubbles: bubbles, plan: plan) }
        let plots = MarkerPlots(elements: elements, pointsPerPlot: script.placement.pointsPerPlot)
        plots.write(&script, border: frame.borderCommand, inMultiplot: plan.frame.panel != nil, showsLegend: plan.showsLegend)
        script.undefine(sources)
    }

    /// Series `s`'s markers a crowded streamed PNG keeps, read from the spill when written
    /// (`SpilledMarkers`), or its legend entry alone when it keeps none.
    private func spilledElement(
        _ script: inout ScriptBuilder, _ spilled: SpilledMarkers, series s: Int, style: String, title: String, axesClause: String,
        sources: inout [ScriptBuilder.DataSource]
    ) -> MarkerPlots.Element? {
        guard spilled.counts[s] > 0 else { return .init(source: nil, look: "with points \(style.replacingVariable)", title: title) }
        let source = script.markerBlock("series\(s + 1)", markers: spilled, series: s)
        sources.append(source)
        let using = "using 1:2\(spilled.columns == 3 ? ":3" : "")\(axesClause)"
        return .init(source: source, columns: spilled.columns, rows: spilled.counts[s], using: using, look: "with points \(style)", title: title)
    }

    /// Each fitted line across the whole x axis, after every series (the legend lists the
    /// series, then the fits): its two ends, as the line is straight on the chart's axes
    /// (`LinearFit.ends`; a line that misses the plot keeps its legend entry). `first` is the
    /// first fit's place in the legend: after the series, or 0 beside a density image, whose
    /// legend lists only the fits.
    private func fitLines(
        _ script: inout ScriptBuilder, plan: ScatterPlan, axesClause: String, x: AxisPlan, y: AxisPlan,
        sources: inout [ScriptBuilder.DataSource], elements: inout [MarkerPlots.Element], first: Int
    ) {
        var entry = first
        for (s, fit) in plan.fits.enumerated() {
            guard let fit else { continue }
            let style = fitStyle(plan, s)
            let title = plan.showsLegend ? "title \(GnuplotString.quotedSingleLine(fitName(plan, entry: entry, first: first)))" : "notitle"
            entry += 1
            guard let ends = fit.ends(x: x.min...x.max, y: y.min...y.max, margin: 1) else {
                if plan.showsLegend { elements.append(.init(source: nil, look: "with lines \(style)", title: title)) }
                continue
            }
            let source = script.dataBlock("fit\(s + 1)", rows: ends.count, columns: 2) { row, column in
                column == 0 ? ends[row].x : ends[row].y
            }
            sources.append(source)
            elements.append(
                .init(
                    source: source, columns: 2, rows: ends.count, using: "using 1:2\(axesClause)", look: "with lines \(style)", title: title,
                    splits: false))
        }
    }

    /// The legend as entries: each series' marker (none beside a density image), then each fit's
    /// line, styled as `marks` and `fitLines` draw them.
    package func keyEntries(_ plan: ScatterPlan) -> [KeyEntry] {
        let markers = plan.pages.first?.density == nil ? plan.chart.series.indices : 0..<0
        let series = markers.map { s in
            let name = plan.legendName(s, plan.chart.series[s].name)
            return KeyEntry(name: name, look: "with points \(pointStyle(plan, s).replacingVariable) title \(GnuplotString.quotedSingleLine(name))")
        }
        let fitted = plan.fits.indices.filter { plan.fits[$0] != nil }
        let fits = fitted.enumerated().map { offset, s in
            let name = fitName(plan, entry: markers.count + offset, first: markers.count)
            return KeyEntry(name: name, look: "with lines \(fitStyle(plan, s)) title \(GnuplotString.quotedSingleLine(name))")
        }
        return series + fits
    }

    /// A series' markers: its shape, its size (or each bubble's) and its colour (translucent bubbles).
    private func pointStyle(_ plan: ScatterPlan, _ s: Int) -> String {
        let bubbles = plan.marks.bubbles != nil
        let size = bubbles ? "variable" : GnuplotNumber.literal(plan.markerSize)
        let color = bubbles ? Self.translucent(plan.seriesColors[s]) : plan.seriesColors[s]
        return "pt \(plan.pointTypes[s]) ps \(size) lc rgb '\(color)'"
    }

    /// A fitted line's width, colour (its series') and dash.
    private func fitStyle(_ plan: ScatterPlan, _ s: Int) -> String { "lw 1.5 lc rgb '\(plan.seriesColors[s])' dt 1" }

    /// The legend name of the fit at `entry` among the legend's entries, the first fit at `first`.
    private func fitName(_ plan: ScatterPlan, entry: Int, first: Int) -> String {
        plan.legendName(entry, plan.marks.fitTitles(plan.chart)[entry - first])
    }

    /// The density image: every bin a pixel at its centre (`with rgbalpha`, empty bins fully
    /// transparent), the colours chart computed from `DensityGrid.ramp`; then the fits, and the
    /// colour bar beside the plot.
    private func density(_ script: inout ScriptBuilder, grid: DensityGrid, plan: ScatterPlan, page: ScatterPagePlan, axesClause: String) {
        let (x, y) = (page.x, page.y)
        let dx = (x.max - x.min) / Double(max(1, grid.columns - 1))
        let dy = (y.max - y.min) / Double(max(1, grid.rows - 1))
        var shades: [UInt32: (Double, Double, Double)] = [:]
        let source = script.dataBlock("density", rows: grid.columns * grid.rows, columns: 6) { cell, column in
            let (j, i) = cell.quotientAndRemainder(dividingBy: grid.columns)
            switch column {
            case 0: return x.min + Double(i) * dx
            case 1: return y.min + Double(j) * dy
            case 5: return grid.counts[cell] == 0 ? 0 : 255
            default:
                let count = grid.counts[cell]
                guard count > 0 else { return 255 }
                let rgb = shades[count] ?? DensityGrid.color(at: grid.shade(count))
                shades[count] = rgb
                return column == 2 ? rgb.0 : column == 3 ? rgb.1 : rgb.2
            }
        }
        var sources = [source]
        var elements: [MarkerPlots.Element] = []
        fitLines(&script, plan: plan, axesClause: axesClause, x: x, y: y, sources: &sources, elements: &elements, first: 0)
        colorBar(&script, grid: grid, plan: plan, page: page)
        let plots = ["\(source.reference) using 1:2:3:4:5:6\(axesClause) with rgbalpha notitle"] + elements.map(\.element)
        script.line("plot " + plots.joined(separator: ", \\\n     "))
        script.undefine(sources)
    }

    /// `#RRGGBB` a quarter transparent (gnuplot's `#AARRGGBB`), so overlapping bubbles show.
    static func translucent(_ color: String) -> String {
        color.count == 7 && color.hasPrefix("#") ? "#40" + color.dropFirst() : color
    }

    /// The size legend beside the plot (where the colour bar would be): the column's name, then
    /// each reference value's bubble, drawn by the same point size rule as the data (a label's
    /// `point`), with its number.
    private func sizeLegend(_ script: inout ScriptBuilder, bubbles: BubbleScale, plan: ScatterPlan) {
        let (frame, onLeft) = (plan.frame, plan.options.axes.ySide == .right)
        let width = ScatterLayouter.sizeLegendWidth(bubbles, fontSize: plan.options.figure.fontSize)
        let left = onLeft ? Double(frame.left) - width + 4 : Double(frame.right) + 12
        let diameter = 6 * BubbleScale.maxPointSize + 1
        let position = { (pixel: Double, row: Double) in
            "screen \(FrameCommands.fraction(frame.screenX(pixel))), screen \(FrameCommands.fraction(frame.screenY(row)))"
        }
        let color = script.theme.text
        script.line(
            """
            set label 120 \(GnuplotString.quotedSingleLine(bubbles.column)) at \(position(left, Double(frame.top) + 6)) left \
            front\(script.theme.textColorClause)
            """
        )
        var row = Double(frame.top) + 20
        for (index, value) in bubbles.legend.enumerated() {
            let size = bubbles.pointSize(value)
            let half = (6 * size + 1) / 2
            row += half
            let centre = left + diameter / 2
            script.line(
                "set label \(121 + 2 * index) '' at \(position(centre, row)) point pt 6 ps \(GnuplotNumber.literal(size)) lc rgb '\(color)' front")
            script.line(
                """
                set label \(122 + 2 * index) \(GnuplotString.quotedSingleLine(BubbleScale.label(value))) at \(position(left + diameter + 6, row)) \
                left front\(script.theme.textColorClause)
                """
            )
            row += half + 8
        }
    }

    /// The colour bar: the ramp as 32 stacked rectangles beside the plot, bottom (one point)
    /// to top (the fullest bin), its title above and counts at its ends and at powers of ten
    /// between, where `ColorBarLayout` puts them. With the value axis on the right (`left`),
    /// the bar stands left of the plot, where the frame kept its room.
    private func colorBar(_ script: inout ScriptBuilder, grid: DensityGrid, plan: ScatterPlan, page: ScatterPagePlan) {
        let frame = plan.frame
        let bar = ColorBarLayout(grid: grid, plan: plan, page: page)
        let right = bar.left + ColorBarLayout.barWidth
        let steps = 32
        let height = bar.bottom - bar.top
        let position = { (pixel: Double, row: Double) in
            "screen \(FrameCommands.fraction(frame.screenX(pixel))), screen \(FrameCommands.fraction(frame.screenY(row)))"
        }
        for step in 0..<steps {
            let (low, high) = (bar.bottom - height * Double(step) / Double(steps), bar.bottom - height * Double(step + 1) / Double(steps))
            let (r, g, b) = DensityGrid.color(at: (Double(step) + 0.5) / Double(steps))
            let hex = PrintfText.format("#%02X%02X%02X", Int(r), Int(g), Int(b))
            script.line(
                "set object \(100 + step) rect from \(position(bar.left, low)) to \(position(right, high)) fc rgb '\(hex)' fs solid 1.0 noborder")
        }
        for (index, label) in bar.labels.enumerated() {
            script.line(
                """
                set label \(100 + index) '\(label.count)' at \(position(right + ColorBarLayout.labelGap, label.row)) left \
                front\(script.theme.textColorClause)
                """
            )
        }
        script.line(
            """
            set label \(100 + bar.labels.count) '\(ColorBarLayout.title)' at \(position(bar.left, bar.titleRow)) left \
            front\(script.theme.textColorClause)
            """
        )
    }
}

extension String {
    /// A marker style with `ps variable` made a fixed size, for a `keyentry` (which has no data).
    fileprivate var replacingVariable: String {
        replacing("ps variable", with: "ps \(GnuplotNumber.literal(BubbleScale.maxPointSize / 2))")
    }
}
