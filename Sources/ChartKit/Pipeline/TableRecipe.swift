/// The whole pipeline part of an axis kind whose model is built from a table by its builder
/// and laid out by its layouter: so such a kind writes no recipe of its own.
///
/// It takes a model the caller built, or reads the request's table (long data by `--series`
/// reshaped wide, a missing cell read as the layouter says), then builds and lays out. Bar,
/// line and discrete are this recipe (`BarRecipe`, `LineRecipe`, `DiscreteRecipe`); a kind that
/// reads its input in another way (line streams, discrete reads ResearchKit JSON) says so in its
/// layouter's `plan(_:builder:options:in:)`.
package struct TableRecipe<Layouter: TableChartLayouter>: AxisRecipe {
    package static var kind: ChartKind { Layouter.kind }
    package static var draws: AxisFeatures { Layouter.draws }
    package static func refusalReason(_ feature: AxisFeatures) -> String? { Layouter.refusalReason(feature) }
    package var builder: Layouter.Builder
    package var options: Layouter.Options

    package init(_ builder: Layouter.Builder, _ options: Layouter.Options) {
        self.builder = builder
        self.options = options
    }

    package init(x: ColumnSelector?, y: [ColumnSelector], figure: FigureOptions, paging: PagingOptions) {
        self.init(Layouter.Builder(x: x, y: y), Layouter.defaultOptions(figure: figure, paging: paging))
    }

    package func plan(for request: ChartRequest, with builder: Layouter.Builder, in pipeline: ChartPipeline) throws -> ChartPlan {
        if let given = try request.input.model(Layouter.Builder.Chart.self) { return ChartPlan(try Layouter(options: options).plan(for: given)) }
        return try Layouter.plan(request, builder: builder, options: options, in: pipeline)
    }

    package func fuzzVariant(_ variant: UInt8, text: String) -> Self {
        Self(builder, Layouter.fuzzVariant(of: options, variant, text: text))
    }

    package func axisVariant(_ variant: AxisVariant) -> Self? {
        Layouter.axisVariant(variant, of: options, builder: builder).map { Self($0.1, $0.0) }
    }
}

/// A kind's model builder from a table's value columns (what `TableRecipe` runs).
package protocol TableChartBuilder: FrameCheckedBuilder {
    associatedtype Chart: ChartModel
    var y: [ColumnSelector] { get set }
    init(x: ColumnSelector?, y: [ColumnSelector])
    func chart(from table: DataTable) throws -> Chart
}

/// A builder that draws its values against an x column, which long data (`--series`) pairs
/// with each key: the table recipe reads such a kind's table itself (`tablePlan`).
package protocol XColumnBuilder: TableChartBuilder {
    var x: ColumnSelector? { get set }
}

/// An axis kind's layouter for a model its builder makes from a table: with it,
/// `TableRecipe<Layouter>` is the kind's part of the pipeline.
package protocol TableChartLayouter: AxisKindLayouter where Plan: RenderablePlan {
    associatedtype Builder: TableChartBuilder where Builder.Chart == Chart
    /// How a cell missing from long data (`--series`) reads: a gap in the series, or an error.
    static var missingCell: SeriesSplitter.Missing { get }
    /// The kind's options with its default look.
    static func defaultOptions(figure: FigureOptions, paging: PagingOptions) -> Options
    /// `options` with the kind's optional looks switched by `variant` (see
    /// `ChartRecipe.fuzzVariant`); the default changes nothing.
    static func fuzzVariant(of options: Options, _ variant: UInt8, text: String) -> Options
    /// The plan of `request`, whose input is not a model, with `builder` (its checks read from
    /// `options`); the default, for an `XColumnBuilder`, reads the table whole (`tablePlan`).
    static func plan(_ request: ChartRequest, builder: Builder, options: Options, in pipeline: ChartPipeline) throws -> ChartPlan
    /// `options` and `builder` with the axes `variant` draws (see `ChartRecipe.axisVariant`);
    /// the default sets the log axes only, which a kind without them refuses. The builder's
    /// cell checks follow from the options (`AxisRecipe.checkedBuilder`).
    static func axisVariant(_ variant: AxisVariant, of options: Options, builder: Builder) -> (Options, Builder)?
    /// The plan for `chart`: `AxisKindLayouter`'s, or the kind's own where it checks more first
    /// (a requirement, so `TableRecipe` reaches bar's).
    func plan(for chart: Chart) throws -> Plan
}

extension TableChartLayouter {
    package static var missingCell: SeriesSplitter.Missing { .gap }
    package static func fuzzVariant(of options: Options, _ variant: UInt8, text: String) -> Options { options }
    package static func axisVariant(_ variant: AxisVariant, of options: Options, builder: Builder) -> (Options, Builder)? {
        variant.withLogs(options).map { ($0, builder) }
    }
}

extension TableChartLayouter where Builder: XColumnBuilder {
    package static func plan(_ request: ChartRequest, builder: Builder, options: Options, in pipeline: ChartPipeline) throws -> ChartPlan {
        try tablePlan(request, builder: builder, options: options, in: pipeline)
    }

    /// The plan of the request's table, read whole (long data reshaped wide by `--series`).
    static func tablePlan(_ request: ChartRequest, builder: Builder, options: Options, in pipeline: ChartPipeline) throws -> ChartPlan {
        var builder = builder
        let table: DataTable
        (builder.x, builder.y, table) = try pipeline.table(for: request, x: builder.x, y: builder.y, missing: missingCell)
        return ChartPlan(try Self(options: options).plan(for: try builder.chart(from: table)))
    }
}
