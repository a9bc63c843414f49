/// A validated histogram: one or more series of finite values to bin, before any bin is chosen.
///
/// Built by `HistChartBuilder`; binning is layout (`HistBinner`), because bin edges are chosen
/// with the axis ticks so that no bin straddles a tick.
package struct HistChart: Sendable, Equatable {
    package var series: [HistSeries]
    /// The x-axis title: the value column's name, or several columns' (`HistChartBuilder.valueTitle`);
    /// nil without a header.
    package var valueTitle: String?
    /// Empty cells skipped while reading (they are counted, not binned).
    package var skipped: Int
    /// The values are instants (epoch seconds, UTC) read from dates or times: they are binned
    /// by calendar units (`CalendarStep`) and labelled as times.
    package var time: Bool
    /// Some time carried a UTC offset other than 0, which reading converted to UTC: the axis
    /// title then says so (`axisTitle`), or a bin labelled 08:00 reads as the file's 10:00+02:00.
    package var convertedToUTC = false

    package init(series: [HistSeries], valueTitle: String? = nil, skipped: Int = 0, time: Bool = false) {
        self.series = series
        self.valueTitle = valueTitle
        self.skipped = skipped
        self.time = time
    }

    /// The x axis title drawn: the value title, with `(UTC)` when times were converted.
    var axisTitle: String? { convertedToUTC ? LineChartBuilder.utcTitle(valueTitle) : valueTitle }

    /// Values over every series.
    package var valueCount: Int { series.reduce(0) { $0 + $1.count } }

    /// Whether any series' values are (partly) in a temporary file: their order statistics
    /// are then found by `OrderStatistics`, reading them back, not by sorting a copy in memory.
    var spilled: Bool { series.contains { $0.spill != nil } }
}

/// One binned data set: a legend name and its finite values, in input order: in `values`, or,
/// for a streamed input, in `spill` (memory, then a temporary file).
package struct HistSeries: Sendable, Equatable {
    package var name: String
    package var values: [Double]
    var spill: (any SpilledValues)?

    package init(name: String, values: [Double]) {
        self.name = name
        self.values = values
    }

    init(name: String, spill: any SpilledValues) {
        self.name = name
        self.values = []
        self.spill = spill
    }

    /// How many values the series has.
    var count: Int { values.count + (spill?.count ?? 0) }

    /// Calls `body` with every value in input order, a block at a time.
    func forEachBlock(_ body: (UnsafeBufferPointer<Double>) throws -> Void) throws {
        try values.withUnsafeBufferPointer { try body($0) }
        try spill?.forEachBlock(body)
    }
}

extension HistSeries {
    /// The same name and values: in memory equal, spilled the very same spill.
    package static func == (lhs: HistSeries, rhs: HistSeries) -> Bool {
        lhs.name == rhs.name && lhs.values == rhs.values && lhs.spill === rhs.spill
    }
}

extension HistChart: AxisChartTexts {
    package var categoryTexts: [String] {
        get { [] }
        set {}
    }
    package var xTitleText: String? {
        get { valueTitle }
        set { valueTitle = newValue }
    }
    /// The value axis counts: its title is the scale's (`count`), never the data's.
    package var valueTitleText: String? {
        get { nil }
        set {}
    }
    package var seriesNames: [String] {
        get { series.map(\.name) }
        set { for index in series.indices { series[index].name = newValue[index] } }
    }
    package static let textPlaces = (category: "category name", xTitle: "the value column's name", series: "series name")
}
