/// Everything the user can say about a heatmap beyond its data.
package struct HeatmapOptions: AxisKindOptions, Equatable {
    package var frame: AxisFrameOptions
    /// `--palette`; nil: viridis, or RdBu when the values cross 0.
    package var palette: HeatmapPalette?
    /// `--color-log`: colours spaced by powers of ten (counts over decades).
    package var colorLog = false
    /// `--values`: each cell's value written on it.
    package var values = false

    package init(frame: AxisFrameOptions) {
        self.frame = frame
    }
}

/// Lays out a heatmap on the shared axis frame: x along the bottom (categories on
/// `CategoryContent`, or bins ticked on their edges by `HistTicks`), y up the side (the same,
/// categories first at the top as a table reads), and the colour bar where the frame kept room
/// beside the plot (`AxisChartContent.sideReserve`).
package struct HeatmapLayouter: TableChartLayouter {
    package typealias Builder = HeatmapChartBuilder
    package static let kind = ChartKind.heatmap
    /// One picture whose y is bins or categories: no value range, reference lines, legend,
    /// grid, pages or right-hand axis.
    package static let draws: AxisFeatures = [
        .xLabel, .yLabel, .xFormat, .xDateFormat, .yLog, .xLabelEvery, .pageSelection, .xColumn, .yColumn,
    ]
    package var options: HeatmapOptions

    package init(options: HeatmapOptions) { self.options = options }

    package static func refusalReason(_ feature: AxisFeatures) -> String? {
        switch feature {
        case .yMin, .yMax: ": its y is bins or categories; --y-bins sets the bins"
        case .yFormat: ": its y is bins or categories, labelled as the bins' edges"
        case .legend: ": the colour bar names the values"
        case .grid, .hlines, .vlines: ": cells fill the plot"
        case .pageSize, .pageCount, .yRangePage: ": a heatmap is one picture"
        default: nil
        }
    }

    package static func defaultOptions(figure: FigureOptions, paging: PagingOptions) -> HeatmapOptions {
        HeatmapOptions(frame: AxisFrameOptions(figure: figure, paging: paging))
    }

    /// Bit 5 `--color-log`, bit 6 `--values`: so the fuzz targets reach the log colour scale
    /// and the cell labels, not only the default look.
    package static func fuzzVariant(of options: HeatmapOptions, _ variant: UInt8, text: String) -> HeatmapOptions {
        var options = options
        options.colorLog = variant & 0x20 != 0
        options.values = variant & 0x40 != 0
        return options
    }

    package static func plan(_ request: ChartRequest, builder: HeatmapChartBuilder, options: HeatmapOptions, in pipeline: ChartPipeline) throws
        -> ChartPlan
    {
        ChartPlan(try Self(options: options).plan(for: try chart(builder, for: request, in: pipeline)))
    }

    /// The chart of the request's input: a long file or standard input streams
    /// (`TableBatchReader` into `HeatmapBatchBuilder`, rows never held), anything else is read whole.
    private static func chart(_ builder: HeatmapChartBuilder, for request: ChartRequest, in pipeline: ChartPipeline) throws -> HeatmapChart {
        guard case let .source(source) = request.input, builder.matrix != true else {
            let table = try pipeline.table(for: request)
            pipeline.rowsRead(table.rowCount)
            return try builder.chart(from: table)
        }
        let folder = pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder()
        let batches = HeatmapBatchBuilder(builder, temporaryFolder: folder, memoryValues: pipeline.spillMemoryValues)
        // x and y are bins or categories by their first 1000 non-empty cells, as a whole read
        // judges them: followed past a first batch with fewer (`ColumnJudge`).
        let table = try pipeline.readBatches(
            source, request, namesItsColumns: builder.x != nil && !builder.y.isEmpty,
            following: { table in
                let columns = try HeatmapColumns(builder, table: table)
                return [columns.x, columns.y]
            }
        ) { table, skipping in
            try batches.add(table, skipping: skipping)
        }
        guard let table else { return try batches.chart() }
        return try builder.chart(from: table)
    }

    package func layout(_ chart: HeatmapChart) throws -> HeatmapPlan {
        guard let range = chart.valueRange else { throw ChartError.badData(location: nil, column: nil, message: "no cell has a value to draw") }
        let metrics = TextMetrics(fontSize: options.figure.fontSize)
        let whole = chart.values.allSatisfy { $0.isNaN || $0 == $0.rounded() }
        let scale = try HeatmapColorScale(range: range, palette: options.palette, log: options.colorLog, integers: whole)
        let pages = try AxisPages(rowCount: chart.x.count, paging: options.paging, format: options.figure.format, unit: .single("a heatmap"))
        let bar = HeatmapColorBar.width(scale, title: chart.valueTitle, metrics: metrics)
        var content = AxisChartContent(
            rowCount: chart.x.count, names: [], legendSampleLength: 1, legendRequest: options.axes.legend, xTitle: chart.xTitle,
            yTitle: chart.yTitle, integerValues: false, valueSpan: { _ in 0...1 }, emptyMessage: "no cell has a value to draw",
            valueAxis: { _, pixels, _ in Self.axis(chart.y, pixels: pixels, vertical: true, format: options.axes.yFormat, metrics: metrics) },
            sideReserve: bar - AxisChartGeometry.otherSideRoom,
            xLabels: { _ in AxisLabelFit(extent: metrics.lineHeight) },
            xAxes: { length in
                [Self.axis(chart.x, pixels: length, vertical: false, format: options.axes.xFormat, metrics: metrics, every: options.axes.xLabelEvery)]
            })
        if case let .categories(names) = chart.x {
            let naming = CategoryNames(
                names, times: nil, format: options.axes.xFormat, horizontal: false, labelEvery: options.axes.xLabelEvery, figure: options.figure,
                metrics: metrics)
            let categories = CategoryContent(.fitted(naming), pages: pages)
            (content.xLabels, content.xAxes) = (categories.labelFit, categories.axes)
        }
        var warnings: [String] = []
        let frame = try AxisChartLayouter(figure: options.figure, axes: options.axes).layout(content, pages: pages, warnings: &warnings)
        let (x, y) = (frame.xAxes[0], frame.valueAxes[0])
        var cells = HeatmapCells(chart: chart, x: x, y: y, frame: frame.layout.frame, scale: scale).cells
        if let warning = HeatmapCells.narrowWarning(chart, x: x, y: y, frame: frame.layout.frame, format: options.figure.format) {
            warnings.append(warning)
        }
        if options.values, options.figure.format != .text {
            HeatmapCells.label(&cells, chart: chart, x: x, y: y, frame: frame.layout.frame, scale: scale, metrics: metrics, warnings: &warnings)
        }
        let page = AxisPagePlan(page: 1, output: pages.outputs[0], rows: 0..<chart.x.count, x: x, y: y, marks: cells)
        let marks = HeatmapMarks(scale: scale, bar: HeatmapColorBar(frame: frame.layout.frame, metrics: metrics))
        return HeatmapPlan(chart: chart, options: options, layout: frame.layout, marks: marks, pages: [page], warnings: warnings)
    }

    /// One axis of `pixels`: bins ticked on their edges, or category slots (y's first slot at the
    /// top), named every few slots so names a line apart (or as wide as they are, along x) fit.
    static func axis(_ axis: HeatmapAxis, pixels: Int, vertical: Bool, format: AxisFormat, metrics: TextMetrics, every: Int = 1) -> AxisPlan {
        switch axis {
        case let .bins(bins):
            return HistTicks(bins: bins, format: format, metrics: metrics, labelEvery: every).axis(pixels: pixels)
        case let .categories(names):
            let slotPixels = Double(pixels) / Double(max(1, names.count))
            let needed = vertical ? metrics.lineHeight + 2 : (names.map { metrics.width(of: $0) }.max() ?? 0) + 12
            let every = max(1, Int((needed / max(slotPixels, 1e-9)).rounded(.up)))
            let ticks = names.indices.compactMap { index -> AxisTick? in
                index % every == 0 ? AxisTick(value: Double(vertical ? names.count - 1 - index : index), label: names[index]) : nil
            }
            return AxisPlan(min: -0.5, max: Double(names.count) - 0.5, ticks: vertical ? ticks.reversed() : ticks)
        }
    }
}
