/// What the renderer and the `--plan` printer need from a plan of any kind, so `ChartPlan`
/// switches over the kinds once (`ChartPlan.kind`) instead of once per question. Each kind
/// states only what differs (its pages, figure, emitter and case; an axis kind's figure, frame
/// and page count come from `AxisChartPlan`); outputs, page selection and the inline program
/// follow from those here.
public protocol RenderablePlan: Sendable {
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
public protocol PlanPage: Sendable {
    var output: String { get }
}

extension RenderablePlan {
    /// Final output paths, one per rendered page.
    public var outputs: [String] { pages.map(\.output) }

    /// The program with every data block inline (`--emit-script`, golden tests).
    public func program(outputs: [String]) -> String {
        program(outputs: outputs, placement: .inline).text
    }

    /// The same plan with only the pages at `indices` (positions in `pages`).
    public func selecting(pages indices: Range<Int>) -> ChartPlan {
        var plan = self
        plan.pages = Array(pages[indices])
        return plan.chartPlan
    }
}

extension AxisPagePlan: PlanPage {}
extension PiePagePlan: PlanPage {}

/// Every axis kind renders the same way; its marks name its case, emitter and `--plan` members.
extension AxisKindPlan: RenderablePlan {
    public var chartPlan: ChartPlan { Marks.chartPlan(self) }
    public var json: JSONDocument { Marks.json(self) }
    public func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        Marks.program(for: self, outputs: outputs, placement: placement)
    }
}

extension LinePlanMarks: AxisMarks {
    public typealias Chart = LineChart
    public typealias Options = LineOptions
    public typealias PageMarks = LinePageMarks
    public static func chartPlan(_ plan: LinePlan) -> ChartPlan { .line(plan) }
    public static func json(_ plan: LinePlan) -> JSONDocument { plan.document }
    public static func program(for plan: LinePlan, outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        LineEmitter().program(for: plan, outputs: outputs, placement: placement)
    }
}

extension DiscretePlanMarks: AxisMarks {
    public typealias Chart = DiscreteChart
    public typealias Options = DiscreteOptions
    public typealias PageMarks = DiscretePageMarks
    public static func chartPlan(_ plan: DiscretePlan) -> ChartPlan { .discrete(plan) }
    public static func json(_ plan: DiscretePlan) -> JSONDocument { plan.document }
    public static func program(for plan: DiscretePlan, outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        DiscreteEmitter().program(for: plan, outputs: outputs, placement: placement)
    }
}

extension BarPlanMarks: AxisMarks {
    public typealias Chart = BarChart
    public typealias Options = BarOptions
    public typealias PageMarks = BarPageMarks
    public static func chartPlan(_ plan: BarPlan) -> ChartPlan { .bar(plan) }
    public static func json(_ plan: BarPlan) -> JSONDocument { plan.document }
    public static func program(for plan: BarPlan, outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        BarEmitter().program(for: plan, outputs: outputs, placement: placement)
    }
}

extension PiePlan: RenderablePlan {
    public var figure: FigureOptions { options.figure }
    public var chartPlan: ChartPlan { .pie(self) }
    /// Pies have no data blocks: always inline.
    public func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        GnuplotProgram(text: PieEmitter().program(for: self, outputs: outputs))
    }
}
