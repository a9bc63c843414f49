/// A static version of ResearchKit's scrubber: a vertical marker at one x with each plot's
/// value(s) written beside it (`--highlight X` on `line` and `discrete`).
///
/// The texts are formatted here, with the value axis's format, so `--plan` shows exactly what
/// the image shows.
package struct HighlightPlan: Sendable, Equatable {
    /// The marker's position on the x axis (a slot index for slots and categories).
    package var x: Double
    /// The x as the axis names it, written first above the values.
    package var title: String
    /// One line per plot or series, in legend order.
    package var entries: [HighlightEntry]
    /// Whether the texts go left of the marker (when it sits in the right part of the page).
    package var labelsLeft: Bool

    package init(x: Double, title: String, entries: [HighlightEntry], labelsLeft: Bool) {
        self.x = x
        self.title = title
        self.entries = entries
        self.labelsLeft = labelsLeft
    }

    /// `name: text` lines for values (NaN entries read "no value"); `decimals` from the values.
    static func entry(name: String, values: [Double], color: String, format: AxisFormat) -> HighlightEntry {
        let finite = values.filter(\.isFinite)
        guard !finite.isEmpty else { return HighlightEntry(text: "\(name): no value", color: color) }
        let decimals = min(6, finite.compactMap { DecimalNumber($0)?.neededDecimals }.max() ?? 0)
        let formatter = LabelFormatter(format: format)
        var texts: [String] = []
        for value in finite where !texts.contains(formatter.label(for: value, decimals: decimals)) {
            texts.append(formatter.label(for: value, decimals: decimals))
        }
        return HighlightEntry(text: "\(name): \(texts.joined(separator: "–"))", color: color)
    }

    /// Whether a marker at `x` in `window` should put its texts on the left.
    static func prefersLeft(x: Double, window: ClosedRange<Double>) -> Bool {
        let span = window.upperBound - window.lowerBound
        return span > 0 && (x - window.lowerBound) / span > 0.62
    }
}

/// One line of highlight text and its colour (`#RRGGBB`).
package struct HighlightEntry: Sendable, Equatable {
    package var text: String
    package var color: String

    package init(text: String, color: String) {
        self.text = text
        self.color = color
    }
}
