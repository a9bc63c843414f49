/// The whole pipeline part of an axis kind whose model is built from a table by its builder
/// and laid out by its layouter: so such a kind writes no recipe of its own.
///
/// It reads the request's table (long data by `--series` reshaped wide, a missing cell read as
/// the layouter says), or takes a model the caller built, then builds and lays out. `chart bar`
/// is this recipe (`BarRecipe`); line and discrete keep their own because they read in other
/// ways (streaming, ResearchKit JSON).
package struct TableRecipe<Layouter: TableChartLayouter>: ChartRecipe {
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

    package func plan(for request: ChartRequest, in pipeline: ChartPipeline) throws -> ChartPlan {
        let chart: Layouter.Builder.Chart
        if let given = try request.input.model(Layouter.Builder.Chart.self) {
            chart = given
        } else {
            var builder = builder
            let table: DataTable
            (builder.x, builder.y, table) = try pipeline.table(for: request, x: builder.x, y: builder.y, missing: Layouter.missingCell)
            chart = try builder.chart(from: table)
        }
        return ChartPlan(try Layouter(options: options).plan(for: chart))
    }

    package func fuzzVariant(_ variant: UInt8, text: String) -> Self {
        Self(builder, Layouter.fuzzVariant(of: options, variant, text: text))
    }

    package func axisVariant(_ variant: AxisVariant) -> Self? {
        Layouter.axisVariant(variant, of: options, builder: builder).map { Self($0.1, $0.0) }
    }
}

/// A kind's model builder from a table's x and value columns (what `TableRecipe` runs).
package protocol TableChartBuilder: Sendable {
    associatedtype Chart: ChartModel
    var x: ColumnSelector? { get set }
    var y: [ColumnSelector] { get set }
    init(x: ColumnSelector?, y: [ColumnSelector])
    func chart(from table: DataTable) throws -> Chart
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
    /// `options` and `builder` with the axes `variant` draws (see `ChartRecipe.axisVariant`);
    /// the default sets the log axes only, which a kind without them refuses.
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
