/// Everything the user can say about a histogram beyond its data.
package struct HistOptions: AxisKindOptions, Equatable {
    /// Figure, axes and pages (`--vline` and `--highlight` are refused: a histogram has no x
    /// categories to mark).
    package var frame: AxisFrameOptions
    /// How the bin width is chosen.
    package var binning: HistBinning
    /// `--range A:B`: the values binned (others are counted as outside); nil: all of them.
    package var range: ClosedRange<Double>?
    /// `--range A:B` read as dates or times (epoch seconds), for a column of times: the CLI reads
    /// the text both ways before the column is known, and the layouter takes the one that fits.
    package var timeRange: ClosedRange<Double>?
    /// What a bar's height shows.
    package var scale: HistScale
    /// Each bar shows its bin and every bin before it.
    package var cumulative: Bool
    /// Several series are stacked instead of overlaid.
    package var stacked: Bool
    /// `--mark`: reference lines at exact statistics of the values.
    package var marks: [HistMark]

    package init(
        figure: FigureOptions = FigureOptions(), axes: AxisOptions = AxisOptions(), paging: PagingOptions,
        binning: HistBinning = .rule, range: ClosedRange<Double>? = nil, scale: HistScale = .count, cumulative: Bool = false,
        stacked: Bool = false, marks: [HistMark] = [], timeRange: ClosedRange<Double>? = nil
    ) {
        self.frame = AxisFrameOptions(figure: figure, axes: axes, paging: paging)
        self.binning = binning
        self.range = range
        self.timeRange = timeRange
        self.scale = scale
        self.cumulative = cumulative
        self.stacked = stacked
        self.marks = marks
    }
}

/// How a histogram's bin width is chosen.
package enum HistBinning: Sendable, Equatable {
    /// The bin counts `--bins` and the library's `.count` take (the bars' cap is checked apart).
    package static let counts: ClosedRange<Int> = 1...1000
    /// Freedman–Diaconis (2·IQR·n^(−1/3)), or Sturges when the IQR is 0, rounded up to a nice width.
    case rule
    /// About this many bins over the range, at a nice width.
    case count(Int)
    /// Exactly this width; edges at its multiples.
    case width(Double)
    /// Exactly this calendar width (`--bin-width 1d`), for dates and times; edges on calendar
    /// boundaries.
    case duration(CalendarStep)

    /// `--bin-width`'s text: a number, or a calendar duration (`15min`, `1d`, `1mo`); nil when it is
    /// neither or not above 0.
    package init?(width text: String) throws(ChartError) {
        if let step = try CalendarStep(parsing: text) {
            self = .duration(step)
        } else if let width = Double(text), width > 0, width.isFinite {
            self = .width(width)
        } else {
            return nil
        }
    }
}

extension HistOptions {
    /// `A:B` as dates or times (`2024-01-01:2024-02-01`, `2024-01-01T08:00:2024-01-01T18:00`):
    /// the one colon that leaves a time on both sides, A before B; nil when there is none.
    package static func timeRange(parsing text: String) -> ClosedRange<Double>? {
        let colons = text.indices.filter { text[$0] == ":" }
        let splits = colons.compactMap { colon -> ClosedRange<Double>? in
            guard let low = DateReading.standard.seconds(text[..<colon]),
                let high = DateReading.standard.seconds(text[text.index(after: colon)...]), low < high
            else { return nil }
            return low...high
        }
        return splits.count == 1 ? splits[0] : nil
    }

    /// The range the values are binned in: numbers for a numeric column ([A, B]), times for a
    /// time column ([A, B): B is the end of the last bin); the other kind is a usage error
    /// saying what to write.
    func range(for chart: HistChart) throws -> ClosedRange<Double>? {
        if chart.time {
            if range != nil, timeRange == nil {
                throw ChartError.usage(
                    """
                    --range takes dates for \(chart.valueTitle.map { "\"\($0)\", a column of dates or times" } ?? "dates or times") (e.g. --range \
                    2024-01-01:2024-02-01 or 2024-01-01T08:00:2024-01-01T18:00)
                    """
                )
            }
            // A to B is [A, B), as calendar bins are: 2024-01-01:2024-02-01 is January.
            return timeRange.map { $0.lowerBound...$0.upperBound.nextDown }
        }
        if timeRange != nil, range == nil { throw ChartError.usage("--range gives dates, but the values binned are numbers; give numbers A:B") }
        return range
    }
}

/// What a histogram bar's height shows.
package enum HistScale: String, Sendable, Equatable, CaseIterable {
    /// Values in the bin.
    case count
    /// Count / (series total × bin width): the bars' area is 1.
    case density
    /// Count as a percentage of the series total.
    case percent
}

/// A statistic drawn as a vertical reference line (`--mark p50,p99.9,mean`).
package enum HistMark: Sendable, Equatable {
    /// The percentile `p` (0 < p < 100), linearly interpolated between order statistics.
    case percentile(Double)
    case mean

    /// `p50`, `p99.9`, `mean`; nil for anything else.
    package init?(parsing text: String) {
        if text == "mean" {
            self = .mean
            return
        }
        guard text.first == "p", let p = Double(text.dropFirst()), p > 0, p < 100, !text.dropFirst().contains("e") else { return nil }
        self = .percentile(p)
    }

    /// How the plan and the line's label name it.
    package var name: String {
        switch self {
        case .mean: "mean"
        case let .percentile(p): "p" + GnuplotNumber.literal(p)
        }
    }
}
