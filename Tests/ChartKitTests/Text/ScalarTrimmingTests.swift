import Foundation
import Testing

@testable import ChartKit

/// The trimming and replacing that stand in for full Foundation's give Foundation's answers.
@Suite struct ScalarTrimmingTests {
    /// Every scalar of the Basic Multilingual Plane (and a few above), alone and around text:
    /// Foundation's sets and ours agree on which ones are trimmed.
    @Test func trimsTheScalarsFoundationTrims() {
        var scalars = (0..<0xD800).compactMap(Unicode.Scalar.init) + (0xE000...0xFFFF).compactMap(Unicode.Scalar.init)
        scalars += [0x1F600, 0xE0020, 0x10FFFD].compactMap(Unicode.Scalar.init)
        var disagreements: [String] = []
        for scalar in scalars {
            let text = "\(scalar)a \(scalar)b\(scalar)"
            if text.trimmingSpaces() != text.trimmingCharacters(in: .whitespaces) {
                disagreements.append("spaces U+\(String(scalar.value, radix: 16))")
            }
            if text.trimmingWhitespace() != text.trimmingCharacters(in: .whitespacesAndNewlines) {
                disagreements.append("whitespace U+\(String(scalar.value, radix: 16))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test(arguments: [
        ("  a b  ", "a b", "a b"), ("\t x\t", "x", "x"), ("\n x \r\n", "\n x \r\n", "x"), ("", "", ""), ("   ", "", ""),
        ("\u{3000}日本\u{00A0}", "日本", "日本"), (" \u{301}x ", "\u{301}x", "\u{301}x"), ("a", "a", "a"),
        ("\u{2028}a\u{2029}", "\u{2028}a\u{2029}", "a"), ("\u{85}a", "\u{85}a", "a"),
    ])
    func trimsEnds(_ text: String, _ spaces: String, _ whitespace: String) {
        #expect(text.trimmingSpaces() == spaces)
        #expect(text.trimmingWhitespace() == whitespace)
        #expect(Substring(text).trimmingSpaces() == spaces)
    }

    /// A quote or `%` followed by a combining mark is one character but still a quote: it must be
    /// escaped (the standard library's character-wise `replacing` would miss it).
    @Test(arguments: [
        ("it's", "'", "\\'", "it\\'s"), ("'\u{301}x", "'", "\\'", "\\'\u{301}x"), ("100%\u{301}", "%", "%%", "100%%\u{301}"),
        ("a\r\nb", "\n", " ", "a\r b"), ("none", "%", "%%", "none"), ("%%", "%", "%%", "%%%%"),
    ])
    func replacesScalars(_ text: String, _ target: String, _ replacement: String, _ expected: String) throws {
        let scalar = try #require(target.unicodeScalars.first)
        #expect(text.replacing(scalar: scalar, with: replacement) == expected)
        #expect(
            text.replacing(scalar: scalar, with: replacement)
                == text.replacingOccurrences(of: target, with: replacement, options: .literal))
    }
}
