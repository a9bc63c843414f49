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

/// Chooses the ticks of a log axis: powers of ten, with 2 and 5 between them when a decade is
/// wide enough, and unlabelled minor ticks (2…9) when there is room, because on a log axis
/// equal steps are factors, not differences, and readers know decades.
///
/// Like `TickLocator`, it returns positions only (`LogTickSet`); labels come from
/// `LogTickSet.labels(format:)`. Every position is built from its exact decimal (mantissa 1…9
/// times a power of ten) and converted to `Double` once, so `1e-3` is the short decimal 0.001.
package struct LogTickLocator: Sendable {
    /// Pixels between neighbouring labelled ticks, at least (labels are about a line tall on y).
    package var labelSpacing: Double
    /// Pixels between neighbouring minor ticks, at least.
    package var minorSpacing: Double = 3

    package init(labelSpacing: Double = 24) {
        self.labelSpacing = labelSpacing
    }

    /// The powers of ten a `Double` holds as a positive finite value (10^-323 … 10^308).
    static let exponents = -323...308

    /// The whole decades around `low…high` (both positive and finite): 10^floor(log10 low) to
    /// 10^ceil(log10 high), one decade at least, kept within `exponents` so neither end
    /// underflows to 0 or overflows to infinity (whose logs are not numbers a program can hold).
    package static func decades(around low: Double, _ high: Double) -> (min: Double, max: Double) {
        let lowExponent = exponents.clamped(log10(low).rounded(.down))
        var highExponent = exponents.clamped(log10(high).rounded(.up))
        // log10 of an exact power of ten may be a hair off: snap to the power itself.
        var lowPower = power(lowExponent + 1) <= low ? lowExponent + 1 : lowExponent
        if power(highExponent - 1) >= high { highExponent -= 1 }
        if highExponent <= lowPower { highExponent = lowPower + 1 }
        if highExponent > exponents.upperBound { (lowPower, highExponent) = (exponents.upperBound - 1, exponents.upperBound) }
        return (power(lowPower), power(highExponent))
    }

    /// The floor of a log axis that bars rise from, for bars as short as `low`: at least half a
    /// decade below it, so the shortest bar is half a decade long instead of none (a bar of 1 on
    /// an axis starting at 1 read as 0 or missing). It is the largest 2 or 5 step that far down
    /// when the axis up to `max`, `pixels` long, labels that step, else the power of ten below,
    /// so the axis begins on a tick as the tight whole decades of other charts do.
    package func floor(below low: Double, max: Double, pixels: Int) -> Double {
        let limit = low / 10.0.squareRoot()
        let decade = Self.decades(around: limit, Swift.max(max, limit)).min
        let exponent = Self.exponents.clamped(log10(decade).rounded())
        guard let step = [5, 2].map({ Self.value($0, exponent) }).first(where: { $0 <= limit }), step < max else { return decade }
        return ticks(min: step, max: max, pixels: pixels).major.first == step ? step : decade
    }

    /// The ticks of an axis from `min` to `max` (both positive, min < max) `pixels` long.
    package func ticks(min: Double, max: Double, pixels: Int) -> LogTickSet {
        guard min > 0, max > min, min.isFinite, max.isFinite else { return LogTickSet(major: [], minor: []) }
        let decades = log10(max) - log10(min)
        let perDecade = Double(pixels) / Swift.max(decades, 1e-9)
        // Labelled powers every `stride` decades, so labels stay `labelSpacing` apart.
        let stride = [1, 2, 3, 5, 10, 20, 50, 100].first { Double($0) * perDecade >= labelSpacing } ?? 100
        let withTwoFive = stride == 1 && perDecade * log10(2.0) >= labelSpacing
        let withMinor = stride == 1 && perDecade * log10(10.0 / 9) >= minorSpacing
        let first = Int(log10(min).rounded(.down)) - 1
        let last = Int(log10(max).rounded(.up)) + 1
        var major: [Double] = []
        var minor: [Double] = []
        let tolerance = (log10(max) - log10(min)) * 1e-9
        func inside(_ value: Double) -> Bool {
            let position = log10(value)
            return position >= log10(min) - tolerance && position <= log10(max) + tolerance
        }
        for exponent in first...last {
            let power = Self.value(1, exponent)
            if exponent % stride == 0 || stride == 1, inside(power) { major.append(power) }
            guard stride == 1 else { continue }
            for mantissa: Int64 in 2...9 {
                let value = Self.value(mantissa, exponent)
                guard inside(value) else { continue }
                if withTwoFive && (mantissa == 2 || mantissa == 5) {
                    major.append(value)
                } else if withMinor {
                    minor.append(value)
                }
            }
        }
        // A range inside one decade may hold no power of ten: label its ends' neighbours instead.
        if major.count < 2 {
            let extra = (first...last).flatMap { exponent in (1...9).map { Self.value(Int64($0), exponent) } }.filter(inside)
            major = Self.thinned(extra, min: min, max: max, pixels: pixels, spacing: labelSpacing)
            minor = minor.filter { !major.contains($0) }
        }
        return LogTickSet(major: major, minor: minor)
    }

    /// `values` (ascending) with any value closer than `spacing` pixels to the previous kept one dropped.
    private static func thinned(_ values: [Double], min: Double, max: Double, pixels: Int, spacing: Double) -> [Double] {
        let scale = Double(pixels) / (log10(max) - log10(min))
        var kept: [Double] = []
        for value in values {
            if let last = kept.last, (log10(value) - log10(last)) * scale < spacing { continue }
            kept.append(value)
        }
        return kept
    }

    /// mantissa × 10^exponent, from its exact decimal.
    static func value(_ mantissa: Int64, _ exponent: Int) -> Double {
        DecimalNumber(mantissa: mantissa, exponent: exponent).doubleValue
    }

    /// 10^exponent, from its exact decimal.
    static func power(_ exponent: Int) -> Double {
        value(1, exponent)
    }
}

