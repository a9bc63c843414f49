import Foundation
import Testing

@testable import ChartKit

/// A seeded sweep over 1000 ranges of every magnitude: ticks never carry float noise, are
/// strictly increasing, evenly spaced as integers, and cover (or stay inside) the range.
@Suite struct LayoutTickSweepTests {
    /// SplitMix64, so the sweep is the same on every run and machine.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    static let ranges: [(Double, Double, Int)] = {
        var generator = Generator(state: 20_260_401)
        var ranges: [(Double, Double, Int)] = []
        for index in 0..<1000 {
            let magnitude = index % 10 == 0 ? generator.int(-300...300) : generator.int(-16...16)
            let width = pow(10, Double(magnitude)) * (0.01 + 10 * generator.unit())
            let offsetDigits = Double(generator.int(0...15))
            let offset: Double =
                switch index % 3 {
                case 0: 0
                case 1: width * pow(10, offsetDigits) * generator.unit()
                default: -width * (0.5 + 3 * generator.unit())
                }
            let low = offset
            let high = offset + width
            guard low.isFinite, high.isFinite, high > low else { continue }
            ranges.append((low, high, generator.int(2...12)))
        }
        return ranges
    }()

    /// The tick as an exact integer multiple of 10^-decimals, when that fits in Int64.
    static func mantissa(_ value: Double, decimals: Int) -> Int64? {
        guard let number = DecimalNumber(value)?.shifted(by: decimals), number.exponent >= 0,
            number.digits.count + number.exponent <= 18
        else { return nil }
        return Int64(number.text(decimals: 0))
    }

    /// True when the shortest text has a long run of 0s or 9s inside its significant digits,
    /// the signature of accumulated float error (0.30000000000000004, 0.7999999999999999).
    static func isNoisy(_ value: Double) -> Bool {
        let text = String(describing: value)
        let significand = text.split(separator: "e").first.map(String.init) ?? text
        let digits = significand.filter(\.isNumber).drop(while: { $0 == "0" })
        guard digits.count > 15 else { return false }
        let trimmed = digits.reversed().drop(while: { $0 == "0" }).reversed()
        return String(trimmed).contains("000000") || String(trimmed).contains("99999")
    }

    static func checkCommon(_ set: TickSet, low: Double, high: Double) {
        #expect(set.values.count >= 2, "\(low)…\(high)")
        #expect(zip(set.values, set.values.dropFirst()).allSatisfy { $0 < $1 }, "\(low)…\(high): \(set.values)")
        #expect(set.values.allSatisfy { $0.isFinite })
        for value in set.values {
            #expect(!isNoisy(value), "\(low)…\(high): \(value)")
            #expect((DecimalNumber(value)?.neededDecimals ?? 99) <= set.decimals, "\(low)…\(high): \(value) needs more than \(set.decimals) decimals")
        }
        let mantissas = set.values.compactMap { mantissa($0, decimals: set.decimals) }
        if mantissas.count == set.values.count, mantissas.count > 2 {
            let gaps = Set(zip(mantissas, mantissas.dropFirst()).map { $1 - $0 })
            #expect(gaps.count == 1, "\(low)…\(high): \(set.values) not evenly spaced")
        }
    }

    @Test func looseTicksCoverTheRange() {
        let locator = TickLocator()
        for (low, high, count) in Self.ranges {
            let set = locator.ticks(in: low...high, count: count)
            Self.checkCommon(set, low: low, high: high)
            #expect(set.lower <= low + set.step && set.upper >= high - set.step, "\(low)…\(high): \(set.values)")
            #expect(set.values.count <= 3 * count + 2, "\(low)…\(high) count \(count): \(set.values)")
        }
    }

    @Test func insideTicksStayInside() {
        let locator = TickLocator()
        for (low, high, count) in Self.ranges {
            let set = locator.ticksInside(low...high, count: count)
            Self.checkCommon(set, low: low, high: high)
            #expect(set.values.allSatisfy { $0 >= low && $0 <= high }, "\(low)…\(high): \(set.values)")
        }
    }

    @Test func integerTicksForIntegerRanges() {
        let locator = TickLocator()
        var generator = Generator(state: 7)
        for _ in 0..<200 {
            let low = Double(generator.int(-1000...1000))
            let high = low + Double(generator.int(1...50))
            let set = locator.ticks(in: low...high, count: generator.int(2...12), integers: true)
            #expect(set.decimals == 0 && set.values.allSatisfy { $0 == $0.rounded() }, "\(low)…\(high): \(set.values)")
        }
    }
}
