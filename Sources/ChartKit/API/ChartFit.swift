/// The line a scatter chart (`Chart.scatter`) fits through each series, as `chart scatter --fit`
/// does: its equation and r² go in the legend, so the trend is stated, not guessed.
public enum ChartFit: String, Sendable, Equatable, CaseIterable {
    /// Least squares on the points as given; on log axes it is fitted in logs (a power law on
    /// log-log axes).
    case linear

    /// The pipeline's fit.
    var scatterFit: ScatterFit {
        switch self {
        case .linear: .linear
        }
    }
}
