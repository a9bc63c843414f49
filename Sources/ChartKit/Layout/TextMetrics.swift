/// Estimates how many pixels a label takes, so margins can be fixed before gnuplot runs.
///
/// gnuplot would size margins itself, but then the plot area moves with every change of
/// tick-label width (FACTS.md), pages of one series would not line up, and pixel-aligned
/// decimation would be impossible. The advances are measured for DejaVu Sans on pngcairo
/// (10 pt: a digit is 8 px, lowercase text averages about 6.7 px) and err on the wide side.
public struct TextMetrics: Sendable, Equatable {
    /// Font size in points, as given to the terminal.
    public var fontSize: Double

    public init(fontSize: Double = 10) {
        self.fontSize = fontSize
    }

    /// Pixels per em: pngcairo renders points at 96 dpi.
    var em: Double { fontSize * 96 / 72 * 0.95 }

    /// Height of one line of text, including leading.
    public var lineHeight: Double { (em * 1.25).rounded(.up) }

    /// The width of the widest line of `text`.
    public func width(of text: String) -> Double {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.unicodeScalars.reduce(0.0) { $0 + advance(of: $1) } * em
        }.max() ?? 0
    }

    /// Number of lines `text` occupies.
    public func lines(in text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count
    }

    private func advance(of scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case "0"..."9", "$", "#", "?", "_", "+", "=", "<", ">", "~", "^": return 0.65
        case "i", "j", "l", "I", "!", "|", ".", ",", ":", ";", "'", "`": return 0.30
        case "f", "t", "r", " ", "(", ")", "[", "]", "{", "}", "/", "\\", "-", "\"": return 0.42
        case "m", "w", "M", "W", "@", "%", "€", "₹", "₩", "£": return 1.0
        case "A"..."Z": return 0.72
        case "a"..."z": return 0.62
        default: return scalar.value < 0x2E80 ? 0.7 : 1.0
        }
    }
}
