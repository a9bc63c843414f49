#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Chooses a histogram's bins and counts the values into them.
///
/// The width comes from the rule (`HistBinRule`: numpy's "auto", the narrower of
/// Freedman–Diaconis and Sturges, never fewer bins than Sturges, or one bin per whole number),
/// or `--bins N` (span / N), rounded up to a nice width (1, 2 or 5 × 10^k) so the edges are
/// round numbers the ticks can fall on; `--bin-width W` is kept as given. Edges are
/// whole multiples of the width covering the values, so two runs over overlapping data share
/// edges. When every value is a whole number and so is the width, the last bin is half-open
/// like the others (no `--range`): 7 and 8 cylinders in bins of 1 are two bars, not one closed
/// [7, 8].
struct HistBinner {
    var binning: HistBinning
    var range: ClosedRange<Double>?
    /// Log-spaced edges (`--x-log`): every value, and the range, above 0.
    var log = false
    /// Every value binned, in any order, once a rule has made the list (`--mark` reuses it, so
    /// 10M values are copied once, not twice).
    var pooled: [Double]? = nil
    /// Quantiles of spilled values found before binning, by q (the quartiles and `--mark`'s
    /// percentiles in one `OrderStatistics` call: each call reads every value a few times).
    var known: [Double: Double] = [:]
    /// Whether the bins count each series' values (a histogram's bars); a heatmap, which folds
    /// its own cells, takes the edges alone and saves a pass over 10M values.
    var countsValues = true
    /// What the binner decided that the user did not ask for (`--bins` finer than the dates),
    /// for the plan's warnings.
    var notes: [String] = []
    /// The flag that sets the width, as its messages name it: hist's `--bin-width`, or the
    /// command's own where another kind bins (heatmap's `--x-bin`), so a refusal names a flag
    /// the user can type.
    var widthFlag = "--bin-width"

    /// Every value of `chart` inside `range`, pooled over the series.
    static func pooled(_ chart: HistChart, range: ClosedRange<Double>?) -> [Double] {
        var values = chart.series.count == 1 ? chart.series[0].values : chart.series.flatMap(\.values)
        if let range { values.removeAll { !range.contains($0) } }
        return values
    }

    /// At most this many bins from a rule (Freedman–Diaconis on 10M values asks for thousands,
    /// narrower than a pixel); `--bins` may ask for up to `countLimit`.
    static let ruleLimit = 250
    static let countLimit = 1000
    /// At most this many bins from `--bin-width`.
    static let limit = 100_000
    /// At most this many bars over all series: each series counts every bin, and each bar is a
    /// row of gnuplot's data, so 1,000 series at `--bin-width`'s 100,000 bins would ask for a
    /// hundred million of each. A million is a bar per pixel for 100 series at the widest
    /// `--size`.
    static let barLimit = 1_000_000

    /// Refuses `bins` bins for each of `series` series when together they pass `barLimit`,
    /// before any is counted.
    static func checkBars(bins: Int, series: Int) throws {
        let (bars, overflow) = bins.multipliedReportingOverflow(by: series)
        guard overflow || bars > barLimit else { return }
        throw ChartError.usage(
            """
            \(series) series of \(bins) bins make \(overflow ? "too many" : String(bars)) bars, more than the \(barLimit) a histogram draws; use a \
            wider --bin-width (or fewer --bins), or fewer series
            """
        )
    }

