/// Fitting a text into a box of a given width: kept as it is when it fits, else wrapped at
/// spaces onto a few lines, and the last line cut with "…" when even that does not fit.
///
/// Used for chart titles (two lines at most, the image width) and pie slice titles (two lines,
/// a share of the room beside the pie), so a long text is drawn shortened instead of being
/// clipped at the image's edge or shrinking the chart to nothing.
package struct FittedText: Sendable, Equatable {
    /// The text to draw, lines separated by "\n".
    package var text: String
    /// Whether characters were dropped (a warning is due); wrapping alone is not shortening.
    package var shortened: Bool
}

extension TextMetrics {
    /// `text` in at most `maxLines` lines of at most `width` pixels each.
    ///
    /// A text with its own line breaks keeps them, and each of its lines is shortened on its own.
    /// Otherwise words are laid out greedily: a line takes words while they fit; the last line
    /// takes the rest, shortened with "…" when needed. A first word wider than the box is not
    /// broken: the text then stays on one shortened line. Linear in the text's length.
    package func fitted(_ text: String, width limit: Double, maxLines: Int = 2) -> FittedText {
        if width(of: text) <= limit { return FittedText(text: text, shortened: false) }
        if text.contains("\n") {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { shortened(String($0), toWidth: limit) }
            return FittedText(text: lines.joined(separator: "\n"), shortened: true)
        }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        let space = width(of: " ")
        var lines: [String] = []
        var index = 0
        while lines.count < maxLines - 1 && index < words.count {
            var line = String(words[index])
            var lineWidth = width(of: line)
            guard lineWidth <= limit else { break }
            index += 1
            while index < words.count {
                let next = width(of: String(words[index]))
                guard lineWidth + space + next <= limit else { break }
                line += " " + words[index]
                lineWidth += space + next
                index += 1
            }
            lines.append(line)
        }
        if lines.isEmpty {
            return FittedText(text: shortened(text, toWidth: limit), shortened: true)
        }
        var isShortened = false
        if index < words.count {
            let rest = words[index...].joined(separator: " ")
            let last = shortened(rest, toWidth: limit)
            isShortened = last != rest
            lines.append(last)
        }
        return FittedText(text: lines.joined(separator: "\n"), shortened: isShortened)
    }
}

extension FigureOptions {
    /// The chart title as drawn: wrapped onto two lines when it is wider than the image (less
    /// 10 pixels each side), then cut with "…"; a warning says when characters were dropped.
    func fittedTitle(_ title: String, warnings: inout [String]) -> String {
        guard !title.isEmpty else { return title }
        let metrics = TextMetrics(fontSize: fontSize * 1.2)
        let fit = metrics.fitted(title, width: Double(width) - 20, maxLines: 2)
        if fit.shortened {
            warnings.append("the title does not fit the image's width on two lines; shortened with \"…\"")
        }
        return fit.text
    }
}
