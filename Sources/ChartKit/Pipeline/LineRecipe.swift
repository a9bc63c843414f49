/// `chart line`'s part of the pipeline: a long input from a file or standard input streams
/// (`LineStreamReader`, memory flat however many rows come); anything else is read whole, with
/// `--series` reshaping long data wide (a missing cell is a gap), built into a `LineChart`.
package struct LineRecipe: ChartRecipe {
    package static let kind = ChartKind.line
    package static var draws: AxisFeatures { LineLayouter.draws }
    package static func refusalReason(_ feature: AxisFeatures) -> String? { LineLayouter.refusalReason(feature) }
    package var builder: LineChartBuilder
    package var options: LineOptions

    package init(_ builder: LineChartBuilder, _ options: LineOptions) {
        self.builder = builder
        self.options = options
    }

    package init(x: ColumnSelector?, y: [ColumnSelector], figure: FigureOptions, paging: PagingOptions) {
        self.init(LineChartBuilder(x: x, y: y), LineOptions(figure: figure, paging: paging, lineWidth: figure.theme.lineWidth))
    }

    package func plan(for request: ChartRequest, in pipeline: ChartPipeline) throws -> ChartPlan {
        ChartPlan(try linePlan(for: request, in: pipeline))
    }

    private func linePlan(for request: ChartRequest, in pipeline: ChartPipeline) throws -> LinePlan {
        if let chart = try request.input.model(LineChart.self) { return try LineLayouter(options: options).plan(for: chart) }
        var builder = builder
        if request.series == nil, case let .source(source) = request.input {
            let reader = LineStreamReader(
                options: request.read, builder: builder, threshold: pipeline.streamThreshold,
                temporaryFolder: pipeline.temporaryFolder ?? RenderWorkspace.systemTemporaryFolder(), progress: pipeline.progress)
            switch try reader.read(source) {
            case let .stream(stream):
                pipeline.rowsRead(stream.count)
                return try LineStreamLayouter(options: options).plan(for: stream)
            case let .table(table):
                pipeline.rowsRead(table.rowCount)
                return try LineLayouter(options: options).plan(for: try builder.chart(from: table))
            }
        }
        let table: DataTable
        (builder.x, builder.y, table) = try pipeline.table(for: request, x: builder.x, y: builder.y, missing: .gap)
        return try LineLayouter(options: options).plan(for: try builder.chart(from: table))
    }

    /// Bit 5 draws markers; bit 3 puts the legend on the right (shown for one series too).
    package func fuzzVariant(_ variant: UInt8, text: String) -> Self {
        var recipe = self
        recipe.options.points = variant & 0x20 != 0
        if variant & 0x08 != 0 { recipe.options.frame.axes.legend = .right }
        return recipe
    }

    /// Log axes, or the third column on a second axis (`--y2`, `--y2-log`), the builder
    /// checking each cell as the flags make it.
    package func axisVariant(_ variant: AxisVariant) -> Self? {
        var recipe = self
        if variant == .y2 || variant == .y2Log {
            recipe.builder.y2 = [.index(3)]
            recipe.builder.y2AboveZero = variant == .y2Log
            recipe.options.frame.axes.y2 = SecondAxisOptions(log: variant == .y2Log)
            return recipe
        }
        guard let options = variant.withLogs(options) else { return nil }
        recipe.options = options
        (recipe.builder.xAboveZero, recipe.builder.valuesAboveZero) = (options.axes.xLog, options.axes.yLog)
        return recipe
    }
}

extension ChartRecipe where Self == LineRecipe {
    /// A line chart built by `builder` and drawn with `options`.
    package static func line(_ builder: LineChartBuilder, _ options: LineOptions) -> LineRecipe { LineRecipe(builder, options) }
}
