import ArgumentParser
import ChartKit

/// How `chart hist` bins and draws: bin width, range, scale, stacking and marked statistics.
struct HistLook: ParsableArguments {
    @Option(
        help: ArgumentHelp("About N bins over the range, at a nice width (default: Freedman–Diaconis, or Sturges when the IQR is 0).", valueName: "N")
    )
    var bins: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Bin width; edges fall on its multiples.", valueName: "W"))
    var binWidth: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Bin only values from A to B (others are counted as outside).", valueName: "A:B"))
    var range: String?

    @Flag(help: "Bar heights as density: the bars' area is 1 (with --cumulative: the share at or below each bin).")
    var density = false

    @Flag(help: "Bar heights as a percentage of the series' values.")
    var percent = false

    @Flag(help: "Each bar counts its bin and every bin before it.")
    var cumulative = false

    @Flag(help: "Log x axis with log-spaced bins (for values spanning decades); every value must be above 0.")
    var xLog = false

    @Flag(help: "Stack several series instead of overlaying them.")
    var stacked = false

    @Option(
        help: ArgumentHelp(
            "Mark statistics with labelled vertical lines, comma-separated: pNN (percentile, 0<NN<100, e.g. p99.9) or mean.",
            valueName: "p50,p99,mean"))
    var mark: [String] = []

    func validate() throws {
        if let bins, bins < 1 || bins > 1000 { throw ValidationError("--bins must be from 1 to 1000") }
        if let binWidth, !(binWidth > 0 && binWidth.isFinite) { throw ValidationError("--bin-width must be a number above 0") }
        if bins != nil && binWidth != nil { throw ValidationError("--bins and --bin-width cannot be combined: each sets the width") }
        if xLog && binWidth != nil { throw ValidationError("--bin-width does not apply to log-spaced bins (--x-log); use --bins") }
        if density && percent { throw ValidationError("--density and --percent cannot be combined: each sets the bar height") }
        _ = try parsedRange()
        _ = try marks()
    }

    var binning: HistBinning {
        if let bins { return .count(bins) }
        if let binWidth { return .width(binWidth) }
        return .rule
    }

    var scale: HistScale { density ? .density : percent ? .percent : .count }

    /// `--range A:B` as numbers, A below B.
    func parsedRange() throws -> ClosedRange<Double>? {
        guard let range else { return nil }
        let parts = range.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let low = Double(parts[0]), let high = Double(parts[1]), low.isFinite, high.isFinite, low < high else {
            throw ValidationError("--range must be A:B with numbers A below B, not \"\(range)\"")
        }
        return low...high
    }

    /// `--mark` as statistics.
    func marks() throws -> [HistMark] {
        try LineCommand.list(mark).map { text in
            guard let mark = HistMark(parsing: text) else {
                throw ValidationError("--mark: \"\(text)\" is not pNN (a percentile above 0 and below 100, e.g. p99.9) or mean")
            }
            return mark
        }
    }
}
