import Foundation
import Testing

@testable import ChartKit

/// Decimals written with 17 significant digits (`%.17g`, what Python's `repr` of old, numpy's
/// `savetxt` and exporters write) read bit for bit as glibc's `strtod` reads them: the eight-digit
/// step (`EightDigits`) over their long fractions, their leading zeros (`0.0042…`, not counted
/// as significant), and integers long enough to wrap the one-pass mantissa to 0.
@Suite struct SeventeenDigitTextTests {
    /// Random doubles from 1e-30 to 1e30 as `%.17g`, `%.17f`, `%.20f` and `%.25f` write them
    /// (most with leading zeros after the point, or dozens of fraction digits), either sign.
    @Test func fixedDigitTextsEqualStrtod() {
        var random = DecimalToDoubleTests.SplitMix(state: 1717)
        var texts: [String] = []
        for _ in 0..<40_000 {
            let exponent = UInt64(1023 - 100 + random.next(200))
            let value = Double(bitPattern: random.next() & ~(0xFFF << 52) | exponent << 52) * (random.next(2) == 0 ? 1 : -1)
            texts.append(String(format: "%.17g", value))
            if abs(value) < 1e6 { texts += [String(format: "%.17f", value), String(format: "%.20f", value), String(format: "%.25f", value)] }
        }
        let wrong = DecimalToDoubleTests.mismatches(texts)
        #expect(wrong.isEmpty, "\(wrong.prefix(20).joined(separator: "\n"))")
    }

    /// Digit runs of every length 1–40 around a point anywhere, with leading zeros of every
    /// count, so each run meets the eight-digit step at each offset and the text's end.
    @Test func digitRunsOfEveryLengthEqualStrtod() {
        var random = DecimalToDoubleTests.SplitMix(state: 88)
        var texts: [String] = []
        for length in 1...40 {
            for zeros in [0, 1, 2, 7, 8, 9, 17] {
                for _ in 0..<40 {
                    let digits = String((0..<length).map { _ in Character(String(random.next(10))) })
                    texts += ["0." + String(repeating: "0", count: zeros) + digits, digits + "." + digits, "-" + digits, digits + "e-7"]
                    texts.append(String(repeating: "0", count: zeros) + "." + digits + "1")
                }
            }
        }
        let wrong = DecimalToDoubleTests.mismatches(texts)
        #expect(wrong.isEmpty, "\(wrong.prefix(20).joined(separator: "\n"))")
    }

    /// Integer parts of 20 digits and more whose one-pass mantissa wraps to exactly 0 (multiples
    /// of 2^64): their digits all count, and the leading zeros of their fraction are not skipped
    /// as if the number were below 1.
    @Test func mantissasThatWrapToZeroEqualStrtod() {
        let wraps = ["18446744073709551616", "36893488147419103232", "340282366920938463463374607431768211456"]
        var texts: [String] = []
        for integer in wraps {
            texts += [integer, integer + ".5", integer + ".0000000000000000000001", integer + ".00000000000000000000000000017"]
            texts += ["-" + integer + ".25", "000" + integer + ".0001", integer + ".1e-30", integer + "0000.0"]
        }
        let wrong = DecimalToDoubleTests.mismatches(texts)
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }

    /// `EightDigits.value` against eight steps of `m * 10 + d`: every byte 0–255 in each of the
    /// eight places among digits (nil unless it is a digit), random digit runs, and fewer than
    /// eight bytes left.
    @Test func eightDigitsIsTheDigitLoop() {
        func naive(_ bytes: [UInt8], _ at: Int) -> UInt64? {
            guard bytes.count - at >= 8, bytes[at..<(at + 8)].allSatisfy({ $0 &- 0x30 < 10 }) else { return nil }
            return bytes[at..<(at + 8)].reduce(0) { $0 * 10 + UInt64($1 - 0x30) }
        }
        var random = DecimalToDoubleTests.SplitMix(state: 8)
        var wrong: [String] = []
        for place in 0..<8 {
            for byte in 0...255 {
                var bytes = (0..<10).map { _ in UInt8(0x30 + random.next(10)) }
                bytes[1 + place] = UInt8(byte)
                let ours = bytes.withUnsafeBufferPointer { EightDigits.value($0, at: 1) }
                if ours != naive(bytes, 1) { wrong.append("\(bytes) at 1: \(String(describing: ours))") }
            }
        }
        for _ in 0..<10_000 {
            let bytes = (0..<(1 + random.next(12))).map { _ in UInt8(0x30 + random.next(10)) }
            let at = random.next(bytes.count)
            let ours = bytes.withUnsafeBufferPointer { EightDigits.value($0, at: at) }
            if ours != naive(bytes, at) { wrong.append("\(bytes) at \(at): \(String(describing: ours))") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20).joined(separator: "\n"))")
    }
}
