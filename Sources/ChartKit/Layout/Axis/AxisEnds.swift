/// Where a free end of a numeric axis stops, because extending the ticks by whole steps until
/// they cover the data padded an axis far beyond what the data reaches.
///
/// Issue 33: employment changes reaching −800 drew an axis from −50,000 (one whole step of
/// 50,000 below 0), and latencies of 0.75 ms and more, padded by a marker's radius below 0, an
/// axis from −100. Each free end now stops on the tick just beyond the data when that tick is
/// within half a step of it (a labelled end, as before for most data), else a tenth of a step
/// past the data, with no tick there. Data of one sign never gets an axis across 0: all values
/// at or above 0 start the axis at 0 at the lowest, all at or below 0 end it at 0 at the
/// highest (data that is all 0 is both and keeps its ±1 around the value). Ends within a
/// billionth of the span of a tick count as on it, so a stack of shares summing to
/// 100.00000000000001 ends at the tick at 100, not a step above it.
struct AxisEnds {
    /// The ticks inside the axis, ascending.
    let ticks: TickSet
    let min: Double
    let max: Double

    /// The farthest an end may lie beyond the data, in tick steps, to stop on a labelled tick.
    static let reach = 0.5
    /// How far past the data an end that does not stop on a tick lies, in tick steps.
    static let pad = 0.1

    /// The ends for data spanning `low…high` (already padded for marks) and the locator's
    /// `found` ticks; an end that is not free stays at its value exactly.
    init(ticks found: TickSet, low dataLow: Double, high dataHigh: Double, freeLow: Bool, freeHigh: Bool) {
        var low = dataLow
        var high = dataHigh
        let slack = (high - low) * 1e-9
        if let first = found.values.first, low < first, first - low <= slack { low = first }
        if let last = found.values.last, high > last, high - last <= slack { high = last }
        let covered = ValueAxisLayout.covering(found, low: freeLow ? low : nil, high: freeHigh ? high : nil)
        var min = freeLow ? Swift.min(covered.lower, low) : dataLow
        var max = freeHigh ? Swift.max(covered.upper, high) : dataHigh
        let step = covered.step
        let pulled = (min, max)
        if step > 0, step.isFinite {
            if freeLow, low - min > Self.reach * step { min = low - Self.pad * step }
            if freeHigh, max - high > Self.reach * step { max = high + Self.pad * step }
        }
        let allZero = dataLow == 0 && dataHigh == 0
        if freeLow, dataLow >= 0, !allZero { min = Swift.max(min, 0) }
        if freeHigh, dataHigh <= 0, !allZero { max = Swift.min(max, 0) }
        // A constant or too narrow span is widened by the locator around its value: its ticks,
        // not the data, make the axis (pulling the ends in would leave fewer than two ticks).
        if Self.inside(covered, min, max).count < 2, covered.values.count >= 2 { (min, max) = pulled }
        self.ticks = TickSet(values: Self.inside(covered, min, max), step: covered.step, decimals: covered.decimals)
        self.min = min
        self.max = max
    }

    /// The ticks of `ticks` between `min` and `max` (with a billionth of the span to spare).
    private static func inside(_ ticks: TickSet, _ min: Double, _ max: Double) -> [Double] {
        let span = max - min
        return ticks.values.filter { $0 >= min - span * 1e-9 && $0 <= max + span * 1e-9 }
    }
}
