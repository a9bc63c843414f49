/// `chart scatter`'s part of the pipeline: the table recipe with `ScatterLayouter`, on the line
/// chart's model and builder (a scatter reads the same table; an empty cell is a skipped point).
///
/// Its own type for streaming and for `--size-by` with `--series`. A long file or standard input
/// streams: `TableBatchReader` hands its batches to a `ScatterStream` (typed rows in a spill
/// file, a one-pass summary) and `ScatterStreamLayouter` lays it out, so memory stays flat
/// however many points come; long data split by `--series` too (`ScatterSeriesRows`, with
/// `--size-by` each row's size beside it), read whole when the stream refuses it
/// (`ChartPipeline.readLongBatches`). Read whole, with `--size-by` and `--series` the long
/// table's size column is read (and checked, naming its cells) before the split, whose wide
/// table keeps the input's rows in order (`SeriesSplitter.Missing.rowPerPoint`) but has no size
/// column.
package struct ScatterRecipe: AxisRecipe {
    package static var kind: ChartKind { .scatter }
    package static var draws: AxisFeatures { ScatterLayouter.draws }
    package static func refusalReason(_ feature: AxisFeatures) -> String? { ScatterLayouter.refusalReason(feature) }
    package var builder: LineChartBuilder
    package var options: ScatterOptions

    /// A scatter of `builder`'s columns; a row whose x cell is empty is left out and counted, as
    /// one whose y cell is (`LineChartBuilder.skipsEmptyX`), whoever made the builder.
    package init(_ builder: LineChartBuilder, _ options: ScatterOptions) {
        self.builder = builder
        self.builder.skipsEmptyX = true
        self.options = options
    }

    package init(x: ColumnSelector?, y: [ColumnSelector], figure: FigureOptions, paging: PagingOptions) {
        self.init(LineChartBuilder(x: x, y: y), ScatterLayouter.defaultOptions(figure: figure, paging: paging))
    }

    package func plan(for request: ChartRequest, with builder: LineChartBuilder, in pipeline: ChartPipeline) throws -> ChartPlan {
        if case let .scatterStream(stream) = request.input { return ChartPlan(try ScatterStreamLayouter(options: options).plan(for: stream)) }
        if request.series == nil, case let .source(source) = request.input {
            return ChartPlan(try streamedPlan(source, builder, request, pipeline))
        }
        if let key = request.series, case let .source(source) = request.input,
            let plan = try streamedSeriesPlan(source, key: key, builder, request, pipeline)
        {
            return ChartPlan(plan)
        }
        guard let key = request.series, let sizeBy = builder.sizeBy, try request.input.model(LineChart.self) == nil else {
            return try TableRecipe<ScatterLayouter>(builder, options).plan(for: request, with: builder, in: pipeline)
        }
        return ChartPlan(try sizedSeriesPlan(try pipeline.table(for: request), key: key, sizeBy: sizeBy, builder, pipeline))
    }

    /// The plan of long data read whole, split by `key` and sized by `sizeBy`: the sizes are
    /// read (and checked, naming their cells) from the long table, before the split.
    private func sizedSeriesPlan(
        _ table: DataTable, key: ColumnSelector, sizeBy: ColumnSelector, _ builder: LineChartBuilder, _ pipeline: ChartPipeline
    ) throws -> ScatterPlan {
        let sizeColumn = try table.columnIndex(sizeBy)
        let sizes = try BubbleSizes(table, column: sizeColumn)
        var builder = builder
        let keyColumn = try table.columnIndex(key)
        let xColumn = try builder.x.map { try table.columnIndex($0) } ?? (0..<table.columnCount).first { $0 != keyColumn }
        let value =
            try builder.y.first.map { try table.columnIndex($0) }
            ?? valueColumn(in: table, skipping: [keyColumn, sizeColumn] + (xColumn.map { [$0] } ?? []), key: keyColumn)
        try table.requireDistinct(
            sizeColumn, role: "the bubble sizes (--size-by)", from: [value] + (xColumn.map { [$0] } ?? []), otherRole: "x or a series")
        let wide = try pipeline.seriesSplitter(key: key, x: builder.x, value: .position(value + 1), missing: .rowPerPoint).split(table)
        (builder.x, builder.y, builder.sizeBy, builder.givenSizes) = (.position(1), (1..<wide.columnCount).map { .position($0 + 1) }, nil, sizes)
        return try ScatterLayouter(options: options).plan(for: try builder.chart(from: wide))
    }

    /// The plan of a file or standard input: streamed when long (`TableBatchReader`), else read whole.
    private func streamedPlan(_ source: InputSource, _ builder: LineChartBuilder, _ request: ChartRequest, _ pipeline: ChartPipeline) throws
        -> ScatterPlan
    {
        let stream = ScatterStream(
            builder: builder, options: options, temporaryFolder: pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder())
        (stream.sortRunRows, stream.markerWindow) = (pipeline.sortRunRows, pipeline.markerWindow)
        let reader = TableBatchReader(options: request.read, threshold: pipeline.streamThreshold, progress: pipeline.progress)
        guard let table = try reader.read(source, batch: stream.add) else {
            pipeline.rowsRead(stream.count)
            return try ScatterStreamLayouter(options: options).plan(for: stream)
        }
        pipeline.rowsRead(table.rowCount)
        return try ScatterLayouter(options: options).plan(for: try builder.chart(from: table))
    }

    /// The plan of long data split by `--series` from a file or standard input: streamed when
    /// long, else (short, or refused by the stream) from the table read whole; nil when the
    /// stream refused a file, which the caller reads whole.
    private func streamedSeriesPlan(
        _ source: InputSource, key: ColumnSelector, _ builder: LineChartBuilder, _ request: ChartRequest, _ pipeline: ChartPipeline
    ) throws -> ScatterPlan? {
        var splitter = pipeline.seriesSplitter(key: key, x: builder.x, value: builder.y.first, missing: .rowPerPoint)
        splitter.notValues = builder.sizeBy.map { [$0] } ?? []
        let stream = ScatterStream(
            builder: builder, options: options, temporaryFolder: pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder(),
            splitter: splitter)
        (stream.sortRunRows, stream.markerWindow) = (pipeline.sortRunRows, pipeline.markerWindow)
        let read = try pipeline.readLongBatches(
            source, request, batch: stream.add,
            finish: {
                try stream.finish()
                return stream.count
            })
        switch read {
        case .streamed?: return try ScatterStreamLayouter(options: options).plan(for: stream)
        case let .table(table)?:
            if let sizeBy = builder.sizeBy { return try sizedSeriesPlan(table, key: key, sizeBy: sizeBy, builder, pipeline) }
            var builder = builder
            let wide: DataTable
            (builder.x, builder.y, wide) = try pipeline.reshaped(table, series: key, x: builder.x, y: builder.y, missing: .rowPerPoint)
            return try ScatterLayouter(options: options).plan(for: try builder.chart(from: wide))
        case nil: return nil
        }
    }

    /// The default value column of long data: the first mostly-numeric one that is neither x,
    /// the key nor the sizes (else the splitter's own error).
    private func valueColumn(in table: DataTable, skipping skipped: [Int], key keyColumn: Int) throws -> Int {
        guard let found = (0..<table.columnCount).first(where: { !skipped.contains($0) && LineChartBuilder.isMostlyNumeric(table, column: $0) })
        else {
            throw ChartError.badData(
                location: nil, column: nil,
                message:
                    "\(table.source) has no numeric column of values to split by \"\(table.names[keyColumn])\" besides the sizes; name it with --y")
        }
        return found
    }

    package func fuzzVariant(_ variant: UInt8, text: String) -> Self {
        Self(builder, ScatterLayouter.fuzzVariant(of: options, variant, text: text))
    }

    /// Log axes; the builder checks each cell as the options make it.
    package func axisVariant(_ variant: AxisVariant) -> Self? {
        variant.withLogs(options).map { Self(builder, $0) }
    }
}

