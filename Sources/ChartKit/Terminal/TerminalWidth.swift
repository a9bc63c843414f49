/// How many terminal columns text takes: 0 for combining marks, other zero-width scalars and what
/// a text chart never draws (`TextEscaping.isUnsafeOnTerminal`), 2 for East Asian wide and
/// fullwidth characters and emoji, 1 otherwise.
///
/// Terminals lay text out in cells, so a label's width in characters is not its width on screen:
/// a CJK name or an emoji takes two cells and a combining accent none, and a text chart that
/// counted characters would push its axis out of line. The ranges follow Unicode's East Asian
/// Width property (W and F) for the blocks that occur in labels; the standard library has no
/// such property.
package enum TerminalWidth {
    /// The columns `text` takes.
    package static func columns(of text: String) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns one character (a grapheme cluster) takes: its first scalar decides, and an
    /// emoji presentation selector makes it wide.
    package static func columns(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return columns(of: first)
    }

    /// The columns one scalar takes on its own.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        if TextEscaping.isUnsafeOnTerminal(scalar) { return 0 }  // never drawn (`TextCanvas`)
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if scalar.value == 0x200B { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    /// `text` cut to at most `limit` columns, ending in `…` when it was cut.
    package static func truncated(_ text: String, to limit: Int) -> String {
        guard limit > 0 else { return "" }
        guard columns(of: text) > limit else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let width = columns(of: character)
            if used + width > limit - 1 { break }
            kept.append(character)
            used += width
        }
        return kept + "…"
    }

    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]
}
