extension AxisChartLayouter {
    /// The plan of an axis chart of any kind: first every frame feature the options set that
    /// the kind does not draw is refused (`AxisKindLayouter.draws`, the one place), then every
    /// text made drawable once (emoji replaced, with warnings; see `DrawableText`), the theme's
    /// styles spread over the series, then `layout` by a layouter of the drawable options, with
    /// the cleaning warnings first; last, tick labels that gnuplot would cut are shortened
    /// (`fitPercentTickLabels`).
    static func plan<Layouter: AxisKindLayouter>(
        _ chart: Layouter.Chart, by layouter: Layouter, layout: (Layouter, Layouter.Chart) throws -> Layouter.Plan
    ) throws -> Layouter.Plan {
        try layouter.options.frame.refuseUndrawn(Layouter.draws(with: layouter.options), kind: Layouter.kind)
        var cleaner = DrawableText.Cleaner()
        var chart = chart
        var options = layouter.options
        options.frame = options.frame.drawable(&cleaner)
        options.figure.theme = options.figure.theme.spread(over: chart.seriesNames.count)
        chart.cleanCategoryTexts(&cleaner)
        chart.xTitleText = cleaner.clean(chart.xTitleText, place: Layouter.Chart.textPlaces.xTitle)
        chart.valueTitleText = cleaner.clean(chart.valueTitleText, place: "the value column's name")
        chart.seriesNames = cleaner.clean(chart.seriesNames, place: Layouter.Chart.textPlaces.series)
        var plan = try layout(Layouter(options: options), chart)
        plan.warnings = cleaner.warnings + plan.warnings
        plan.fitPercentTickLabels()
        return plan
    }
}
