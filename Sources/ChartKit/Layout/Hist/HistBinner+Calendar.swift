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
/// of Freedman–Diaconis and Sturges) and takes the widest nice step (the time ticks' steps) that
/// still gives the rule's count of bins, as the numeric rule does, so a chart never has fewer
/// bins than Sturges (riot deaths over 19 months: month bins, not quarters); `--bins N` takes
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
            let seconds = width == width.rounded() && width < 1e9 ? " (\(Int(width)) seconds: --bin-width \(Int(width))s)" : ""
            throw ChartError.usage(
                "--bin-width \(GnuplotNumber.literal(width)) is a plain number, but the values binned are dates or times; write \(CalendarStep.examples)\(seconds)"
            )
        case let .duration(given):
            (step, rule) = (given, "bin-width")
        case let .count(bins):
            let nearest = span > 0 ? Self.nearestStep(span / Double(bins)) : floor
            if nearest.seconds < floor.seconds {
                notes.append(
                    "--bins \(bins) asks for \(nearest.words) bins, finer than the values (every one on a \(floor.words) boundary); binned by \(floor.words)"
                )
            }
            (step, rule) = (nearest.seconds < floor.seconds ? floor : nearest, "bins")
        case .rule:
            guard span > 0 else { return try calendarBins(chart, step: floor, rule: "sturges", low: low, high: high, outside: outside) }
            let auto = HistBinRule(low: low, high: high, count: count, iqr: try interquartileRange(chart), whole: false).raw
            (step, rule) = (Self.ruleStep(width: auto.width, low: low, high: high, floor: floor), auto.rule)
        }
        return try calendarBins(chart, step: step, rule: rule, low: low, high: high, outside: outside)
    }

    /// The widest nice step, no finer than `floor`, giving at least the bins `width` asks for
    /// (at most `ruleLimit`); the finest such step when even `floor` gives fewer (dates alone
    /// bin by days however few the days), or the first within the limit when the finest passes it.
    static func ruleStep(width: Double, low: Double, high: Double, floor: CalendarStep) -> CalendarStep {
        let wanted = min(Self.ruleLimit, Int(((high - low) / width * (1 - 1e-9)).rounded(.up)))
        let steps = CalendarStep.nice.filter { $0.seconds >= floor.seconds * (1 - 1e-9) }
        func bins(_ step: CalendarStep) -> Int64 { step.index(containing: high) + 1 - step.index(containing: low) }
        let fitting = steps.filter { bins($0) <= Int64(Self.ruleLimit) + 2 }
        return fitting.last { bins($0) >= Int64(wanted) } ?? fitting.first ?? CalendarStep.nice[CalendarStep.nice.count - 1]
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
            step, low: low, high: high, limit: rule == "bin-width" ? Self.limit : rule == "bins" ? Self.countLimit : Self.ruleLimit)
        try Self.checkBars(bins: edges.count - 1, series: chart.series.count)
        let first = step.index(containing: edges[0])
        let length = step.seconds
        let counts = try chart.series.map { try Self.count($0, edges: edges, range: range) { ($0 - edges[0]) / length } }
        var bins = HistBins(
            edges: edges, rule: rule, counts: counts, outside: outside, unit: HistBins.Unit(mantissa: 1, exponent: 0), firstUnit: first)
        bins.calendar = step
        return bins
    }

    /// The calendar edges of `step` from the boundary at or before `low` to the one after the bin
    /// holding `high`: every bin is half-open, so the last day's dates are that day's bar, not
    /// the day before's (a time `--range` ends just before its B, so B ends the last bin); a
    /// usage error past `limit` bins.
    static func calendarEdges(_ step: CalendarStep, low: Double, high: Double, limit: Int) throws -> [Double] {
        let first = step.index(containing: low)
        let last = step.index(containing: high) + 1
        guard last - first <= Int64(limit) + 2 else {  // the ends round out, as for numbers
            throw ChartError.usage(
                "\(last - first) bins of \(step.words) are too many (at most \(limit)); use a wider --bin-width (\(CalendarStep.examples))")
        }
        return (first...last).map(step.edge)
    }
}
