/// Writes the gnuplot program for a line chart plan: one program for all its pages.
///
/// The frame (settings shared by every page, then each page's window, ticks and reference
/// lines) is `AxisChartEmitter`'s; this writes each page's marks: a data block with just its
/// rows (numbers only; all of them, or the M4 selection that draws the same pixels) and the
/// `plot` of every series. One gnuplot process renders every page, which is several times
/// faster than a process per page (FACTS.md).
package struct LineEmitter: AxisMarksEmitter {
    package init() {}

    package func header(_ plan: LinePlan) -> String {
        "chart line: \(plan.pages.count) of \(plan.pageCount) page(s), \(plan.chart.series.count) series, \(plan.chart.sourceRowCount) rows"
    }

    package func contents(of page: LinePagePlan, in plan: LinePlan) -> String {
        let rows = plan.chart.sourceRows(page.rows)
        return "rows \(rows.lowerBound + 1)-\(rows.upperBound)"
    }

    package func marks(_ script: inout ScriptBuilder, page: LinePagePlan, frame: AxisChartEmitter<LinePlanMarks>) {
        marks(&script, page: page, frame: frame, series: SeriesLook(frame: frame, emitter: self))
    }

    /// Every page with the series' styles and axes worked out once for the whole program, not
    /// once per page (a thousand pages of fifty series spent a quarter of the emit on them).
    package func program(for plan: LinePlan, outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        var look: SeriesLook?
        return program(for: plan, outputs: outputs, placement: placement) { script, page, frame in
            let series = look ?? SeriesLook(frame: frame, emitter: self)
            look = series
            marks(&script, page: page, frame: frame, series: series)
        }
    }

    /// Each series' line as a legend entry, styled by `seriesStyle` as its marks are.
    package func keyEntries(_ plan: LinePlan) -> [KeyEntry] {
        plan.chart.series.enumerated().map { index, series in
            let name = plan.legendName(index, series.name)
            return KeyEntry(name: name, look: seriesStyle(index: index, series: series, options: plan.options, name: name))
        }
    }

    /// Each series' style (colour, dash, width, legend title) and axes clause: the value axis, or
    /// gnuplot's y2 for a series on the right (`--y2`). The same on every page.
    struct SeriesLook {
        var styles: [String]
        var axesClauses: [String]

        init(frame: AxisChartEmitter<LinePlanMarks>, emitter: LineEmitter) {
            let plan = frame.plan
            styles = plan.chart.series.enumerated().map { index, series in
                emitter.seriesStyle(index: index, series: series, options: plan.options, name: plan.legendName(index, series.name))
            }
            axesClauses = plan.chart.series.map { frame.axes(onSecondAxis: $0.onY2) }
        }
    }

    private func marks(_ script: inout ScriptBuilder, page: LinePagePlan, frame: AxisChartEmitter<LinePlanMarks>, series: SeriesLook) {
        let (plan, options) = (frame.plan, frame.plan.options)
        let (styles, axesClauses) = (series.styles, series.axesClauses)
        if Self.drawsSegments(page: page, chart: plan.chart, options: options) {
            segmentMarks(&script, page: page, chart: plan.chart, options: options, styles: styles, axesClauses: axesClauses)
        } else {
            self.marks(&script, page: page, chart: plan.chart, options: options, styles: styles, axesClauses: axesClauses)
        }
    }

    /// Whether a page's lines are drawn segment by segment: a decimated PNG page of solid lines.
    ///
    /// pngcairo strokes a polyline as one path, and the zigzag M4 keeps of dense noise (a few
    /// thousand points up and down the plot) overlaps itself everywhere: it took 0.2 s of
    /// gnuplot's time for a million noisy rows. The same segments, each its own line (both
    /// ends, then a gap), take well under half that and cover the same pixels but at the joins
    /// (issue 22: tested end to end against `--no-decimate`; on libgd `png` pixel for pixel).
    /// Dashed lines keep their path (a dash pattern would restart at every segment), and so do
    /// SVG and PDF, which are not rasters.
    static func drawsSegments(page: LinePagePlan, chart: LineChart, options: LineOptions) -> Bool {
        guard options.figure.format == .png, !options.points, page.marks.decimatedRows != nil else { return false }
        return allSolid(chart: chart, options: options)
    }

    /// Whether every series is drawn without a dash pattern (its own `--dashed` or the theme's).
    static func allSolid(chart: LineChart, options: LineOptions) -> Bool {
        let theme = options.figure.theme
        return chart.series.indices.allSatisfy { !chart.series[$0].dashed && theme.seriesDash($0) == .solid }
    }

    /// Where a page's lines sent row by row are cut into shorter paths (`PathBreaks`), with a
    /// comment saying so in the program when a line of `rows` rows is cut at all.
    static func breaks(_ script: inout ScriptBuilder, rows: Int, chart: LineChart, options: LineOptions) -> PathBreaks {
        let breaks = PathBreaks.forLines(png: options.figure.format == .png, allSolid: allSolid(chart: chart, options: options))
        if breaks.cuts(rows: rows) > 0 {
            script.comment(
                "lines cut into paths of \(breaks.every) rows, each cut row sent again after a gap: "
                    + "pngcairo strokes one long path in time that grows faster than its length")
        }
        return breaks
    }

    /// A decimated PNG page's lines as separate segments between neighbouring finite points (a
    /// gap still breaks the line), and its lone points as markers (`marks`' rule).
    private func segmentMarks(
        _ script: inout ScriptBuilder, page: LinePagePlan, chart: LineChart, options: LineOptions,
        styles: [String], axesClauses: [String]
    ) {
        let xs = chart.x.positions
        let sent = page.sentRows
        var sources: [ScriptBuilder.DataSource] = []
        var plots: [String] = []
        for (s, series) in chart.series.enumerated() {
            let values = series.values
            let rows = series.absent.map { absent in sent.filter { !absent[$0] } } ?? sent
            let starts = rows.indices.dropLast().filter { values[rows[$0]].isFinite && values[rows[$0 + 1]].isFinite }
            if starts.isEmpty {
                // No segment (lone points only): an empty block would make gnuplot skip the plot
                // with a warning and leave the series out of the legend while its markers show.
                plots.append("keyentry \(styles[s])")
            } else {
                // Three rows a segment: its two ends, then a gap that ends the line there.
                let source = script.dataBlock("segments\(s + 1)", rows: starts.count * 3, columns: 2) { row, column in
                    let (segment, end) = row.quotientAndRemainder(dividingBy: 3)
                    let at = rows[starts[segment] + Swift.min(end, 1)]
                    return column == 0 ? xs[at] : end == 2 ? .nan : values[at]
                }
                sources.append(source)
                plots.append("\(source.reference) using 1:2\(axesClauses[s]) \(styles[s])")
            }
            let lone = Self.loneRows(rows, values: values)
            guard !lone.isEmpty else { continue }
            let points = script.dataBlock("lone\(s + 1)", rows: lone.count, columns: 2) { row, column in
                column == 0 ? xs[lone[row]] : values[lone[row]]
            }
            sources.append(points)
            plots.append(Self.loneClause(points, series: s, axesClause: axesClauses[s], options: options))
        }
        script.line("plot " + plots.joined(separator: ", \\\n     "))
        script.undefine(sources)
    }

    /// One data block for all series, unless some series lack rows (long data split by
    /// `--series`): then each gets its own block without them, so its line joins its own
    /// points; gaps (NaN) still break it. Points a line cannot show are added as markers.
    private func marks(
        _ script: inout ScriptBuilder, page: LinePagePlan, chart: LineChart, options: LineOptions,
        styles: [String], axesClauses: [String]
    ) {
        if let streamed = page.marks.streamed {
            streamedMarks(&script, rows: streamed, chart: chart, options: options, styles: styles, axesClauses: axesClauses)
            return
        }
        let xs = chart.x.positions
        let sent = page.sentRows
        let series = chart.series
        let rowsOf = series.map { line in line.absent.map { absent in sent.filter { !absent[$0] } } ?? sent }
        let breaks = Self.breaks(&script, rows: rowsOf.map(\.count).max() ?? 0, chart: chart, options: options)
        var sources: [ScriptBuilder.DataSource] = []
        var plots: [String]
        if series.allSatisfy({ $0.absent == nil }) {
            let block = script.sharedXBlock(
                "page", rows: breaks.sentCount(rows: sent.count), series: series.count, x: { xs[sent[breaks.source($0).row]] }
            ) { s, index in
                let (row, gap) = breaks.source(index)
                return gap ? .nan : series[s].values[sent[row]]
            }
            sources += block.sources
            plots = styles.indices.map { s in "\(block.clauses[s])\(axesClauses[s]) \(styles[s])" }
        } else {
            plots = series.indices.map { s in
                let rows = rowsOf[s]
                let source = script.dataBlock("page\(s + 1)", rows: breaks.sentCount(rows: rows.count), columns: 2) { index, column in
                    let (row, gap) = breaks.source(index)
                    return column == 0 ? xs[rows[row]] : gap ? .nan : series[s].values[rows[row]]
                }
                sources.append(source)
                return "\(source.reference) using 1:2\(axesClauses[s]) \(styles[s])"
            }
        }
        if !options.points {
            for s in series.indices {
                let lone = Self.loneRows(rowsOf[s], values: series[s].values)
                guard !lone.isEmpty else { continue }
                let source = script.dataBlock("lone\(s + 1)", rows: lone.count, columns: 2) { row, column in
                    column == 0 ? xs[lone[row]] : series[s].values[lone[row]]
                }
                sources.append(source)
                plots.append(Self.loneClause(source, series: s, axesClause: axesClauses[s], options: options))
            }
        }
        script.line("plot " + plots.joined(separator: ", \\\n     "))
        script.undefine(sources)
    }

    /// The rows among `rows` (in drawing order) whose value is a number between two gaps (or a
    /// gap and an end): a line needs two neighbouring points, so without a marker these are not
    /// drawn at all (a one-row input was an empty chart).
    static func loneRows(_ rows: [Int], values: [Double]) -> [Int] {
        rows.indices.compactMap { i in
            guard values[rows[i]].isFinite else { return nil }
            let before = i > 0 && values[rows[i - 1]].isFinite
            let after = i + 1 < rows.count && values[rows[i + 1]].isFinite
            return before || after ? nil : rows[i]
        }
    }

    /// The plot element of series `s`' lone points (`loneRows`): markers twice the line's size.
    static func loneClause(_ source: ScriptBuilder.DataSource, series s: Int, axesClause: String, options: LineOptions) -> String {
        """
        \(source.reference) using 1:2\(axesClause) with points pt \(options.figure.theme.seriesPointType(s)) ps \
        \(Self.markerSize(lineWidth: options.lineWidth * 2)) lc rgb '\(options.figure.theme.seriesColor(s))' notitle
        """
    }

    /// A streamed page that sends every row (`StreamedRows`: `--points`, `--no-decimate`): what
    /// `marks` writes for the whole read's rows, the rows read from the spill only when the
    /// program or its data file is written.
    private func streamedMarks(
        _ script: inout ScriptBuilder, rows: StreamedRows, chart: LineChart, options: LineOptions, styles: [String], axesClauses: [String]
    ) {
        let breaks = Self.breaks(&script, rows: rows.range.count, chart: chart, options: options)
        let block = script.sharedXBlock("page", streamed: rows, breaks: breaks)
        var sources = block.sources
        var plots = styles.indices.map { s in "\(block.clauses[s])\(axesClauses[s]) \(styles[s])" }
        if !options.points {
            for s in styles.indices where rows.loneCounts[s] > 0 {
                let source = script.loneBlock("lone\(s + 1)", streamed: rows, series: s)
                sources.append(source)
                plots.append(Self.loneClause(source, series: s, axesClause: axesClauses[s], options: options))
            }
        }
        script.line("plot " + plots.joined(separator: ", \\\n     "))
        script.undefine(sources)
    }

    /// The point size of markers (`--points`, lone points): grows with the line width.
    static func markerSize(lineWidth: Double) -> String {
        GnuplotNumber.literal(((0.35 + lineWidth * 0.15) * 1000).rounded() / 1000)
    }

    /// `with lines lw 2 lc rgb '#0072B2' dt 1 title 'name'` for one series.
    fileprivate func seriesStyle(index: Int, series: LineSeries, options: LineOptions, name: String) -> String {
        let theme = options.figure.theme
        let color = theme.seriesColor(index)
        let mark = options.points ? "linespoints pt \(theme.seriesPointType(index)) ps \(Self.markerSize(lineWidth: options.lineWidth))" : "lines"
        let dash = (series.dashed ? DashPattern.comparison : theme.seriesDash(index)).gnuplot
        return "with \(mark) lw \(GnuplotNumber.literal(options.lineWidth)) lc rgb '\(color)' \(dash) title \(GnuplotString.quoted(name))"
    }
}
