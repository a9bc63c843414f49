#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A histogram's bins: their edges, how the width was chosen, and each series' counts.
///
/// Linear edges are exact decimals `(first + i) × unit` (each converted to `Double` once, so
/// `--plan` shows `0.3`, never `0.30000000000000004`), and the axis ticks are chosen among
/// them (`HistTicks`): a bin never straddles a tick.
package struct HistBins: Sendable, Equatable {
    /// Bin edges, ascending: bin i is [edges[i], edges[i+1]), the last one closed.
    package var edges: [Double]
    /// `freedman-diaconis`, `sturges` (the default rule, numpy's "auto", names the narrower),
    /// `integers` (one bin per whole number), `bins` (`--bins N`), `bin-width` (`--bin-width W`).
    package var rule: String
    /// counts[series][bin].
    package var counts: [[Int]]
    /// Values outside `--range`, not binned.
    package var outside: Int
    /// The width as an exact decimal `mantissa × 10^exponent`, and the index of the first edge
    /// in such units (edge i is `(firstUnit + i) × width`).
    var unit: Unit
    var firstUnit: Int64
    /// One bin per whole number (`integers`): edge i is half a width below `(firstUnit + i) ×
    /// width`, so each bin is centred on its value and the ticks fall on the values, not the edges.
    package var centred = false
    /// Log-spaced bins (`--x-log`): this many per decade, edge i at 10^((firstUnit + i) / perDecade);
    /// nil for linear bins.
    package var perDecade: Int? = nil
    /// Calendar bins (a column of dates or times): the step; edges are epoch seconds on its
    /// boundaries, and bins may differ in width (months, years). Nil for numbers.
    package var calendar: CalendarStep? = nil

    /// The unit `--density` is per: 1 for numbers; for calendar bins the step's own unit when
    /// its length is fixed (per hour for hour bins), else a day (month and year bins differ in
    /// length, so density per month would not correct for it).
    package var densityUnit: (name: String, seconds: Double)? {
        guard let calendar else { return nil }
        let unit = CalendarStep.fixedSeconds(calendar.unit) > 0 ? calendar.unit : .day
        return (unit.rawValue, Double(CalendarStep.fixedSeconds(unit)))
    }

    struct Unit: Sendable, Equatable {
        var mantissa: Int64
        var exponent: Int
        var value: Double { DecimalNumber(mantissa: mantissa, exponent: exponent).doubleValue }

        /// Whether the width is a whole number (1, 2, 5, 10 …).
        var isWhole: Bool { exponent >= 0 }

        /// The edge `index × unit`, exactly.
        func edge(_ index: Int64) -> DecimalNumber { DecimalNumber(mantissa: index * mantissa, exponent: exponent) }
    }

    /// Number of bins.
    package var count: Int { edges.count - 1 }
    /// Every bin's width (linear bins; 0 for log-spaced ones, whose widths differ).
    package var width: Double { perDecade == nil && calendar == nil ? unit.value : 0 }

    /// Edge `index` of log-spaced bins with `perDecade` per decade: powers of ten exactly.
    static func logEdge(_ index: Int64, perDecade: Int) -> Double {
        let m = Int64(perDecade)
        if index % m == 0 { return LogTickLocator.power(Int(index / m)) }
        return pow(10, Double(index) / Double(perDecade))
    }
}
