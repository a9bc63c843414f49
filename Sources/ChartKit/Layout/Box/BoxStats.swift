/// One box's Tukey summary: exact quartiles, whiskers at the furthest values within 1.5 IQR of
/// the box, and the values beyond them as outliers.
///
/// Quartiles follow numpy's default (`linear`) rule, as `chart hist --mark` does and with the
/// same code: values in memory are selected in a copy (`Quantiles`), spilled ones by radix
/// selection over the spill (`OrderStatistics`), so 100M values need no sort and no copy. The
/// whiskers and outliers take one more pass over the values.
package struct BoxStats: Sendable, Equatable {
    /// Outliers kept to draw per box: the lowest and highest half each. A box with more (a
    /// heavy tail of millions) draws these, the furthest ones, and the plan counts them all.
    package static let maximumOutliers = 10_000

    package var count: Int
    package var q1: Double
    package var median: Double
    package var q3: Double
    /// The whisker ends: the furthest values within 1.5 IQR below Q1 and above Q3.
    package var low: Double
    package var high: Double
    /// Every value outside the whiskers.
    package var outlierCount: Int
    /// The outliers drawn, ascending: all of them up to `maximumOutliers`, else the furthest.
    package var outliers: [Double]
    /// The values themselves, in input order, when `keepingValues` (`--points` draws them) and
    /// at most `BoxOptions.maximumPoints`, else empty: read here with the rest, so a failed read
    /// of a spilled box is this initializer's error, not a box drawn without its points.
    package var values: [Double]

    /// The summary of `values` (not empty), with the values themselves when `keepingValues`.
    init(_ values: HistSeries, keepingValues: Bool = false) throws {
        count = values.count
        let quartiles: [Double]
        if values.spill == nil {
            var copy = values.values
            quartiles = [0.25, 0.5, 0.75].map { Quantiles.value(of: &copy, at: $0) }
        } else {
            quartiles = try OrderStatistics.quantiles([0.25, 0.5, 0.75], of: HistChart(series: [values]), range: nil)
        }
        (q1, median, q3) = (quartiles[0], quartiles[1], quartiles[2])
        let fence = 1.5 * (q3 - q1)
        let (lowFence, highFence) = (q1 - fence, q3 + fence)
        var (low, high) = (q1, q3)
        var below: [Double] = []
        var above: [Double] = []
        var outlierCount = 0
        let half = Self.maximumOutliers / 2
        let keepsValues = keepingValues && values.count <= BoxOptions.maximumPoints
        var kept: [Double] = []
        try values.forEachBlock { block in
            if keepsValues { kept += block }
            for value in block {
                if value < lowFence {
                    outlierCount += 1
                    Self.keep(value, in: &below, limit: half, lowest: true)
                } else if value > highFence {
                    outlierCount += 1
                    Self.keep(value, in: &above, limit: half, lowest: false)
                } else {
                    low = min(low, value)
                    high = max(high, value)
                }
            }
        }
        (self.low, self.high, self.outlierCount, self.values) = (low, high, outlierCount, kept)
        below.sort()
        above.sort()
        outliers = Array(below.prefix(half)) + Array(above.suffix(half))
    }

    /// Adds `value` to `kept`, which holds at most `limit` values: beyond it, the furthest
    /// (lowest below the box, highest above), trimmed in batches so a long tail costs little.
    private static func keep(_ value: Double, in kept: inout [Double], limit: Int, lowest: Bool) {
        kept.append(value)
        guard kept.count >= 2 * limit else { return }
        kept.sort()
        kept = lowest ? Array(kept.prefix(limit)) : Array(kept.suffix(limit))
    }

    /// The values at the outermost drawn points: the lowest and highest of whiskers and outliers.
    var span: ClosedRange<Double> { min(low, outliers.first ?? low)...max(high, outliers.last ?? high) }
}
