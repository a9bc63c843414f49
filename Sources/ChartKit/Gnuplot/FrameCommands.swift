/// gnuplot commands shared by every chart kind: terminal, fixed margins, title, axis texts.
///
/// Every program starts the same way so that all kinds render with one font, one plot-area
/// geometry rule and the same safety settings (`noenhanced`, single-quoted text only).
enum FrameCommands {
    /// Terminal, encoding and the fixed plot area.
    static func setup(_ script: inout ScriptBuilder, frame: PlotFrame, fontSize: Double, format: OutputFormat = .png, scale: Int = 1) {
        script.line(terminal(frame: frame, fontSize: fontSize, format: format, scale: scale, theme: script.theme))
        script.line("set encoding utf8")
        script.line("set lmargin at screen \(edge(frame.screenX(Double(frame.left))))")
        script.line("set rmargin at screen \(edge(frame.screenX(Double(frame.right))))")
        script.line("set tmargin at screen \(edge(frame.screenY(Double(frame.top))))")
        script.line("set bmargin at screen \(edge(frame.screenY(Double(frame.bottom))))")
        script.line("set clip two")
        script.line("unset key")
    }

    /// The terminal for `format`: pngcairo in pixels; svg in user units of one pixel; pdfcairo
    /// with a page of `W`/96 × `H`/96 inches, so fonts in points are as large as in the PNG.
    /// The theme gives the font (through `GnuplotString`, like all text) and the background.
    static func terminal(frame: PlotFrame, fontSize: Double, format: OutputFormat, scale: Int = 1, theme: Theme) -> String {
        let font = GnuplotString.quoted(theme.font + "," + GnuplotNumber.literal(fontSize))
        let common = "noenhanced font \(font) background rgb '\(theme.background)'"
        switch format {
        case .png:
            guard scale > 1 else { return "set terminal pngcairo size \(frame.width),\(frame.height) \(common)" }
            // Margins are screen fractions and every size below is in font, line or point units,
            // so scaling those three scales the whole picture.
            return "set terminal pngcairo size \(frame.width * scale),\(frame.height * scale) \(common) fontscale \(scale) linewidth \(scale) pointscale \(scale)"
        case .svg:
            return "set terminal svg size \(frame.width),\(frame.height) \(common)"
        case .pdf:
            // Rounded up: cairo truncates the page size in points (5.208333in gave 374 pt for 500 px).
            let inches = { (pixels: Int) in GnuplotNumber.literal((Double(pixels) / 96 * 1_000_000).rounded(.up) / 1_000_000) + "in" }
            return "set terminal pdfcairo size \(inches(frame.width)),\(inches(frame.height)) \(common)"
        }
    }

    /// The chart title, centred above the plot area at a fixed pixel row.
    static func title(_ script: inout ScriptBuilder, _ text: String, frame: PlotFrame, fontSize: Double) {
        guard !text.isEmpty else { return }
        let metrics = TextMetrics(fontSize: fontSize * 1.2)
        let row = 10 + metrics.lineHeight / 2
        script.line("set label 1 \(GnuplotString.quoted(text)) at screen 0.5, screen \(fraction(frame.screenY(row))) center front font ',\(GnuplotNumber.literal(fontSize * 1.2))'\(script.theme.textColorClause)")
    }

    /// An explicit tick list: `set xtics ('0' 0, '5' 5)`. Labels go through `tickLabel` (which escapes `%`);
    /// an empty list switches the ticks off.
    static func tics(_ script: inout ScriptBuilder, axis: String, _ ticks: [AxisTick]) {
        guard !ticks.isEmpty else {
            script.line("unset \(axis)tics")
            return
        }
        let items = ticks.map { "\(GnuplotString.tickLabel($0.label)) \(GnuplotNumber.literal($0.value))" }
        // The text colour goes with every list: `unset xtics` (an empty list) forgets it.
        script.line("set \(axis)tics (\(items.joined(separator: ", ")))\(script.theme.textColorClause)")
    }

