/// `chart bar`'s part of the pipeline: the table recipe with `BarLayouter` (a missing cell of
/// long data is an error: a bar cannot have a gap the way a line can).
package typealias BarRecipe = TableRecipe<BarLayouter>

extension BarLayouter: TableChartLayouter {
    package typealias Builder = BarChartBuilder
    package static let kind = ChartKind.bar
    package static var missingCell: SeriesSplitter.Missing { .error(kind) }

    package static func defaultOptions(figure: FigureOptions, paging: PagingOptions) -> BarOptions {
        BarOptions(figure: figure, paging: paging)
    }

    /// Bit 5 horizontal, bit 6 stacked; values always shown.
    package static func fuzzVariant(of options: BarOptions, _ variant: UInt8, text: String) -> BarOptions {
        var options = options
        options.horizontal = variant & 0x20 != 0
        options.stacked = variant & 0x40 != 0
        options.showValues = true
        return options
    }

    /// Log value axes and stacked bars.
    package static func axisVariant(_ variant: AxisVariant, of options: BarOptions, builder: BarChartBuilder) -> (BarOptions, BarChartBuilder)? {
        guard variant == .stacked else { return variant.withLogs(options).map { ($0, builder) } }
        var options = options
        options.stacked = true
        return (options, builder)
    }
}

extension BarChartBuilder: XColumnBuilder {
    package init(x: ColumnSelector?, y: [ColumnSelector]) {
        self.init(x: x, y: y, sort: .none)
    }
}

extension ChartRecipe where Self == BarRecipe {
    /// A bar chart built by `builder` and drawn with `options`.
    package static func bar(_ builder: BarChartBuilder, _ options: BarOptions) -> BarRecipe { BarRecipe(builder, options) }
}
