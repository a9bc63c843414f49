/// Lays out a streamed scatter chart (`ScatterStream`) exactly as `ScatterLayouter` lays out
/// the whole input, holding only the rows of its extremes when it draws the density image.
///
/// The frame depends on every row only through the x span, each series' value span and the
/// facts a `LineReduction` carries (whole-number values and x, the calendar step of time x);
/// the marks through the drawn and empty counts and the fits (`ScatterFacts`), and the image
/// through a pass over the spill once the axes are known. So the plan, the program and the
/// picture are a whole read's (tests compare them byte for byte). Markers draw every point, so
/// a chart of markers (few points, `--no-density`, `--size-by`, log axes, a text chart) is laid
/// out from every row, read back from the spill.
package struct ScatterStreamLayouter: Sendable {
    package var options: ScatterOptions

    package init(options: ScatterOptions) {
        self.options = options
    }

    package func plan(for stream: ScatterStream) throws -> ScatterPlan {
        let layouter = ScatterLayouter(options: options)
        let markersOnly =
            stream.hasSizes || options.density == .off || options.axes.xLog || options.axes.yLog || options.figure.format == .text
        guard !markersOnly else { return try layouter.plan(for: stream.wholeChart()) }
        let streamed = ScatterLayouter.Streamed(facts: try stream.facts(), density: stream.density)
        let plan = try layouter.plan(for: stream.reducedChart(), streamed: streamed)
        // Too few points for the image (`--density auto`): markers, from every row.
        guard plan.pages.allSatisfy({ $0.marks.density != nil }) else { return try layouter.plan(for: stream.wholeChart()) }
        return plan
    }
}
