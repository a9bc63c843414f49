/// A statistic a histogram (`Chart.hist`) marks with a labelled vertical line, as `chart hist
/// --mark` does: exact over every value, so a tail latency reads off the figure.
public enum ChartMark: Sendable, Equatable {
    /// The percentile `p` (above 0 and below 100, e.g. 99.9), interpolated linearly between
    /// order statistics, as numpy does.
    case percentile(Double)
    /// The arithmetic mean.
    case mean

    /// The pipeline's mark, checked as `--mark` is.
    func histMark() throws -> HistMark {
        switch self {
        case .mean:
            return .mean
        case let .percentile(p):
            guard p > 0, p < 100 else { throw ChartError.usage("marks: .percentile(\(p)) must be above 0 and below 100") }
            return .percentile(p)
        }
    }
}
