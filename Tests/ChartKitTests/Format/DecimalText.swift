/// Exact decimal text of binary fractions, so tests can write the halfway point between two
/// adjacent doubles digit for digit (no Double or `printf` can: it is not a double itself).
///
/// Digits are kept least significant first in a `[UInt8]` and multiplied by small numbers, which
/// is all that `M × 2^E` needs: `M × 2^E` for E ≥ 0, `M × 5^-E / 10^-E` below.
enum DecimalText {
    /// `mantissa × 2^exponent` written out exactly, as `digits.digits` (or an integer).
    static func exact(mantissa: UInt64, exponent: Int) -> String {
        var digits = decimalDigits(mantissa)
        for _ in 0..<abs(exponent) { multiply(&digits, by: exponent > 0 ? 2 : 5) }
        let text = String(digits.reversed().map { Character(Unicode.Scalar($0 + 0x30)) })
        guard exponent < 0 else { return text }
        let places = -exponent
        let padded = String(repeating: "0", count: max(0, places + 1 - text.count)) + text
        return String(padded.dropLast(places)) + "." + String(padded.suffix(places))
    }

    /// The halfway point between positive finite `value` and the next double up, exactly.
    static func halfwayAbove(_ value: Double) -> String {
        let bits = value.bitPattern
        let fieldExponent = Int(bits >> 52)
        var mantissa = bits & ((1 << 52) - 1)
        var exponent = -1074
        if fieldExponent > 0 {
            mantissa |= 1 << 52
            exponent = fieldExponent - 1075
        }
        return exact(mantissa: mantissa * 2 + 1, exponent: exponent - 1)
    }

    /// `text` cut to its first `count` significant digits (no rounding), the point kept in place.
    static func truncated(_ text: String, significant count: Int) -> String {
        var seen = 0
        var out = ""
        for character in text {
            if character == "." {
                out.append(character)
                continue
            }
            if seen >= count { out.append("0") } else { out.append(character) }
            if seen > 0 || character != "0" { seen += 1 }
        }
        return out
    }

    private static func decimalDigits(_ value: UInt64) -> [UInt8] {
        var value = value
        var digits: [UInt8] = []
        repeat {
            digits.append(UInt8(value % 10))
            value /= 10
        } while value > 0
        return digits
    }

    private static func multiply(_ digits: inout [UInt8], by factor: UInt8) {
        var carry: UInt8 = 0
        for index in digits.indices {
            let product = digits[index] * factor + carry
            digits[index] = product % 10
            carry = product / 10
        }
        if carry > 0 { digits.append(carry) }
    }
}
