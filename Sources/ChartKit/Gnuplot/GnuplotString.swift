import Foundation

/// The one way text from data or flags enters a gnuplot program.
///
/// gnuplot executes backquoted shell commands inside double-quoted strings (also in titles and
/// labels), so user text only ever appears inside single quotes, where gnuplot expands nothing
/// and the only special character is the quote itself, written twice. A single-quoted string
/// cannot hold a line break, so a multi-line text becomes single-quoted pieces joined by the
/// constant `"\n"`, which we write ourselves and which contains no user text. Other control
/// characters would end the program line or garble the output, so each becomes a space.
/// Enhanced-text markup (`^`, `_`, `@`, `{}`) is harmless because every terminal runs
/// `noenhanced`.
public enum GnuplotString {
    /// `text` as a gnuplot string expression that evaluates to exactly `text`.
    public static func quoted(_ text: String) -> String {
        let normalised = text.replacingLineBreaks()
        let lines = normalised.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { piece in
            var out = "'"
            for scalar in piece.unicodeScalars {
                switch scalar {
                case "'": out += "''"
                case "\t": out += " "
                case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || scalar == "\u{2028}" || scalar == "\u{2029}":
                    out += " "
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "'"
        }.joined(separator: ".\"\\n\".")
    }

    /// `text` on one line: line breaks become spaces (for tick labels and legend entries,
    /// where a break would collide with the neighbouring label).
    public static func quotedSingleLine(_ text: String) -> String {
        quoted(text.replacingLineBreaks().replacingOccurrences(of: "\n", with: " "))
    }
}

extension String {
    /// CRLF, lone CR and Unicode line separators as `\n`.
    func replacingLineBreaks() -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" { out += "\n"; previousWasCR = true; continue }
            if scalar == "\n" && previousWasCR { previousWasCR = false; continue }
            previousWasCR = false
            if scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}" { out += "\n"; continue }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}