    /// The axes of a chart with an x axis and a value axis: only the bottom edge and the
    /// value-axis side are drawn, ticks point outwards, axis titles and the optional grid.
    /// Returns the value axis's gnuplot name (`y`, or `y2` when it is on the right).
    @discardableResult
    static func axes(_ script: inout ScriptBuilder, side: YAxisSide, xLabel: String, yLabel: String, grid: Bool) -> String {
        let valueAxis = side == .left ? "y" : "y2"
        script.line("set border \(side == .left ? 3 : 9) lw 1 lc rgb '\(script.theme.axis)'")
        script.line("set xtics nomirror out scale 0.6")
        if valueAxis == "y" {
            script.line("set ytics nomirror out scale 0.6")
            script.line("unset y2tics")
        } else {
            script.line("unset ytics")
            script.line("set y2tics nomirror out scale 0.6")
        }
        if !xLabel.isEmpty { script.line("set xlabel \(GnuplotString.quoted(xLabel))\(script.theme.textColorClause)") }
        if !yLabel.isEmpty { script.line("set \(valueAxis)label \(GnuplotString.quoted(yLabel))\(script.theme.textColorClause)") }
        if grid { script.line("set grid xtics \(valueAxis)tics lw 1 lc rgb '\(script.theme.grid)' dt 1") }
        return valueAxis
    }

    /// Horizontal reference lines across the plot at `values` on the value axis (arrows 1…n,
    /// so per-page arrows start after them).
    static func horizontalLines(_ script: inout ScriptBuilder, _ values: [Double], side: YAxisSide) {
        let coordinate = side == .left ? "first" : "second"
        for (index, value) in values.enumerated() {
            script.line("set arrow \(index + 1) from graph 0, \(coordinate) \(GnuplotNumber.literal(value)) to graph 1, \(coordinate) \(GnuplotNumber.literal(value)) nohead lw 1 lc rgb '\(script.theme.reference)' dt 2 back")
        }
    }

    /// What every page of an x/value-axis chart sets before plotting: its output, both ranges,
    /// both tick lists, and its vertical reference lines as arrows numbered after the
    /// `hlineCount` horizontal ones (undone by `endPage`).
    static func beginPage(_ script: inout ScriptBuilder, output: String, x: AxisPlan, y: AxisPlan, valueAxis: String,
                          vlines: [Double], hlineCount: Int) {
        script.line("set output \(GnuplotString.quoted(output))")
        script.line("set xrange [\(GnuplotNumber.literal(x.min)):\(GnuplotNumber.literal(x.max))]")
        script.line("set \(valueAxis)range [\(GnuplotNumber.literal(y.min)):\(GnuplotNumber.literal(y.max))]")
        tics(&script, axis: "x", x.ticks)
        tics(&script, axis: valueAxis, y.ticks)
        for (offset, value) in vlines.enumerated() {
            script.line("set arrow \(hlineCount + 1 + offset) from first \(GnuplotNumber.literal(value)), graph 0 to first \(GnuplotNumber.literal(value)), graph 1 nohead lw 1 lc rgb '\(script.theme.reference)' dt 2 back")
        }
    }

    /// Removes a page's vertical reference lines so the next page starts clean.
    static func endPage(_ script: inout ScriptBuilder, vlineCount: Int, hlineCount: Int) {
        for offset in 0..<vlineCount { script.line("unset arrow \(hlineCount + 1 + offset)") }
    }

    /// The key (legend) of an axis chart, on the grid `LegendLayout` reserved: sample first,
    /// then the name; `maxcols`/`maxrows` pin gnuplot to our rows so it never spills onto the plot.
    static func key(_ script: inout ScriptBuilder, _ legend: LegendLayout, frame: PlotFrame, top: Int, left: Int, extra: String = "") {
        let row = fraction(frame.screenY(Double(top)))
        let common = "reverse Left samplen \(legend.sampleLength) spacing 1.1 width 1\(extra.isEmpty ? "" : " " + extra) noautotitle\(script.theme.textColorClause)"
        switch legend.position {
        case .right:
            let column = fraction(frame.screenX(Double(left)))
            script.line("set key vertical at screen \(column), screen \(row) left top maxrows \(legend.rows) \(common)")
        case .top, .bottom, .none:
            script.line("set key horizontal at screen 0.5, screen \(row) center top maxcols \(legend.columns) maxrows \(legend.rows) \(common)")
        }
    }

    /// A margin's screen fraction, rounded up to the next millionth (plus half of one), so that
    /// gnuplot's terminal coordinate f·(W−1) is never below the intended pixel. The libgd `png`
    /// terminal truncates it: written as the nearest millionth, a right edge of 771 became
    /// 770.9998 and the plot ended at column 770, one column short of the plan (measured with
    /// GPVAL_TERM_XMAX), which broke M4's pixel alignment. pngcairo lands within 0.002 px.
    static func edge(_ value: Double) -> String {
        GnuplotNumber.literal(((value * 1_000_000) + 0.5).rounded(.up) / 1_000_000)
    }

    /// A screen fraction with enough digits to land on the intended pixel.
    static func fraction(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return GnuplotNumber.literal(rounded)
    }
}
