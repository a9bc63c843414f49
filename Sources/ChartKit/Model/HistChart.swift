/// A validated histogram: one or more series of finite values to bin, before any bin is chosen.
///
/// Built by `HistChartBuilder`; binning is layout (`HistBinner`), because bin edges are chosen
/// with the axis ticks so that no bin straddles a tick.
package struct HistChart: Sendable, Equatable {
    package var series: [HistSeries]
    /// The value column's name, for the x-axis title (nil: no header, or several columns).
    package var valueTitle: String?
    /// Empty cells skipped while reading (they are counted, not binned).
    package var skipped: Int

    package init(series: [HistSeries], valueTitle: String? = nil, skipped: Int = 0) {
        self.series = series
        self.valueTitle = valueTitle
        self.skipped = skipped
    }

    /// Values over every series.
    package var valueCount: Int { series.reduce(0) { $0 + $1.values.count } }
}

/// One binned data set: a legend name and its finite values, in input order.
package struct HistSeries: Sendable, Equatable {
    package var name: String
    package var values: [Double]

    package init(name: String, values: [Double]) {
        self.name = name
        self.values = values
    }
}

extension HistChart: AxisChartTexts {
    var categoryTexts: [String] {
        get { [] }
        set {}
    }
    var xTitleText: String? {
        get { valueTitle }
        set { valueTitle = newValue }
    }
    var seriesNames: [String] {
        get { series.map(\.name) }
        set { for index in series.indices { series[index].name = newValue[index] } }
    }
    static let textPlaces = (category: "category name", xTitle: "the value column's name", series: "series name")
}
