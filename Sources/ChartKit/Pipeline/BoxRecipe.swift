/// `chart box`'s part of the pipeline: the table recipe with `BoxLayouter`. Its long data is
/// grouped by the builder (values by category and key, with no x to pair), so it reads its own
/// input, as hist does.
package typealias BoxRecipe = TableRecipe<BoxLayouter>

extension BoxLayouter: TableChartLayouter {
    package typealias Builder = BoxChartBuilder

    package static func defaultOptions(figure: FigureOptions, paging: PagingOptions) -> BoxOptions {
        BoxOptions(frame: AxisFrameOptions(figure: figure, paging: paging))
    }

    package static func plan(_ request: ChartRequest, builder: BoxChartBuilder, options: BoxOptions, in pipeline: ChartPipeline) throws
        -> ChartPlan
    {
        var builder = builder
        if let key = request.series { builder.key = key }
        return ChartPlan(try BoxLayouter(options: options).plan(for: try chart(builder, for: request, in: pipeline)))
    }

    /// The chart of the request's input: a long file or standard input streams (`TableBatchReader`,
    /// each box's values into a `HistSpill`, memory flat), anything else is read whole.
    private static func chart(_ builder: BoxChartBuilder, for request: ChartRequest, in pipeline: ChartPipeline) throws -> BoxChart {
        guard case let .source(source) = request.input else { return try builder.chart(from: try pipeline.table(for: request)) }
        let folder = pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder()
        let batches = BoxBatchBuilder(builder, temporaryFolder: folder, memoryValues: pipeline.spillMemoryValues)
        guard let table = try pipeline.readBatches(source, request, namesItsColumns: !builder.y.isEmpty || builder.value != nil, batch: batches.add)
        else {
            return batches.chart
        }
        return try builder.chart(from: table)
    }

    /// Bit 5 horizontal, bit 6 the values overlaid.
    package static func fuzzVariant(of options: BoxOptions, _ variant: UInt8, text: String) -> BoxOptions {
        var options = options
        options.horizontal = variant & 0x20 != 0
        options.points = variant & 0x40 != 0
        return options
    }
}

extension BoxChartBuilder: TableChartBuilder {
    /// Wide data: `y` names the value columns; `x` is long rows' category column.
    package init(x: ColumnSelector?, y: [ColumnSelector]) {
        self.init(x: x, y: y, value: nil, key: nil)
    }
}

extension ChartRecipe where Self == BoxRecipe {
    /// A box chart built by `builder` and drawn with `options`.
    package static func box(_ builder: BoxChartBuilder, _ options: BoxOptions) -> BoxRecipe { BoxRecipe(builder, options) }
}

extension TableRecipe where Layouter == BoxLayouter {
    /// The request's long file cut into panels by `column`, each a box chart built batch by
    /// batch (`BoxFacetBatchBuilder`), as `ChartPipeline.streamedFacetSplit` reads it; nil
    /// also when the columns are not named by a flag (`--y`, `--value`): a whole read picks
    /// them from each panel's own rows.
    func streamedFacetSplit(_ request: ChartRequest, by column: ColumnSelector, in pipeline: ChartPipeline, check: (DataTable) throws -> Void)
        throws -> FacetSplit?
    {
        var builder = checkedBuilder
        if let key = request.series { builder.key = key }
        guard !builder.y.isEmpty || builder.value != nil else { return nil }
        let batches = BoxFacetBatchBuilder(
            builder, column: column, temporaryFolder: pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder(),
            memoryValues: pipeline.spillMemoryValues)
        return try pipeline.streamedFacetSplit(request, by: column, into: batches, namesItsColumns: true, check: check)
    }
}
