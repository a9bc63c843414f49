/// Font names from `--font` or a theme file's `font =`, checked before they reach gnuplot.
///
/// The name reaches gnuplot only through `GnuplotString.quoted`, so it cannot break the
/// program; but gnuplot's SVG terminal writes it into `font-family="…"` attributes without
/// escaping anything, so a name with `"` added attributes (`onmouseover="…"`, on every text
/// element) and one with `<` or `&` broke the XML. A font name is therefore held to the
/// characters fontconfig family names are made of: letters and digits of any script, combining
/// marks, spaces, and `- _ . + :` (`M+ 1p`, `Source Han Sans`, `DejaVu Sans:Bold`, which gnuplot
/// reads as a style). Everything else is refused with the flag or file:line:column, not
/// escaped, because no real font needs it and a refusal is something a user can fix.
package enum FontName {
    /// Longest name accepted, in Unicode scalars (fontconfig family names are far shorter).
    package static let maximumLength = 100

    /// The punctuation a font family name may contain besides letters, marks, digits and spaces.
    package static let punctuation: Set<Unicode.Scalar> = ["-", "_", ".", "+", ":"]

    /// The problem with `name`, or nil when it can be used.
    package static func problem(_ name: String) -> String? {
        if name.trimmingSpaces().isEmpty { return "expected a font name like DejaVu Sans, found nothing" }
        if name.unicodeScalars.count > maximumLength { return "expected a font name of at most \(maximumLength) characters" }
        if name.contains(",") { return "a font name cannot contain a comma (gnuplot reads \"name,size\"); found \(QuotedText.quoted(name))" }
        if let bad = name.unicodeScalars.first(where: { !isAllowed($0) }) {
            let hex = String(bad.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            let shown = bad.isControlCharacter || bad.properties.generalCategory == .format || bad.properties.isWhitespace ? code : "\(bad) (\(code))"
            return "a font name cannot contain \(shown); use letters, digits, spaces and - _ . + : only; found \(QuotedText.quoted(name))"
        }
        return nil
    }

    /// Whether `scalar` may stand in a font family name.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " || punctuation.contains(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
