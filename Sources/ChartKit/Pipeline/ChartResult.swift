/// A rendered chart: the plan it was drawn from and the files written, one per rendered page.
public struct ChartResult: Sendable {
    package var plan: ChartPlan
    /// Final output paths, in page order.
    public var outputs: [String]

    /// What the plan warned about (colours that repeat, labels left out, slices grouped), one
    /// line each, as the command prints them.
    public var warnings: [String] { plan.warnings }

    /// The layout as JSON, what `chart KIND --plan` prints: pages, axes, ticks, legend, outputs.
    public var planJSON: String { plan.planJSON }

    package init(plan: ChartPlan, outputs: [String]) {
        self.plan = plan
        self.outputs = outputs
    }

    /// The gnuplot program that writes this chart to `outputs`, every data block inline (a
    /// program to keep or run by hand; chart's own render writes plain names in its workspace).
    /// Thrown: a streamed chart's spill that cannot be read back (its rows are read only here).
    public var program: String { get throws { try plan.program(outputs: outputs) } }
}
