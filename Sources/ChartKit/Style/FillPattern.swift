/// How a bar, a pie slice or a legend swatch is filled: solid, or hatched with one of gnuplot's
/// fill patterns (`fs pattern N`).
///
/// A pattern is drawn in the series colour over the background, with a solid border in the same
/// colour, so two series of one colour (past the palette's end, or the print theme's greys that
/// print alike) still differ, and gnuplot's legend sample shows exactly what the bars show.
package enum FillPattern: Sendable, Hashable {
    case solid
    /// One of gnuplot's cairo patterns (`FillPattern.patterns`).
    case pattern(Int)

    /// The patterns that differ from solid and empty in gnuplot's cairo terminals: 1 and 2
    /// cross-hatch (sparse, dense), 4 and 5 diagonal lines (`\`, `/`), 6 and 7 steeper lines.
    package static let patterns = [1, 2, 4, 5, 6, 7]

    /// The fills given to series once a palette's colours come round again, one per round, in
    /// order (skipping the fill the series had in round 0): `\` lines, `/` lines, dense
    /// cross-hatch, cross-hatch, then the steep lines, so 7 colours stay distinct for 49 series.
    package static let rounds: [FillPattern] = [.pattern(4), .pattern(5), .pattern(2), .pattern(1), .pattern(7), .pattern(6)]

    /// gnuplot's fill style for bars in `color`: `fs solid 1.0 noborder` (the plot's `lc` colours
    /// it) or `fs pattern 4 border lc rgb '#…' fc rgb '#…'` (a pattern takes `fc`, else gnuplot
    /// hatches in its own line type colour).
    package func barStyle(_ color: String) -> String {
        switch self {
        case .solid: return "fs solid 1.0 noborder"
        case let .pattern(number): return "fs pattern \(number) border lc rgb '\(color)' fc rgb '\(color)'"
        }
    }

    /// gnuplot's fill of an object (a pie wedge or a legend swatch) in `color`.
    package func objectStyle(_ color: String) -> String {
        switch self {
        case .solid: return "fc rgb '\(color)' fs solid 1 noborder"
        case let .pattern(number): return "fc rgb '\(color)' fs pattern \(number) border lc rgb '\(color)' lw 1"
        }
    }

    /// `solid` or the pattern number, as a theme file and `--plan` write it.
    package var text: String {
        switch self {
        case .solid: return "solid"
        case let .pattern(number): return String(number)
        }
    }

    /// Reads `solid` or a pattern number from `patterns`; the error says what was expected.
    package static func parse(_ text: String) -> Result<FillPattern, ThemeValueError> {
        if text == "solid" { return .success(.solid) }
        guard let number = Int(text), patterns.contains(number) else {
            let list = patterns.map(String.init).joined(separator: ", ")
            return .failure(ThemeValueError("expected solid or a gnuplot fill pattern (\(list)), found \"\(text)\""))
        }
        return .success(.pattern(number))
    }
}
