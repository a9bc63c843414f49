/// Writes the gnuplot program for a pie chart plan: one program for all its pies.
///
/// gnuplot has no pie command, so each slice is a circle object with an arc (a wedge), a
/// donut's hole is a background-coloured circle drawn over the wedges, and the slices are
/// parted by thin background-coloured lines. The plot area is the whole image and the axes
/// run in pixels (x = column, y = height − 1 − row), so the circle is round and the plan's
/// pixel geometry is exactly what is drawn. Nothing is plotted but a value outside the y range,
/// which makes gnuplot draw the objects without a warning.
package struct PieEmitter: Sendable {
    package init() {}

    package func program(for plan: PiePlan, outputs: [String]) -> String {
        var script = ScriptBuilder(theme: plan.options.figure.theme)
        let frame = plan.frame
        script.comment("chart pie: \(plan.pages.count) of \(plan.pageCount) pie(s)")
        FrameCommands.setup(
            &script, frame: frame, fontSize: plan.options.figure.fontSize, format: plan.options.figure.format,
            scale: plan.options.figure.pixelScale)
        script.line("unset border")
        script.line("unset xtics")
        script.line("unset ytics")
        script.line("set xrange [0:\(frame.width - 1)]")
        script.line("set yrange [0:\(frame.height - 1)]")
        for (index, page) in plan.pages.enumerated() {
            script.comment("page \(page.page)\(page.group.map { ": group \($0)" } ?? "")")
            script.line("unset object")
            script.line("unset label")
            script.line("unset arrow")
            script.line("set output \(GnuplotString.quoted(outputs[index]))")
            FrameCommands.title(&script, page.title, frame: frame, fontSize: plan.options.figure.fontSize)
            var page = PageWriter(plan: plan, page: page)
            page.write(&script)
            script.line("plot -1 notitle")
        }
        script.line("unset output")
        return script.program
    }

    /// A coordinate to 1/100 pixel: finer than any terminal draws, and free of float noise.
    static func pixel(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    /// Bearing in [0, 360).
    static func reduced(_ bearing: Double) -> Double {
        let value = bearing.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }

    /// Angles to 1e-9 degrees, so float noise from cumulative sums does not reach the program.
    static func rounded(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }
}
