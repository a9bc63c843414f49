/// What the renderer and the `--plan` printer need from a plan of any kind, so `ChartPlan`
/// holds any kind's plan without a case per kind. Each kind
/// states only what differs (its pages, figure, emitter and case; an axis kind's figure, frame
/// and page count come from `AxisChartPlan`); outputs, page selection and the inline program
/// follow from those here.
package protocol RenderablePlan: Sendable, Equatable {
    associatedtype Page: PlanPage
    /// The pages to render.
    var pages: [Page] { get set }
    var frame: PlotFrame { get }
    /// How many pages the whole chart has (`pages` may be a selection of them).
    var pageCount: Int { get }
    var figure: FigureOptions { get }
    /// Things the user may want to know that do not stop the chart (settable: the reading
    /// stage's come first, `ChartPipeline.plan(for:)`).
    var warnings: [String] { get set }
    /// The `--plan` document.
    var json: JSONDocument { get }
    /// The program writing page i to `outputs[i]`, with large data blocks as binary files when
    /// `placement` says so.
    func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram
}

/// A rendered page: it goes to one output.
package protocol PlanPage: Sendable {
    var output: String { get }
}

extension RenderablePlan {
    /// Final output paths, one per rendered page.
    package var outputs: [String] { pages.map(\.output) }

    /// The program with every data block inline (`--emit-script`, golden tests); a streamed
    /// page's spill that cannot be read back is thrown, never a program without its rows.
    package func program(outputs: [String]) throws -> String {
        try program(outputs: outputs, placement: .inline).fullText()
    }

    /// The same plan with only the pages at `indices` (positions in `pages`).
    package func selecting(pages indices: Range<Int>) -> ChartPlan {
        var plan = self
        plan.pages = Array(pages[indices])
        return ChartPlan(plan)
    }

    /// Whether `other` is a plan of this type equal to this one (`ChartPlan`'s equality).
    func isEqual(to other: any RenderablePlan) -> Bool {
        (other as? Self) == self
    }
}

extension AxisPagePlan: PlanPage {}
extension PiePagePlan: PlanPage {}

/// Every axis kind renders the same way: its marks name its emitter and `--plan` members, and
/// the frame writes the rest (`AxisChartEmitter`, `AxisKindPlan.json`).
extension AxisKindPlan: RenderablePlan {
    package func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        Marks.Emitter().program(for: self, outputs: outputs, placement: placement)
    }
}
