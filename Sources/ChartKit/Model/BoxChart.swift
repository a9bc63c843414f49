/// A validated box chart: the values of each box, by category and series, before any quartile
/// is found (that is layout, `BoxStats`).
///
/// Each box's values are a `HistSeries`, in memory or (a streamed input) spilled to a
/// temporary file, so exact quartiles are found the way `chart hist --mark` finds them.
package struct BoxChart: Sendable, Equatable {
    /// Category names along the category axis, in order of first appearance.
    package var categories: [String]
    /// One series per `--series` key (one unnamed series without it); its `boxes` has one
    /// entry per category, empty where the series has no value in that category.
    package var series: [BoxSeries]
    package var categoryTitle: String?
    package var valueTitle: String?
    /// Empty cells skipped while reading (counted, not drawn).
    package var skipped: Int

    package init(categories: [String], series: [BoxSeries], categoryTitle: String? = nil, valueTitle: String? = nil, skipped: Int = 0) {
        self.categories = categories
        self.series = series
        self.categoryTitle = categoryTitle
        self.valueTitle = valueTitle
        self.skipped = skipped
    }
}

/// One colour of boxes: a legend name and the values of its box in each category.
package struct BoxSeries: Sendable, Equatable {
    package var name: String
    package var boxes: [HistSeries]

    package init(name: String, boxes: [HistSeries]) {
        self.name = name
        self.boxes = boxes
    }
}

extension BoxChart: ChartModel {}

extension BoxChart: AxisChartTexts {
    package var categoryTexts: [String] {
        get { categories }
        set { categories = newValue }
    }
    package var xTitleText: String? {
        get { categoryTitle }
        set { categoryTitle = newValue }
    }
    package var valueTitleText: String? {
        get { valueTitle }
        set { valueTitle = newValue }
    }
    package var seriesNames: [String] {
        get { series.map(\.name) }
        set { for index in series.indices { series[index].name = newValue[index] } }
    }
    package static let textPlaces = (category: "category name", xTitle: "the category column's name", series: "series name")
}
