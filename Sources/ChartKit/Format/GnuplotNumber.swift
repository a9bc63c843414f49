/// How numbers are written into gnuplot programs and data blocks.
///
/// `Double.description` is the shortest decimal that reads back to the same double, and
/// gnuplot reads every form it produces (`1e-07`, `100.0`); values stay `Double` end to end
/// so nothing is rounded on the way. NaN is written only where we mean a gap.
package enum GnuplotNumber {
    /// A finite value as the shortest round-trip decimal; NaN as `nan` (a gap in a data block).
    /// Infinities are clamped away by callers; if one slips through it is written as a gap
    /// rather than as text gnuplot would reject.
    package static func literal(_ value: Double) -> String {
        guard value.isFinite else { return "nan" }
        if value == 0 { return "0" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
