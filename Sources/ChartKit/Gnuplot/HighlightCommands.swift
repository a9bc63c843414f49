/// gnuplot commands for `--highlight`: a vertical marker through the plot area at one x and a
/// stack of opaque text boxes beside it (the x, then each plot's values in its colour), shared
/// by every kind with an x axis. Tags 900 and up are reserved for it; `clear` removes them
/// before the next page.
enum HighlightCommands {
    static let arrowTag = 900
    static let firstLabelTag = 901

    /// Once per program: the text box style used by the highlight texts.
    static func style(_ script: inout ScriptBuilder) {
        script.line("set style textbox opaque noborder margins 2,1")
    }

    static func draw(_ script: inout ScriptBuilder, _ highlight: HighlightPlan, frame: PlotFrame, fontSize: Double) {
        let x = GnuplotNumber.literal(highlight.x)
        script.line("set arrow \(arrowTag) from first \(x), graph 0 to first \(x), graph 1 nohead lw 1.5 lc rgb '\(script.theme.axis)' dt 1 front")
        let metrics = TextMetrics(fontSize: fontSize)
        let lines = [(highlight.title, script.theme.annotation)] + highlight.entries.map { ($0.text, $0.color) }
        let (align, offset) = highlight.labelsLeft ? ("right", "-1") : ("left", "1")
        for (index, (text, color)) in lines.enumerated() {
            let row = Double(frame.top) + 6 + metrics.lineHeight * (Double(index) + 0.5)
            script.line(
                """
                set label \(firstLabelTag + index) \(GnuplotString.quoted(text)) at first \(x), screen \
                \(FrameCommands.fraction(frame.screenY(row))) \(align) offset character \(offset),0 tc rgb '\(color)' boxed front
                """
            )
        }
    }

    static func clear(_ script: inout ScriptBuilder, _ highlight: HighlightPlan) {
        script.line("unset arrow \(arrowTag)")
        for index in 0...highlight.entries.count { script.line("unset label \(firstLabelTag + index)") }
    }
}