/// The positions of a log axis's ticks: labelled (`major`) and unlabelled (`minor`), ascending.
package struct LogTickSet: Sendable, Equatable {
    package var major: [Double]
    package var minor: [Double]

    package init(major: [Double], minor: [Double]) {
        self.major = major
        self.minor = minor
    }

    /// The labels of the major ticks: `1`, `10`, `100`, `1k`, `10k`, `1M`, `0.01` by default,
    /// else in `format` (each value at the decimals it needs).
    package func labels(format: AxisFormat) -> [String] {
        switch format {
        case .auto:
            return major.map(Self.shortLabel)
        default:
            let formatter = LabelFormatter(format: format)
            return major.map { formatter.label(for: $0, decimals: Swift.min(15, DecimalNumber($0)?.neededDecimals ?? 0)) }
        }
    }

    /// `2k`, `50M`, `0.001`, `1e-7`: SI suffixes from thousands to trillions, plain decimals
    /// down to 0.0001, exponents beyond.
    static func shortLabel(_ value: Double) -> String {
        guard let number = DecimalNumber(value), value > 0 else { return GnuplotNumber.literal(value) }
        let exponent = number.magnitude
        let suffixes = [(12, "T"), (9, "G"), (6, "M"), (3, "k")]
        if let (power, suffix) = suffixes.first(where: { exponent >= $0.0 }), exponent < 15 {
            let scaled = number.shifted(by: -power)
            return scaled.text(decimals: scaled.neededDecimals) + suffix
        }
        if exponent >= -4 && exponent < 15 { return number.text(decimals: number.neededDecimals) }
        let mantissa = number.shifted(by: -exponent)
        return mantissa.text(decimals: mantissa.neededDecimals) + "e\(exponent)"
    }
}

extension ClosedRange<Int> {
    /// `value` (a whole number, or ±infinity or NaN) as the nearest integer of the range: NaN
    /// and -infinity give the lower bound, so no conversion to `Int` can trap.
    func clamped(_ value: Double) -> Int {
        guard value > Double(lowerBound) else { return lowerBound }
        return value < Double(upperBound) ? Int(value) : upperBound
    }
}
