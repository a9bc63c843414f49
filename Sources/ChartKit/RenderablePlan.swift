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

extension LinePagePlan: PlanPage {}
extension DiscretePagePlan: PlanPage {}
extension BarPagePlan: PlanPage {}
extension PiePagePlan: PlanPage {}

extension LinePlan: RenderablePlan {
    public var chartPlan: ChartPlan { .line(self) }
    public func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        LineEmitter().program(for: self, outputs: outputs, placement: placement)
    }
}

extension DiscretePlan: RenderablePlan {
    public var chartPlan: ChartPlan { .discrete(self) }
    public func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        DiscreteEmitter().program(for: self, outputs: outputs, placement: placement)
    }
}

extension BarPlan: RenderablePlan {
    public var chartPlan: ChartPlan { .bar(self) }
    public func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        BarEmitter().program(for: self, outputs: outputs, placement: placement)
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
