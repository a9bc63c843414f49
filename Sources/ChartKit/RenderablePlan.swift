/// What the renderer and the `--plan` printer need from a plan of any kind, so `ChartPlan`
/// switches over the kinds once (`ChartPlan.kind`) instead of once per question.
public protocol RenderablePlan: Sendable {
    /// Final output paths, one per rendered page.
    var outputs: [String] { get }
    var frame: PlotFrame { get }
    var figure: FigureOptions { get }
    /// Things the user may want to know that do not stop the chart.
    var warnings: [String] { get }
    /// The `--plan` document.
    var json: JSONDocument { get }
    /// The gnuplot program writing page i to `outputs[i]`.
    func program(outputs: [String]) -> String
    /// The same program with large data blocks as binary files when `placement` says so.
    func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram
    /// The same plan with only the pages at `indices` (positions in its pages).
    func selecting(pages indices: Range<Int>) -> ChartPlan
}

extension LinePlan: RenderablePlan {
    public var outputs: [String] { pages.map(\.output) }
    public var figure: FigureOptions { options.figure }
    public func program(outputs: [String]) -> String { LineEmitter().program(for: self, outputs: outputs) }
    public func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        LineEmitter().program(for: self, outputs: outputs, placement: placement)
    }
    public func selecting(pages indices: Range<Int>) -> ChartPlan {
        var plan = self
        plan.pages = Array(pages[indices])
        return .line(plan)
    }
}

extension DiscretePlan: RenderablePlan {
    public var outputs: [String] { pages.map(\.output) }
    public var figure: FigureOptions { options.figure }
    public func program(outputs: [String]) -> String { DiscreteEmitter().program(for: self, outputs: outputs) }
    public func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        DiscreteEmitter().program(for: self, outputs: outputs, placement: placement)
    }
    public func selecting(pages indices: Range<Int>) -> ChartPlan {
        var plan = self
        plan.pages = Array(pages[indices])
        return .discrete(plan)
    }
}

extension BarPlan: RenderablePlan {
    public var outputs: [String] { pages.map(\.output) }
    public var figure: FigureOptions { options.figure }
    public func program(outputs: [String]) -> String { BarEmitter().program(for: self, outputs: outputs) }
    public func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        BarEmitter().program(for: self, outputs: outputs, placement: placement)
    }
    public func selecting(pages indices: Range<Int>) -> ChartPlan {
        var plan = self
        plan.pages = Array(pages[indices])
        return .bar(plan)
    }
}

extension PiePlan: RenderablePlan {
    public var outputs: [String] { pages.map(\.output) }
    public var figure: FigureOptions { options.figure }
    public func program(outputs: [String]) -> String { PieEmitter().program(for: self, outputs: outputs) }
    /// Pies have no data blocks: always inline.
    public func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        GnuplotProgram(text: program(outputs: outputs))
    }
    public func selecting(pages indices: Range<Int>) -> ChartPlan {
        var plan = self
        plan.pages = Array(pages[indices])
        return .pie(plan)
    }
}
