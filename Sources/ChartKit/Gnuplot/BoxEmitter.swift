/// Writes a box chart's marks: per series, the boxes (`boxxyerror`, filled in the series'
/// colour), the whiskers and their caps (`vectors`), the outliers (open circles), and with
/// `--points` the values jittered over their box; the medians last, in the text colour, so
/// they sit on top of every box.
///
/// Coordinates are (slot, value), swapped when horizontal; the frame turns the axes.
package struct BoxEmitter: AxisMarksEmitter {
    package init() {}

    package func header(_ plan: BoxPlan) -> String {
        "chart box: \(plan.chart.categories.count) categories, \(plan.chart.series.count) series"
    }

    package func contents(of page: AxisPagePlan<Int>, in plan: BoxPlan) -> String {
        "categories \(page.rows.lowerBound + 1)-\(page.rows.upperBound)"
    }

    package func style(_ plan: BoxPlan) -> AxisChartStyle { AxisChartStyle(orientation: plan.options.horizontal ? .horizontal : .vertical) }

    package func marks(_ script: inout ScriptBuilder, page: AxisPagePlan<Int>, frame: AxisChartEmitter<BoxMarks>) {
        let plan = frame.plan
        let shapes = BoxShape.shapes(of: page, in: plan, pixels: plan.valuePixels)
        let swap = plan.options.horizontal
        let width = plan.figure.theme.lineWidth
        var (sources, plots) = ([ScriptBuilder.DataSource](), [String]())
        func add(_ name: String, _ rows: [[Double]], _ using: String, _ look: String) {
            guard !rows.isEmpty else { return }
            let source = script.dataBlock(name, rows: rows.count, columns: rows[0].count) { rows[$0][$1] }
            sources.append(source)
            plots.append("\(source.reference) using \(using)\(frame.valueAxes) \(look)")
        }
        for (s, series) in plan.chart.series.enumerated() {
            let mine = shapes.filter { $0.series == s }
            let color = "lc rgb '\(plan.colors[s])'"
            // A series without a box on this page still gets its legend entry, from a row gnuplot skips.
            let boxes = mine.isEmpty ? [[Double.nan, .nan, .nan, .nan, .nan, .nan]] : mine.map { Self.rectangle($0, swap: swap) }
            add("boxes\(s + 1)", boxes, "1:2:3:4:5:6", "\(look(plan, s)) \(title(plan, s, series.name))")
            add("whiskers\(s + 1)", mine.flatMap { Self.whiskers($0, swap: swap) }, "1:2:3:4", "with vectors nohead lw \(width) \(color) notitle")
            add("outliers\(s + 1)", mine.flatMap { Self.outliers($0, swap: swap) }, "1:2", "with points pt 6 ps 0.8 \(color) notitle")
            if plan.options.points {
                let points = mine.flatMap { Self.points($0, swap: swap) }
                add("points\(s + 1)", points, "1:2", "with points pt 7 ps 0.5 lc rgb '#60\(plan.figure.theme.text.dropFirst())' notitle")
            }
        }
        let medians = shapes.map { Self.segment($0.center - $0.halfWidth, $0.stats.median, $0.center + $0.halfWidth, $0.stats.median, swap: swap) }
        add("medians", medians, "1:2:3:4", "with vectors nohead lw \(2 * width) lc rgb '\(plan.figure.theme.text)' notitle")
        script.line("plot " + plots.joined(separator: ", \\\n     "))
        script.undefine(sources)
    }

    /// Each series' box as a legend entry, styled by `look` as its boxes are.
    package func keyEntries(_ plan: BoxPlan) -> [KeyEntry] {
        plan.chart.series.enumerated().map { s, series in
            KeyEntry(name: plan.legendName(s, series.name), look: "\(look(plan, s)) \(title(plan, s, series.name))")
        }
    }

    /// A series' boxes: filled and outlined in its colour.
    private func look(_ plan: BoxPlan, _ s: Int) -> String {
        let color = "lc rgb '\(plan.colors[s])'"
        return "with boxxyerror fs solid 1.0 border \(color) \(color)"
    }

    /// A series' legend title (or `notitle` when the chart has no legend).
    private func title(_ plan: BoxPlan, _ s: Int, _ name: String) -> String {
        plan.showsLegend ? "title \(GnuplotString.quotedSingleLine(plan.legendName(s, name)))" : "notitle"
    }

    /// The box's rectangle as `boxxyerror` reads it: x, y, x low, x high, y low, y high.
    static func rectangle(_ box: BoxShape, swap: Bool) -> [Double] {
        let (along, across) = ([box.center, box.center - box.halfWidth, box.center + box.halfWidth], [box.stats.median, box.from, box.to])
        return swap
            ? [across[0], along[0], across[1], across[2], along[1], along[2]] : [along[0], across[0], along[1], along[2], across[1], across[2]]
    }

    /// The two whiskers (Q1 down to the low end, Q3 up to the high end) and their caps, half as
    /// wide as the box, as `vectors` rows.
    static func whiskers(_ box: BoxShape, swap: Bool) -> [[Double]] {
        let (c, cap, stats) = (box.center, box.halfWidth / 2, box.stats)
        return [
            segment(c, stats.q1, c, stats.low, swap: swap), segment(c, stats.q3, c, stats.high, swap: swap),
            segment(c - cap, stats.low, c + cap, stats.low, swap: swap), segment(c - cap, stats.high, c + cap, stats.high, swap: swap),
        ]
    }

    static func outliers(_ box: BoxShape, swap: Bool) -> [[Double]] {
        box.stats.outliers.map { swap ? [$0, box.center] : [box.center, $0] }
    }

    /// The box's values when few (`BoxOptions.maximumPoints`, kept by `BoxStats`), each moved
    /// across the box by a hash of its place (`BoxJitter`): the same offsets every run.
    static func points(_ box: BoxShape, swap: Bool) -> [[Double]] {
        box.stats.values.enumerated().map { index, value in
            let offset = BoxJitter.offset(series: box.series, category: box.category, index: index) * box.halfWidth * 0.8
            return swap ? [value, box.center + offset] : [box.center + offset, value]
        }
    }

    /// A segment from (a, b) to (c, d) in (slot, value) as a `vectors` row: x, y, dx, dy.
    static func segment(_ a: Double, _ b: Double, _ c: Double, _ d: Double, swap: Bool) -> [Double] {
        swap ? [b, a, d - b, c - a] : [a, b, c - a, d - b]
    }
}
