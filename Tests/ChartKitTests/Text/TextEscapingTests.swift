import ChartTestSupport
import Testing

@testable import ChartKit

/// `TextEscaping.terminal`, the one function between text from data or flags and a terminal
/// (issue 32): messages escape what could act on the terminal, text charts drop it.
@Suite struct TextEscapingTests {
    /// Text holding each kind of character that must not reach a terminal raw, with what a
    /// message shows for it.
    static let unsafe: [(text: String, escaped: String)] = [
        ("\u{1B}]0;owned\u{7}", "\\u{1B}]0;owned\\u{7}"),  // OSC 0: the window title
        ("\u{1B}]52;c;cm0gLXJmIH4=\u{1B}\\", "\\u{1B}]52;c;cm0gLXJmIH4=\\u{1B}\\"),  // OSC 52: the clipboard
        ("\u{1B}[2J", "\\u{1B}[2J"),
        ("\u{9B}31m", "\\u{9B}31m"),  // C1 CSI
        ("\u{9D}0;t\u{9C}", "\\u{9D}0;t\\u{9C}"),  // C1 OSC and ST
        ("\u{7F}", "\\u{7F}"),
        ("a\u{202E}gnp.exe", "a\\u{202E}gnp.exe"),
        ("\u{2066}x\u{2069}\u{200F}\u{061C}", "\\u{2066}x\\u{2069}\\u{200F}\\u{61C}"),
        ("a\u{2028}b\u{2029}c", "a\\u{2028}b\\u{2029}c"),
        ("a\nb\tc\rd", "a\\nb\\tc\\rd"),
    ]

    @Test(arguments: zip(unsafe.map(\.text), unsafe.map(\.escaped)))
    func unsafeCharactersAreEscapedInMessagesAndDroppedInCharts(_ text: String, _ escaped: String) {
        #expect(TextEscaping.terminal(text, .escaped) == escaped)
        #expect(TextEscaping.visible(text) == escaped)
        let dropped = TextEscaping.terminal(text, .dropped)
        #expect(dropped == TextEscaping.drawable(text))
        #expect(TerminalAudit.problem(in: dropped) == nil, "\(dropped.debugDescription)")
        #expect(dropped == String(String.UnicodeScalarView(text.unicodeScalars.filter { !TerminalAudit.isUnsafe($0) })))
    }

    /// Text that is safe is unchanged either way: accents, CJK, emoji with joiners, RTL letters
    /// (only the overrides are refused), spaces of every width.
    @Test(arguments: ["plain", "é̃ 東京 👩‍💻 🇫🇷", "שלום مرحبا", "a\u{00A0}b\u{2003}c\u{3000}", "★ ✓ © €", ""])
    func safeTextIsUnchanged(_ text: String) {
        #expect(TextEscaping.terminal(text, .escaped) == text)
        #expect(TextEscaping.terminal(text, .dropped) == text)
    }

    /// chart's predicate and the tests' independent list (`TerminalAudit`) agree on every
    /// scalar of the Basic Multilingual Plane: C0, DEL, C1, the bidi controls and U+2028/U+2029.
    @Test func theUnsafeScalarsAreExactlyTheAuditsList() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TextEscaping.isUnsafeOnTerminal(scalar) != TerminalAudit.isUnsafe(scalar) { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.map { String($0, radix: 16) })")
    }
}
