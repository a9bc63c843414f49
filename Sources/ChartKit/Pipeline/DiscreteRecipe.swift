/// `chart discrete`'s part of the pipeline: a table built into a `DiscreteChart`, or without
/// `--series` the bytes themselves, which may also hold ResearchKit's `{"plots": …}` JSON
/// (`DiscreteChartReader`); laid out by `DiscreteLayouter`.
package struct DiscreteRecipe: ChartRecipe {
    package static let kind = ChartKind.discrete
    package static var draws: AxisFeatures { DiscreteLayouter.draws }
    package static func refusalReason(_ feature: AxisFeatures) -> String? { DiscreteLayouter.refusalReason(feature) }
    package var builder: DiscreteChartBuilder
    package var options: DiscreteOptions

    package init(_ builder: DiscreteChartBuilder, _ options: DiscreteOptions) {
        self.builder = builder
        self.options = options
    }

    package init(x: ColumnSelector?, y: [ColumnSelector], figure: FigureOptions, paging: PagingOptions) {
        self.init(DiscreteChartBuilder(x: x, y: y), DiscreteOptions(figure: figure, paging: paging))
    }

    package func plan(for request: ChartRequest, in pipeline: ChartPipeline) throws -> ChartPlan {
        ChartPlan(try DiscreteLayouter(options: options).plan(for: try chart(for: request, in: pipeline)))
    }

    private func chart(for request: ChartRequest, in pipeline: ChartPipeline) throws -> DiscreteChart {
        if let chart = try request.input.model(DiscreteChart.self) { return chart }
        var builder = builder
        let reader = DiscreteChartReader(options: request.read, builder: builder)
        if request.series == nil {
            switch request.input {
            case let .source(source):
                return try reader.chart(
                    bytes: try source.bytes(limit: request.read.maxBytes, progress: pipeline.progress),
                    name: source.displayName, pathExtension: source.pathExtension)
            case let .bytes(bytes, name, pathExtension):
                return try reader.chart(bytes: bytes, name: name, pathExtension: pathExtension)
            case .table, .model:
                break
            }
        }
        let table: DataTable
        (builder.x, builder.y, table) = try pipeline.table(for: request, x: builder.x, y: builder.y, missing: .gap)
        return try builder.chart(from: table)
    }

    /// Bit 5 connects the slots' midpoints.
    package func fuzzVariant(_ variant: UInt8, text: String) -> Self {
        var recipe = self
        recipe.options.connect = variant & 0x20 != 0
        return recipe
    }

    /// A log value axis, the builder checking each cell as `--y-log` makes it (x is slots).
    package func axisVariant(_ variant: AxisVariant) -> Self? {
        guard variant == .linear || variant == .yLog, let options = variant.withLogs(options) else { return nil }
        var recipe = self
        recipe.options = options
        recipe.builder.valuesAboveZero = options.axes.yLog
        return recipe
    }
}

extension ChartRecipe where Self == DiscreteRecipe {
    /// A discrete chart built by `builder` and drawn with `options`.
    package static func discrete(_ builder: DiscreteChartBuilder, _ options: DiscreteOptions) -> DiscreteRecipe {
        DiscreteRecipe(builder, options)
    }
}
