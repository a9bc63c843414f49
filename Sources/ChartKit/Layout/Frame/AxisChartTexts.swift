/// The texts of an axis chart's model that the frame makes drawable before layout: the x
/// categories (or slot titles), the x title and the series names, and how a warning names each.
///
/// With it, text cleaning is written once (`AxisChartLayouter.plan`), not once per kind.
package protocol AxisChartTexts {
    /// Category names, slot titles; empty for numeric and time x.
    var categoryTexts: [String] { get set }
    var xTitleText: String? { get set }
    /// The value axis's title from the data (`--series`' value column), when the model has one.
    var valueTitleText: String? { get set }
    /// Series (or plot) names, in legend order.
    var seriesNames: [String] { get set }
    /// How warnings name the three ("category name", "the x column's name", "series name").
    static var textPlaces: (category: String, xTitle: String, series: String) { get }
    /// Makes the category texts drawable with `cleaner` (a kind whose categories are made on
    /// demand skips the ones that need nothing).
    mutating func cleanCategoryTexts(_ cleaner: inout DrawableText.Cleaner)
}

extension AxisChartTexts {
    package mutating func cleanCategoryTexts(_ cleaner: inout DrawableText.Cleaner) {
        categoryTexts = cleaner.clean(categoryTexts, place: Self.textPlaces.category)
    }
}