    mutating func bins(_ chart: HistChart) throws -> HistBins {
        var low = Double.infinity, high = -Double.infinity, inside = 0, outside = 0
        var resolution = TimeResolution()
        var whole = !chart.time
        for series in chart.series {
            try series.forEachBlock { block in
                for value in block {
                    if let range, !range.contains(value) {
                        outside += 1
                        continue
                    }
                    low = min(low, value)
                    high = max(high, value)
                    inside += 1
                    if chart.time { resolution.add(value) } else if whole, value.rounded() != value { whole = false }
                }
            }
        }
        guard inside > 0 else {
            let message = range.map { range in
                chart.time
                    ? """
                    no value lies inside --range: from \(HistPlan.isoTime(range.lowerBound)) up to \
                    \(HistPlan.isoTime(range.upperBound.rounded(.up)))
                    """
                    : "no value lies inside --range \(GnuplotNumber.literal(range.lowerBound)):\(GnuplotNumber.literal(range.upperBound))"
            }
            throw ChartError.badData(location: nil, column: nil, message: message ?? "no values to bin")
        }
        if let range { (low, high) = (range.lowerBound, range.upperBound) }
        if chart.time {
            return try calendarBins(chart, low: low, high: high, count: inside, outside: outside, resolution: resolution.step)
        }
        if case let .duration(step) = binning {
            throw ChartError.usage("\(widthFlag) \(step.text) is a calendar duration, but the values binned are numbers; give a number")
        }
        if log { return try logBins(chart, low: low, high: high, count: inside, outside: outside) }
        whole = whole && low.rounded() == low && high.rounded() == high && max(abs(low), abs(high)) < 1e15
        let (unit, rule, centred) = try width(chart, low: low, high: high, count: inside, whole: whole)
        let (first, last) =
            centred ? (Int64(low), Int64(high) + 1) : Self.edgeIndices(unit, low: low, high: high, halfOpen: whole && unit.isWhole && range == nil)
        let limit = rule == "bin-width" ? Self.limit : rule == "bins" ? Self.countLimit : Self.ruleLimit
        guard last - first <= limit + 2 else {  // a nice width rounds up, the ends round out
            throw ChartError.usage(
                "\(last - first) bins of width \(GnuplotNumber.literal(unit.value)) are too many (at most \(limit)); use a wider \(widthFlag)")
        }
        try Self.checkBars(bins: Int(last - first), series: chart.series.count)
        // Centred bins: edge i is half a width below (first + i) × width, whole numbers minus ½.
        let edges = (first...last).map { unit.edge($0).doubleValue - (centred ? unit.value / 2 : 0) }
        let width = unit.value
        let counts = try counts(chart, edges: edges) { ($0 - edges[0]) / width }
        var bins = HistBins(edges: edges, rule: rule, counts: counts, outside: outside, unit: unit, firstUnit: first)
        bins.centred = centred
        return bins
    }

    /// The indices of the first and last edge of `unit` covering `low`…`high`: the multiples at
    /// or below `low` and at or above `high` (above it when `halfOpen`, so the last bin holds
    /// `high` as every bin holds its lower edge), one bin at least.
    static func edgeIndices(_ unit: HistBins.Unit, low: Double, high: Double, halfOpen: Bool) -> (first: Int64, last: Int64) {
        var first = Int64((low / unit.value).rounded(.down)), last = Int64((high / unit.value).rounded(.up))
        while first > Int64.min / 4, unit.edge(first).doubleValue > low { first -= 1 }
        while unit.edge(last).doubleValue < high { last += 1 }
        if last == first || (halfOpen && unit.edge(last).doubleValue == high) { last += 1 }
        return (first, last)
    }

    /// The bin width, the rule that chose it, and whether the bins are centred on whole numbers.
    private mutating func width(_ chart: HistChart, low: Double, high: Double, count: Int, whole: Bool) throws -> (
        HistBins.Unit, String, Bool
    ) {
        let span = high - low
        switch binning {
        case let .width(width):
            guard let unit = Self.exact(width) else { throw ChartError.usage("\(widthFlag) \(GnuplotNumber.literal(width)) has too many digits") }
            guard width >= ValueParser.minimumLogValue else {
                throw ChartError.usage("\(widthFlag) \(GnuplotNumber.literal(width)) is below 1e-300, the narrowest bin a histogram draws")
            }
            try Self.checkMagnitude(low, high, unit: unit.value)
            return (unit, "bin-width", false)
        case .duration:
            throw ChartError.internal("a calendar width reached numeric bins")
        case let .count(bins):
            return (try Self.nice(span > 0 ? span / Double(bins) : Self.fallback(low), low, high), "bins", false)
        case .rule:
            guard span > 0 else {
                if whole { return (HistBins.Unit(mantissa: 1, exponent: 0), "integers", true) }
                return (try Self.nice(Self.fallback(low), low, high), "sturges", false)
            }
            let rule = HistBinRule(
                low: low, high: high, count: count, iqr: try interquartileRange(chart), whole: whole, halfOpen: whole && range == nil)
            let choice = try rule.choose()
            return (choice.unit, choice.rule, choice.centred)
        }
    }

