/// gnuplot commands shared by every chart kind: terminal, fixed margins, title, axis texts.
///
/// Every program starts the same way so that all kinds render with one font, one plot-area
/// geometry rule and the same safety settings (`noenhanced`, single-quoted text only).
enum FrameCommands {
    /// Terminal, encoding and the fixed plot area.
    static func setup(_ script: inout ScriptBuilder, frame: PlotFrame, fontSize: Double, format: OutputFormat = .png, scale: Int = 1) {
        // A `--facet` panel draws on the grid's terminal, which `FacetEmitter` set once.
        if frame.panel == nil { script.line(terminal(frame: frame, fontSize: fontSize, format: format, scale: scale, theme: script.theme)) }
        script.line("set encoding utf8")
        script.line("set lmargin at screen \(edge(frame.screenX(Double(frame.left))))")
        script.line("set rmargin at screen \(edge(frame.screenX(Double(frame.right))))")
        script.line("set tmargin at screen \(edge(frame.screenY(Double(frame.top))))")
        script.line("set bmargin at screen \(edge(frame.screenY(Double(frame.bottom))))")
        script.line("set clip two")
        script.line("unset key")
    }

    /// The terminal for `format`: pngcairo in pixels; svg in user units of one pixel; pdfcairo
    /// with a page of `W`/96 × `H`/96 inches. Text is as large in all three (the layout measured
    /// it for pngcairo, which draws a point as 96/72 pixels): svg writes a point as one user unit
    /// (`font-size="10.00"`, 25% smaller), so it gets `fontscale 4/3`; pdfcairo halves fonts by
    /// default (`fontscale 0.5`, and draws them 4/3 as large as pngcairo relative to its page), so
    /// it gets `fontscale 0.75`: measured, ten H's at 10 points are 98 px wide in the PNG and in
    /// the PDF at 96 dpi (65 px before). The theme gives the font (through `GnuplotString`, like
    /// all text) and the background.
    static func terminal(frame: PlotFrame, fontSize: Double, format: OutputFormat, scale: Int = 1, theme: Theme) -> String {
        let font = GnuplotString.quoted(theme.font + "," + GnuplotNumber.literal(fontSize))
        let common = "noenhanced font \(font) background rgb '\(theme.background)'"
        switch format {
        case .png:
            guard scale > 1 else { return "set terminal pngcairo size \(frame.width),\(frame.height) \(common)" }
            // Margins are screen fractions and every size below is in font, line or point units,
            // so scaling those three scales the whole picture.
            return
                """
                set terminal pngcairo size \(frame.width * scale),\(frame.height * scale) \(common) fontscale \(scale) linewidth \(scale) \
                pointscale \(scale)
                """
        case .svg:
            return "set terminal svg size \(frame.width),\(frame.height) \(common) fontscale \(svgFontScale)"
        case .pdf:
            // Rounded up: cairo truncates the page size in points (5.208333in gave 374 pt for 500 px).
            let inches = { (pixels: Int) in GnuplotNumber.literal((Double(pixels) / 96 * 1_000_000).rounded(.up) / 1_000_000) + "in" }
            return "set terminal pdfcairo size \(inches(frame.width)),\(inches(frame.height)) \(common) fontscale \(pdfFontScale)"
        case .text:
            // chart draws text charts itself (`TextChart`); a program for one, run by hand,
            // draws in gnuplot's own text terminal at the same cell size.
            let (columns, rows) = (frame.width / TextChart.cellPixels.width, frame.height / TextChart.cellPixels.height)
            return "set terminal dumb size \(columns),\(rows) noenhanced"
        }
    }

    /// svg's font scale: pngcairo's pixels per point (96/72), to six digits.
    static let svgFontScale = "1.333333"
    /// pdfcairo's font scale that matches pngcairo's text (its default is 0.5).
    static let pdfFontScale = "0.75"

    /// The chart title, centred above the plot area at a fixed pixel row.
    static func title(_ script: inout ScriptBuilder, _ text: String, frame: PlotFrame, fontSize: Double) {
        guard !text.isEmpty else { return }
        let metrics = TextMetrics(fontSize: fontSize * 1.2)
        let row = 10 + metrics.lineHeight / 2
        script.line(
            """
            set label 1 \(GnuplotString.quoted(text)) at screen \(fraction(frame.centreX)), screen \(fraction(frame.screenY(row))) center front font \
            ',\(GnuplotNumber.literal(fontSize * 1.2))'\(script.theme.textColorClause)
            """
        )
    }

    /// An explicit tick list: `set xtics ('0' 0, '5' 5)`. Labels go through `tickLabel` (which escapes `%`);
    /// an empty list switches the ticks off.
    /// `minor` ticks are written unlabelled at level 1 (gnuplot's minor tick mark).
    static func tics(_ script: inout ScriptBuilder, axis: String, _ ticks: [AxisTick], minor: [Double] = []) {
        guard !ticks.isEmpty else {
            script.line("unset \(axis)tics")
            return
        }
        let items =
            ticks.map { "\(GnuplotString.tickLabel($0.label)) \(GnuplotNumber.literal($0.value))" }
            + minor.map { "\(GnuplotString.tickLabel("")) \(GnuplotNumber.literal($0)) 1" }
        // The text colour goes with every list: `unset xtics` (an empty list) forgets it.
        script.line("set \(axis)tics (\(items.joined(separator: ", ")))\(script.theme.textColorClause)")
    }

    /// The key (legend) of an axis chart, on the grid `LegendLayout` reserved: sample first,
    /// then the name; `maxcols`/`maxrows` pin gnuplot to our rows so it never spills onto the plot.
    static func key(_ script: inout ScriptBuilder, _ legend: LegendLayout, frame: PlotFrame, top: Int, left: Int, extra: String = "") {
        let row = fraction(frame.screenY(Double(top)))
        let common =
            """
            reverse Left samplen \(legend.sampleLength) spacing 1.1 width 1\(extra.isEmpty ? "" : " " + extra) \
            noautotitle\(script.theme.textColorClause)
            """
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
        GnuplotNumber.literal(edgeFraction(value))
    }

    /// The screen fraction `edge` writes, for layouts that place marks on gnuplot's own pixels.
    static func edgeFraction(_ value: Double) -> Double {
        ((value * 1_000_000) + 0.5).rounded(.up) / 1_000_000
    }

    /// A screen fraction with enough digits to land on the intended pixel.
    static func fraction(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return GnuplotNumber.literal(rounded)
    }
}
