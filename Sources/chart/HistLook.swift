import ArgumentParser
import ChartKit

/// How `chart hist` bins and draws: bin width, range, scale, stacking and marked statistics.
struct HistLook: KindLook {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            """
            About N bins over the range, at a nice width (default: the narrower of Freedman–Diaconis and Sturges, never fewer bins than Sturges; \
            whole numbers one bin each).
            """,
            valueName: "N")
    )
    var bins: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Bin width; edges fall on its multiples. Dates and times: a calendar duration (30s, 15min, 1h, 1d, 1w, 1mo, 1q, 1y).",
            valueName: "W"))
    var binWidth: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Bin only values from A to B (others are counted as outside); dates for dates (2024-01-01:2024-02-01).", valueName: "A:B"))
    var range: String?

    @Flag(help: "Bar heights as density: the bars' area is 1 (with --cumulative: the share at or below each bin).")
    var density = false

    @Flag(help: "Bar heights as a percentage of the series' values.")
    var percent = false

    @Flag(help: "Each bar counts its bin and every bin before it.")
    var cumulative = false

    @Flag(help: "Log x axis with log-spaced bins (for values spanning decades); every value must be above 0.")
    var xLog = false

    @Flag(help: "Stack several series instead of overlaying them; not with --y-log, where segment lengths mean nothing.")
    var stacked = false

    @Option(
        help: ArgumentHelp(
            "Mark statistics with labelled vertical lines, comma-separated: pNN (percentile, 0<NN<100, e.g. p99.9) or mean.",
            valueName: "p50,p99,mean"))
    var mark: [String] = []

    func validate() throws {
        if let bins, !HistBinning.counts.contains(bins) { throw ValidationError("--bins must be a whole number from 1 to 1000, found \(bins)") }
        _ = try parsedBinWidth()
        if bins != nil && binWidth != nil { throw ValidationError("--bins and --bin-width cannot be combined: each sets the width") }
        if xLog && binWidth != nil { throw ValidationError("--bin-width does not apply to log-spaced bins (--x-log); use --bins") }
        if density && percent { throw ValidationError("--density and --percent cannot be combined: each sets the bar height") }
        _ = try parsedRange()
        try FlagCheck.names(mark, flag: "--mark", expected: "a statistic (pNN or mean)")
        _ = try marks()
    }

    var binning: HistBinning {
        get throws {
            if let bins { return .count(bins) }
            return try parsedBinWidth() ?? .rule
        }
    }

    /// `--bin-width` as a number or a calendar duration.
    private func parsedBinWidth() throws -> HistBinning? {
        guard let binWidth else { return nil }
        let binning: HistBinning?
        do {
            binning = try HistBinning(width: binWidth)
        } catch {
            throw ValidationError(error.description)
        }
        guard let binning else {
            throw ValidationError("--bin-width must be a number above 0, or for dates and times \(CalendarStep.examples), not \"\(binWidth)\"")
        }
        return binning
    }

    var scale: HistScale { density ? .density : percent ? .percent : .count }

    /// `--range A:B` as numbers and as dates or times, A below B (either may be nil, not both:
    /// which applies depends on the column, read later).
    func parsedRange() throws -> (numbers: ClosedRange<Double>?, times: ClosedRange<Double>?) {
        guard let range else { return (nil, nil) }
        let parts = range.split(separator: ":", omittingEmptySubsequences: false)
        var numbers: ClosedRange<Double>?
        if parts.count == 2, let low = Double(parts[0]), let high = Double(parts[1]), low.isFinite, high.isFinite, low < high {
            numbers = low...high
        }
        let times = HistOptions.timeRange(parsing: range)
        guard numbers != nil || times != nil else {
            throw ValidationError(
                "--range must be A:B with numbers A below B, or dates or times A before B (2024-01-01:2024-02-01), not \"\(range)\"")
        }
        return (numbers, times)
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
