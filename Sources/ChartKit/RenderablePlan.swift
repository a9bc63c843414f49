/// What the renderer and the `--plan` printer need from a plan of any kind, so `ChartPlan`
/// switches over the kinds once (`ChartPlan.kind`) instead of once per question. Each kind
/// states only what differs (its pages, figure, emitter and case; an axis kind's figure, frame
/// and page count come from `AxisChartPlan`); outputs, page selection and the inline program
/// follow from those here.
package protocol RenderablePlan: Sendable {
    associatedtype Page: PlanPage
    /// The pages to render.
    var pages: [Page] { get set }
    var frame: PlotFrame { get }
    /// How many pages the whole chart has (`pages` may be a selection of them).
    var pageCount: Int { get }
    var figure: FigureOptions { get }
    /// Things the user may want to know that do not stop the chart.
    var warnings: [String] { get }
    /// The `--plan` document.
    var json: JSONDocument { get }
    /// The program writing page i to `outputs[i]`, with large data blocks as binary files when
    /// `placement` says so.
    func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram
    /// This plan as its `ChartPlan` case.
    var chartPlan: ChartPlan { get }
}

/// A rendered page: it goes to one output.
package protocol PlanPage: Sendable {
    var output: String { get }
}

extension RenderablePlan {
    /// Final output paths, one per rendered page.
    package var outputs: [String] { pages.map(\.output) }

    /// The program with every data block inline (`--emit-script`, golden tests).
    package func program(outputs: [String]) -> String {
        program(outputs: outputs, placement: .inline).text
    }

    /// The same plan with only the pages at `indices` (positions in `pages`).
    package func selecting(pages indices: Range<Int>) -> ChartPlan {
        var plan = self
        plan.pages = Array(pages[indices])
        return plan.chartPlan
    }
}

extension AxisPagePlan: PlanPage {}
extension PiePagePlan: PlanPage {}

/// Every axis kind renders the same way; its marks name its case, emitter and `--plan` members.
extension AxisKindPlan: RenderablePlan {
    package var chartPlan: ChartPlan { Marks.chartPlan(self) }
    package var json: JSONDocument { Marks.json(self) }
    package func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        Marks.program(for: self, outputs: outputs, placement: placement)
    }
}

extension LinePlanMarks: AxisMarks {
    package typealias Chart = LineChart
    package typealias Options = LineOptions
    package typealias PageMarks = LinePageMarks
    package static func chartPlan(_ plan: LinePlan) -> ChartPlan { .line(plan) }
    package static func json(_ plan: LinePlan) -> JSONDocument { plan.document }
    package static func program(for plan: LinePlan, outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        LineEmitter().program(for: plan, outputs: outputs, placement: placement)
    }
}

extension DiscretePlanMarks: AxisMarks {
    package typealias Chart = DiscreteChart
    package typealias Options = DiscreteOptions
    package typealias PageMarks = DiscretePageMarks
    package static func chartPlan(_ plan: DiscretePlan) -> ChartPlan { .discrete(plan) }
    package static func json(_ plan: DiscretePlan) -> JSONDocument { plan.document }
    package static func program(for plan: DiscretePlan, outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        DiscreteEmitter().program(for: plan, outputs: outputs, placement: placement)
    }
}

extension BarPlanMarks: AxisMarks {
    package typealias Chart = BarChart
    package typealias Options = BarOptions
    package typealias PageMarks = BarPageMarks
    package static func chartPlan(_ plan: BarPlan) -> ChartPlan { .bar(plan) }
    package static func json(_ plan: BarPlan) -> JSONDocument { plan.document }
    package static func program(for plan: BarPlan, outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        BarEmitter().program(for: plan, outputs: outputs, placement: placement)
    }
}

extension PiePlan: RenderablePlan {
    package var figure: FigureOptions { options.figure }
    package var chartPlan: ChartPlan { .pie(self) }
    /// Pies have no data blocks: always inline.
    package func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        GnuplotProgram(text: PieEmitter().program(for: self, outputs: outputs))
    }
}
