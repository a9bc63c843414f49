/// A kind's gnuplot emitter: it writes each page's marks (data blocks and the `plot` command),
/// and `AxisChartEmitter` writes the frame around them from the same plan.
///
/// What is drawn of the frame (which axes, log scales, the right-hand axis, reference lines,
/// highlight) was decided in layout and is read from the plan, so an emitter cannot forget a
/// flag the layout drew: it states only its comments, its axes' look and its marks.
package protocol AxisMarksEmitter: Sendable {
    associatedtype Marks: AxisMarks
    init()
    /// The program's first comment: the kind and what the chart holds.
    func header(_ plan: AxisKindPlan<Marks>) -> String
    /// What a page's comment says after its number (`page 2: `): which rows it holds.
    func contents(of page: AxisPagePlan<Marks.PageMarks>, in plan: AxisKindPlan<Marks>) -> String
    /// How the kind's axes look (default: `AxisChartStyle()`).
    func style(_ plan: AxisKindPlan<Marks>) -> AxisChartStyle
    /// Writes `page`'s marks: its data blocks, then a `plot`, then undefines the blocks and
    /// unsets whatever else it set.
    func marks(_ script: inout ScriptBuilder, page: AxisPagePlan<Marks.PageMarks>, frame: AxisChartEmitter<Marks>)
    /// The program that renders `plan`, with large data blocks as binary files if `placement`
    /// says so. The default writes every page with `marks`; a kind whose marks share work across
    /// pages (line's series styles) does that work once here instead of once per page.
    func program(for plan: AxisKindPlan<Marks>, outputs: [String], placement: DataPlacement) -> GnuplotProgram
    /// The legend of `plan` as `keyentry` elements, in the order its own legend lists them, each
    /// from the style and title its marks are drawn with: a `--facet` legend draws these for the
    /// series of the whole input when a panel lacks some (default: none, a kind without series).
    func keyEntries(_ plan: AxisKindPlan<Marks>) -> [KeyEntry]
}

extension AxisMarksEmitter {
    package func style(_ plan: AxisKindPlan<Marks>) -> AxisChartStyle { AxisChartStyle() }

    package func keyEntries(_ plan: AxisKindPlan<Marks>) -> [KeyEntry] { [] }

    /// The program that renders `plan`, writing page i to `outputs[i]`, with every data block
    /// inline (self-contained: what `--emit-script` prints); a spill read that fails is thrown.
    package func program(for plan: AxisKindPlan<Marks>, outputs: [String]) throws -> String {
        try program(for: plan, outputs: outputs, placement: .inline).fullText()
    }

    package func program(for plan: AxisKindPlan<Marks>, outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        program(for: plan, outputs: outputs, placement: placement) { script, page, frame in marks(&script, page: page, frame: frame) }
    }

    /// The program that renders `plan` with `pageMarks` writing each page's marks.
    func program(
        for plan: AxisKindPlan<Marks>, outputs: [String], placement: DataPlacement,
        pageMarks: (inout ScriptBuilder, AxisPagePlan<Marks.PageMarks>, AxisChartEmitter<Marks>) -> Void
    ) -> GnuplotProgram {
        let frame = AxisChartEmitter(plan: plan, style: style(plan))
        return frame.program(
            header: header(plan), outputs: outputs, placement: placement, contents: { contents(of: $0, in: plan) },
            marks: { script, page in pageMarks(&script, page, frame) })
    }
}
