/// `chart pie`'s part of the pipeline: a table built into a `PieChart` (one pie per `--group`
/// value) and laid out by `PieLayouter`; long data by `--series` is refused.
package struct PieRecipe: ChartRecipe {
    package static let kind = ChartKind.pie
    package static var draws: AxisFeatures { PieLayouter.draws }
    package static func refusalReason(_ feature: AxisFeatures) -> String? { PieLayouter.refusalReason(feature) }
    package var builder: PieChartBuilder
    package var options: PieOptions

    package init(_ builder: PieChartBuilder, _ options: PieOptions) {
        self.builder = builder
        self.options = options
    }

    package init(x: ColumnSelector?, y: [ColumnSelector], figure: FigureOptions, paging: PagingOptions) {
        self.init(PieChartBuilder(label: x, value: y.first), PieOptions(figure: figure, paging: paging))
    }

    package func plan(for request: ChartRequest, in pipeline: ChartPipeline) throws -> ChartPlan {
        if request.series != nil { throw ChartError.usage("--series does not apply to pie charts; use --group to make one pie per value") }
        let chart = try request.input.model(PieChart.self) ?? builder.chart(from: try pipeline.table(for: request))
        return ChartPlan(try PieLayouter(options: options).plan(for: chart))
    }

    /// Bit 5 draws a ring (with `text` as its centre title and text), bit 6 groups slices
    /// under 5% as "Other", bit 3 adds the legend; percent and value labels always.
    package func fuzzVariant(_ variant: UInt8, text: String) -> Self {
        var recipe = self
        if variant & 0x20 != 0 {
            recipe.options.ringWidth = PieOptions.defaultRingWidth
            if !text.isEmpty { (recipe.options.centerTitle, recipe.options.centerText) = (text, text) }
        }
        if variant & 0x40 != 0 { recipe.builder.otherBelow = 5 }
        recipe.options.legend = variant & 0x08 != 0
        recipe.options.percentLabels = true
        recipe.options.valueLabels = true
        return recipe
    }
}

extension ChartRecipe where Self == PieRecipe {
    /// A pie chart built by `builder` and drawn with `options`.
    package static func pie(_ builder: PieChartBuilder, _ options: PieOptions) -> PieRecipe { PieRecipe(builder, options) }
}
