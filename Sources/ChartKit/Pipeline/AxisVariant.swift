/// One way of drawing a kind's axes (linear, log on x, y or both, a second axis, the heights a
/// histogram or stacked bars draw), so the extreme-value property tests and the fuzz program
/// target run every kind in every mode it has without a hand-kept list of kinds and flags.
///
/// `ChartRecipe.axisVariant(_:)` applies one as the command's flags would (a log value axis
/// without `--y-min` also makes the builder check every value's cell); a kind without the mode
/// gives nil.
package enum AxisVariant: String, CaseIterable, Sendable {
    case linear
    case xLog = "--x-log"
    case yLog = "--y-log"
    case bothLog = "--x-log --y-log"
    /// `--y2` on the third column (x and two series: the second on the right).
    case y2 = "--y2"
    /// `--y2` on the third column with `--y2-log`.
    case y2Log = "--y2 --y2-log"
    case density = "--density"
    case stacked = "--stacked"
    case percent = "--percent"

    /// The variant at `index`, cycling over `allCases`.
    package static func cycling(_ index: Int) -> AxisVariant {
        allCases[index % allCases.count]
    }

    /// Whether the variant stacks series, whose segments are read by their length: the
    /// honest-stack test pairs each such variant with every non-linear axis. Exhaustive, so a new
    /// variant says whether it stacks.
    package var stacks: Bool {
        switch self {
        case .stacked: true
        case .linear, .xLog, .yLog, .bothLog, .y2, .y2Log, .density, .percent: false
        }
    }

    /// Whether the variant makes an axis other than linear (log on x, on the value axis or on the
    /// right-hand axis). Exhaustive, like `stacks`.
    package var nonLinear: Bool {
        switch self {
        case .xLog, .yLog, .bothLog, .y2Log: true
        case .linear, .y2, .density, .stacked, .percent: false
        }
    }

    /// Log on x, and log on the value axis.
    var logs: (x: Bool, y: Bool) {
        (self == .xLog || self == .bothLog, self == .yLog || self == .bothLog)
    }

    /// `options` with this variant's log axes, or nil for a variant that is not only log axes.
    func withLogs<Options: AxisKindOptions>(_ options: Options) -> Options? {
        guard self == .linear || logs.x || logs.y else { return nil }
        var options = options
        (options.axes.xLog, options.axes.yLog) = logs
        return options
    }
}
