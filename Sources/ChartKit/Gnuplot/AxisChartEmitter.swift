/// Writes what the programs of every axis chart share, so every axis kind draws its frame one
/// way: terminal and plot area, title, axes and their texts, legend and reference lines once;
/// then per page its output, ranges, ticks, vertical lines and highlight. Each kind's emitter
/// (`AxisMarksEmitter`) writes only its marks (data blocks and the `plot` command) and says how
/// its axes look (`AxisChartStyle`).
///
/// It reads the plan only: which axes are logarithmic, whether a right-hand axis is drawn and
/// each page's windows, reference lines and highlight were decided once, in layout, and the
/// program draws what `--plan` says.
///
/// The category axis is gnuplot's `x`, or `y` on its side (horizontal bars, reversed so the
/// first category is at the top); the value axis is `y`, `y2` (`--y-axis right`) or `x`.
package struct AxisChartEmitter<Marks: AxisMarks> {
    let plan: AxisKindPlan<Marks>
    let style: AxisChartStyle
    /// Whether a second value axis (`--y2`) is drawn on the right, as gnuplot's `y2`: the
    /// layout gave the pages one.
    let hasSecondAxis: Bool

    init(plan: AxisKindPlan<Marks>, style: AxisChartStyle) {
        self.plan = plan
        self.style = style
        hasSecondAxis = plan.pages.contains { $0.y2 != nil }
    }

    var layout: AxisChartLayout { plan.layout }
    var figure: FigureOptions { plan.options.figure }
    var axes: AxisOptions { plan.options.axes }

    var categoryAxis: String { style.orientation == .horizontal ? "y" : "x" }
    var valueAxis: String { style.orientation == .horizontal ? "x" : (axes.ySide == .left ? "y" : "y2") }
    /// Coordinates on the value axis: `second` for `y2`.
    var valueCoordinate: String { valueAxis == "y2" ? "second" : "first" }
    /// The `axes` clause of a `plot` element drawn against the value axis: ` axes x1y2` when
    /// that is gnuplot's `y2` (`--y-axis right`), else none.
    var valueAxes: String { axes(onSecondAxis: false) }

    /// The `axes` clause of a `plot` element drawn against the value axis or, when
    /// `onSecondAxis`, against the right-hand one (a `--y2` series).
    func axes(onSecondAxis: Bool) -> String {
        valueAxis == "y2" || (onSecondAxis && hasSecondAxis) ? " axes x1y2" : ""
    }

    /// The whole program: `header` as its first comment, the frame, and each page with its
    /// comment (`page N: ` and its `contents`) and the marks `marks` writes for it (ending with
    /// a `plot` that undefines its blocks). Page i goes to `outputs[i]`; data goes where
    /// `placement` says, in files named after the page's output.
    func program(
        header: String, outputs: [String], placement: DataPlacement, contents: (AxisPagePlan<Marks.PageMarks>) -> String,
        marks: (inout ScriptBuilder, AxisPagePlan<Marks.PageMarks>) -> Void
    ) -> GnuplotProgram {
        var script = ScriptBuilder(theme: figure.theme)
        script.placement = placement
        script.comment(header)
        FrameCommands.setup(&script, frame: layout.frame, fontSize: figure.fontSize, format: figure.format, scale: figure.pixelScale)
        FrameCommands.title(&script, layout.title, frame: layout.frame, fontSize: figure.fontSize)
        axisCommands(&script)
        if let legend = layout.legend {
            FrameCommands.key(&script, legend, frame: layout.frame, top: layout.legendTop, left: layout.legendLeft)
        }
        for (index, value) in axes.hlines.enumerated() { script.line(referenceLine(index + 1, at: value)) }
        if plan.pages.contains(where: { $0.highlight != nil }) { HighlightCommands.style(&script) }
        for (page, output) in zip(plan.pages, outputs) {
            script.comment("page \(page.page): \(contents(page))")
            script.dataFileStem = output.split(separator: ".").first.map(String.init) ?? "data"
            begin(&script, page, output: output)
            if let highlight = page.highlight { HighlightCommands.draw(&script, highlight, frame: layout.frame, fontSize: figure.fontSize) }
            marks(&script, page)
            for offset in page.vlines.indices { script.line("unset arrow \(axes.hlines.count + 1 + offset)") }
            if let highlight = page.highlight { HighlightCommands.clear(&script, highlight) }
        }
        if layout.frame.panel == nil { script.line("unset output") }
        return script.gnuplotProgram
    }

    /// The border: the category edge and the value side (`unset border` without a value axis).
    /// A scatter chart drawn in several plots sets it again for the last (`ScatterEmitter`).
    var borderCommand: String {
        guard style.showsValueAxis else { return "unset border" }
        return "set border \(hasSecondAxis ? 11 : valueAxis == "y2" ? 9 : 3) lw 1 lc rgb '\(figure.theme.axis)'"
    }

    /// Border, ticks, axis titles and grid: only the category edge and the value side are drawn,
    /// ticks point outwards. Rotated names get their title at the row the layout reserved
    /// (gnuplot would guess their height, and guesses high).
    private func axisCommands(_ script: inout ScriptBuilder) {
        script.line(borderCommand)
        let rotation = layout.xLabelAngle != 0 ? " rotate by \(layout.xLabelAngle) right" : ""
        script.line("set \(categoryAxis)tics nomirror \(style.showsValueAxis ? "out scale 0.6" : "scale 0")\(rotation)")
        for axis in (style.orientation == .horizontal ? ["x", "y2"] : ["y", "y2"]) {
            let drawn = axis == valueAxis || (axis == "y2" && hasSecondAxis)
            script.line(drawn && style.showsValueAxis ? "set \(axis)tics nomirror out scale 0.6" : "unset \(axis)tics")
        }
        // Log scales as the layout made the axes (the same on every page).
        let first = plan.pages.first
        if first?.y.log == true { script.line("set logscale \(valueAxis) 10") }
        if first?.x.log == true { script.line("set logscale \(categoryAxis) 10") }
        if first?.y2?.log == true { script.line("set logscale y2 10") }
        if !layout.xLabel.isEmpty {
            if layout.xLabelAngle != 0 {
                let column = FrameCommands.fraction(layout.frame.screenX(Double(layout.frame.left + layout.frame.right) / 2))
                let row = FrameCommands.fraction(layout.frame.screenY(Double(layout.xTitleRow)))
                script.line(
                    """
                    set label 2 \(GnuplotString.quoted(layout.xLabel)) at screen \(column), screen \(row) center \
                    front\(figure.theme.textColorClause)
                    """
                )
            } else {
                script.line("set \(categoryAxis)label \(GnuplotString.quoted(layout.xLabel))\(figure.theme.textColorClause)")
            }
        }
        if !layout.yLabel.isEmpty && style.showsValueAxis {
            script.line("set \(valueAxis)label \(GnuplotString.quoted(layout.yLabel))\(figure.theme.textColorClause)")
        }
        if hasSecondAxis && !layout.y2Label.isEmpty && style.showsValueAxis {
            script.line("set y2label \(GnuplotString.quoted(layout.y2Label))\(figure.theme.textColorClause)")
        }
        if axes.grid && style.showsValueAxis {
            let which = style.categoryGrid ? "\(categoryAxis)tics \(valueAxis)tics" : "\(valueAxis)tics"
            script.line("set grid \(which) lw 1 lc rgb '\(figure.theme.grid)' dt 1")
        }
    }

    /// A page's output, both ranges and tick lists, and its vertical reference lines as arrows
    /// numbered after the horizontal ones.
    private func begin(_ script: inout ScriptBuilder, _ page: AxisPagePlan<Marks.PageMarks>, output: String) {
        if layout.frame.panel == nil { script.line("set output \(GnuplotString.quoted(output))") }
        let (low, high) = (GnuplotNumber.literal(page.x.min), GnuplotNumber.literal(page.x.max))
        script.line("set \(categoryAxis)range " + (style.orientation == .horizontal ? "[\(high):\(low)]" : "[\(low):\(high)]"))
        script.line("set \(valueAxis)range [\(GnuplotNumber.literal(page.y.min)):\(GnuplotNumber.literal(page.y.max))]")
        FrameCommands.tics(&script, axis: categoryAxis, page.x.ticks, minor: page.x.minorTicks)
        if style.showsValueAxis { FrameCommands.tics(&script, axis: valueAxis, page.y.ticks, minor: page.y.minorTicks) }
        if let y2 = page.y2 {
            script.line("set y2range [\(GnuplotNumber.literal(y2.min)):\(GnuplotNumber.literal(y2.max))]")
            if style.showsValueAxis { FrameCommands.tics(&script, axis: "y2", y2.ticks, minor: y2.minorTicks) }
        }
        for (offset, value) in page.vlines.enumerated() {
            let x = GnuplotNumber.literal(value)
            script.line(
                """
                set arrow \(axes.hlines.count + 1 + offset) from first \(x), graph 0 to first \(x), graph 1 nohead lw 1 lc rgb \
                '\(figure.theme.reference)' dt 2 back
                """
            )
        }
    }

    /// Arrow `number`: a dashed line across the plot at `value` on the value axis, in that
    /// axis's own units so it meets the ticks the frame drew.
    func referenceLine(_ number: Int, at value: Double, style lineStyle: String? = nil) -> String {
        let v = GnuplotNumber.literal(value)
        let look = lineStyle ?? "lw 1 lc rgb '\(figure.theme.reference)' dt 2 \(style.referenceLinesInFront ? "front" : "back")"
        let on = valueCoordinate
        return style.orientation == .horizontal
            ? "set arrow \(number) from first \(v), graph 0 to first \(v), graph 1 nohead \(look)"
            : "set arrow \(number) from graph 0, \(on) \(v) to graph 1, \(on) \(v) nohead \(look)"
    }
}
