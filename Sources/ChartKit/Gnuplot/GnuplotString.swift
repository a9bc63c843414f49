#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
///
/// Two corners of gnuplot's tokenizer shape the output (measured on gnuplot 5.4): a
/// single-quoted string that begins with two quotes cannot be read at all (a label `'90s`
/// written as `'''90s'` is an "unexpected token"), so leading quotes become the constant `"'"`
/// joined with `.`; and a line whose last character is a backslash continues onto the next line
/// even after a closing quote, so a piece ending in a backslash is followed by `.''`. The result
/// is always a string expression, which every place that takes text (titles, labels, legend
/// entries, tick lists) accepts.
package enum GnuplotString {
    /// `text` as a gnuplot string expression that evaluates to exactly `text`.
    package static func quoted(_ text: String) -> String {
        let normalised = text.replacingLineBreaks()
        let lines = normalised.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map(quotedLine).joined(separator: ".\"\\n\".")
    }

    /// `text` on one line: line breaks become spaces (for tick labels and legend entries,
    /// where a break would collide with the neighbouring label).
    package static func quotedSingleLine(_ text: String) -> String {
        quoted(text.replacingLineBreaks().replacing(scalar: "\n", with: " "))
    }

    /// A tick label: gnuplot formats explicit tick labels as printf formats with the tick's
    /// value, so `50% off` would print as `501ff`; each `%` is doubled to stand for itself.
    package static func tickLabel(_ text: String) -> String {
        quoted(text.replacing(scalar: "%", with: "%%"))
    }

    /// One line of text (no line breaks) as a string expression.
    private static func quotedLine(_ piece: Substring) -> String {
        // Counted in Unicode scalars: gnuplot reads bytes, and a combining mark after a quote
        // (`'` + U+0301) would hide the quote inside one Character.
        let leadingQuotes = piece.unicodeScalars.prefix(while: { $0 == "'" }).count
        let rest = Substring(piece.unicodeScalars.dropFirst(leadingQuotes))
        var parts: [String] = []
        if leadingQuotes > 0 {
            // A constant made of quote characters only: no user text, nothing to expand.
            parts.append("\"" + String(repeating: "'", count: leadingQuotes) + "\"")
        }
        if !rest.isEmpty || leadingQuotes == 0 {
            var out = "'"
            for scalar in rest.unicodeScalars {
                switch scalar {
                case "'": out += "''"
                case "\t": out += " "
                case _
                where scalar.isControlCharacter
                    || scalar == "\u{2028}" || scalar == "\u{2029}":
                    out += " "
                default: out.unicodeScalars.append(scalar)
                }
            }
            out += "'"
            parts.append(out)
            if out.hasSuffix("\\'") { parts.append("''") }
        }
        return parts.joined(separator: ".")
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
