/// `chart scatter`'s part of the pipeline: the table recipe with `ScatterLayouter`, on the line
/// chart's model and builder (a scatter reads the same table; an empty cell is a skipped point).
package typealias ScatterRecipe = TableRecipe<ScatterLayouter>

extension ScatterLayouter: TableChartLayouter {
    package typealias Builder = LineChartBuilder
    package static let kind = ChartKind.scatter
    /// Long data keeps every row as a point: groups may share x values.
    package static var missingCell: SeriesSplitter.Missing { .rowPerPoint }

    package static func defaultOptions(figure: FigureOptions, paging: PagingOptions) -> ScatterOptions {
        ScatterOptions(figure: figure, paging: paging)
    }

    /// Bit 6 large markers.
    package static func fuzzVariant(of options: ScatterOptions, _ variant: UInt8, text: String) -> ScatterOptions {
        var options = options
        options.markerSize = variant & 0x40 != 0 ? 2 : 1
        return options
    }
}

extension LineChartBuilder: TableChartBuilder {
    package init(x: ColumnSelector?, y: [ColumnSelector]) {
        self.init(x: x, y: y, xType: .auto)
    }
}

extension ChartRecipe where Self == ScatterRecipe {
    /// A scatter chart built by `builder` and drawn with `options`.
    package static func scatter(_ builder: LineChartBuilder, _ options: ScatterOptions) -> ScatterRecipe { ScatterRecipe(builder, options) }
}
