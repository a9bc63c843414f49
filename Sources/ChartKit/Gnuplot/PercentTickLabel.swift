/// A tick label that holds a `%` kept within the 49 bytes gnuplot draws of it, so gnuplot never
/// cuts one, which would leave half a UTF-8 character in the output or a name read wrong.
///
/// gnuplot 5.4 draws an explicit tick label (`set xtics ('name' 0)`) as it is unless it holds a
/// `%`; then it formats the label with printf (`gprintf`, for `'%.1f' 0.5`-style labels) into a
/// 50-byte buffer, so the drawn text is cut to its first 49 bytes, in the middle of a
/// multi-byte character if one falls there (an SVG that is not UTF-8) and with no sign that
/// anything is missing (a PNG with a wrong category name). Measured: 48 ASCII letters and `%`
/// are drawn whole, 49 and `%` lose the `%`; without a `%`, 120 bytes and more are drawn whole.
///
/// The label is shortened by chart instead, at a character boundary with "…", and the caller
/// warns. Drawing such labels another way was the alternative: tick labels read from a data
/// file (`xticlabels()`) are not formatted, but that would be a second way for text from data
/// to reach gnuplot, with its own quoting rules (no line breaks, no way to escape `"`), beside
/// the one single-quoted form (`GnuplotString`); `set label` per tick would redo gnuplot's
/// placement, rotation and alignment of tick labels on every axis. Shortening keeps one text
/// path, applies the same way to every axis, and `--plan` shows the label as drawn.
///
/// Bytes are counted in the label as given: `GnuplotString` only ever makes a text shorter
/// (a CR LF becomes one line feed, a control character one space), so a label within the
/// limit stays within it. A line break counts as one byte, as gnuplot prints it.
package enum PercentTickLabel {
    /// The most bytes of a tick label holding a `%` that gnuplot draws (its buffer less the
    /// terminating zero).
    package static let maxBytes = 49

    /// `label` as it can be drawn: unchanged when it holds no `%` or fits `maxBytes`, else its
    /// longest prefix of whole characters that fits with "…", spaces and line breaks before the
    /// "…" dropped (so it ends a word, not a blank line).
    package static func fitted(_ label: String) -> String {
        guard needsShortening(label) else { return label }
        let budget = maxBytes - "…".utf8.count
        var end = label.startIndex
        var bytes = 0
        for character in label {
            bytes += character.utf8.count
            guard bytes <= budget else { break }
            end = label.index(after: end)
        }
        var kept = label[..<end]
        while let last = kept.unicodeScalars.last, last.isWhitespaceOrNewline {
            kept = Substring(kept.unicodeScalars.dropLast())
        }
        return kept + "…"
    }

    /// Whether gnuplot would cut `label`: it holds a `%` and is longer than `maxBytes`.
    package static func needsShortening(_ label: String) -> Bool {
        label.utf8.count > maxBytes && label.utf8.contains(UInt8(ascii: "%"))
    }
}
