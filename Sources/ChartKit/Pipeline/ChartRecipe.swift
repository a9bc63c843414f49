/// One chart kind's part of the pipeline: how its model is built from the request's input and
/// laid out (stages 1–3), with the kind's builder and options as the recipe's own values.
///
/// Each kind brings its recipe in its own file, so adding a kind does not edit the pipeline, the
/// request or the plan: `ChartPipeline.plan(for:)` asks the request's recipe, and `ChartKind.recipe`
/// is the one list the library's `Chart`, the fuzz targets and the coverage test start from.
package protocol ChartRecipe: Sendable {
    /// The kind this recipe draws.
    static var kind: ChartKind { get }

    /// The shared features the kind draws (its layouter's declaration, `AxisKindLayouter.draws`):
    /// the command lists these flags, and the others are refused naming the kind.
    static var draws: AxisFeatures { get }

    /// Why the kind refuses `feature` (see `AxisKindLayouter.refusalReason`).
    static func refusalReason(_ feature: AxisFeatures) -> String?

    /// The kind with its default look for these columns, figure and pages: what the library's
    /// `Chart` draws, and where the fuzz targets start.
    init(x: ColumnSelector?, y: [ColumnSelector], figure: FigureOptions, paging: PagingOptions)

    /// Reads, builds and lays out `request` (whose `chart` is this recipe) with `pipeline`'s
    /// settings; the pipeline's shared reading helpers (`table(for:)`) do the reading.
    func plan(for request: ChartRequest, in pipeline: ChartPipeline) throws -> ChartPlan

    /// The same recipe with the kind's optional looks switched by the bits of `variant` and
    /// `text` in the kind's own text fields, so the fuzz targets reach every look of every kind
    /// without a hand-kept list of kinds. The default changes nothing.
    func fuzzVariant(_ variant: UInt8, text: String) -> Self

    /// The same recipe with its axes drawn as `variant` says, as the command's flags would set
    /// them; nil when the kind has no such mode. The default has only linear axes.
    func axisVariant(_ variant: AxisVariant) -> Self?
}

extension ChartRecipe {
    package func fuzzVariant(_ variant: UInt8, text: String) -> Self { self }
    package func axisVariant(_ variant: AxisVariant) -> Self? { variant == .linear ? self : nil }
}
