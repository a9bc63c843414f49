/// How a histogram (`Chart.hist`) cuts its values into bins: the choice `chart hist` makes with
/// `--bins` and `--bin-width`, so a program can ask for the same edges a figure on disk has.
public enum ChartBins: Sendable, Equatable {
    /// The command's default: numpy's "auto" rule (the narrower of Freedman–Diaconis and
    /// Sturges) at a nice width; whole numbers one bin each.
    case auto
    /// About this many bins (1 to 1000) over the range, at a nice width.
    case count(Int)
    /// Exactly this width (above 0); edges fall on its multiples. Not with log-spaced bins.
    case width(Double)
    /// A calendar width for dates and times (`"15min"`, `"1h"`, `"1d"`, `"1w"`, `"1mo"`, `"1q"`,
    /// `"1y"`), edges on calendar boundaries: months and years are not a fixed number of seconds.
    case duration(String)

    /// The pipeline's binning, checked as the command checks `--bins` and `--bin-width`.
    func binning(logSpaced: Bool) throws -> HistBinning {
        switch self {
        case .auto:
            return .rule
        case let .count(count):
            guard HistBinning.counts.contains(count) else { throw ChartError.usage("bins: .count(\(count)) must be from 1 to 1000") }
            return .count(count)
        case let .width(width):
            guard !logSpaced else { throw ChartError.usage("bins: .width does not apply to log-spaced bins (xLog); use .count") }
            guard width > 0, width.isFinite else { throw ChartError.usage("bins: .width(\(width)) must be a number above 0") }
            return .width(width)
        case let .duration(text):
            guard !logSpaced else { throw ChartError.usage("bins: .duration does not apply to log-spaced bins (xLog); use .count") }
            guard let binning = try HistBinning(width: text), case .duration = binning else {
                throw ChartError.usage("bins: .duration(\"\(text)\") must be \(CalendarStep.examples)")
            }
            return binning
        }
    }
}
