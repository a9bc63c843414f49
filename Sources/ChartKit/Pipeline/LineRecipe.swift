/// `chart line`'s part of the pipeline: the table recipe with `LineLayouter`. A long input from
/// a file or standard input streams (`LineStreamReader`, memory flat however many rows come),
/// and so does long data split by `--series` in any row order (`SeriesRuns`), and so does a long
/// file cut into `--facet` panels (`LineFacetStreams`);
/// anything else is read whole, with `--series` reshaping long data wide (a
/// missing cell is a gap), built into a `LineChart`.
package typealias LineRecipe = TableRecipe<LineLayouter>

extension LineLayouter: TableChartLayouter {
    package typealias Builder = LineChartBuilder

    package static func defaultOptions(figure: FigureOptions, paging: PagingOptions) -> LineOptions {
        LineOptions(figure: figure, paging: paging, lineWidth: figure.theme.lineWidth)
    }

    package static func plan(_ request: ChartRequest, builder: LineChartBuilder, options: LineOptions, in pipeline: ChartPipeline) throws
        -> ChartPlan
    {
        if case let .lineStream(stream) = request.input { return ChartPlan(try LineStreamLayouter(options: options).plan(for: stream)) }
        guard case let .source(source) = request.input else { return try tablePlan(request, builder: builder, options: options, in: pipeline) }
        if let key = request.series {
            switch try pipeline.readSeriesLines(source, request, key: key, builder: builder) {
            case let .stream(stream)?: return ChartPlan(try LineStreamLayouter(options: options).plan(for: stream))
            case let .table(table)?:
                var builder = builder
                let wide: DataTable
                (builder.x, builder.y, wide) = try pipeline.reshaped(table, series: key, x: builder.x, y: builder.y, missing: missingCell)
                return ChartPlan(try LineLayouter(options: options).plan(for: try builder.chart(from: wide)))
            case nil: return try tablePlan(request, builder: builder, options: options, in: pipeline)
            }
        }
        switch try pipeline.readLines(source, request, builder: builder) {
        case let .stream(stream): return ChartPlan(try LineStreamLayouter(options: options).plan(for: stream))
        case let .table(table): return ChartPlan(try LineLayouter(options: options).plan(for: try builder.chart(from: table)))
        }
    }

    /// Bit 5 draws markers; bit 3 puts the legend on the right (shown for one series too).
    package static func fuzzVariant(of options: LineOptions, _ variant: UInt8, text: String) -> LineOptions {
        var options = options
        options.points = variant & 0x20 != 0
        if variant & 0x08 != 0 { options.frame.axes.legend = .right }
        return options
    }

    /// Log axes, or the third column on a second axis (`--y2`, `--y2-log`); the builder checks
    /// each cell as the options make it (`AxisRecipe.checkedBuilder`).
    package static func axisVariant(_ variant: AxisVariant, of options: LineOptions, builder: LineChartBuilder) -> (LineOptions, LineChartBuilder)? {
        guard variant == .y2 || variant == .y2Log else { return variant.withLogs(options).map { ($0, builder) } }
        var (options, builder) = (options, builder)
        builder.y2 = [.position(3)]
        options.frame.axes.y2 = SecondAxisOptions(log: variant == .y2Log)
        return (options, builder)
    }
}

extension ChartRecipe where Self == LineRecipe {
    /// A line chart built by `builder` and drawn with `options`.
    package static func line(_ builder: LineChartBuilder, _ options: LineOptions) -> LineRecipe { LineRecipe(builder, options) }
}
