/// An area chart's plan: the line chart's frame and pages (the tops of its bands are the
/// points), with how the bands pile up.
package typealias AreaPlan = AxisKindPlan<AreaMarks>

/// Lays out an area chart on the shared frame: each series filled from the baseline (0, or the
/// axis bottom where 0 is not on the axis: a log axis, a `--y-min` above 0), translucent over
/// each other, or stacked (`--stacked`, `--percent`).
///
/// It is a line chart of the bands' tops (`AreaStack`) with a value axis that reaches 0
/// (`LineOptions.filled`), so pages, windows, time and category x, M4 decimation and the
/// frame are line's, and an area page shows the same x window as the line page of the same
/// data.
package struct AreaLayouter: TableChartLayouter {
    package typealias Builder = LineChartBuilder
    package static let kind = ChartKind.area
    /// Line's frame but the second axis and the scrubber (a band's top is not its value) and a
    /// log x (M4 and the fill are linear in x).
    package static let draws = AxisFeatures.all.subtracting([.y2, .highlight, .xLog])
    package var options: AreaOptions

    package init(options: AreaOptions) {
        self.options = options
    }

    package static func refusalReason(_ feature: AxisFeatures) -> String? {
        feature == .highlight ? ": a band's top is not its value; use --vline to mark an x" : nil
    }

    package static func defaultOptions(figure: FigureOptions, paging: PagingOptions) -> AreaOptions {
        AreaOptions(line: LineOptions(figure: figure, paging: paging, lineWidth: figure.theme.lineWidth))
    }

    /// A long file or standard input streams as line's does (`LineStreamReader`, its rows
    /// stacked as they come, a negative value in a stack refused at its cell by the batch
    /// readers), and so does a long file's `--facet` panel (`LineFacetStreams`, given as a
    /// `.lineStream`); anything else is read whole, a negative value in a stack refused at its
    /// cell, then built.
    package static func plan(_ request: ChartRequest, builder: LineChartBuilder, options: AreaOptions, in pipeline: ChartPipeline) throws
        -> ChartPlan
    {
        if case let .lineStream(stream) = request.input { return ChartPlan(try Self(options: options).plan(for: stream)) }
        var builder = builder
        builder.checks.stacking = options.stacking
        let table: DataTable
        if request.series == nil, case let .source(source) = request.input {
            switch try pipeline.readLines(source, request, builder: builder) {
            case let .stream(stream): return ChartPlan(try Self(options: options).plan(for: stream))
            case let .table(whole): table = whole
            }
        } else {
            (builder.x, builder.y, table) = try pipeline.table(for: request, x: builder.x, y: builder.y, missing: missingCell)
            pipeline.rowsRead(table.rowCount)
        }
        if options.stacking != .overlap, table.rowCount > 0 {
            for column in try builder.yColumns(in: table, excluding: try table.xColumn(builder.x)) {
                let values = try table.numbers(at: column, emptyIsGap: true)
                if let row = values.firstIndex(where: { $0 < 0 }) {
                    throw table.cellError(row: row, column: column, expected: AreaStack.expected(options.stacking))
                }
            }
        }
        return ChartPlan(try Self(options: options).plan(for: try builder.chart(from: table)))
    }

    /// The plan of a streamed input, whose rows the stream stacked as they came: line's
    /// streamed layout of the tops, each reduced chart laid out as `layout(_:)` lays out a whole one.
    func plan(for stream: LineStream) throws -> AreaPlan {
        let warning =
            stream.emptyTotals.count == 0
            ? nil
            : { (chart: LineChart) in
                AreaStack.emptyTotalWarning(count: stream.emptyTotals.count, firstX: AreaStack.xText(position: stream.emptyTotals.firstX, chart))
            }
        return try LineStreamLayouter(options: options.line).plan(for: stream) { chart in
            try AxisChartLayouter.plan(chart, by: self) { layouter, chart in
                try layouter.layout(tops: chart, warnings: warning.map { [$0(chart)] } ?? [])
            }
        }
    }

    package func layout(_ chart: LineChart) throws -> AreaPlan {
        try Self.checkLog(options.stacking, log: options.axes.yLog)
        let stack = try AreaStack(chart, stacking: options.stacking)
        return try layout(tops: stack.chart, warnings: stack.warnings)
    }

    /// Lays out a chart whose series are already its bands' tops: line's layout, filled.
    private func layout(tops: LineChart, warnings: [String]) throws -> AreaPlan {
        try Self.checkLog(options.stacking, log: options.axes.yLog)
        var line = options.line
        line.filled = true
        if options.stacking == .percent {
            line.frame.axes.yMin = line.frame.axes.yMin ?? 0
            line.frame.axes.yMax = line.frame.axes.yMax ?? 1
            if line.frame.axes.yFormat == .auto { line.frame.axes.yFormat = .percent }
        }
        let plan = try LineLayouter(options: line).layout(tops)
        let theme = options.figure.theme
        let repeats = SeriesRounds.warning(
            count: tops.series.count, distinct: theme.distinctFills(), colors: theme.palette.count, what: "series", styles: "fill patterns",
            fix: "use a longer palette (--palette tableau10, or a theme's palette), or chart fewer series")
        return AreaPlan(
            chart: plan.chart, options: options, layout: plan.layout, marks: AreaMarks(stacking: options.stacking), pages: plan.pages,
            warnings: plan.warnings + warnings + (repeats.map { [$0] } ?? []))
    }

    /// Refuses a stack on a log value axis: a band's thickness there depends on the bands
    /// below it, not on its own value (`StackedLogCheck`'s message for `--stacked`, the same reason for `--percent`).
    package static func checkLog(_ stacking: AreaStacking, log: Bool) throws(ChartError) {
        guard stacking == .percent else { return try StackedLogCheck.check(stacked: stacking == .stacked, log: log) }
        guard log else { return }
        throw ChartError.usage(
            """
            \(stacking.flag) cannot be combined with --y-log: on a log axis a stacked band's thickness depends on the bands below it, not on \
            its own value; drop --y-log to stack on a linear axis, or drop \(stacking.flag)
            """)
    }

    /// Bit 4 stacks the series, bit 5 as shares (`--percent`).
    package static func fuzzVariant(of options: AreaOptions, _ variant: UInt8, text: String) -> AreaOptions {
        var options = options
        if variant & 0x10 != 0 { options.stacking = variant & 0x20 != 0 ? .percent : .stacked }
        return options
    }

    /// Log axes as line's, or the stacks (`--stacked`, `--percent`).
    package static func axisVariant(_ variant: AxisVariant, of options: AreaOptions, builder: LineChartBuilder) -> (AreaOptions, LineChartBuilder)? {
        let stacking: AreaStacking? = variant == .stacked ? .stacked : variant == .percent ? .percent : nil
        guard let stacking else { return variant.withLogs(options).map { ($0, builder) } }
        var stacked = options
        stacked.stacking = stacking
        return (stacked, builder)
    }
}

