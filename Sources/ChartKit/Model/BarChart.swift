/// A validated bar chart: one category per row, in the order they will be drawn, and one or
/// more series with a finite value for every category.
///
/// Built by `BarChartBuilder`; later stages never report bad data. Duplicate category names
/// are kept (each row is its own bar), because a chart that silently merged or dropped rows
/// would show totals the user never computed.
public struct BarChart: Sendable, Equatable {
    /// Category names, one per row, already sorted as asked (`--sort`).
    public var categories: [String]
    public var series: [BarSeries]
    /// The category column's name, for the default category-axis title (nil: no header).
    public var categoryTitle: String?
    /// Whether series names came from a header (and so make good axis titles).
    public var namesFromHeader: Bool
    /// For a date column, each category's time (epoch seconds), so the bars are named by the
    /// calendar (`2006`, `Jan 2006`); nil for other categories.
    public var categoryTimes: [Double]?

    public init(categories: [String], series: [BarSeries], categoryTitle: String? = nil, namesFromHeader: Bool = true) {
        self.categories = categories
        self.series = series
        self.categoryTitle = categoryTitle
        self.namesFromHeader = namesFromHeader
    }

    /// Number of categories (bar groups).
    public var count: Int { categories.count }
}

/// One data set of a bar chart: a legend name and one finite value per category.
public struct BarSeries: Sendable, Equatable {
    public var name: String
    public var values: [Double]

    public init(name: String, values: [Double]) {
        self.name = name
        self.values = values
    }
}

/// The order categories are drawn in (`--sort`).
public enum BarSort: String, Sendable, Equatable, CaseIterable {
    /// Input order.
    case none
    /// Smallest first; with several series by the category's total.
    case asc
    /// Largest first; with several series by the category's total.
    case desc
}