    /// The third quartile less the first, exactly: by selection on one pooled copy (kept for
    /// `--mark`), or, for spilled values, by `OrderStatistics` without a copy.
    mutating func interquartileRange(_ chart: HistChart, logs: Bool = false) throws -> Double {
        if chart.spilled, !logs, let first = known[0.25], let third = known[0.75] { return third - first }
        if chart.spilled {
            let quartiles = try OrderStatistics.quantiles([0.25, 0.75], of: chart, range: range, transform: logs ? log10 : { $0 })
            return quartiles[1] - quartiles[0]
        }
        var values = pooled ?? Self.pooled(chart, range: range)
        defer { pooled = values }
        return Quantiles.value(of: &values, at: 0.75) - Quantiles.value(of: &values, at: 0.25)
    }

    /// A width for a single value: a tenth of its power of ten (1 for 0).
    private static func fallback(_ value: Double) -> Double {
        value == 0 ? 1 : pow(10, log10(abs(value)).rounded(.down)) / 10
    }

    /// The smallest nice width (1, 2 or 5 × 10^k) at least `width`, and at least 1e-300
    /// (`ValueParser.minimumLogValue`): values 0 and 5e-324 asked for a width of 0, whose log
    /// trapped converting to an exponent, and a subnormal width made densities infinite.
    static func nice(_ width: Double, _ low: Double, _ high: Double) throws -> HistBins.Unit {
        let width = max(width, ValueParser.minimumLogValue)
        var exponent = Int(log10(width).rounded(.down))
        while true {
            for mantissa: Int64 in [1, 2, 5] {
                let unit = HistBins.Unit(mantissa: mantissa, exponent: exponent)
                if unit.value >= width * (1 - 1e-12) {
                    try checkMagnitude(low, high, unit: unit.value)
                    return unit
                }
            }
            exponent += 1
        }
    }

    /// `width` as an exact decimal unit of at most 15 digits.
    static func exact(_ width: Double) -> HistBins.Unit? {
        guard let decimal = DecimalNumber(width), decimal.digits.count <= 15 else { return nil }
        let mantissa = decimal.digits.reduce(Int64(0)) { $0 * 10 + Int64($1) }
        return HistBins.Unit(mantissa: mantissa, exponent: decimal.exponent)
    }

    /// Edges are whole multiples of the width held as integers: values so far from 0 for their
    /// spread that the multiples pass 10^15 cannot be binned exactly.
    static func checkMagnitude(_ low: Double, _ high: Double, unit: Double) throws {
        guard max(abs(low), abs(high)) / unit < 1e14 else {
            throw ChartError.badData(
                location: nil, column: nil,
                message:
                    "values around \(GnuplotNumber.literal(high)) are too close together for their size to bin (width \(GnuplotNumber.literal(unit)))"
            )
        }
    }

    /// How many of `values` fall in each bin (values outside the edges, or outside `range`, are
    /// not counted: the edges round out past a `--range` that is not on them, and a value there
    /// is outside, not in the first or last bin). `guess` is a value's bin index before the
    /// edges correct it (its offset in bin widths).
    /// Each series' counts in the bins of `edges`; none when the caller takes only the edges.
    func counts(_ chart: HistChart, edges: [Double], guess: (Double) -> Double) throws -> [[Int]] {
        guard countsValues else { return chart.series.map { _ in [] } }
        return try chart.series.map { try Self.count($0, edges: edges, range: range, guess: guess) }
    }

    static func count(_ series: HistSeries, edges: [Double], range: ClosedRange<Double>?, guess: (Double) -> Double) throws -> [Int] {
        let bins = edges.count - 1
        var counts = [Int](repeating: 0, count: bins)
        let first = max(edges[0], range?.lowerBound ?? -.infinity), last = min(edges[bins], range?.upperBound ?? .infinity)
        try series.forEachBlock { block in
            for value in block where value >= first && value <= last {
                let offset = guess(value)
                var index = offset > 0 ? (offset < Double(bins - 1) ? Int(offset) : bins - 1) : 0
                while index > 0 && value < edges[index] { index -= 1 }
                while index < bins - 1 && value >= edges[index + 1] { index += 1 }
                counts[index] += 1
            }
        }
        return counts
    }

