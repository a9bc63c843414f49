/// `chart hist`'s part of the pipeline: the table read as is (long data is split by the builder,
/// which pairs values with their key and no x, unlike `SeriesSplitter`), the model built and
/// laid out by `HistLayouter`.
package struct HistRecipe: ChartRecipe {
    package static let kind = ChartKind.hist
    package static var draws: AxisFeatures { HistLayouter.draws }
    package static func refusalReason(_ feature: AxisFeatures) -> String? { HistLayouter.refusalReason(feature) }
    package var builder: HistChartBuilder
    package var options: HistOptions

    package init(_ builder: HistChartBuilder, _ options: HistOptions) {
        self.builder = builder
        self.options = options
    }

    package init(x: ColumnSelector?, y: [ColumnSelector], figure: FigureOptions, paging: PagingOptions) {
        self.init(HistChartBuilder(y: y), HistOptions(figure: figure, paging: paging))
    }

    package func plan(for request: ChartRequest, in pipeline: ChartPipeline) throws -> ChartPlan {
        let chart: HistChart
        if let given = try request.input.model(HistChart.self) {
            chart = given
        } else {
            var builder = builder
            if let key = request.series { builder.key = key }
            chart = try self.chart(builder, for: request, in: pipeline)
        }
        return ChartPlan(try HistLayouter(options: options).plan(for: chart))
    }

    /// The chart of the request's input: a long file or standard input streams (`TableBatchReader`,
    /// values into `HistSpill`s, memory flat), anything else is read whole.
    private func chart(_ builder: HistChartBuilder, for request: ChartRequest, in pipeline: ChartPipeline) throws -> HistChart {
        guard case let .source(source) = request.input else { return try builder.chart(from: try pipeline.table(for: request)) }
        let batches = HistBatchBuilder(
            builder, temporaryFolder: pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder(),
            memoryValues: pipeline.spillMemoryValues)
        var reader = TableBatchReader(options: request.read, threshold: pipeline.streamThreshold, progress: pipeline.progress)
        reader.namesItsColumns = !builder.y.isEmpty
        reader.temporaryFolder = pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder()
        var rows = 0
        guard
            let table = try reader.read(
                source,
                batch: { table, skipping in
                    rows += table.rowCount - skipping
                    try batches.add(table, skipping: skipping)
                })
        else {
            pipeline.rowsRead(rows)
            return batches.chart
        }
        pipeline.rowsRead(table.rowCount)
        return try builder.chart(from: table)
    }

    /// Bit 5 stacked, bit 6 cumulative percent; p50 and mean marked.
    package func fuzzVariant(_ variant: UInt8, text: String) -> Self {
        var options = options
        options.stacked = variant & 0x20 != 0
        if variant & 0x40 != 0 {
            options.cumulative = true
            options.scale = .percent
        }
        options.marks = [.percentile(50), .mean]
        return Self(builder, options)
    }

    /// Log-spaced bins (the builder checks each cell), a log count axis, density, percent, stacked.
    package func axisVariant(_ variant: AxisVariant) -> Self? {
        var (options, builder) = (options, builder)
        switch variant {
        case .density: options.scale = .density
        case .percent: options.scale = .percent
        case .stacked: options.stacked = true
        case .y2, .y2Log: return nil
        case .linear, .xLog, .yLog, .bothLog:
            guard let logged = variant.withLogs(options) else { return nil }
            options = logged
            builder.valuesAboveZero = logged.axes.xLog
        }
        return Self(builder, options)
    }
}

extension ChartRecipe where Self == HistRecipe {
    /// A histogram built by `builder` and drawn with `options`.
    package static func hist(_ builder: HistChartBuilder, _ options: HistOptions) -> HistRecipe { HistRecipe(builder, options) }
}
