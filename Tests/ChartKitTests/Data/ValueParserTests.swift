import Testing

@testable import ChartKit

extension DataTests {
    /// Number and ISO-8601 time parsing, valid and invalid.
    @Suite struct ValueParserTests {
        @Test(arguments: [
            ("1", 1.0), ("-2.5", -2.5), ("+3", 3.0), ("1e-7", 1e-7), (".5", 0.5), ("5.", 5.0),
            ("  42  ", 42.0), ("\t7", 7.0), ("0", 0.0), ("-0.0", -0.0), ("1E3", 1000.0), ("2.5e+2", 250.0),
            ("0.1", 0.1), ("0.30000000000000004", 0.30000000000000004), ("123456789012345678901234", 1.2345678901234568e23),
            ("9007199254740993", 9007199254740992.0), ("1e308", 1e308), ("4.9e-324", Double.leastNonzeroMagnitude),
            ("0000.000100", 0.0001), ("3.14159265358979323846", 3.141592653589793),
        ])
        func validNumbers(text: String, expected: Double) {
            #expect(ValueParser.number(Substring(text)) == expected)
        }

        @Test(arguments: [
            "", " ", "nan", "NaN", "inf", "-inf", "Infinity", "1,234", "0x10", "1e", "1e+", "e5", ".", "-", "+-1",
            "1.2.3", "1 2", "abc", "12abc", "1e400", "−3", "١٢",
        ])
        func invalidNumbers(text: String) {
            #expect(ValueParser.number(Substring(text)) == nil)
        }

        /// A long fraction cannot cancel a huge exponent: `0.` + 99 999 zeros + `1e1000000` is
        /// 1e900000, which overflows (it read as 1 when the exponent was capped at 100 000).
        @Test func longFractionDoesNotCancelAHugeExponent() {
            let text = "0." + String(repeating: "0", count: 99_999) + "1e1000000"
            #expect(ValueParser.number(Substring(text)) == nil)
            #expect(ValueParser.number(Substring("0." + String(repeating: "0", count: 99_999) + "1e100000")) == 1)
        }

        @Test(arguments: [
            ("1970-01-01", 0.0),
            ("2024-03-01", 1_709_251_200.0),
            ("2024-03", 1_709_251_200.0),
            ("2024-02-29", 1_709_164_800.0),
            ("2000-02-29", 951_782_400.0),
            ("2024-03-01T12:30", 1_709_296_200.0),
            ("2024-03-01T12:30:05", 1_709_296_205.0),
            ("2024-03-01 12:30:05", 1_709_296_205.0),
            ("2024-03-01T12:30:05Z", 1_709_296_205.0),
            ("2024-03-01T12:30:05.25", 1_709_296_205.25),
            ("2024-03-01T12:30:05,5Z", 1_709_296_205.5),
            ("2024-03-01T12:30:05+02:00", 1_709_289_005.0),
            ("2024-03-01T12:30:05+0200", 1_709_289_005.0),
            ("2024-03-01T12:30-05:30", 1_709_316_000.0),
            ("2024-03-01T12:30+02", 1_709_289_000.0),
            ("1969-12-31T23:59:59", -1.0),
            ("1600-03-01", -11_670_912_000.0),
            (" 2024-03-01 ", 1_709_251_200.0),
        ])
        func validTimes(text: String, expected: Double) {
            #expect(ValueParser.time(Substring(text)) == expected)
        }

        @Test(arguments: [
            "", "2024", "2024-13", "2024-00-10", "2024-02-30", "2023-02-29", "1900-02-29", "2024-04-31",
            "2024-03-01T24:00", "2024-03-01T12:60", "2024-03-01T12:30:60", "2024-03-01T12",
            "2024-03-01T12:30:05.", "2024-03-01T12:30+25:00", "2024-03-01X12:30", "2024-03-01T12:30Zjunk",
            "03/01/2024", "20240301", "1709251200",
        ])
        func invalidTimes(text: String) {
            #expect(ValueParser.time(Substring(text)) == nil)
        }

        @Test func numberWorksOnSubstringSlices() {
            let line = "a,12.5,b"
            let parts = line.split(separator: ",")
            #expect(ValueParser.number(parts[1]) == 12.5)
            #expect(ValueParser.number(parts[0]) == nil)
        }
    }
}
