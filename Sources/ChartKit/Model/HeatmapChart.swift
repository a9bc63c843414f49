/// A heatmap's cell grid: one value per (x, y) cell over two axes, each categories or bins,
/// with empty cells kept apart from 0 (NaN), so the chart draws them as background.
///
/// The grid is what every stage reads (layout, `--plan`, the program, the text chart): the rows
/// behind it are gone once it is built, which is what lets a long input stream in flat memory.
package struct HeatmapChart: Sendable, Equatable {
    package var x: HeatmapAxis
    package var y: HeatmapAxis
    /// Row-major from y's first slot: `values[yIndex * x.count + xIndex]`; NaN is an empty cell.
    package var values: [Double]
    /// The axis titles from the data (the x and y columns' names), and what a cell's value is
    /// (`count`, `mean of ms`), for the colour bar.
    package var xTitle: String?
    package var yTitle: String?
    package var valueTitle: String
    /// Rows read, and rows left out for an empty x, y or value cell.
    package var rowCount: Int
    package var skipped: Int

    package init(
        x: HeatmapAxis, y: HeatmapAxis, values: [Double], xTitle: String?, yTitle: String?, valueTitle: String, rowCount: Int, skipped: Int
    ) {
        (self.x, self.y, self.values, self.xTitle, self.yTitle) = (x, y, values, xTitle, yTitle)
        (self.valueTitle, self.rowCount, self.skipped) = (valueTitle, rowCount, skipped)
    }

    /// The value of cell (`column`, `row`), NaN when empty.
    package func value(column: Int, row: Int) -> Double { values[row * x.count + column] }

    /// Cells holding a value.
    package var filled: Int { values.count { !$0.isNaN } }

    /// The lowest and highest value of the non-empty cells; nil when every cell is empty.
    package var valueRange: ClosedRange<Double>? {
        var (low, high) = (Double.infinity, -Double.infinity)
        for value in values where !value.isNaN { (low, high) = (min(low, value), max(high, value)) }
        return low <= high ? low...high : nil
    }
}

/// One axis of a heatmap: category names (in order of first appearance, or a matrix's row and
/// column names), or bins of numbers or times chosen as `chart hist` chooses them.
package enum HeatmapAxis: Sendable, Equatable {
    case categories([String])
    case bins(HistBins)

    /// Slots along the axis.
    package var count: Int {
        switch self {
        case let .categories(names): names.count
        case let .bins(bins): bins.count
        }
    }

    /// The bins of a numeric or time axis; nil for categories.
    package var bins: HistBins? { if case let .bins(bins) = self { bins } else { nil } }

    /// The category names; empty for bins.
    package var names: [String] { if case let .categories(names) = self { names } else { [] } }
}

extension HeatmapChart: ChartModel, AxisChartTexts {
    /// Both axes' names, x's first: cleaned together so a warning names each place once.
    package var categoryTexts: [String] {
        get { x.names + y.names }
        set {
            let xCount = x.names.count
            if case .categories = x { x = .categories(Array(newValue.prefix(xCount))) }
            if case .categories = y { y = .categories(Array(newValue.dropFirst(xCount))) }
        }
    }

    package var xTitleText: String? {
        get { xTitle }
        set { xTitle = newValue }
    }

    package var valueTitleText: String? {
        get { yTitle }
        set { yTitle = newValue }
    }

    /// The colour bar's title stands where a legend's one entry would.
    package var seriesNames: [String] {
        get { [valueTitle] }
        set { valueTitle = newValue.first ?? valueTitle }
    }

    package static var textPlaces: (category: String, xTitle: String, series: String) { ("category name", "the x column's name", "value title") }
}
