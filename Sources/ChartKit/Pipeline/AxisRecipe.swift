/// A kind drawn on the axis frame whose model is built by a builder: the recipe hands the
/// builder the checks its options ask for (`FrameChecks`) in this one place, before any build.
///
/// So a shared flag reaches every stage through one value, the options: neither a command, nor
/// `--follow`, nor the library's `Chart`, nor a fuzz variant sets a builder's checks by hand,
/// and a new kind cannot forget them.
package protocol AxisRecipe: ChartRecipe {
    associatedtype Builder: FrameCheckedBuilder
    associatedtype Options: AxisKindOptions
    var builder: Builder { get set }
    var options: Options { get set }

    /// Reads, builds and lays out `request` as `plan(for:in:)` does, with `builder`: this
    /// recipe's builder with its checks read from the options.
    func plan(for request: ChartRequest, with builder: Builder, in pipeline: ChartPipeline) throws -> ChartPlan
}

extension AxisRecipe {
    /// The builder with the checks the options ask for: the one place they are set.
    package var checkedBuilder: Builder {
        var builder = builder
        builder.checks = FrameChecks(options.frame)
        return builder
    }

    package func plan(for request: ChartRequest, in pipeline: ChartPipeline) throws -> ChartPlan {
        try plan(for: request, with: checkedBuilder, in: pipeline)
    }
}

/// A model builder that checks cells as the frame the chart is drawn in asks (`FrameChecks`).
package protocol FrameCheckedBuilder: Sendable {
    var checks: FrameChecks { get set }
}