extension ScatterLayouter: TableChartLayouter {
    package typealias Builder = LineChartBuilder
    package static let kind = ChartKind.scatter
    /// Long data keeps every row as a point: groups may share x values.
    package static var missingCell: SeriesSplitter.Missing { .rowPerPoint }

    package static func defaultOptions(figure: FigureOptions, paging: PagingOptions) -> ScatterOptions {
        ScatterOptions(figure: figure, paging: paging)
    }

    /// Bit 6 large markers, bit 4 the density image (`--density`: gnuplot embeds it in an SVG
    /// as a `data:` PNG, the one link `SVGCheck` lets through).
    package static func fuzzVariant(of options: ScatterOptions, _ variant: UInt8, text: String) -> ScatterOptions {
        var options = options
        options.markerSize = variant & 0x40 != 0 ? 2 : 1
        if variant & 0x10 != 0 { options.density = .on }
        return options
    }
}

extension LineChartBuilder: XColumnBuilder {
    package init(x: ColumnSelector?, y: [ColumnSelector]) {
        self.init(x: x, y: y, xType: .auto)
    }
}

extension ChartRecipe where Self == ScatterRecipe {
    /// A scatter chart built by `builder` and drawn with `options`.
    package static func scatter(_ builder: LineChartBuilder, _ options: ScatterOptions) -> ScatterRecipe { ScatterRecipe(builder, options) }
}
