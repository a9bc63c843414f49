/// Rounds a decimal `mantissa × 10^power` to the nearest Double, because glibc's `strtod` on the
/// 17-digit floats Python, numpy and JavaScript write cost a read 2.5× pandas' time (issue 37).
///
/// Clinger's fast path where one IEEE operation on exact operands gives the answer, else the
/// Eisel–Lemire algorithm (Lemire, "Number Parsing at a Gigabyte per Second", 2021): the mantissa,
/// shifted to set its top bit, times the 128-bit truncated power of five `PowersOfFive`, whose
/// top bits are the result and whose bits below tell whether rounding them is certain. When it
/// is not (a value within the table's truncation error of a halfway point) it answers nil and the
/// caller asks `strtod`, so every result is the correctly rounded one, bit for bit.
enum DecimalToDouble {
    /// Exact powers of ten representable as Double, for Clinger's fast path.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The nearest Double to `mantissa × 10^power` (ties to even), `.infinity` when that
    /// overflows, 0 when it underflows; nil when this cannot decide and `strtod` must.
    ///
    /// `truncated` says digits after the mantissa's were dropped and not all zero: the value is
    /// then strictly between `mantissa` and `mantissa + 1` times the power, and the answer is
    /// known only when both ends round alike.
    static func nearest(mantissa: UInt64, power: Int, truncated: Bool = false) -> Double? {
        guard truncated else { return nearest(mantissa, power) }
        guard let low = nearest(mantissa, power), let high = nearest(mantissa + 1, power),
            low.bitPattern == high.bitPattern
        else { return nil }
        return low
    }

    /// `nearest(mantissa:power:)` for an exact mantissa.
    @inline(__always)
    private static func nearest(_ mantissa: UInt64, _ power: Int) -> Double? {
        if mantissa == 0 || power < PowersOfFive.smallest { return 0 }  // below 2^-1075 at most
        if power > PowersOfFive.largest { return .infinity }  // 10^309 at least
        if mantissa <= 1 << 53, power >= -22, power <= 22 {
            let value = Double(mantissa)  // exact, as is the power: one correctly rounded operation
            return power < 0 ? value / powersOfTen[-power] : value * powersOfTen[power]
        }
        return eiselLemire(mantissa, power)
    }

    /// The Eisel–Lemire step for a nonzero mantissa and a power in the table.
    ///
    /// The product Z = (mantissa << l) × T(power) has 192 bits; its top word `high` holds the
    /// result's bits, and `V = Z × 2^(power − l − k)` with T(power) ≈ 5^power × 2^k. The table entry
    /// is exact for 0 ≤ power ≤ 55; otherwise it is below the true power by less than one unit, so
    /// the true Z is in [Z, Z + 2^64) and only a halfway point inside that span is undecidable.
    private static func eiselLemire(_ mantissa: UInt64, _ power: Int) -> Double? {
        let shift = mantissa.leadingZeroBitCount
        let normalized = mantissa << shift
        let entry = (power - PowersOfFive.smallest) * 2
        let first = normalized.multipliedFullWidth(by: PowersOfFive.words[entry])
        let second = normalized.multipliedFullWidth(by: PowersOfFive.words[entry + 1])
        let (middle, carry) = first.low.addingReportingOverflow(second.high)
        let high = first.high &+ (carry ? 1 : 0)  // Z < 2^192: no carry out
        // V ≈ high × 2^scale; floor(log2(5^q)) == (q × 152170) >> 16 across the table (checked when it is generated).
        let scale = 1 + power + ((power &* 152_170) >> 16) - shift
        let topBit = Int(high >> 63)  // high has 63 or 64 significant bits
        let dropped = max(topBit + 10, -1074 - scale)  // bits below the result: 53 bits, or fewer below 2^-1022
        if dropped > 64 { return 0 }  // V < 2^-1075
        let kept = high >> UInt64(dropped)
        let roundBit = (high >> UInt64(dropped - 1)) & 1
        let restMask: UInt64 = (1 << UInt64(dropped - 1)) - 1
        let rest = high & restMask
        // The round bit is a coin toss for arbitrary digits: tested with branches, about every
        // other value was a mispredicted jump (17% of a 17-digit read's samples were here), so
        // the tests below are arithmetic on the words, not `&&` chains.
        if power < 0 || power > 55 {  // inexact entry: the true value may sit on the other side of a halfway point
            let atHalf = (roundBit ^ 1) | rest | middle  // 0: exactly halfway as far as the entry tells
            let belowHalf = roundBit | (rest ^ restMask) | ~middle  // 0: a hair below halfway
            if min(atHalf, belowHalf) == 0 { return nil }
        }
        let sticky = rest | middle | second.low | (kept & 1)  // nonzero: above halfway, or halfway to an odd `kept`
        let roundsUp = roundBit & (sticky == 0 ? 0 : 1)
        let bits = UInt64(scale + dropped + 1074) << 52 + kept + roundsUp  // a carry into bit 53 raises the exponent
        return bits >= 0x7FF << 52 ? .infinity : Double(bitPattern: bits)
    }
}
