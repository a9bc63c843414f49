/// How a text chart is coloured: not at all, with the 256-colour palette, or with 24-bit
/// colour, as the terminal it is written to can show.
///
/// The command decides (`--color`, `NO_COLOR`, whether the output is a terminal, `COLORTERM`);
/// the library only writes the escapes it is told to, so a file or a pipe never gets escape
/// sequences it did not ask for.
package enum TextColors: String, Sendable, Equatable {
    case none
    case palette256
    case trueColor

    /// The escape that sets the foreground (and, when given, the background) to `#rrggbb`
    /// colours; empty when colour is off or a colour cannot be read.
    func escape(foreground: String?, background: String? = nil) -> String {
        guard self != .none else { return "" }
        var parts: [String] = []
        if let foreground, let rgb = Self.rgb(foreground) { parts.append("38;" + code(rgb)) }
        if let background, let rgb = Self.rgb(background) { parts.append("48;" + code(rgb)) }
        return parts.isEmpty ? "" : "\u{1B}[" + parts.joined(separator: ";") + "m"
    }

    /// The escape that resets colours.
    var reset: String { self == .none ? "" : "\u{1B}[0m" }

    private func code(_ rgb: (Int, Int, Int)) -> String {
        switch self {
        case .trueColor: return "2;\(rgb.0);\(rgb.1);\(rgb.2)"
        default: return "5;\(Self.nearest256(rgb))"
        }
    }

    /// The colour of the 6×6×6 cube or the grey ramp of the 256-colour palette nearest `rgb`.
    static func nearest256(_ rgb: (Int, Int, Int)) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func step(_ value: Int) -> Int { levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0 }
        let cube = (step(rgb.0), step(rgb.1), step(rgb.2))
        let cubeColor = (levels[cube.0], levels[cube.1], levels[cube.2])
        let grey = max(0, min(23, ((rgb.0 + rgb.1 + rgb.2) / 3 - 8 + 5) / 10))
        let greyLevel = 8 + 10 * grey
        func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
            (a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)
        }
        if distance(rgb, (greyLevel, greyLevel, greyLevel)) < distance(rgb, cubeColor) { return 232 + grey }
        return 16 + 36 * cube.0 + 6 * cube.1 + cube.2
    }

    /// The red, green and blue of `#rrggbb`; nil for anything else.
    static func rgb(_ hex: String) -> (Int, Int, Int)? {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        return ((value >> 16) & 255, (value >> 8) & 255, value & 255)
    }
}
