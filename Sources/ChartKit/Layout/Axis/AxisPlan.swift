#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One axis as it will be drawn: its range and its ticks with their labels.
///
/// Positions and labels are computed together here (never by gnuplot's autotics), so the
/// numbers in `--plan` are exactly the numbers in the image.
package struct AxisPlan: Sendable, Equatable {
    package var min: Double
    package var max: Double
    package var ticks: [AxisTick]
    /// Whether the axis is logarithmic (`--y-log`, `--x-log`): gnuplot's `set logscale`.
    package var log: Bool
    /// Unlabelled tick marks between the labelled ones (a log axis's 2…9 of each decade).
    package var minorTicks: [Double]

    package init(min: Double, max: Double, ticks: [AxisTick], log: Bool = false, minorTicks: [Double] = []) {
        self.min = min
        self.max = max
        self.ticks = ticks
        self.log = log
        self.minorTicks = minorTicks
    }
}

extension AxisPlan {
    /// Where `value` lies between the axis's ends, 0 at `min` to 1 at `max` (in log10 on a log
    /// axis): the one placement every drawing of an axis uses (the image's pixels, a text
    /// chart's cells, the histogram's drawn bars), so they place a value alike. 0 on an axis
    /// with equal ends; nan for a value the axis cannot place (0 on a log axis).
    package func fraction(of value: Double) -> Double {
        let (low, high, v) = log ? (log10(min), log10(max), log10(value)) : (min, max, value)
        guard high != low, v.isFinite, low.isFinite, high.isFinite else { return v.isFinite ? 0 : .nan }
        return (v - low) / (high - low)
    }

    /// The value at `fraction` of the axis: the inverse of `fraction(of:)`.
    package func value(atFraction fraction: Double) -> Double {
        log ? pow(10, log10(min) + fraction * (log10(max) - log10(min))) : min + fraction * (max - min)
    }
}

/// A tick position and its label (an empty label draws the mark only).
package struct AxisTick: Sendable, Equatable {
    package var value: Double
    package var label: String

    package init(value: Double, label: String) {
        self.value = value
        self.label = label
    }
}
