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

    /// Exact powers of ten up to 10^15, for the common short decimal.
    private static let powersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    /// `number(_:)` over bytes: the decimal grammar `decimal(_:from:)` reads, covering the cell
    /// once blanks are trimmed.
    ///
    /// Readers call this once per numeric cell that the one-pass scan did not take.
    static func number(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let (start, end) = withoutBlanks(bytes)
        let cell = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard let (value, stop) = decimal(cell, from: 0, limit: .greatestFiniteMagnitude), stop == cell.count else { return nil }
        return value
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

    /// The decimal starting at `start`, as the value `number(bytes:)` gives for it and the offset
    /// just after it, when that value lies within ±`maximumMagnitude`; nil for anything else,
    /// which then takes the full path (and its errors). Readers call it where a field starts, so
    /// a numeric cell is scanned and parsed in the same pass, whatever its digits and exponent.
    @inline(__always)
    static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Double, Int)? {
        decimal(bytes, from: start, limit: maximumMagnitude)
    }

    /// `[+-]digits[.digits][(e|E)[+-]digits]` (at least one digit before the exponent) starting at
    /// `start`, correctly rounded, and the offset after it; nil when the grammar is not met there
    /// or the magnitude exceeds `limit` (infinity always does).
    ///
    /// The usual cell (at most 15 digits, no exponent) is one exact division here; the rest goes
    /// to `finishDecimal`, kept out of line so the inlined scan stays small.
    @inline(__always)
    private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Double) -> (Double, Int)? {
        var index = start
        let end = bytes.count
        guard index < end else { return nil }
        var negative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0  // exact while there are at most 19 significant digits
        let digitsStart = index
        while index < end, bytes[index] &- 0x30 < 10 {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
            index += 1
        }
        var digits = index - digitsStart
        // Digits that may be significant: not the zeros before the first nonzero digit
        // (`0.0042…` has two fewer than its digits), so 17 of them still fit the one pass. Past
        // 19 digits the mantissa may have wrapped to 0 (2^64 = 18446744073709551616): all count.
        var significant = mantissa == 0 && digits <= 19 ? 0 : digits
        var fraction = 0
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            if significant == 0 { while index < end, bytes[index] == 0x30 { index += 1 } }
            let zeros = index - fractionStart
            while let eight = EightDigits.value(bytes, at: index) {  // the long fractions of 17-digit floats
                mantissa = mantissa &* 100_000_000 &+ eight
                index += 8
            }
            while index < end, bytes[index] &- 0x30 < 10 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
                index += 1
            }
            fraction = index - fractionStart
            digits += fraction
            significant += fraction - zeros
        }
        guard digits > 0 else { return nil }
        if digits <= 15, index == end || bytes[index] | 0x20 != UInt8(ascii: "e") {
            let value = Double(mantissa) / powersOfTen[fraction]  // exact operands: one correctly rounded division
            return (negative ? -value : value, index)
        }
        let scanned = ScannedDecimal(mantissa: mantissa, digits: significant, fraction: fraction, negative: negative)
        guard let (value, stop) = finishDecimal(bytes, start: start, at: index, scanned: scanned), abs(value) <= limit else { return nil }
        return (value, stop)
    }

    /// Finishes a decimal that has an exponent or more than 15 digits, whose mantissa was read
    /// from `start` up to `index`: reads the exponent, re-reads mantissas of more than 19 digits
    /// keeping the first 19 significant ones, and rounds with `DecimalToDouble`, or with the
    /// standard library's `strtod` in the rare case it cannot decide. Nil when the exponent has
    /// no digits or the value overflows.
    @inline(never)
    private static func finishDecimal(
        _ bytes: UnsafeBufferPointer<UInt8>, start: Int, at index: Int, scanned: ScannedDecimal
    ) -> (Double, Int)? {
        var index = index
        var decimal = scanned
        if decimal.digits > 19 { decimal.rescan(bytes, from: start) }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            guard let power = exponent(bytes, at: &index, end: bytes.count) else { return nil }
            decimal.scale += power
        }
        let magnitude = DecimalToDouble.nearest(mantissa: decimal.mantissa, power: decimal.scale, truncated: decimal.truncated)
        let value = magnitude.map { decimal.negative ? -$0 : $0 } ?? correctlyRounded(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        guard let value, value.isFinite else { return nil }
        return (value, index)
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
    /// read as 1 instead of overflowing.
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

    /// A decimal's mantissa as read: its first 19 significant digits as an integer, scaled by a
    /// power of ten, and whether a nonzero digit after them was dropped.
    ///
    /// Nineteen digits always fit in a `UInt64`; the dropped ones only decide whether
    /// `DecimalToDouble` must check that the value's rounding does not depend on them.
    private struct ScannedDecimal {
        var mantissa: UInt64
        /// Digits read but the leading zeros (an upper bound on the significant ones): past 19,
        /// the one-pass mantissa lost digits and `rescan` reads them again.
        var digits: Int
        /// The power of ten the mantissa is multiplied by.
        var scale: Int
        var negative: Bool
        /// True once a nonzero digit past the 19th significant one was dropped.
        var truncated = false

        /// A mantissa of at most 19 digits read in one pass, `fraction` of them after the point.
        init(mantissa: UInt64, digits: Int, fraction: Int, negative: Bool) {
            self.mantissa = mantissa
            self.digits = digits
            scale = -fraction
            self.negative = negative
        }

        /// Reads the digits again from `start` (the sign, or the first digit), keeping the first
        /// 19 significant ones: for a mantissa too long for the one-pass integer.
        mutating func rescan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
            var index = start
            _ = ValueParser.skipSign(bytes, at: &index, end: bytes.count)
            (mantissa, scale, truncated) = (0, 0, false)
            var significant = 0
            var fractional = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "."), !fractional {
                    fractional = true
                } else if byte &- 0x30 < 10 {
                    let digit = byte &- 0x30
                    if significant < 19, mantissa != 0 || digit != 0 {
                        mantissa = mantissa * 10 + UInt64(digit)
                        significant += 1
                        if fractional { scale -= 1 }
                    } else if significant < 19 {
                        if fractional { scale -= 1 }  // a leading zero
                    } else {
                        truncated = truncated || digit != 0
                        if !fractional { scale += 1 }
                    }
                } else {
                    break
                }
                index += 1
            }
        }
    }

    /// The finite value of an already checked decimal, or nil when it overflows.
    ///
    /// Rare: only a value `DecimalToDouble` cannot round alone (within its table's error of a
    /// halfway point between two doubles) comes here, so the standard library's correctly rounded
    /// parser (glibc `strtod`) sees only checked decimals.
    private static func correctlyRounded(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
