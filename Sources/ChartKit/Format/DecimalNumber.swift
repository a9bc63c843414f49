/// A finite number as exact decimal digits, so labels are rounded, scaled and printed in
/// decimal and can never show binary floating-point noise such as `0.30000000000000004`.
///
/// Built from `Double.description`, which is the shortest text that reads back as the same
/// double: a tick built as `3 × 10^-1` prints as `0.3`, so its digits are `3` and exponent `-1`.
/// Rounding is half away from zero, done on those decimal digits (2.675 → 2.68, as a reader
/// expects, whereas printf's binary rounding gives 2.67).
struct DecimalNumber: Equatable, Sendable {
    /// True for values below zero; never true for zero, so "-0" cannot be printed.
    private(set) var negative: Bool
    /// Significant digits without leading or trailing zeros; empty for zero.
    private(set) var digits: [UInt8]
    /// The value is `digits` read as an integer, times 10^exponent.
    private(set) var exponent: Int

    init(negative: Bool, digits: [UInt8], exponent: Int) {
        var digits = digits
        var exponent = exponent
        let leading = digits.prefix(while: { $0 == 0 }).count
        digits.removeFirst(leading)
        while let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { exponent = 0 }
        self.negative = negative && !digits.isEmpty
        self.digits = digits
        self.exponent = exponent
    }

    /// The exact decimal `mantissa × 10^exponent`.
    init(mantissa: Int64, exponent: Int) {
        let magnitude = mantissa.magnitude
        let text = String(magnitude)
        self.init(negative: mantissa < 0, digits: text.utf8.map { $0 - 48 }, exponent: exponent)
    }

    /// The shortest decimal that reads back as `value`; nil for NaN and infinities.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        var negative = false
        var digits: [UInt8] = []
        var fractionDigits = 0
        var inFraction = false
        var exponentText = ""
        var inExponent = false
        for byte in value.description.utf8 {
            if inExponent {
                exponentText.append(Character(Unicode.Scalar(byte)))
                continue
            }
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits.append(byte - UInt8(ascii: "0"))
                if inFraction { fractionDigits += 1 }
            default: return nil
            }
        }
        let written = exponentText.isEmpty ? 0 : Int(exponentText) ?? 0
        self.init(negative: negative, digits: digits, exponent: written - fractionDigits)
    }

    var isZero: Bool { digits.isEmpty }

    var isNegative: Bool { negative }

    /// Digits needed after the decimal point to show the value exactly (never negative).
    var neededDecimals: Int { max(0, -exponent) }

    /// Position of the leading digit: 0 for 1…9.99, 3 for 1000…9999, −1 for 0.1…0.999.
    var magnitude: Int { digits.count + exponent - 1 }

    /// The value times 10^places, exactly.
    func shifted(by places: Int) -> DecimalNumber {
        DecimalNumber(negative: negative, digits: digits, exponent: isZero ? 0 : exponent + places)
    }

    /// The value rounded half away from zero to `decimals` digits after the point.
    func rounded(decimals: Int) -> DecimalNumber {
        guard exponent < -decimals else { return self }
        let drop = -decimals - exponent
        let keep = digits.count - drop
        if keep < 0 { return DecimalNumber(negative: false, digits: [], exponent: 0) }
        var kept = Array(digits.prefix(keep))
        if digits[keep] >= 5 {
            var index = kept.count - 1
            var carry = true
            while carry, index >= 0 {
                if kept[index] == 9 {
                    kept[index] = 0
                    index -= 1
                } else {
                    kept[index] += 1
                    carry = false
                }
            }
            if carry { kept.insert(1, at: 0) }
        }
        return DecimalNumber(negative: negative, digits: kept, exponent: -decimals)
    }

    /// Plain text with exactly `decimals` digits after the point (rounded), optionally grouping
    /// the integer part in threes with `separator`; zero never carries a minus sign.
    func text(decimals: Int, separator: String? = nil) -> String {
        let decimals = max(0, decimals)
        let value = rounded(decimals: decimals)
        // The integer value × 10^decimals, as digit characters.
        var scaled = value.digits.map { Character(Unicode.Scalar($0 + 48)) }
        let zeros = value.isZero ? 0 : value.exponent + decimals
        scaled.append(contentsOf: repeatElement("0", count: max(0, zeros)))
        if scaled.count < decimals + 1 {
            scaled.insert(contentsOf: repeatElement("0", count: decimals + 1 - scaled.count), at: 0)
        }
        let integerPart = scaled.prefix(scaled.count - decimals)
        let fractionPart = scaled.suffix(decimals)
        var result = value.negative ? "-" : ""
        if let separator {
            let count = integerPart.count
            for (offset, character) in integerPart.enumerated() {
                if offset > 0, (count - offset) % 3 == 0 { result += separator }
                result.append(character)
            }
        } else {
            result += String(integerPart)
        }
        if decimals > 0 { result += "." + String(fractionPart) }
        return result
    }

    /// The magnitude with the sign dropped.
    var absolute: DecimalNumber { DecimalNumber(negative: false, digits: digits, exponent: exponent) }

    /// The nearest Double, converted once from the decimal text (correctly rounded).
    var doubleValue: Double {
        if isZero { return 0 }
        let text =
            (negative ? "-" : "") + String(digits.map { Character(Unicode.Scalar($0 + 48)) })
            + "e\(exponent)"
        return Double(text) ?? .nan
    }
}
