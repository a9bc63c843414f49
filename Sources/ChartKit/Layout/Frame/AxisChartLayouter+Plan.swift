extension AxisChartLayouter {
    /// The plan of an axis chart of any kind: every text made drawable once (emoji replaced,
    /// with warnings; see `DrawableText`), the theme's styles spread over the series, then the
    /// kind's `layout`, with the cleaning warnings first; last, tick labels that gnuplot would
    /// cut are shortened (`fitPercentTickLabels`).
    static func plan<Chart: AxisChartTexts, Options: AxisKindOptions, Plan: AxisChartPlan>(
        _ chart: Chart, options: Options, layout: (Chart, Options) throws -> Plan
    ) throws -> Plan {
        var cleaner = DrawableText.Cleaner()
        var chart = chart
        var options = options
        options.frame = options.frame.drawable(&cleaner)
        options.figure.theme = options.figure.theme.spread(over: chart.seriesNames.count)
        chart.cleanCategoryTexts(&cleaner)
        chart.xTitleText = cleaner.clean(chart.xTitleText, place: Chart.textPlaces.xTitle)
        chart.valueTitleText = cleaner.clean(chart.valueTitleText, place: "the value column's name")
        chart.seriesNames = cleaner.clean(chart.seriesNames, place: Chart.textPlaces.series)
        var plan = try layout(chart, options)
        plan.warnings = cleaner.warnings + plan.warnings
        plan.fitPercentTickLabels()
        return plan
    }
}
