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

/// Ranges and ticks for a value axis (y of line, bar and discrete charts).
///
/// With no fixed ends the axis ends where `AxisEnds` says: on the tick just beyond the data
/// when that tick is within half a step of it, else a tenth of a step past the data, and never
/// across 0 for data of one sign. Fixed ends are kept exactly and only ticks inside them are drawn.
package struct ValueAxisLayout: Sendable {
    package var format: AxisFormat
    package var fixedMin: Double?
    package var fixedMax: Double?

    /// A log axis (`--y-log`): whole decades around the data, ticks from `LogTickLocator`.
    package var log: Bool
    /// The flag prefix errors name: `--y` (`--y-min`), or `--y2` for the second axis.
    package var flag: String
    /// Whether the marks rise from the axis floor (bars, histogram bins): a free log axis then
    /// starts at least half a decade below the smallest value (`LogTickLocator.floor(below:)`),
    /// since a bar whose value is the floor has no length and reads as 0 or missing. Points and
    /// lines keep the tight whole decades: a marker on the floor is still drawn.
    package var risesFromFloor: Bool

    package init(
        format: AxisFormat, fixedMin: Double?, fixedMax: Double?, log: Bool = false, flag: String = "--y", risesFromFloor: Bool = false
    ) {
        self.format = format
        self.fixedMin = fixedMin
        self.fixedMax = fixedMax
        self.log = log
        self.flag = flag
        self.risesFromFloor = risesFromFloor
    }

    /// The axis for data spanning `range` (nil: no finite data) on an axis `pixels` long;
    /// `integers` asks for whole-number ticks (counts, years, indices).
    package func axis(for range: ClosedRange<Double>?, pixels: Int, integers: Bool = false) throws -> AxisPlan {
        if log { return try logAxis(for: range, pixels: pixels) }
        // One tick per 55 px, but at least five on a short axis (one per 32 px): with two or
        // three ticks a step is so coarse that covering the data wastes much of the axis
        // (400×250 gave 0, 50, 100 and an axis to 400 for data reaching 88).
        let count = max(TickLocator.targetCount(pixels: pixels, spacing: 55), min(5, pixels / 32))
        let locator = TickLocator()
        let dataLow = range?.lowerBound ?? fixedMin ?? fixedMax.map { $0 - 1 } ?? 0
        let dataHigh = range?.upperBound ?? fixedMax ?? fixedMin.map { $0 + 1 } ?? 1
        if let fixedMin, let fixedMax {
            guard fixedMin < fixedMax else {
                throw ChartError.usage("\(flag)-min \(GnuplotNumber.literal(fixedMin)) must be below \(flag)-max \(GnuplotNumber.literal(fixedMax))")
            }
            return try plan(locator.ticksInside(fixedMin...fixedMax, count: count, integers: integers), min: fixedMin, max: fixedMax)
        }
        if let fixedMin, fixedMin >= dataHigh {
            throw ChartError.usage(
                "\(flag)-min \(GnuplotNumber.literal(fixedMin)) is not below the data's largest value \(GnuplotNumber.literal(dataHigh))")
        }
        if let fixedMax, fixedMax <= dataLow {
            throw ChartError.usage(
                "\(flag)-max \(GnuplotNumber.literal(fixedMax)) is not above the data's smallest value \(GnuplotNumber.literal(dataLow))")
        }
        let low = fixedMin ?? dataLow
        let high = fixedMax ?? dataHigh
        let ends = AxisEnds(
            ticks: locator.ticks(in: low...high, count: count, integers: integers),
            low: low, high: high, freeLow: fixedMin == nil, freeHigh: fixedMax == nil)
        return try plan(ends.ticks, min: ends.min, max: ends.max)
    }

    /// `ticks` extended by whole steps until they reach `low` and `high`, so a free axis ends
    /// on labelled ticks. Each new tick is an integer number of step units divided by a power
    /// of ten once, like the locator's own, so no float noise creeps in.
    static func covering(_ ticks: TickSet, low: Double?, high: Double?) -> TickSet {
        guard let first = ticks.values.first, let last = ticks.values.last, ticks.step > 0, ticks.decimals <= 15 else { return ticks }
        let scale = pow(10, Double(ticks.decimals))
        let stepUnits = (ticks.step * scale).rounded()
        // Whole step units are exact only below 2^53: past that (data near ±1e299 with a tick
        // at 0) `first - step` carried float noise into the tick and its label, 300 digits long.
        guard stepUnits > 0, Swift.max(abs(first), abs(last)) * scale < 1e15 else { return ticks }
        var values = ticks.values
        var units = (first * scale).rounded()
        while let low, values.count < 1000, let value = values.first, value > low {
            units -= stepUnits
            values.insert(units / scale, at: 0)
        }
        units = (last * scale).rounded()
        while let high, values.count < 1000, let value = values.last, value < high {
            units += stepUnits
            values.append(units / scale)
        }
        return TickSet(values: values, step: ticks.step, decimals: ticks.decimals)
    }

    /// The log axis for data spanning `range` (its lower end may be at or below 0 only when
    /// `fixedMin` cuts it off): the whole decades around it, or the fixed ends exactly.
    func logAxis(for range: ClosedRange<Double>?, pixels: Int) throws -> AxisPlan {
        for (name, value) in [("\(flag)-min", fixedMin), ("\(flag)-max", fixedMax)] {
            if let value, value <= 0 {
                throw ChartError.usage("\(name) \(GnuplotNumber.literal(value)) is not above 0, which a log axis needs")
            }
            if let value, value < ValueParser.minimumLogValue {
                throw ChartError.usage(
                    """
                    \(name) \(GnuplotNumber.literal(value)) is below \(GnuplotNumber.literal(ValueParser.minimumLogValue)), the smallest value a \
                    log axis places
                    """
                )
            }
        }
        if let fixedMin, let fixedMax, fixedMin >= fixedMax {
            throw ChartError.usage("\(flag)-min \(GnuplotNumber.literal(fixedMin)) must be below \(flag)-max \(GnuplotNumber.literal(fixedMax))")
        }
        let dataHigh = range?.upperBound ?? fixedMax ?? fixedMin.map { $0 * 10 } ?? 10
        let dataLow = range.map { $0.lowerBound > 0 ? $0.lowerBound : (fixedMin ?? dataHigh / 10) } ?? fixedMin ?? dataHigh / 10
        guard dataHigh > 0 else { throw ChartError.usage("a log axis needs values above 0; every value is at or below 0") }
        // The builders refuse values below 1e-300 at their cell; a model given whole is checked here.
        if fixedMin == nil, dataLow < .leastNormalMagnitude {
            throw ChartError.badData(
                location: nil, column: nil,
                message:
                    """
                    a value of \(GnuplotNumber.literal(dataLow)) is below \(GnuplotNumber.literal(ValueParser.minimumLogValue)), the smallest value \
                    a log axis places
                    """
            )
        }
        if let fixedMin, fixedMax == nil, fixedMin >= dataHigh {
            throw ChartError.usage(
                "\(flag)-min \(GnuplotNumber.literal(fixedMin)) is not below the data's largest value \(GnuplotNumber.literal(dataHigh))")
        }
        if let fixedMax, fixedMin == nil, fixedMax <= dataLow {
            throw ChartError.usage(
                "\(flag)-max \(GnuplotNumber.literal(fixedMax)) is not above the data's smallest value \(GnuplotNumber.literal(dataLow))")
        }
        let locator = LogTickLocator()
        let decades = LogTickLocator.decades(around: fixedMin ?? dataLow, fixedMax ?? dataHigh)
        let max = fixedMax ?? decades.max
        let min = fixedMin ?? (risesFromFloor ? locator.floor(below: dataLow, max: max, pixels: pixels) : decades.min)
        let ticks = locator.ticks(min: min, max: max, pixels: pixels)
        let labels = ticks.labels(format: format)
        try checkLabelLengths(zip(ticks.major, labels).map { ($0.0, $0.1) })
        return AxisPlan(
            min: min, max: max, ticks: zip(ticks.major, labels).map { AxisTick(value: $0.0, label: $0.1) }, log: true,
            minorTicks: ticks.minor)
    }

    private func plan(_ ticks: TickSet, min: Double, max: Double) throws -> AxisPlan {
        let labels = LabelFormatter(format: format).labels(for: ticks)
        let span = max - min
        let inside = zip(ticks.values, labels).filter { value, _ in
            value >= min - span * 1e-9 && value <= max + span * 1e-9
        }
        try checkLabelLengths(inside.map { ($0.0, $0.1) })
        return AxisPlan(min: min, max: max, ticks: inside.map { AxisTick(value: $0.0, label: $0.1) })
    }

    /// The longest tick label a value axis draws, in characters.
    static let longestLabel = 40

    /// A format that writes a tick of these values as a label longer than `longestLabel` is
    /// refused naming the format and the tick: `si` at 1e300 wrote 277 digits and a `Y`, which
    /// left no room for the plot, and the error blamed a `--size` that was never given.
    private func checkLabelLengths(_ ticks: [(value: Double, label: String)]) throws {
        guard format != .auto, let tick = ticks.first(where: { $0.label.count > Self.longestLabel }) else { return }
        let why = format == .si ? " (its largest prefix is Y, 1e24)" : ""
        let value = (tick.value < 0 ? "-" : "") + LogTickSet.shortLabel(abs(tick.value))
        throw ChartError.usage(
            """
            \(flag)-format \(format.name) writes the tick at \(value) as \(tick.label.count) characters\(why), too long to draw beside the plot; \
            drop \(flag)-format for labels like \(value), or scale the values
            """
        )
    }
}
