#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Calendar bins for instants (a column of dates or times): the width is a `CalendarStep`, the
/// edges calendar boundaries, so a month bin is a calendar month and bins may differ in width.
///
/// The default rule computes the numeric rule's width in seconds (numpy's "auto": the narrower
/// of Freedman–Diaconis and Sturges) and takes the finest nice step (the time ticks' steps) at
/// least that wide, as the numeric rule rounds up to a nice width, or, when that gives fewer
/// bins than Sturges, the widest step that does not (as the numeric rule); `--bins N` takes
/// the step nearest span / N (by ratio).
/// Neither goes finer than the data's own resolution (`TimeResolution`: dates bin by days at
/// least), and `--bins` says so in a warning when it asked for finer. `--bin-width 15min` is kept
/// as given.
extension HistBinner {
    mutating func calendarBins(_ chart: HistChart, low: Double, high: Double, count: Int, outside: Int, resolution: CalendarStep?)
        throws -> HistBins
    {
        let span = high - low
        let floor = resolution ?? CalendarStep(1, .second)
        let step: CalendarStep, rule: String
        switch binning {
        case let .width(width):
            let seconds = width == width.rounded() && width < 1e9 ? " (\(Int(width)) seconds: \(widthFlag) \(Int(width))s)" : ""
            throw ChartError.usage(
                """
                \(widthFlag) \(GnuplotNumber.literal(width)) is a plain number, but the values binned are dates or times; write \
                \(CalendarStep.examples)\(seconds)
                """
            )
        case let .duration(given):
            (step, rule) = (given, "bin-width")
        case let .count(bins):
            let nearest = span > 0 ? Self.nearestStep(span / Double(bins)) : floor
            if nearest.seconds < floor.seconds {
                notes.append(
                    """
                    --bins \(bins) asks for \(nearest.words) bins, finer than the values (every one on a \(floor.words) boundary); binned by \
                    \(floor.words)
                    """
                )
            }
            (step, rule) = (nearest.seconds < floor.seconds ? floor : nearest, "bins")
        case .rule:
            guard span > 0 else { return try calendarBins(chart, step: floor, rule: "sturges", low: low, high: high, outside: outside) }
            let auto = HistBinRule(low: low, high: high, count: count, iqr: try interquartileRange(chart), whole: false)
            let chosen = Self.ruleStep(width: auto.raw.width, atLeast: auto.sturgesCount, low: low, high: high, floor: floor)
            return try calendarBins(chart, step: chosen, rule: auto.raw.rule, low: low, high: high, outside: outside)
        }
        return try calendarBins(chart, step: step, rule: rule, low: low, high: high, outside: outside)
    }

    /// The rule's step: the finest nice step at least `width` (and `floor`, and span / `ruleLimit`)
    /// wide; when that gives fewer than `atLeast` bins (Sturges' count), the widest finer step
    /// that gives as many, never below `floor` (dates alone bin by days however few the days).
    static func ruleStep(width: Double, atLeast: Int, low: Double, high: Double, floor: CalendarStep) -> CalendarStep {
        let wanted = max(width, (high - low) / Double(Self.ruleLimit), floor.seconds)
        let up = CalendarStep.nice.first { $0.seconds >= wanted * (1 - 1e-9) } ?? CalendarStep.nice[CalendarStep.nice.count - 1]
        func bins(_ step: CalendarStep) -> Int64 { step.index(containing: high) + 1 - step.index(containing: low) }
        guard bins(up) < Int64(atLeast) else { return up }
        let finer = CalendarStep.nice.filter { $0.seconds < up.seconds && $0.seconds >= floor.seconds * (1 - 1e-9) }
        return finer.last { bins($0) >= Int64(atLeast) } ?? finer.first ?? up
    }

    /// The nice step whose length is nearest `width` by ratio (1 day for 20 hours, 1 week for
    /// 5 days).
    static func nearestStep(_ width: Double) -> CalendarStep {
        CalendarStep.nice.min { abs(log10($0.seconds / width)) < abs(log10($1.seconds / width)) }!
    }

    /// Bins of `step` covering `low`…`high` (a single instant: the one bin holding it), counted.
    private func calendarBins(_ chart: HistChart, step: CalendarStep, rule: String, low: Double, high: Double, outside: Int) throws
        -> HistBins
    {
        let edges = try Self.calendarEdges(
            step, low: low, high: high, widthFlag: widthFlag,
            limit: rule == "bin-width" ? Self.limit : rule == "bins" ? Self.countLimit : Self.ruleLimit)
        try Self.checkBars(bins: edges.count - 1, series: chart.series.count)
        let first = step.index(containing: edges[0])
        let length = step.seconds
        let counts = try counts(chart, edges: edges) { ($0 - edges[0]) / length }
        var bins = HistBins(
            edges: edges, rule: rule, counts: counts, outside: outside, unit: HistBins.Unit(mantissa: 1, exponent: 0), firstUnit: first)
        bins.calendar = step
        return bins
    }

    /// The calendar edges of `step` from the boundary at or before `low` to the one after the bin
    /// holding `high`: every bin is half-open, so the last day's dates are that day's bar, not
    /// the day before's (a time `--range` ends just before its B, so B ends the last bin); a
    /// usage error past `limit` bins.
    static func calendarEdges(_ step: CalendarStep, low: Double, high: Double, widthFlag: String = "--bin-width", limit: Int) throws -> [Double] {
        let first = step.index(containing: low)
        let last = step.index(containing: high) + 1
        guard last - first <= Int64(limit) + 2 else {  // the ends round out, as for numbers
            throw ChartError.usage(
                "\(last - first) bins of \(step.words) are too many (at most \(limit)); use a wider \(widthFlag) (\(CalendarStep.examples))")
        }
        return (first...last).map(step.edge)
    }
}
