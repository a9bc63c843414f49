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

/// A second value axis whose ticks sit on the first axis's ticks (so one set of grid lines
/// serves both): the same number of intervals, a nice step, and a range that covers its data.
///
/// The second axis is a linear map of the first, `y2 = u0 + (y − t0) · s2 / s` (t0 and s: the
/// first axis's first tick and step; u0 and s2: the second's), so its ends follow from the first
/// axis's ends, fixed or not. The smallest step of 1, 2, 2.5 or 5 times a power of ten for which
/// some multiple u0 places the data inside is chosen, with the highest such u0. Only linear axes with evenly spaced ticks
/// can be matched this way; the caller says why when `axis` returns nil.
package enum AlignedAxis {
    /// The second axis matching `first` for data spanning `span` (nil: no data, drawn 0…1), with
    /// labels in `format`; `integers` keeps the step whole. Nil when `first` is log or has fewer
    /// than two evenly spaced ticks.
    package static func axis(matching first: AxisPlan, span: ClosedRange<Double>?, format: AxisFormat, integers: Bool = false) -> AxisPlan? {
        let ticks = first.ticks.map(\.value)
        guard !first.log, ticks.count >= 2, first.max > first.min else { return nil }
        let step = ticks[1] - ticks[0]
        guard step > 0, zip(ticks, ticks.dropFirst()).allSatisfy({ abs(($1 - $0) - step) <= step * 1e-6 }) else { return nil }
        // The first axis's ends in steps from its first tick: below (a) and above (b).
        let below = (ticks[0] - first.min) / step
        let above = (first.max - ticks[0]) / step
        var low = span?.lowerBound ?? 0
        var high = span?.upperBound ?? 1
        if high <= low {
            let pad = low == 0 ? 1 : abs(low) / 10
            (low, high) = (low - pad, high + pad)
        }
        guard low.isFinite, high.isFinite else { return nil }
        var exponent = Int((log10((high - low) / (below + above))).rounded(.down)) - 1
        for _ in 0..<60 {
            for mantissa in [10, 20, 25, 50] where !(integers && (exponent < 0 || (exponent == 0 && mantissa == 25))) {
                guard
                    let axis = fitted(
                        mantissa: mantissa, exponent: exponent, ticks: ticks.count, below: below, above: above, low: low, high: high, format: format)
                else { continue }
                return axis
            }
            exponent += 1
        }
        return nil
    }

    /// The axis with step `mantissa`/10 · 10^`exponent` whose highest first tick keeps `low` in
    /// range, if it keeps `high` in range too. Tick values are whole step units over one power
    /// of ten, so their labels carry no float noise.
    private static func fitted(
        mantissa: Int, exponent: Int, ticks count: Int, below: Double, above: Double, low: Double, high: Double, format: AxisFormat
    ) -> AxisPlan? {
        let decimals = max(0, -exponent + (mantissa == 25 ? 1 : 0))
        let scale = pow(10, Double(decimals))
        let stepUnits = Double(mantissa) / 10 * pow(10, Double(exponent)) * scale
        let step = stepUnits / scale
        guard step > 0, step.isFinite else { return nil }
        // The first tick at the highest multiple of the step that keeps `low` in range (the
        // data sits low, as on a free axis; positive data keeps a 0 start when it can).
        let firstIndex = ((low + below * step) / step + 1e-9).rounded(.down)
        guard firstIndex * step + above * step >= high - step * 1e-9, abs(firstIndex * stepUnits) < 1e15 else { return nil }
        let units = stepUnits.rounded()
        let values = (0..<count).map { (firstIndex * units + Double($0) * units) / scale }
        let set = TickSet(values: values, step: step, decimals: decimals)
        let labels = LabelFormatter(format: format).labels(for: set)
        return AxisPlan(
            min: values[0] - below * step, max: values[0] + above * step,
            ticks: zip(values, labels).map { AxisTick(value: $0.0, label: $0.1) })
    }
}
