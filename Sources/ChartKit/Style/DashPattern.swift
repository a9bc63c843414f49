/// How a series' line is drawn: solid or a dash pattern (gnuplot's `dt`).
package enum DashPattern: Sendable, Equatable {
    case solid
    /// Alternating dash and gap lengths, in gnuplot's units (about a pixel at line width 1):
    /// two, four, six or eight positive numbers.
    case pattern([Double])

    /// The pattern `--dashed` asks for (a comparison series, e.g. a previous period).
    package static let comparison = DashPattern.pattern([8, 5])

    /// The styles given to series once a palette's colours come round again: round 1 (series
    /// n+1 … 2n of an n-colour palette) is dotted, round 2 dash-dot, round 3 long dashes, round
    /// 4 dash-dot-dot, then again, so the first 5·n series never share colour and style.
    package static let rounds: [DashPattern] = [.pattern([2, 4]), .pattern([12, 4, 2, 4]), .pattern([16, 6]), .pattern([12, 3, 2, 3, 2, 3])]

    /// `dt 1` or `dt (8,5)`.
    package var gnuplot: String {
        switch self {
        case .solid: return "dt 1"
        case let .pattern(lengths): return "dt (" + lengths.map(GnuplotNumber.literal).joined(separator: ",") + ")"
        }
    }

    /// `solid` or `8 5`, as a theme file writes it.
    package var text: String {
        switch self {
        case .solid: return "solid"
        case let .pattern(lengths): return lengths.map(GnuplotNumber.literal).joined(separator: " ")
        }
    }

    /// The largest dash or gap accepted.
    package static let maximumLength = 100.0

    /// Reads `solid` or 2, 4, 6 or 8 numbers in (0, 100] separated by spaces; the error says
    /// what was expected.
    package static func parse(_ text: String) -> Result<DashPattern, ThemeValueError> {
        if text == "solid" { return .success(.solid) }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        var lengths: [Double] = []
        for word in words {
            guard let value = Double(word), value.isFinite, value > 0, value <= maximumLength else {
                return .failure(ThemeValueError("expected solid or dash and gap lengths above 0 and at most 100 like 8 4, found \"\(word)\""))
            }
            lengths.append(value)
        }
        guard [2, 4, 6, 8].contains(lengths.count) else {
            return .failure(ThemeValueError("expected solid or 2, 4, 6 or 8 dash and gap lengths like 8 4, found \"\(text)\""))
        }
        return .success(.pattern(lengths))
    }
}
