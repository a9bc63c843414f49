/// Makes text from data or flags safe to print on a terminal.
///
/// A header, category or file name can carry terminal escape sequences (`ESC[31m`, a title-bar
/// rewrite, a bidi override that reverses what the reader sees); printed raw in an error message
/// they would act on the user's terminal. Every message line goes through `visible` before it
/// reaches stderr, so such characters show up as escapes (`\u{1B}`) instead.
package enum TextEscaping {
    /// `text` with control characters, bidi controls and other invisible format characters
    /// written as `\n`, `\t`, `\r` or `\u{XXXX}`; everything else unchanged.
    package static func visible(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where needsEscape(scalar):
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// C0 and C1 controls, DEL, and the bidirectional formatting characters.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isControlCharacter { return true }
        switch scalar.value {
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return true
        default: return false
        }
    }
}
