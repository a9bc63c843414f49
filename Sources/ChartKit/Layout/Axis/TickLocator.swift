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

/// Chooses numeric tick positions with the Talbot–Lin–Hanrahan "extended" algorithm, because
/// it balances simple steps, data coverage and density better than fixed 1-2-5 rules.
///
/// Talbot, Lin & Hanrahan 2010, "An Extension of Wilkinson's Algorithm for Positioning Tick
/// Labels on Axes"; the search and scores follow R's `labeling::extended` (Q = [1, 5, 2, 2.5, 4, 3],
/// weights 0.25 simplicity, 0.2 coverage, 0.5 density, 0.05 legibility, legibility always 1).
/// Unlike R, every candidate is held as integers (`(start + i·j)·q·10^z`) and each tick is
/// converted to `Double` once from its exact decimal, so there is no accumulated float noise, no
/// lost end tick, no collapse at large offsets (1e15 + 10) and no absolute epsilon (ranges of
/// 1e-15 work). Inputs beyond 1e±100 are rescaled by a power of ten while searching, so 1e300
/// ranges cannot overflow.
package struct TickLocator: Sendable {
    /// Nice step multipliers in tenths, most preferred first: 1, 5, 2, 2.5, 4, 3.
    private static let qTenths: [Int64] = [10, 50, 20, 25, 40, 30]
    private static let wSimplicity = 0.25
    private static let wCoverage = 0.2
    private static let wDensity = 0.5
    private static let wLegibility = 0.05

    package init() {}

    /// About `count` ticks covering `range`; ticks may extend slightly beyond the data (loose
    /// labelling), like R's `labeling::extended` with `only.loose = FALSE`.
    ///
    /// `count` is clamped to 2…100. A constant range, or one too narrow for ticks with round decimals, is widened around its
    /// value by a power of ten (5 → 4…6, 0 → −1…1); non-finite bounds are treated as [0, 1].
    package func ticks(in range: ClosedRange<Double>, count: Int) -> TickSet {
        ticks(from: range.lowerBound, to: range.upperBound, count: count, integers: false)
    }

    /// Like `ticks(in:count:)` for data known to be integers: when `integers` is true, steps
    /// with fractional ticks are rejected as long as an all-integer candidate exists.
    package func ticks(in range: ClosedRange<Double>, count: Int, integers: Bool) -> TickSet {
        ticks(from: range.lowerBound, to: range.upperBound, count: count, integers: integers)
    }

    /// Like `ticks(in:count:)` for bounds that may be reversed or NaN (a `ClosedRange` cannot
    /// hold those): the bounds are put in order, and non-finite bounds give the ticks of [0, 1].
    package func ticks(from a: Double, to b: Double, count: Int, integers: Bool = false) -> TickSet {
        locate(a, b, count: count, inside: false, integers: integers)
    }

    /// Ticks that lie inside `range` only (for fixed page windows on x): same algorithm, but
    /// candidate sets with a tick outside the range are rejected.
    ///
    /// Never returns a tick outside the range, and at least two ticks for every non-degenerate
    /// range (falling back to plain 1-2-5 steps when no candidate fits). A range too narrow for
    /// round decimals (a few units in the last place, or a single value) gets its own bounds as
    /// ticks (one tick when they are equal).
    package func ticksInside(_ range: ClosedRange<Double>, count: Int) -> TickSet {
        ticksInside(from: range.lowerBound, to: range.upperBound, count: count, integers: false)
    }

    /// `ticksInside(_:count:)` for integer data; see `ticks(in:count:integers:)`.
    package func ticksInside(_ range: ClosedRange<Double>, count: Int, integers: Bool) -> TickSet {
        ticksInside(from: range.lowerBound, to: range.upperBound, count: count, integers: integers)
    }

    /// `ticksInside(_:count:)` for bounds that may be reversed or NaN.
    package func ticksInside(from a: Double, to b: Double, count: Int, integers: Bool = false) -> TickSet {
        locate(a, b, count: count, inside: true, integers: integers)
    }

    /// The target tick count for an axis of `pixels` length where labels need about `spacing`
    /// pixels each: max(2, min(12, pixels / spacing)).
    package static func targetCount(pixels: Int, spacing: Int) -> Int {
        guard spacing > 0 else { return 12 }
        return max(2, min(12, pixels / spacing))
    }

    // MARK: - Search

    /// One candidate labelling: ticks `(start + i·j) · qTenths[q] · 10^(z−1)` for i in 0..<k.
    private struct Candidate {
        var q: Int
        var j: Int64
        var k: Int64
        var z: Int
        var start: Int64

        func mantissa(_ i: Int64) -> Int64? {
            let (offset, o1) = i.multipliedReportingOverflow(by: j)
            let (index, o2) = start.addingReportingOverflow(offset)
            let (value, o3) = index.multipliedReportingOverflow(by: TickLocator.qTenths[q])
            return o1 || o2 || o3 ? nil : value
        }

        func value(_ i: Int64, shift: Int) -> Double? {
            mantissa(i).map { DecimalNumber(mantissa: $0, exponent: z - 1 + shift).doubleValue }
        }

        /// True when every tick is a whole number.
        func allIntegers(shift: Int) -> Bool {
            let exponent = z - 1 + shift
            if exponent >= 0 { return true }
            guard exponent >= -18, let first = mantissa(0) else { return false }
            var divisor: Int64 = 1
            for _ in 0 ..< -exponent { divisor *= 10 }
            let stepMantissa = j * TickLocator.qTenths[q]
            return first % divisor == 0 && stepMantissa % divisor == 0
        }
    }

    private func locate(_ a: Double, _ b: Double, count: Int, inside: Bool, integers: Bool) -> TickSet {
        var lo = a
        var hi = b
        if !lo.isFinite || !hi.isFinite {
            lo = 0
            hi = 1
        }
        if lo > hi { swap(&lo, &hi) }
        let m = min(100, max(2, count))
        let maxAbs = max(abs(lo), abs(hi))
        let degenerate = hi - lo <= 16 * maxAbs.ulp
        if degenerate, inside { return Self.bounds(lo, hi) }
        if degenerate { (lo, hi) = Self.widen(lo / 2 + hi / 2) }
        if let set = search(lo, hi, m: m, inside: inside, integers: integers) { return set }
        if inside { return Self.bounds(lo, hi) }
        // No tick set of round decimals fits in so narrow a range: treat it as constant.
        let (wideLo, wideHi) = Self.widen(lo / 2 + hi / 2)
        return search(wideLo, wideHi, m: m, inside: false, integers: integers) ?? Self.bounds(wideLo, wideHi)
    }

    /// The search with its fallbacks: integer steps first when asked, then any steps.
    private func search(_ lo: Double, _ hi: Double, m: Int, inside: Bool, integers: Bool) -> TickSet? {
        if integers,
            let set = extended(lo, hi, m: m, inside: inside, integers: true)
                ?? fallback(lo, hi, inside: inside, integers: true)
        {
            return set
        }
        return extended(lo, hi, m: m, inside: inside, integers: false) ?? fallback(lo, hi, inside: inside, integers: false)
    }

    /// The range's own bounds as ticks, for windows too narrow to hold round decimals
    /// (a single tick when the bounds are equal).
    private static func bounds(_ lo: Double, _ hi: Double) -> TickSet {
        let values = lo < hi ? [lo, hi] : [lo]
        let decimals = values.compactMap { DecimalNumber($0)?.neededDecimals }.max() ?? 0
        return TickSet(values: values.map { $0 == 0 ? 0 : $0 }, step: hi - lo, decimals: decimals)
    }

    /// The range shown for a constant series: one power of ten either side of the value.
    private static func widen(_ value: Double) -> (Double, Double) {
        guard value != 0, value.isFinite else { return (-1, 1) }
        let unit = pow(10, (log10(abs(value))).rounded(.down))
        var lo = value - unit
        var hi = value + unit
        if !lo.isFinite { lo = value }
        if !hi.isFinite { hi = value }
        return (lo, hi)
    }

    /// The power of ten the search divides the data by, so scores never overflow or underflow.
    private static func shift(for maxAbs: Double) -> Int {
        guard maxAbs > 1e100 || (maxAbs < 1e-100 && maxAbs > 0) else { return 0 }
        return Int(log10(maxAbs).rounded(.down))
    }

    /// `value / 10^shift`, without overflowing the power of ten itself.
    private static func scaled(_ value: Double, by shift: Int) -> Double {
        if shift == 0 { return value }
        if shift > 0 { return value / pow(10, Double(shift)) }
        return value * 1e200 * pow(10, Double(-shift - 200))
    }

    private func extended(_ lo: Double, _ hi: Double, m: Int, inside: Bool, integers: Bool) -> TickSet? {
        let shift = Self.shift(for: max(abs(lo), abs(hi)))
        let dmin = Self.scaled(lo, by: shift)
        let dmax = Self.scaled(hi, by: shift)
        guard dmax > dmin, (dmax - dmin).isFinite else { return nil }
        let n = Double(Self.qTenths.count)
        var best: Candidate?
        var bestScore = -2.0
        let w1 = Self.wSimplicity, w2 = Self.wCoverage, w3 = Self.wDensity, w4 = Self.wLegibility

        var j: Int64 = 1
        outer: while j <= 1000 {
            for q in Self.qTenths.indices {
                let qValue = Double(Self.qTenths[q]) / 10
                let simplicityMax = 1 - Double(q) / (n - 1) - Double(j) + 1
                if w1 * simplicityMax + w2 + w3 + w4 < bestScore { break outer }
                var k: Int64 = 2
                while k <= 10_000 {
                    let densityMax = Self.densityMax(k: k, m: m)
                    if w1 * simplicityMax + w2 + w3 * densityMax + w4 < bestScore { break }
                    let delta = (dmax - dmin) / Double(k + 1) / Double(j) / qValue
                    var z = Int(log10(delta).rounded(.up))
                    while z <= 400 {
                        let unit = qValue * pow(10, Double(z))
                        let step = Double(j) * unit
                        let coverageMax = Self.coverageMax(dmin, dmax, span: step * Double(k - 1))
                        if w1 * simplicityMax + w2 * coverageMax + w3 * densityMax + w4 < bestScore { break }
                        let top = (dmax / step).rounded(.down)
                        let bottom = (dmin / step).rounded(.up)
                        guard abs(top) * Double(j) < 1e17, abs(bottom) * Double(j) < 1e17 else {
                            z += 1
                            continue
                        }
                        let minStart = Int64(top) * j - (k - 1) * j
                        let maxStart = Int64(bottom) * j
                        if minStart <= maxStart,
                            let found = bestStart(
                                Candidate(q: q, j: j, k: k, z: z, start: minStart), through: maxStart, unit: unit, m: m,
                                dmin, dmax, shift: shift, inside: inside, integers: integers, beating: bestScore)
                        {
                            (best, bestScore) = found
                        }
                        z += 1
                    }
                    k += 1
                }
            }
            j += 1
        }
        guard let best else { return nil }
        return build(best, shift: shift, lo: lo, hi: hi, inside: inside)
    }

    /// Whether a candidate that scores best so far is usable: its integers do not overflow, its
    /// ticks lie inside the range (when asked) and are whole (when asked), and every tick's decimal
    /// survives the trip through `Double` (always true up to 15 significant digits; checked
    /// beyond, where neighbouring doubles are too far apart to hold the intended decimal).
    /// The best-scoring acceptable labelling among the starts `first.start…last` of one
    /// (q, j, k, z), when it beats `bestScore`.
    private func bestStart(
        _ first: Candidate, through last: Int64, unit: Double, m: Int, _ dmin: Double, _ dmax: Double,
        shift: Int, inside: Bool, integers: Bool, beating bestScore: Double
    ) -> (Candidate, Double)? {
        let n = Double(Self.qTenths.count)
        let (q, j, k) = (first.q, first.j, first.k)
        let step = Double(j) * unit
        var found: (Candidate, Double)?
        var bestScore = bestScore
        for start in first.start...last {
            let lmin = Double(start) * unit
            let lmax = lmin + step * Double(k - 1)
            let hasZero = start <= 0 && (start + (k - 1) * j) >= 0 && start % j == 0
            let simplicity = 1 - Double(q) / (n - 1) - Double(j) + (hasZero ? 1 : 0)
            let score =
                Self.wSimplicity * simplicity + Self.wCoverage * Self.coverage(dmin, dmax, lmin, lmax)
                + Self.wDensity * Self.density(k: k, m: m, dmin, dmax, lmin, lmax) + Self.wLegibility
            guard score > bestScore else { continue }
            var candidate = first
            candidate.start = start
            guard accepts(candidate, dmin, dmax, shift: shift, inside: inside, integers: integers) else { continue }
            found = (candidate, score)
            bestScore = score
        }
        return found
    }

    private func accepts(_ candidate: Candidate, _ dmin: Double, _ dmax: Double, shift: Int, inside: Bool, integers: Bool) -> Bool {
        guard let firstMantissa = candidate.mantissa(0), let lastMantissa = candidate.mantissa(candidate.k - 1) else {
            return false
        }
        if integers, !candidate.allIntegers(shift: shift) { return false }
        if inside {
            guard let first = candidate.value(0, shift: 0), let last = candidate.value(candidate.k - 1, shift: 0),
                first >= dmin, last <= dmax
            else { return false }
        }
        let limit: Int64 = 1_000_000_000_000_000
        if firstMantissa.magnitude >= limit || lastMantissa.magnitude >= limit {
            for i in 0..<candidate.k {
                guard let mantissa = candidate.mantissa(i) else { return false }
                let number = DecimalNumber(mantissa: mantissa, exponent: candidate.z - 1 + shift)
                if DecimalNumber(number.doubleValue) != number { return false }
            }
        }
        return true
    }

    private func build(_ candidate: Candidate, shift: Int, lo: Double, hi: Double, inside: Bool) -> TickSet? {
        var numbers: [DecimalNumber] = []
        for i in 0..<candidate.k {
            guard let mantissa = candidate.mantissa(i) else { return nil }
            numbers.append(DecimalNumber(mantissa: mantissa, exponent: candidate.z - 1 + shift))
        }
        let stepNumber = DecimalNumber(mantissa: candidate.j * Self.qTenths[candidate.q], exponent: candidate.z - 1 + shift)
        return Self.tickSet(numbers, step: stepNumber, lo: lo, hi: hi, inside: inside)
    }

    /// Converts exact decimals to a `TickSet`, dropping ticks that are outside the range when
    /// `inside` (possible only through rescaling); nil if a decimal does not survive conversion
    /// to `Double` unchanged, or if fewer than 2 ticks remain.
    private static func tickSet(_ numbers: [DecimalNumber], step: DecimalNumber, lo: Double, hi: Double, inside: Bool) -> TickSet? {
        var values: [Double] = []
        var decimals = 0
        for number in numbers {
            let value = number.doubleValue
            guard DecimalNumber(value) == number else { return nil }
            if inside, value < lo || value > hi { continue }
            if let last = values.last, value <= last { continue }
            values.append(value == 0 ? 0 : value)
            decimals = max(decimals, number.neededDecimals)
        }
        guard values.count >= 2 else { return nil }
        return TickSet(values: values, step: step.doubleValue, decimals: decimals)
    }

    /// Plain 1-2-5 steps for the rare ranges where no candidate scores above R's floor (for
    /// instance a very narrow window far from zero, or integer data spanning 1 with many ticks
    /// wanted): the coarsest step giving at least two ticks; with `integers`, whole steps only.
    private func fallback(_ lo: Double, _ hi: Double, inside: Bool, integers: Bool) -> TickSet? {
        let shift = Self.shift(for: max(abs(lo), abs(hi)))
        let dmin = Self.scaled(lo, by: shift)
        let dmax = Self.scaled(hi, by: shift)
        let p = Int(log10(max(dmax - dmin, .leastNormalMagnitude)).rounded(.down))
        let steps: [(Int64, Int)] = [(1, p), (5, p - 1), (2, p - 1), (1, p - 1), (5, p - 2), (2, p - 2), (1, p - 2)]
        for (mantissa, exponent) in steps where !integers || exponent + shift >= 0 {
            let step = Double(mantissa) * pow(10, Double(exponent))
            let first = inside ? (dmin / step).rounded(.up) : (dmin / step).rounded(.down)
            let last = inside ? (dmax / step).rounded(.down) : (dmax / step).rounded(.up)
            guard abs(first) < 1e16, abs(last) < 1e16, last - first >= 1, last - first <= 100 else { continue }
            var numbers: [DecimalNumber] = []
            for index in Int64(first)...Int64(last) {
                numbers.append(DecimalNumber(mantissa: index * mantissa, exponent: exponent + shift))
            }
            let stepNumber = DecimalNumber(mantissa: mantissa, exponent: exponent + shift)
            if let set = Self.tickSet(numbers, step: stepNumber, lo: lo, hi: hi, inside: inside) { return set }
        }
        return nil
    }

    // MARK: - Scores (R's labeling::extended)

    private static func coverage(_ dmin: Double, _ dmax: Double, _ lmin: Double, _ lmax: Double) -> Double {
        let range = dmax - dmin
        return 1 - 0.5 * ((dmax - lmax) * (dmax - lmax) + (dmin - lmin) * (dmin - lmin)) / ((0.1 * range) * (0.1 * range))
    }

    private static func coverageMax(_ dmin: Double, _ dmax: Double, span: Double) -> Double {
        let range = dmax - dmin
        guard span > range else { return 1 }
        let half = (span - range) / 2
        return 1 - 0.5 * (2 * half * half) / ((0.1 * range) * (0.1 * range))
    }

    private static func density(k: Int64, m: Int, _ dmin: Double, _ dmax: Double, _ lmin: Double, _ lmax: Double) -> Double {
        let r = Double(k - 1) / (lmax - lmin)
        let rt = Double(m - 1) / (max(lmax, dmax) - min(dmin, lmin))
        return 2 - max(r / rt, rt / r)
    }

    private static func densityMax(k: Int64, m: Int) -> Double {
        k >= m ? 2 - Double(k - 1) / Double(m - 1) : 1
    }
}
