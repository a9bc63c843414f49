/// Everything the user can say about a histogram beyond its data.
package struct HistOptions: AxisKindOptions, Equatable {
    /// Figure, axes and pages (`--vline` and `--highlight` are refused: a histogram has no x
    /// categories to mark).
    package var frame: AxisFrameOptions
    /// How the bin width is chosen.
    package var binning: HistBinning
    /// `--range A:B`: the values binned (others are counted as outside); nil: all of them.
    package var range: ClosedRange<Double>?
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
        stacked: Bool = false, marks: [HistMark] = []
    ) {
        self.frame = AxisFrameOptions(figure: figure, axes: axes, paging: paging)
        self.binning = binning
        self.range = range
        self.scale = scale
        self.cumulative = cumulative
        self.stacked = stacked
        self.marks = marks
    }
}

/// How a histogram's bin width is chosen.
package enum HistBinning: Sendable, Equatable {
    /// Freedman–Diaconis (2·IQR·n^(−1/3)), or Sturges when the IQR is 0, rounded up to a nice width.
    case rule
    /// About this many bins over the range, at a nice width.
    case count(Int)
    /// Exactly this width; edges at its multiples.
    case width(Double)
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
