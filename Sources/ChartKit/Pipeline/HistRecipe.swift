/// `chart hist`'s part of the pipeline: the table recipe with `HistLayouter`. Its long data is
/// split by the builder, which pairs values with their key and no x (unlike `SeriesSplitter`),
/// so it reads its own input: a long file or standard input streams.
package typealias HistRecipe = TableRecipe<HistLayouter>

extension HistLayouter: TableChartLayouter {
    package typealias Builder = HistChartBuilder

    package static func defaultOptions(figure: FigureOptions, paging: PagingOptions) -> HistOptions {
        HistOptions(figure: figure, paging: paging)
    }

    package static func plan(_ request: ChartRequest, builder: HistChartBuilder, options: HistOptions, in pipeline: ChartPipeline) throws
        -> ChartPlan
    {
        var builder = builder
        if let key = request.series { builder.key = key }
        return ChartPlan(try HistLayouter(options: options).plan(for: try chart(builder, for: request, in: pipeline)))
    }

    /// The chart of the request's input: a long file or standard input streams (`TableBatchReader`,
    /// values into `HistSpill`s, memory flat), anything else is read whole.
    private static func chart(_ builder: HistChartBuilder, for request: ChartRequest, in pipeline: ChartPipeline) throws -> HistChart {
        guard case let .source(source) = request.input else { return try builder.chart(from: try pipeline.table(for: request)) }
        let batches = HistBatchBuilder(
            builder, temporaryFolder: pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder(),
            memoryValues: pipeline.spillMemoryValues)
        guard let table = try pipeline.readBatches(source, request, namesItsColumns: !builder.y.isEmpty, batch: batches.add) else {
            return batches.chart
        }
        return try builder.chart(from: table)
    }

    /// Bit 5 stacked, bit 6 cumulative percent; p50 and mean marked.
    package static func fuzzVariant(of options: HistOptions, _ variant: UInt8, text: String) -> HistOptions {
        var options = options
        options.stacked = variant & 0x20 != 0
        if variant & 0x40 != 0 {
            options.cumulative = true
            options.scale = .percent
        }
        options.marks = [.percentile(50), .mean]
        return options
    }

    /// Log-spaced bins (the builder checks each cell as the options make it), a log count axis,
    /// density, percent, stacked.
    package static func axisVariant(_ variant: AxisVariant, of options: HistOptions, builder: HistChartBuilder) -> (HistOptions, HistChartBuilder)? {
        var options = options
        switch variant {
        case .density: options.scale = .density
        case .percent: options.scale = .percent
        case .stacked: options.stacked = true
        case .y2, .y2Log: return nil
        case .linear, .xLog, .yLog, .bothLog: return variant.withLogs(options).map { ($0, builder) }
        }
        return (options, builder)
    }
}

extension HistChartBuilder: TableChartBuilder {
    /// A histogram has no x: its values are binned along it (`x` is refused before, by the
    /// command and the library's `Chart`).
    package init(x: ColumnSelector?, y: [ColumnSelector]) {
        self.init(y: y, key: nil)
    }
}

extension ChartRecipe where Self == HistRecipe {
    /// A histogram built by `builder` and drawn with `options`.
    package static func hist(_ builder: HistChartBuilder, _ options: HistOptions) -> HistRecipe { HistRecipe(builder, options) }
}
