/// Text the chart's font can draw: emoji are replaced by "□" before any text reaches a plan.
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
/// Every replacement is reported by a warning naming the code point and where it came from.
///
/// Applied once per chart kind at the start of layout (`plan(for:)`), to the chart (category,
/// series, slot, plot, slice and group names, the x column's title) and to the texts among the
/// options (title, axis titles, centre texts); lookup keys (`--highlight`, `--vline`) are
/// cleaned the same way, silently, so they still match.
public enum DrawableText {
    /// What an emoji is drawn as: WHITE SQUARE, which DejaVu Sans has.
    public static let substitute = "□"

    /// `text` with emoji replaced, and the first scalar of each replaced character.
    public static func cleaned(_ text: String) -> (text: String, replaced: [Unicode.Scalar]) {
        // Fast path: nothing at or above U+200D (ZWJ, the lowest scalar the rule looks at).
        if text.unicodeScalars.allSatisfy({ $0.value < 0x200D }) { return (text, []) }
        var result = ""
        var replaced: [Unicode.Scalar] = []
        for character in text {
            if isEmoji(character) {
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
    public static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        var hasEmojiBase = false
        var hasJoiner = false
        for scalar in scalars {
            let value = scalar.value
            if scalar.properties.isEmojiPresentation { return true }
            if (0x1F000...0x1FAFF).contains(value) { return true }    // pictographs, flags' letters, modifiers
            if value == 0x20E3 || (0xE0020...0xE007F).contains(value) { return true }    // keycap, tags
            if value == 0x200D { hasJoiner = true }
            if value > 0x7F && scalar.properties.isEmoji { hasEmojiBase = true }
        }
        if scalars.contains("\u{FE0F}"), let first = scalars.first, first.properties.isEmoji { return true }
        return hasJoiner && hasEmojiBase
    }

    private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value)
    }

    /// Cleans texts and remembers, per place, which characters were replaced.
    struct Cleaner {
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

        /// One warning per place, e.g. `U+1F4C8 in the title cannot be drawn with the chart's
        /// font; drawn as □`, or `U+1F4C8, U+1F600 in 2 category names …`.
        var warnings: [String] {
            places.map { entry in
                var seen: [UInt32] = []
                for scalar in entry.scalars where !seen.contains(scalar.value) { seen.append(scalar.value) }
                var codes = seen.prefix(5).map { "U+" + String($0, radix: 16, uppercase: true).leftPadded(to: 4) }.joined(separator: ", ")
                if seen.count > 5 { codes += ", …" }
                let where_ = entry.place.hasPrefix("the ") ? entry.place
                    : entry.count == 1 ? "a \(entry.place)" : "\(entry.count) \(entry.place)s"
                return "\(codes) in \(where_) cannot be drawn with the chart's font (an emoji); drawn as \(substitute)"
            }
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
