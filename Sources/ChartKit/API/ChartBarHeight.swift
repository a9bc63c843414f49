/// What a histogram's bar height shows (`chart hist --density`, `--percent`): counts compare
/// bins of one series, density and percent compare series of different sizes.
public enum ChartBarHeight: String, Sendable, Equatable, CaseIterable {
    /// Values in the bin.
    case count
    /// Count / (series total × bin width): the bars' area is 1.
    case density
    /// Count as a percentage of the series total.
    case percent

    /// The pipeline's scale.
    var histScale: HistScale {
        switch self {
        case .count: .count
        case .density: .density
        case .percent: .percent
        }
    }
}
