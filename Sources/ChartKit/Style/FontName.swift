/// Font names from `--font` or a theme file's `font =`, checked before they reach gnuplot.
///
/// The name reaches gnuplot only through `GnuplotString.quoted` (quotes, backquotes and `%`
/// are inert there); what is refused here is what would change the meaning of gnuplot's
/// `"name,size"` font string or could not be a font name at all.
public enum FontName {
    /// Longest name accepted, in Unicode scalars (fontconfig family names are far shorter).
    public static let maximumLength = 100

    /// The problem with `name`, or nil when it can be used.
    public static func problem(_ name: String) -> String? {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { return "expected a font name like DejaVu Sans, found nothing" }
        if name.unicodeScalars.count > maximumLength { return "expected a font name of at most \(maximumLength) characters" }
        if name.contains(",") { return "a font name cannot contain a comma (gnuplot reads \"name,size\"); found \"\(name)\"" }
        if name.unicodeScalars.contains(where: { $0.isControlCharacter || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            return "a font name cannot contain control characters or line breaks"
        }
        return nil
    }
}
