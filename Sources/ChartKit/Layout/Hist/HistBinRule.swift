#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The default bin width of numbers: numpy's "auto" rule, made nice without losing bins, and
/// one bin per whole number for integer data that the rule would cut finer than 1.
///
/// Freedman–Diaconis alone (2·IQR·n^(−1/3)) suits one hump. On pooled multimodal data the IQR
/// spans the gap between the modes and the bins merge them: iris petal length got 4 bins, car
/// cylinders 3, with the 6- and 8-cylinder cars in one bar. numpy's "auto" takes the narrower of
/// Freedman–Diaconis and Sturges (span / (⌈log₂ n⌉ + 1)), so a chart never has fewer bins than
/// Sturges gives.
///
/// The width is rounded up to a nice width (1, 2 or 5 × 10^k), as `--bins` is, unless that takes
/// the count below Sturges'. Then it is the widest nice width that keeps Sturges' count: iris's
/// 0.66 would round to 1 and give 6 bins, not 9, so it becomes 0.5 and 12 bins.
///
/// Whole numbers (counts, cylinders, ratings) are read as what they are. When the width would be
/// 1 or less, every whole number gets its own bin, centred on it (edges at k ± ½, ticks on the
/// values), so no bar holds two values and none is half empty; a width of 0.5 drew a comb of
/// empty bins between the integers.
///
/// "Few distinct values" is not counted; the rule decides, so there are as many bins as Sturges
/// and the cap allow. 3, 4, 5, 6 and 8 cylinders are 6 bins, while 0, 100 and 200 are bins of
/// 20, not 201 bins of 1. The span is then at most the rule's cap (250), since the cap keeps the
/// width at least span / 250.
struct HistBinRule {
    var low: Double
    var high: Double
    /// Values binned.
    var count: Int
    /// Their interquartile range (0: Sturges alone).
    var iqr: Double
    /// Every value, and both ends, is a whole number.
    var whole: Bool
    /// A whole-number width leaves the last bin half-open (whole numbers, no `--range`).
    var halfOpen = false
    /// At most this many bins.
    var limit = HistBinner.ruleLimit

    /// The width chosen, the rule named in `--plan` and whether each bin is centred on a whole
    /// number.
    struct Choice: Equatable {
        var unit: HistBins.Unit
        var rule: String
        var centred = false
    }

    /// Sturges' count of bins, ⌈log₂ n⌉ + 1, the fewest the rule gives (at most `limit`).
    var sturgesCount: Int { min(limit, Int(log2(Double(count)).rounded(.up)) + 1) }

    /// The rule's width and name: the narrower of Freedman–Diaconis and Sturges.
    var raw: (width: Double, rule: String) {
        let sturges = (high - low) / (log2(Double(count)).rounded(.up) + 1)
        let fd = 2 * iqr / cbrt(Double(count))
        return iqr > 0 && fd < sturges ? (fd, "freedman-diaconis") : (sturges, "sturges")
    }

    func choose() throws -> Choice {
        let span = high - low
        let (width, rule) = raw
        let wanted = sturgesCount
        let integers = Choice(unit: HistBins.Unit(mantissa: 1, exponent: 0), rule: "integers", centred: true)
        // Before any nice width: whole numbers near 10^14 have no exact width below 1 to round.
        if whole, max(width, span / Double(limit)) <= 1 { return integers }
        var unit = try HistBinner.nice(max(width, span / Double(limit)), low, high)
        // Finer only while the edges stay exact (as `HistBinner.checkMagnitude` asks) and within the cap.
        while bins(unit) < wanted, let finer = Self.finer(unit), max(abs(low), abs(high)) / finer.value < 1e14, bins(finer) <= limit + 2 {
            unit = finer
        }
        if whole, unit.value <= 1 { return integers }
        return Choice(unit: unit, rule: rule)
    }

    /// How many bins of `unit` cover `low`…`high`, as `HistBinner` lays them out.
    func bins(_ unit: HistBins.Unit) -> Int {
        let (first, last) = HistBinner.edgeIndices(unit, low: low, high: high, halfOpen: halfOpen && unit.isWhole)
        return Int(clamping: last - first)
    }

    /// The next nice width below `unit` (5 → 2 → 1 → 0.5), nil below 1e-300.
    static func finer(_ unit: HistBins.Unit) -> HistBins.Unit? {
        let next =
            switch unit.mantissa {
            case 5: HistBins.Unit(mantissa: 2, exponent: unit.exponent)
            case 2: HistBins.Unit(mantissa: 1, exponent: unit.exponent)
            default: HistBins.Unit(mantissa: 5, exponent: unit.exponent - 1)
            }
        return next.value >= ValueParser.minimumLogValue ? next : nil
    }
}
