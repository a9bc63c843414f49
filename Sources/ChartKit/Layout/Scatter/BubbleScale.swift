#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How `chart scatter --size-by` turns a size into a marker: its area proportional to the value,
/// the largest value `maxPointSize`, decided here so `--plan`, the program and the size legend
/// use one rule.
///
/// gnuplot draws point size `ps` about 6·ps + 1 px across (pngcairo), so the diameter, not ps, is
/// scaled by √(value / max), which keeps the drawn areas in the ratio of the values. A bubble
/// smaller than `ScatterLayouter.minimumMarkerSize` is drawn at that size (still a visible dot)
/// and counted in `clamped`, which a warning states.
package struct BubbleScale: Sendable, Equatable {
    /// The size column's name.
    package var column: String
    /// The smallest and largest size of a drawn point.
    package var minValue: Double
    package var maxValue: Double
    /// Drawn points whose bubble is raised to the minimum marker size.
    package var clamped: Int
    /// Points not drawn because their size cell is empty.
    package var skippedEmpty: Int
    /// The size legend's reference values, largest first.
    package var legend: [Double]
    /// Bubbles drawn (points with a size).
    package var drawnCount = 0
    /// Each series' smallest and largest drawn size (nil: none drawn), for `--plan`.
    package var seriesRanges: [ClosedRange<Double>?] = []

    /// gnuplot's point size for the largest value: a bubble 28 px across.
    package static let maxPointSize = 4.5

    /// The scale of the drawn `values` of column `column`.
    package init(column: String, values: [Double], skippedEmpty: Int) {
        self.column = column
        self.skippedEmpty = skippedEmpty
        minValue = values.min() ?? 0
        maxValue = values.max() ?? 0
        clamped = 0
        legend = []
        clamped = values.count { isClamped($0) }
        drawnCount = values.count
        legend = Self.references(below: maxValue)
    }

    /// The scale of drawn sizes known by their extremes (a streamed chart's, `ScatterStream`):
    /// `clamped` is counted by the caller with `isClamped` once the scale is made.
    package init(column: String, min: Double, max: Double, drawn: Int, skippedEmpty: Int) {
        self.column = column
        drawnCount = drawn
        self.skippedEmpty = skippedEmpty
        (minValue, maxValue) = (min, max)
        clamped = 0
        legend = Self.references(below: max)
    }

    /// Whether a bubble of `value` is drawn at the minimum marker size, above its true area.
    package func isClamped(_ value: Double) -> Bool { pointSize(value) > exactPointSize(value) }

    /// gnuplot's point size for `value`: area ∝ value, never below the minimum marker size.
    package func pointSize(_ value: Double) -> Double {
        max(ScatterLayouter.minimumMarkerSize, exactPointSize(value))
    }

    /// The point size whose area is exactly in proportion (may be below the minimum, or 0).
    private func exactPointSize(_ value: Double) -> Double {
        guard maxValue > 0 else { return ScatterLayouter.minimumMarkerSize }
        let diameter = (6 * Self.maxPointSize + 1) * sqrt(value / maxValue)
        return (diameter - 1) / 6
    }

    /// The size legend's text for `value`: `200k`, `1M` from a thousand on (SI, as axes print
    /// big numbers), else the plain number (`0.5`, `20`).
    package static func label(_ value: Double) -> String {
        let decimals = DecimalNumber(value)?.neededDecimals ?? 0
        return LabelFormatter(format: value >= 1000 ? .si : .auto).label(for: value, decimals: min(decimals, 15))
    }

    /// Up to three nice values (1, 2 or 5 × 10ⁿ) at about the largest, a quarter and a sixteenth
    /// of it (bubbles half and a quarter as wide), distinct and above 0.
    static func references(below high: Double) -> [Double] {
        guard high > 0, high.isFinite else { return [] }
        var values: [Double] = []
        for target in [high, high / 4, high / 16] {
            let nice = niceFloor(target)
            if nice > 0, !values.contains(nice) { values.append(nice) }
        }
        return values
    }

    /// The largest 1, 2 or 5 × 10ⁿ at or below `value`.
    static func niceFloor(_ value: Double) -> Double {
        let decade = pow(10, floor(log10(value)))
        for step in [5.0, 2, 1] where step * decade <= value * (1 + 1e-12) { return step * decade }
        return decade
    }
}