    /// The interquartile range of log₁₀ of the values (log is monotonic, so the order statistics
    /// are the values' own; only the interpolation is in logs).
    private mutating func logInterquartileRange(_ chart: HistChart) throws -> Double {
        if chart.spilled { return try interquartileRange(chart, logs: true) }
        var logs = chart.series.flatMap { $0.values.filter { range?.contains($0) ?? true }.map(log10) }
        return Quantiles.value(of: &logs, at: 0.75) - Quantiles.value(of: &logs, at: 0.25)
    }

    /// How many log-spaced bins per decade (1, 2, 5 … 1000) for a step of `step` decades over
    /// `span` decades, at most `ruleLimit` bins: the finest at least `step` wide, as a nice width
    /// rounds up, or more when that gives fewer than `atLeast` (the rule's Sturges count, as
    /// `HistBinRule` keeps it; 0 for `--bins`).
    static func perDecade(step: Double, span: Double, atLeast: Int) -> Int {
        let choices = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].filter { span * Double($0) <= Double(Self.ruleLimit) }
        let up = choices.last { 1 / Double($0) >= step } ?? 1
        let enough = choices.first { (span * Double($0) * (1 - 1e-9)).rounded(.up) >= Double(atLeast) } ?? choices.last ?? 1
        return max(up, enough)
    }

    /// Log-spaced bins: `perDecade` equal steps of log₁₀ per decade (1, 2, 5, 10, 20, 50 …), the
    /// rules run on log₁₀ of the values; decades are edges, so decade ticks never straddle a bin.
    private mutating func logBins(_ chart: HistChart, low: Double, high: Double, count: Int, outside: Int) throws -> HistBins {
        guard low > 0 else { throw ChartError.usage("--range must start above 0 with --x-log") }
        // 5e-324 made a first edge of 10^-324, which is 0: an edge no log axis places.
        guard low >= ValueParser.minimumLogValue else {
            if range != nil { throw ChartError.usage("--range must start at 1e-300 or above with --x-log") }
            throw ChartError.badData(
                location: nil, column: nil,
                message: "a value of \(GnuplotNumber.literal(low)) is below 1e-300, the smallest log-spaced bins (--x-log) hold")
        }
        let (logLow, logHigh) = (log10(low), log10(high))
        let span = logHigh - logLow
        let rule: String, step: Double
        var sturges = 0
        switch binning {
        case .width, .duration: throw ChartError.usage("--bin-width does not apply to log-spaced bins (--x-log); use --bins")
        case let .count(bins):
            (rule, step) = ("bins", span > 0 ? span / Double(bins) : 1)
        case .rule:
            let auto = HistBinRule(low: logLow, high: logHigh, count: count, iqr: span > 0 ? try logInterquartileRange(chart) : 0, whole: false)
            (rule, step) = span > 0 ? (auto.raw.rule, auto.raw.width) : ("sturges", 1)
            sturges = auto.sturgesCount
        }
        let perDecade = Self.perDecade(step: step, span: span, atLeast: sturges)
        let m = Double(perDecade)
        var first = Int64((logLow * m).rounded(.down)), last = Int64((logHigh * m).rounded(.up))
        while HistBins.logEdge(first, perDecade: perDecade) > low { first -= 1 }
        while HistBins.logEdge(last, perDecade: perDecade) < high { last += 1 }
        if last == first { last += 1 }
        let edges = (first...last).map { HistBins.logEdge($0, perDecade: perDecade) }
        let origin = log10(edges[0])
        let counts = try counts(chart, edges: edges) { (log10($0) - origin) * m }
        return HistBins(
            edges: edges, rule: rule, counts: counts, outside: outside, unit: HistBins.Unit(mantissa: 1, exponent: 0), firstUnit: first,
            perDecade: perDecade)
    }
}