/// What an area chart decides beyond line's frame and pages: how its bands pile up.
package struct AreaMarks: AxisMarks {
    package typealias Chart = LineChart
    package typealias Options = AreaOptions
    package typealias PageMarks = LinePageMarks
    package typealias Emitter = AreaEmitter
    package var stacking: AreaStacking

    /// The kind's `--plan` members: x, rows, the stacking and each series' colour, in input
    /// order (the legend of a stack lists them top first).
    package static func json(_ plan: AreaPlan) -> AxisKindJSON {
        let theme = plan.options.figure.theme
        return AxisKindJSON(
            kind: .area,
            marks: plan.chart.pointMembers + [
                ("stacking", .string(plan.marks.stacking.rawValue)),
                ("series", AxisKindJSON.series(plan.chart.series.map(\.name), color: theme.seriesColor) { _ in [] }),
            ])
    }

    package static func json(_ page: LinePagePlan, of plan: AreaPlan) -> AxisKindJSON.Page { plan.chart.pointsPage(page) }
}

extension TableRecipe where Layouter == AreaLayouter {
    /// The builder whose streams stack rows as they come, as `plan` makes it for a plain stream:
    /// the builder of a `--facet` panel's stream (`streamedFacetSplit`).
    var stackingBuilder: LineChartBuilder {
        var builder = checkedBuilder
        builder.checks.stacking = options.stacking
        return builder
    }
}
