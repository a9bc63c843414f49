/// Trimming of whitespace at either end of a text, without Foundation's `CharacterSet`.
///
/// Why not `trimmingCharacters(in:)`: it lives in full Foundation, which carries ICU's data
/// (about 40 MB of the binary, share/doc/chart/PERFORMANCE.md), and it was a hot spot on
/// per-cell paths (a new `String` and a character-set lookup per call). These trim the same
/// scalars as Foundation's sets, return early when nothing is to be trimmed, and work on
/// Unicode scalars (as Foundation does), so a combining mark after a space stays.
extension StringProtocol {
    /// The text without spaces and tabs at either end: what `.whitespaces` trims (tab, the
    /// Unicode space separators, category Zs, such as U+00A0 and U+3000, and U+200B).
    package func trimmingSpaces() -> String {
        trimmingScalars(where: \.isSpaceOrTab)
    }

    /// The text without whitespace or line breaks at either end: what `.whitespacesAndNewlines`
    /// trims (the spaces above, U+000A to U+000D, U+0085 and the line and paragraph separators).
    package func trimmingWhitespace() -> String {
        trimmingScalars(where: \.isWhitespaceOrNewline)
    }

    /// The text without the scalars at either end for which `trims` is true.
    package func trimmingScalars(where trims: (Unicode.Scalar) -> Bool) -> String {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !trims($0) }) else { return "" }
        guard let last = scalars.lastIndex(where: { !trims($0) }) else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return String(self) }
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    /// Tab, a space separator (Zs) or the zero-width space: Foundation's `CharacterSet.whitespaces`
    /// (CoreFoundation's set has U+200B too; ScalarTrimmingTests compares every scalar).
    package var isSpaceOrTab: Bool {
        if value < 0x80 { return value == 0x20 || value == 0x09 }
        return value == 0x200B || properties.generalCategory == .spaceSeparator
    }

    /// A space or tab as above, or a line break: Foundation's `CharacterSet.whitespacesAndNewlines`.
    package var isWhitespaceOrNewline: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0x200B: return true
        case 0..<0x80: return false
        default:
            switch properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}

extension StringProtocol {
    /// The text with every `target` scalar replaced by `replacement`, compared scalar by scalar.
    ///
    /// Why scalars and not the standard library's `replacing(_:with:)`: that compares whole
    /// characters, and a quote or `%` followed by a combining mark is one character, so it would
    /// not be escaped (a quote left open in a gnuplot string). Foundation's
    /// `replacingOccurrences` compared code units, as this does.
    package func replacing(scalar target: Unicode.Scalar, with replacement: String) -> String {
        let scalars = Substring(self).unicodeScalars
        guard scalars.contains(target) else { return String(self) }
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar == target { result.append(contentsOf: replacement.unicodeScalars) } else { result.append(scalar) }
        }
        return String(result)
    }
}
