/// A validated bar chart: one category per row, in the order they will be drawn, and one or
/// more series with a finite value for every category.
///
/// Built by `BarChartBuilder`; later stages never report bad data. Duplicate category names
/// are kept (each row is its own bar), because a chart that silently merged or dropped rows
/// would show totals the user never computed.
package struct BarChart: Sendable, Equatable {
    /// Category names, one per row, already sorted as asked (`--sort`).
    package var categories: [String]
    package var series: [BarSeries]
    /// The category column's name, for the default category-axis title (nil: no header).
    package var categoryTitle: String?
    /// Whether series names came from a header (and so make good axis titles).
    package var namesFromHeader: Bool
    /// The value axis's title when the series are not named after it: the value column that
    /// `--series` split into one series per key (`DataTable.valueTitle`); nil: a lone series'
    /// own name titles the axis, several none.
    package var valueTitle: String?
    /// For a date column, each category's time (epoch seconds), so the bars are named by the
    /// calendar (`2006`, `Jan 2006`); nil for other categories.
    package var categoryTimes: [Double]?

    package init(categories: [String], series: [BarSeries], categoryTitle: String? = nil, namesFromHeader: Bool = true) {
        self.categories = categories
        self.series = series
        self.categoryTitle = categoryTitle
        self.namesFromHeader = namesFromHeader
    }

    /// Number of categories (bar groups).
    package var count: Int { categories.count }
}

/// One data set of a bar chart: a legend name and one finite value per category.
package struct BarSeries: Sendable, Equatable {
    package var name: String
    package var values: [Double]

    package init(name: String, values: [Double]) {
        self.name = name
        self.values = values
    }
}

/// The order categories are drawn in (`--sort`).
package enum BarSort: String, Sendable, Equatable, CaseIterable {
    /// Input order.
    case none
    /// Smallest first; with several series by the category's total.
    case asc
    /// Largest first; with several series by the category's total.
    case desc
}
