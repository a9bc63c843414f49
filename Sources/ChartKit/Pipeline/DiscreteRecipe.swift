/// `chart discrete`'s part of the pipeline: the table recipe with `DiscreteLayouter`. Without
/// `--series` it reads the bytes themselves, which may also hold ResearchKit's `{"plots": …}`
/// JSON (`DiscreteChartReader`); with it, single values by key reshaped wide, and long range
/// data (`--low`/`--high`) split by the builder into one range plot per key.
package typealias DiscreteRecipe = TableRecipe<DiscreteLayouter>

extension DiscreteLayouter: TableChartLayouter {
    package typealias Builder = DiscreteChartBuilder

    package static func defaultOptions(figure: FigureOptions, paging: PagingOptions) -> DiscreteOptions {
        DiscreteOptions(figure: figure, paging: paging)
    }

    package static func plan(_ request: ChartRequest, builder: DiscreteChartBuilder, options: DiscreteOptions, in pipeline: ChartPipeline)
        throws -> ChartPlan
    {
        let reader = DiscreteChartReader(options: request.read, builder: builder)
        let chart: DiscreteChart
        switch (request.series, request.input) {
        case let (key?, _) where !builder.low.isEmpty:
            var builder = builder
            builder.series = key
            chart = try builder.chart(from: try pipeline.table(for: request))
        case let (nil, .source(source)):
            chart =
                try streamedChart(source, request, reader: reader, in: pipeline)
                ?? reader.chart(
                    bytes: try source.bytes(limit: request.read.maxBytes, progress: pipeline.progress),
                    name: source.displayName, pathExtension: source.pathExtension)
        case let (nil, .bytes(bytes, name, pathExtension)):
            chart = try reader.chart(bytes: bytes, name: name, pathExtension: pathExtension)
        default:
            return try tablePlan(request, builder: builder, options: options, in: pipeline)
        }
        let plan = try DiscreteLayouter(options: options).plan(for: chart)
        if let failure = chart.spill?.failure { throw failure }  // laid out from cells it could not read back
        return ChartPlan(plan)
    }

    /// The chart of a long CSV, TSV or whitespace file or standard input, streamed into a
    /// `DiscreteStream` so memory stays flat; a short input, JSON (the `{"plots": …}` shape
    /// among it) and what the stream refuses are read whole, from standard input's copy or by
    /// the caller (nil) from the file.
    private static func streamedChart(_ source: InputSource, _ request: ChartRequest, reader: DiscreteChartReader, in pipeline: ChartPipeline)
        throws -> DiscreteChart?
    {
        let stream = DiscreteStream(
            builder: reader.builder, temporaryFolder: pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder())
        switch try pipeline.readDelimitedBatches(source, request, batch: stream.add, finish: { stream.count }) {
        case .batches(.streamed)?: return try stream.chart()
        case let .batches(.table(table))?: return try reader.builder.chart(from: table)
        case let .whole(bytes)?: return try reader.chart(bytes: bytes, name: source.displayName, pathExtension: source.pathExtension)
        case nil: return nil
        }
    }

    /// Bit 5 connects the slots' midpoints.
    package static func fuzzVariant(of options: DiscreteOptions, _ variant: UInt8, text: String) -> DiscreteOptions {
        var options = options
        options.connect = variant & 0x20 != 0
        return options
    }

    /// A log value axis (x is slots); the builder checks each cell as the options make it.
    package static func axisVariant(_ variant: AxisVariant, of options: DiscreteOptions, builder: DiscreteChartBuilder)
        -> (DiscreteOptions, DiscreteChartBuilder)?
    {
        guard variant == .linear || variant == .yLog else { return nil }
        return variant.withLogs(options).map { ($0, builder) }
    }
}

extension DiscreteChartBuilder: XColumnBuilder {
    package init(x: ColumnSelector?, y: [ColumnSelector]) {
        self.init(x: x, low: [], high: [], y: y)
    }
}

extension ChartRecipe where Self == DiscreteRecipe {
    /// A discrete chart built by `builder` and drawn with `options`.
    package static func discrete(_ builder: DiscreteChartBuilder, _ options: DiscreteOptions) -> DiscreteRecipe {
        DiscreteRecipe(builder, options)
    }
}
