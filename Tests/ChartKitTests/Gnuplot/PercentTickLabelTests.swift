import Testing

@testable import ChartKit

/// The rule that keeps a tick label holding a `%` within the 49 bytes gnuplot draws of it
/// (`PercentTickLabel`): where it cuts, that it never splits a character, and what it leaves.
@Suite struct PercentTickLabelTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var label: String
        var expected: String
        var testDescription: String { name }
    }

    static let a46 = String(repeating: "a", count: 46)

    static let cases: [Case] = [
        Case(name: "short with %", label: "50% off", expected: "50% off"),
        Case(name: "long without % is not gnuplot's to cut", label: String(repeating: "a", count: 120), expected: String(repeating: "a", count: 120)),
        Case(name: "ASCII exactly at the limit", label: String(repeating: "a", count: 48) + "%", expected: String(repeating: "a", count: 48) + "%"),
        Case(name: "ASCII one byte over", label: String(repeating: "a", count: 49) + "%", expected: a46 + "…"),
        Case(name: "ASCII, long", label: String(repeating: "a", count: 60) + "%%", expected: a46 + "…"),
        Case(name: "% at the start", label: "%" + String(repeating: "b", count: 60), expected: "%" + String(repeating: "b", count: 45) + "…"),
        Case(
            name: "% last kept character", label: String(repeating: "a", count: 45) + "%" + String(repeating: "z", count: 10),
            expected: String(repeating: "a", count: 45) + "%…"),
        Case(name: "% just past the cut", label: a46 + "%" + String(repeating: "z", count: 10), expected: a46 + "…"),
        // Two-byte é: 23 of them are 46 bytes, the 24th would make 48 + 3.
        Case(name: "two-byte characters", label: String(repeating: "é", count: 30) + "%", expected: String(repeating: "é", count: 23) + "…"),
        // Three-byte 中: 15 are 45 bytes; a 16th would split across the limit.
        Case(name: "three-byte characters", label: String(repeating: "中", count: 20) + "%", expected: String(repeating: "中", count: 15) + "…"),
        Case(name: "four-byte characters", label: String(repeating: "𝄞", count: 13) + "%", expected: String(repeating: "𝄞", count: 11) + "…"),
        Case(
            name: "multi-byte exactly at the limit", label: String(repeating: "中", count: 16) + "%", expected: String(repeating: "中", count: 16) + "%"
        ),
        // e + combining acute is one character of three bytes: never split from its mark.
        Case(
            name: "combining marks", label: String(repeating: "e\u{301}", count: 20) + "%", expected: String(repeating: "e\u{301}", count: 15) + "…"),
        Case(
            name: "multi-line, cut in the second line", label: "share in %\n" + String(repeating: "b", count: 50),
            expected: "share in %\n" + String(repeating: "b", count: 35) + "…"),
        Case(
            name: "multi-line, cut right after a line break", label: String(repeating: "a", count: 44) + "%\n" + String(repeating: "b", count: 10),
            expected: String(repeating: "a", count: 44) + "%…"),
        Case(
            name: "spaces before the cut dropped", label: String(repeating: "a", count: 40) + "      % of all",
            expected: String(repeating: "a", count: 40) + "…"),
    ]

    @Test(arguments: cases)
    func fitsTheLabel(_ item: Case) {
        let fitted = PercentTickLabel.fitted(item.label)
        #expect(fitted == item.expected)
        // What gnuplot gets is never more than it draws whole, and is the label's own start.
        if fitted.contains("%") { #expect(fitted.utf8.count <= PercentTickLabel.maxBytes) }
        if fitted != item.label {
            #expect(fitted.hasSuffix("…"))
            #expect(item.label.hasPrefix(String(fitted.dropLast())))
            #expect(PercentTickLabel.needsShortening(item.label))
        }
    }

    @Test func theLimitIsGnuplotsBufferLessItsTerminatingZero() {
        #expect(PercentTickLabel.maxBytes == 49)
    }
}
