/// gnuplot commands shared by every chart kind: terminal, fixed margins, title, axis texts.
///
/// Every program starts the same way so that all kinds render with one font, one plot-area
/// geometry rule and the same safety settings (`noenhanced`, single-quoted text only).
enum FrameCommands {
    /// Terminal, encoding and the fixed plot area.
    static func setup(_ script: inout ScriptBuilder, frame: PlotFrame, fontSize: Double) {
        script.line("set terminal pngcairo size \(frame.width),\(frame.height) noenhanced font 'DejaVu Sans,\(GnuplotNumber.literal(fontSize))' background rgb '#ffffff'")
        script.line("set encoding utf8")
        script.line("set lmargin at screen \(fraction(frame.screenX(Double(frame.left))))")
        script.line("set rmargin at screen \(fraction(frame.screenX(Double(frame.right))))")
        script.line("set tmargin at screen \(fraction(frame.screenY(Double(frame.top))))")
        script.line("set bmargin at screen \(fraction(frame.screenY(Double(frame.bottom))))")
        script.line("set clip two")
        script.line("unset key")
    }

    /// The chart title, centred above the plot area at a fixed pixel row.
    static func title(_ script: inout ScriptBuilder, _ text: String, frame: PlotFrame, fontSize: Double) {
        guard !text.isEmpty else { return }
        let metrics = TextMetrics(fontSize: fontSize * 1.2)
        let row = 10 + metrics.lineHeight / 2
        script.line("set label 1 \(GnuplotString.quoted(text)) at screen 0.5, screen \(fraction(frame.screenY(row))) center front font ',\(GnuplotNumber.literal(fontSize * 1.2))'")
    }

    /// An explicit tick list: `set xtics ('0' 0, '5' 5)`. Labels go through the quoting
    /// function; an empty list switches the ticks off.
    static func tics(_ script: inout ScriptBuilder, axis: String, _ ticks: [AxisTick]) {
        guard !ticks.isEmpty else {
            script.line("unset \(axis)tics")
            return
        }
        let items = ticks.map { "\(GnuplotString.quoted($0.label)) \(GnuplotNumber.literal($0.value))" }
        script.line("set \(axis)tics (\(items.joined(separator: ", ")))")
    }

    /// A screen fraction with enough digits to land on the intended pixel.
    static func fraction(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return GnuplotNumber.literal(rounded)
    }
}
