/// Makes text from data or flags safe to put on a terminal: the one function every message line,
/// the progress line and every text chart pass through.
///
/// A header, category or file name can carry terminal escape sequences (`ESC[31m`, `ESC[2J`, an
/// OSC 0 title-bar rewrite or OSC 52 clipboard write, a C1 `CSI` that a UTF-8 terminal obeys
/// like `ESC[`), a bidi override that reverses what the reader sees, or a line or paragraph
/// separator (U+2028, U+2029) that some terminals break the line at. Written raw they would act
/// on the user's terminal, so each place that writes text there asks `terminal(_:_:)`: messages
/// show such characters as escapes (`\u{1B}`, so the reader learns they are there), text charts
/// leave them out (a chart cell holds only what it shows). One definition of what is unsafe
/// (`isUnsafeOnTerminal`) means no writer can let through what another refuses.
package enum TextEscaping {
    /// What becomes of a character that must not reach a terminal raw.
    package enum Unsafe: Sendable {
        /// Written as `\n`, `\t`, `\r` or `\u{XXXX}` (messages: the reader sees it is there).
        case escaped
        /// Left out (text charts: a cell shows only drawable characters).
        case dropped
    }

    /// `text` with every character unsafe on a terminal escaped or dropped; the rest unchanged.
    package static func terminal(_ text: String, _ unsafe: Unsafe) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard isUnsafeOnTerminal(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            guard unsafe == .escaped else { continue }
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// A message for stderr: `terminal(text, .escaped)`.
    package static func visible(_ text: String) -> String { terminal(text, .escaped) }

    /// Text for a text chart's cells: `terminal(text, .dropped)`.
    package static func drawable(_ text: String) -> String { terminal(text, .dropped) }

    /// C0 and C1 controls, DEL, the bidirectional formatting characters, and the line and
    /// paragraph separators.
    package static func isUnsafeOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isControlCharacter { return true }
        switch scalar.value {
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
