/// Text the chart's font can draw: emoji are replaced by "□" and Unicode noncharacters by "�"
/// before any text reaches a plan.
///
/// gnuplot draws with DejaVu Sans, which has no emoji (U+1F4C8 📈 came out as a giant black
/// glyph from whatever fallback font cairo found, and differently on every machine). The rule
/// is static, so output does not depend on the fonts installed: a user-perceived character
/// (grapheme cluster) is replaced by `substitute` when it is an emoji, that is when it contains
/// - a scalar with Emoji_Presentation (📈, 😀, ⌚), or any scalar in U+1F000…U+1FAFF, the
///   pictographic planes DejaVu Sans does not cover (🌡 U+1F321 too),
/// - an emoji variation selector U+FE0F after an emoji base (❤️, ☀️), a keycap U+20E3 (1️⃣),
/// - a zero-width joiner U+200D joining emoji (👩‍💻), a skin-tone modifier, a regional-indicator
///   flag (🇫🇷) or an emoji tag sequence.
/// Variation selectors U+FE00…U+FE0F left in other characters are dropped (they are invisible).
/// Noncharacters (U+FDD0…U+FDEF and the last two code points of every plane, U+FFFE, U+FFFF,
/// U+1FFFE …) are never text: XML forbids U+FFFE and U+FFFF, so one in a title made an SVG that
/// no viewer opens, and the others draw as nothing in any font. Each becomes U+FFFD, the
/// replacement character, which DejaVu Sans draws and every output format accepts.
/// Every replacement is reported by a warning naming the code point and where it came from.
///
/// Applied once per chart kind at the start of layout (`plan(for:)`), to the chart (category,
/// series, slot, plot, slice and group names, the x column's title) and to the texts among the
/// options (title, axis titles, centre texts); lookup keys (`--highlight`, `--vline`) are
/// cleaned the same way, silently, so they still match.
package enum DrawableText {
    /// What an emoji is drawn as: WHITE SQUARE, which DejaVu Sans has.
    package static let substitute = "□"
    /// What a noncharacter is drawn as: REPLACEMENT CHARACTER.
    package static let nonCharacterSubstitute = "\u{FFFD}"

    /// `text` with emoji and noncharacters replaced, and the first scalar of each replaced
    /// character (a noncharacter itself, or an emoji's first scalar).
    package static func cleaned(_ text: String) -> (text: String, replaced: [Unicode.Scalar]) {
        // Fast path: nothing at or above U+200D (ZWJ, the lowest scalar the rule looks at).
        if text.unicodeScalars.allSatisfy({ $0.value < 0x200D }) { return (text, []) }
        var result = ""
        var replaced: [Unicode.Scalar] = []
        for character in text {
            if let bad = character.unicodeScalars.first(where: isNoncharacter) {
                // The whole cluster: a combining mark on a noncharacter has nothing to sit on.
                result += nonCharacterSubstitute
                replaced.append(bad)
            } else if isEmoji(character) {
                result += substitute
                if let first = character.unicodeScalars.first { replaced.append(first) }
            } else if character.unicodeScalars.contains(where: isVariationSelector) {
                var scalars = String.UnicodeScalarView()
                scalars.append(contentsOf: character.unicodeScalars.filter { !isVariationSelector($0) })
                result += String(scalars)
            } else {
                result.append(character)
            }
        }
        return (result, replaced)
    }

    /// Whether a user-perceived character is an emoji by the rule above.
    package static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        var hasEmojiBase = false
        var hasJoiner = false
        for scalar in scalars {
            let value = scalar.value
            if scalar.properties.isEmojiPresentation { return true }
            if (0x1F000...0x1FAFF).contains(value) { return true }  // pictographs, flags' letters, modifiers
            if value == 0x20E3 || (0xE0020...0xE007F).contains(value) { return true }  // keycap, tags
            if value == 0x200D { hasJoiner = true }
            if value > 0x7F && scalar.properties.isEmoji { hasEmojiBase = true }
        }
        if scalars.contains("\u{FE0F}"), let first = scalars.first, first.properties.isEmoji { return true }
        return hasJoiner && hasEmojiBase
    }

    /// Whether `scalar` is one of Unicode's 66 noncharacters.
    package static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }

    private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value)
    }

    /// Cleans texts and remembers, per place, which characters were replaced.
    package struct Cleaner {
        private var places: [(place: String, scalars: [Unicode.Scalar], count: Int)] = []

        /// `text` cleaned; replacements are reported as coming from `place` ("the title").
        mutating func clean(_ text: String, place: String) -> String {
            let (cleaned, replaced) = DrawableText.cleaned(text)
            if !replaced.isEmpty { note(place: place, replaced, count: 1) }
            return cleaned
        }

        mutating func clean(_ text: String?, place: String) -> String? {
            text.map { clean($0, place: place) }
        }

        /// Several texts of one kind ("category name"), reported together.
        mutating func clean(_ texts: [String], place: String) -> [String] {
            var all: [Unicode.Scalar] = []
            var count = 0
            let result = texts.map { text -> String in
                let (cleaned, replaced) = DrawableText.cleaned(text)
                if !replaced.isEmpty { count += 1; all += replaced }
                return cleaned
            }
            if count > 0 { note(place: place, all, count: count) }
            return result
        }

        private mutating func note(place: String, _ scalars: [Unicode.Scalar], count: Int) {
            if let index = places.firstIndex(where: { $0.place == place }) {
                places[index].scalars += scalars
                places[index].count += count
            } else {
                places.append((place, scalars, count))
            }
        }

        /// One warning per place and kind, e.g. `U+1F4C8 in the title cannot be drawn with the
        /// chart's font (an emoji); drawn as □`, or `U+FFFE in 2 category names: not a
        /// character (a Unicode noncharacter); drawn as �`.
        var warnings: [String] {
            places.flatMap { entry -> [String] in
                let where_ =
                    entry.place.hasPrefix("the ")
                    ? entry.place
                    : entry.count == 1 ? "a \(entry.place)" : "\(entry.count) \(entry.place)s"
                var lines: [String] = []
                let emoji = entry.scalars.filter { !DrawableText.isNoncharacter($0) }
                let nonCharacters = entry.scalars.filter(DrawableText.isNoncharacter)
                if !emoji.isEmpty {
                    lines.append("\(Self.codes(emoji)) in \(where_) cannot be drawn with the chart's font (an emoji); drawn as \(substitute)")
                }
                if !nonCharacters.isEmpty {
                    lines.append(
                        """
                        \(Self.codes(nonCharacters)) in \(where_): not a character (a Unicode noncharacter, not allowed in SVG); drawn as \
                        \(nonCharacterSubstitute)
                        """
                    )
                }
                return lines
            }
        }

        /// Up to five distinct code points, `U+1F4C8, U+1F600, …`.
        private static func codes(_ scalars: [Unicode.Scalar]) -> String {
            var seen: [UInt32] = []
            for scalar in scalars where seen.count <= 5 && !seen.contains(scalar.value) { seen.append(scalar.value) }
            var codes = seen.prefix(5).map { "U+" + String($0, radix: 16, uppercase: true).leftPadded(to: 4) }.joined(separator: ", ")
            if seen.count > 5 { codes += ", …" }
            return codes
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

extension FigureOptions {
    /// The title and axis titles cleaned of emoji (see `DrawableText`).
    func drawable(_ cleaner: inout DrawableText.Cleaner) -> FigureOptions {
        var figure = self
        figure.title = cleaner.clean(title, place: "the title")
        figure.xLabel = cleaner.clean(xLabel, place: "the x-axis title")
        figure.yLabel = cleaner.clean(yLabel, place: "the value-axis title")
        return figure
    }
}
