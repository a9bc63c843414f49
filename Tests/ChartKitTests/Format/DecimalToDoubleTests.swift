import Foundation
import Testing

@testable import ChartKit

/// `DecimalToDouble` through `ValueParser.number` against glibc's `strtod`, bit for bit: random
/// decimals of every length and exponent, and the cases a fast algorithm gets wrong first
/// (halfway points written out exactly, digits past the 19th that decide, the ends of the range).
/// The reader's rule for what `strtod` calls overflow: not a number (nil).
@Suite(.tags(.heavy)) struct DecimalToDoubleTests {
    /// `strtod`'s bits for `text`, or nil when it overflows to infinity or leaves text unread.
    static func reference(_ text: String) -> UInt64? {
        text.withCString { start in
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(start, &end)
            guard value.isFinite, let end, end - UnsafeMutablePointer(mutating: start) == text.utf8.count else { return nil }
            return value.bitPattern
        }
    }

    /// Every text in `texts` whose parse differs from `strtod`'s, with both answers.
    static func mismatches(_ texts: [String]) -> [String] {
        texts.compactMap { text in
            let ours = ValueParser.number(Substring(text))?.bitPattern
            let theirs = reference(text)
            guard ours != theirs else { return nil }
            let show = { (bits: UInt64?) in bits.map { "\(Double(bitPattern: $0))" } ?? "nil" }
            return "\(text.prefix(80))…(\(text.count) chars): ours \(show(ours)), strtod \(show(theirs))"
        }
    }

    /// A fixed-seed generator (SplitMix64, the tick sweep's), so a failure names a case that comes back.
    typealias SplitMix = LayoutTickSweepTests.Generator

    /// One random decimal: a sign or not, 1–25 digits (now and then leading zeros), a point
    /// anywhere or none, and an exponent that puts the value anywhere from below the smallest
    /// subnormal to beyond the largest double.
    static func randomDecimal(_ random: inout SplitMix) -> [UInt8] {
        var text: [UInt8] = []
        switch random.next(4) {
        case 0: text.append(UInt8(ascii: "-"))
        case 1: text.append(UInt8(ascii: "+"))
        default: break
        }
        let count = 1 + random.next(25)
        var digits = (0..<count).map { _ in UInt8(0x30 + random.next(10)) }
        if random.next(8) != 0, digits[0] == 0x30 { digits[0] = UInt8(0x31 + random.next(9)) }
        let point = random.next(count + 2)
        for (index, digit) in digits.enumerated() {
            if index == point { text.append(UInt8(ascii: ".")) }
            text.append(digit)
        }
        if point == count { text.append(UInt8(ascii: ".")) }
        if random.next(8) != 0 {
            let magnitude = random.next(680) - 360 - min(point, count)  // decimal exponents -360...320
            text.append(random.next(2) == 0 ? UInt8(ascii: "e") : UInt8(ascii: "E"))
            if magnitude < 0 {
                text.append(UInt8(ascii: "-"))
            } else if random.next(2) == 0 {
                text.append(UInt8(ascii: "+"))
            }
            if random.next(10) == 0 { text.append(0x30) }
            text += Array(String(abs(magnitude)).utf8)
        }
        return text
    }

    /// (a) A million random decimals, and a quarter of a million random doubles as Swift prints
    /// them (the shortest text that reads back: what Python and JavaScript write).
    @Test func aMillionRandomDecimalsEqualStrtod() {
        var random = SplitMix(state: 37)
        var wrong: [String] = []
        for index in 0..<1_250_000 {
            let text: String
            if index % 5 == 4 {
                text = "\(Double(bitPattern: random.next() & ~(0x7FF << 52) | UInt64(random.next(0x7FF)) << 52))"
            } else {
                text = String(decoding: Self.randomDecimal(&random), as: UTF8.self)
            }
            let ours = ValueParser.number(Substring(text))?.bitPattern
            if ours != Self.reference(text), wrong.count < 20 { wrong += Self.mismatches([text]) }
        }
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }

    /// Doubles whose neighbourhoods are hard: the ends of the range, the subnormal boundary,
    /// powers of two, and the integers around 2^53.
    static let hardDoubles: [Double] = [
        .leastNonzeroMagnitude, .leastNonzeroMagnitude * 2, .leastNormalMagnitude, .leastNormalMagnitude.nextDown,
        .leastNormalMagnitude.nextUp, .greatestFiniteMagnitude.nextDown, 1, 1.0.nextDown, 0.1, 0.3, 9_007_199_254_740_992,
        4_503_599_627_370_496, 1e23, .leastNonzeroMagnitude * 3, 1.7976931348623157e308, 8.98846567431158e307,
    ]

    /// (b) Halfway points between adjacent doubles written out exactly (ties go to even), and
    /// the same digits cut to 17–40 significant digits or pushed just past halfway, for the hard
    /// doubles above and random ones of every binade.
    @Test func halfwayPointsAndTheirNeighboursEqualStrtod() {
        var random = SplitMix(state: 1075)
        var doubles = Self.hardDoubles
        for _ in 0..<600 { doubles.append(Double(bitPattern: random.next() & ~(0x7FF << 52) | UInt64(random.next(0x7FF)) << 52)) }
        for _ in 0..<600 { doubles.append(Double(bitPattern: random.next() & ~(0x7FF << 52) | UInt64(990 + random.next(100)) << 52)) }
        var texts: [String] = []
        for value in doubles {
            let half = DecimalText.halfwayAbove(value)
            let pushed = half + (half.contains(".") ? "000000000000000000001" : ".000000000000000000001")
            texts += [half, pushed, "-" + half]
            texts += [17, 18, 19, 20, 25, 40].map { DecimalText.truncated(half, significant: $0) }
        }
        texts.append(DecimalText.halfwayAbove(.greatestFiniteMagnitude))  // 2^1024 - 2^970: overflows, ties to even
        let wrong = Self.mismatches(texts)
        #expect(wrong.isEmpty, "\(wrong.prefix(20).joined(separator: "\n"))")
    }

    /// (b) Named hard cases: ties at 2^53, the subnormal boundary, the largest double and the
    /// next halfway, 0.1 at 17–30 digits, runs of nines and zeros, 800-digit mantissas.
    @Test func namedHardCasesEqualStrtod() {
        let nines = String(repeating: "9", count: 800)
        let zeros = String(repeating: "0", count: 800)
        let texts = [
            "9007199254740993", "9007199254740993.0000000000000000000000001", "9007199254740992.9999999999999999999",
            "9007199254740995", "18014398509481987", "2.2250738585072011e-308", "2.2250738585072012e-308",
            "2.2250738585072014e-308", "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "179769313486231580793728971405301e276",
            "0.10000000000000000", "0.100000000000000005", "0.1000000000000000055", "0.10000000000000000555",
            "0.100000000000000005551115123125782702", "0.1000000000000000055511151231257827021181583404541015625",
            "0." + nines, "9." + nines + "e-300", nines + "e-800", "1" + zeros + "e-800", "1" + zeros + "1e-800",
            "0." + zeros + "1e800", "7." + zeros + "1", "0.30000000000000004", "1.2345678901234567e-05",
            "123456789012345678901234567890", "1e-400", "-1e-400", "1e309", "-1e309", "0e999999", "0.0e-999999",
            "8.98846567431157953864652595394512366e307", "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203124", "1.00000000000000011102230246251565404236316680908203126",
        ]
        let wrong = Self.mismatches(texts)
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }

    /// (b) Every power of ten the table covers and a little beyond, written three ways.
    @Test func everyPowerOfTenEqualsStrtod() {
        var texts: [String] = []
        for power in -350...312 { texts += ["1e\(power)", "-1E\(power)", "10e\(power - 1)"] }
        for power in 0...40 { texts += ["1" + String(repeating: "0", count: power), "0." + String(repeating: "0", count: power) + "1"] }
        let wrong = Self.mismatches(texts)
        #expect(wrong.isEmpty, "\(wrong.prefix(20).joined(separator: "\n"))")
    }

    /// `DecimalToDouble` itself on random 1–19-digit mantissas and powers across the table: when
    /// it answers, it is `strtod`'s answer, and it leaves `strtod` only the rare cases next to a
    /// halfway point (counted, so a change that sends everything to `strtod` fails here).
    @Test func decidesAlmostEverythingItselfAndCorrectly() {
        var random = SplitMix(state: 342)
        var undecided = 0
        var wrong: [String] = []
        let count = 200_000
        for _ in 0..<count {
            var mantissa: UInt64 = 0
            for _ in 0..<(1 + random.next(19)) { mantissa = mantissa * 10 + UInt64(random.next(10)) }
            let power = random.next(680) - 360
            guard let value = DecimalToDouble.nearest(mantissa: mantissa, power: power) else {
                undecided += 1
                continue
            }
            let text = "\(mantissa)e\(power)"
            let expected = text.withCString { strtod($0, nil) }
            if value.bitPattern != expected.bitPattern, wrong.count < 20 { wrong.append("\(text): \(value) against strtod \(expected)") }
        }
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
        #expect(undecided < count / 1000, "\(undecided) of \(count) left to strtod")
    }

    /// The generated table is what its script says: entry q is 5^q shifted to 128 bits, exact
    /// for 0 ≤ q ≤ 27 (where 5^q fits in 64 bits), and every entry has its top bit set.
    @Test func powerTableHoldsShiftedPowersOfFive() {
        let words = PowersOfFive.words
        #expect(words.count == (PowersOfFive.largest - PowersOfFive.smallest + 1) * 2)
        #expect(stride(from: 0, to: words.count, by: 2).allSatisfy { words[$0] >> 63 == 1 })
        var power: UInt64 = 1
        for q in 0...27 {
            let entry = (q - PowersOfFive.smallest) * 2
            let shift = power.leadingZeroBitCount
            #expect(words[entry] == power << shift && words[entry + 1] == 0, "5^\(q)")
            if q < 27 { power *= 5 }
        }
    }
}

extension LayoutTickSweepTests.Generator {
    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
