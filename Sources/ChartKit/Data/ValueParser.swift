/// Converts cell text to numbers and times by hand, because Foundation's parsers are slow,
/// accept things a chart must reject (`nan`, `inf`, hex), and DateFormatter costs microseconds.
package enum ValueParser {
    /// The largest magnitude a plotted value may have: 1e300.
    ///
    /// Numbers up to ±1.8e308 are finite, but a chart subtracts, adds and scales them (spans,
    /// padding, stacked and pie sums, gnuplot's own pixel mapping), and near the limit those
    /// overflow to infinity and NaN. Up to 1e300 there are more than eight orders of magnitude of
    /// headroom, so no arithmetic on values within it can overflow; bigger values are refused
    /// naming the cell (see `DataTable.numbers(at:emptyIsGap:)`).
    package static let maximumMagnitude = 1e300

    /// The smallest value a log axis places: 1e-300, the mirror of `maximumMagnitude`.
    ///
    /// A log axis spans whole decades around its data and pads it by factors, and below about
    /// 1e-308 doubles lose precision (subnormals) and a decade's end underflows to 0, whose log is
    /// -inf (5e-324 trapped converting it to a decade count). From 1e-300 up there are eight
    /// decades of headroom, as above 1e300, so smaller values are refused naming the cell.
    package static let minimumLogValue = 1e-300

    /// Epoch seconds of 0000-01-01T00:00:00Z … 9999-12-31T23:59:59Z, the years ISO-8601 times cover.
    package static let epochRange: ClosedRange<Double> = -62_167_219_200...253_402_300_799

    /// The words an error uses for the bound.
    package static let magnitudeRule = "a number between -1e300 and 1e300"

    /// A finite decimal number, or `nil`.
    ///
    /// Accepts an optional sign, digits with an optional `.` (`.5` and `5.` too) and an optional
    /// exponent, surrounded by optional ASCII spaces or tabs. Rejects `nan`, `inf`, `1,234`, `0x10`,
    /// the empty string and anything that overflows to infinity.
    package static func number(_ text: Substring) -> Double? {
        if let result = text.utf8.withContiguousStorageIfAvailable({ number(bytes: $0) }) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer { number(bytes: $0) }
    }

    /// An ISO-8601 date or date-time as seconds since 1970-01-01T00:00:00Z, or `nil`.
    ///
    /// Accepts `YYYY-MM`, `YYYY-MM-DD`, and `YYYY-MM-DD` followed by `T` or a space and `HH:MM`,
    /// optional `:SS`, optional fraction (`.` or `,`), and an optional zone: `Z`, `±HH:MM`, `±HHMM`
    /// or `±HH`. Times without a zone are UTC. Fields are range-checked, including the day of the
    /// month in leap and common years. Surrounding ASCII spaces are allowed. The common exported
    /// forms `commonDate` reads (`2010/01/31`, `Jan 31 2010`, …) are accepted too, optionally
    /// followed by a space and `HH:MM[:SS]` (`2010/01/31 00:00`).
    package static func time(_ text: Substring) -> Double? {
        if let result = text.utf8.withContiguousStorageIfAvailable({ time(bytes: $0) }) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer { time(bytes: $0) }
    }

    // MARK: - Numbers

    /// Exact powers of ten representable as Double, for the fast path.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// `number(_:)` over bytes: the one-pass plain decimal when it covers the cell, else the full
    /// grammar (blanks, sign, digits, fraction, exponent) checked step by step.
    ///
    /// Readers call this once per numeric cell, so the helpers it calls are inlined.
    static func number(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if let (value, end) = plainDecimal(bytes, from: 0), end == bytes.count { return value }
        let (start, end) = withoutBlanks(bytes)
        guard start < end else { return nil }
        var index = start
        let negative = skipSign(bytes, at: &index, end: end)
        var decimal = ScannedDecimal()
        decimal.readDigits(bytes, at: &index, end: end, fractional: false)
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            decimal.readDigits(bytes, at: &index, end: end, fractional: true)
        }
        guard decimal.digits > 0 else { return nil }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            guard let power = exponent(bytes, at: &index, end: end) else { return nil }
            decimal.scale += power
        }
        guard index == end else { return nil }
        if let value = decimal.exactValue { return negative ? -value : value }
        return correctlyRounded(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// The bounds of `bytes` without leading and trailing ASCII spaces and tabs, as
    /// `(start, end)`; `start == end` when nothing else is there.
    ///
    /// Numbers and times both allow blanks around a cell (aligned CSV pads its columns), so both
    /// parsers trim the same way before checking their grammar.
    @inline(__always)
    static func withoutBlanks(_ bytes: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int) {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == ASCII.space || bytes[start] == ASCII.tab { start += 1 }
        while end > start, bytes[end - 1] == ASCII.space || bytes[end - 1] == ASCII.tab { end -= 1 }
        return (start, end)
    }

    /// Steps over a `+` or `-` at `index` (before `end`), returning whether it was `-`.
    ///
    /// Shared by the mantissa and the exponent, which take the same optional sign.
    @inline(__always)
    private static func skipSign(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, end: Int) -> Bool {
        guard index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") else { return false }
        let negative = bytes[index] == UInt8(ascii: "-")
        index += 1
        return negative
    }

    /// The signed exponent whose optional sign is at `index` (just after the `e`), leaving
    /// `index` after its digits; nil when it has no digits.
    ///
    /// The magnitude stops growing once past 10^15, so an exponent of any length fits in an
    /// `Int`, yet stays far beyond any scale the digits can add (an input holds at most 2^31
    /// digits): a cap of 100 000 let `0.` + 99 999 zeros + `1e1000000` net to a scale of 0 and
    /// read as 1 instead of overflowing. The value only decides whether the fast path applies;
    /// the slow path re-reads the whole text.
    @inline(__always)
    private static func exponent(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, end: Int) -> Int? {
        let negative = skipSign(bytes, at: &index, end: end)
        var value = 0
        var exponentDigits = 0
        while index < end, bytes[index] &- 0x30 < 10 {
            if value < 1_000_000_000_000_000 { value = value * 10 + Int(bytes[index] &- 0x30) }
            exponentDigits += 1
            index += 1
        }
        guard exponentDigits > 0 else { return nil }
        return negative ? -value : value
    }

    /// A decimal's digits as read so far: the first 19 significant digits as an integer, scaled
    /// by a power of ten.
    ///
    /// Kept apart from the sign and the grammar checks so the mantissa and fraction loops share
    /// one digit rule, and the fast path's exactness test sits next to the state it tests.
    private struct ScannedDecimal {
        var mantissa: UInt64 = 0
        var significantDigits = 0
        /// All digits read, significant or not (a number needs at least one).
        var digits = 0
        /// The power of ten the mantissa is multiplied by.
        var scale = 0
        /// False once a digit past the 19th significant one was dropped.
        var exact = true

        /// Reads a run of digits at `index` (integer part, or the fraction when `fractional`),
        /// leaving `index` after the run.
        @inline(__always)
        mutating func readDigits(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, end: Int, fractional: Bool) {
            while index < end, bytes[index] &- 0x30 < 10 {
                ValueParser.accumulate(
                    bytes[index] &- 0x30, into: &mantissa, significant: &significantDigits, exact: &exact, scale: &scale, fractional: fractional)
                digits += 1
                index += 1
            }
        }

        /// The unsigned value when one correctly rounded operation gives it (an exact mantissa
        /// of at most 53 bits times an exact power of ten), else nil for the slow path.
        @inline(__always)
        var exactValue: Double? {
            guard exact, mantissa <= 1 << 53, scale >= -22, scale <= 22 else { return nil }
            var value = Double(mantissa)
            if scale < 0 { value /= ValueParser.powersOfTen[-scale] } else { value *= ValueParser.powersOfTen[scale] }
            return value
        }
    }

    /// The finite value of an already checked plain decimal, or nil when it overflows.
    ///
    /// Rare: long mantissas or large exponents. The grammar is already checked, so the standard
    /// library's correctly rounded parser sees only plain decimals.
    private static func correctlyRounded(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// The common case in one pass: `[+-]digits[.digits]` starting at `start` with at most 15
    /// digits in all (so the mantissa is exact), as the value `number(bytes:)` gives for it and
    /// the offset just after it; nil for anything else, which then takes the full path. Readers
    /// call it where a field starts, so a numeric cell is scanned and parsed in the same pass.
    @inline(__always)
    static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Double, Int)? {
        var index = start
        let end = bytes.count
        guard index < end else { return nil }
        var negative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        let digitsStart = index
        while index < end, bytes[index] &- 0x30 < 10 {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
            index += 1
        }
        var digits = index - digitsStart
        var fraction = 0
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < end, bytes[index] &- 0x30 < 10 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
                index += 1
            }
            fraction = index - fractionStart
            digits += fraction
        }
        guard digits > 0, digits <= 15 else { return nil }
        // Same arithmetic as the full path: an exact mantissa divided by an exact power of ten.
        let value = Double(mantissa) / powersOfTen[fraction]
        return (negative ? -value : value, index)
    }

    /// Adds one digit to the mantissa; past 19 significant digits, marks the value inexact
    /// (the slow path re-parses it) and only tracks the scale.
    @inline(__always)
    private static func accumulate(
        _ digit: UInt8, into mantissa: inout UInt64, significant: inout Int, exact: inout Bool,
        scale: inout Int, fractional: Bool
    ) {
        if mantissa == 0, digit == 0 {
            if fractional { scale -= 1 }
            return
        }
        if significant < 19 {
            mantissa = mantissa * 10 + UInt64(digit)
            significant += 1
            if fractional { scale -= 1 }
        } else {
            exact = false
            if !fractional { scale += 1 }
        }
    }
}
