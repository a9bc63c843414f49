import Foundation

/// Checks a generated gnuplot program for text outside single quotes that gnuplot could
/// expand: a double quote (backquotes run inside double-quoted strings) or a backquote.
///
/// The only double quotes an emitter may write are the constant line-break joiner `."\n".`
/// between single-quoted pieces and constants of quote characters only (`"'".`, how a text
/// that starts with `'` is written); comments (`#` lines) are ignored.
package enum GnuplotSafety {
    /// Each program line that has a `"` or a backquote outside single quotes.
    package static func unsafeLines(in program: String) -> [String] {
        let withoutJoiners = withoutQuoteConstants(program.replacingOccurrences(of: ".\"\\n\".", with: ""))
        return withoutJoiners.split(separator: "\n").filter { line in
            guard !line.hasPrefix("#") else { return false }
            var inSingle = false
            // Unicode scalars, not Characters: gnuplot reads bytes, and a combining mark after
            // a quote would otherwise hide the quote inside one grapheme (`'` + U+06D7).
            for scalar in line.unicodeScalars {
                if scalar == "'" { inSingle.toggle() }
                if !inSingle && (scalar == "\"" || scalar == "`") { return true }
            }
            return false
        }.map(String.init)
    }

    /// `text` without the constants of quote characters (`"'"`, `"''".`) that `GnuplotString`
    /// writes for a text starting with quotes: their quotes sit inside double quotes and open no
    /// string, so checks that count single quotes must leave them out.
    package static func withoutQuoteConstants(_ text: String) -> String {
        text.replacingOccurrences(of: #""'+"\.?"#, with: "", options: .regularExpression)
    }
}
