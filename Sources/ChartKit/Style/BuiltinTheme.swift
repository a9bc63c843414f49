/// The themes chart ships: `--theme light|dark|print` and `extends = …` in a theme file.
/// `share/themes/` holds each of them as a theme file (a test keeps them equal).
public enum BuiltinTheme: String, CaseIterable, Sendable {
    /// chart's look before themes existed: white, near-black axes, Okabe–Ito colours.
    case light
    /// Light text and axes on a near-black background, for dark slides and dashboards.
    case dark
    /// Black, white and greys only, for greyscale printers and photocopies: series differ by
    /// grey level, dash pattern, marker shape and (bars, pie slices) hatching, never by hue alone.
    case print

    package var theme: Theme {
        switch self {
        case .light: return .light
        case .dark: return .dark
        case .print: return .print
        }
    }

    /// `light, dark or print`, for messages.
    package static var list: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}

extension Theme {
    /// The default theme. Its colours are the literals chart's programs always had (same case,
    /// so programs are byte-identical): white background, gnuplot's black text, `#333333` axes.
    package static let light = Theme(
        name: "light", background: "#ffffff", text: "#000000", axis: "#333333", grid: "#dddddd", reference: "#555555",
        annotation: "#333333", sliceText: "#222222", secondaryText: "#555555", leader: "#777777", outline: "#cccccc",
        palette: Palette.okabeIto, dashes: [.solid], pointTypes: [7], font: "DejaVu Sans", fontSize: 10, lineWidth: 2)

    /// Near-black background (#1E1E1E), light grey text and axes (13:1 and 8:1 WCAG contrast),
    /// Okabe–Ito colours: 4.3:1 to 12.6:1 against the background, except blue (#0072B2) at 3.2:1.
    package static let dark = Theme(
        name: "dark", background: "#1E1E1E", text: "#E6E6E6", axis: "#B3B3B3", grid: "#3D3D3D", reference: "#9A9A9A",
        annotation: "#E6E6E6", sliceText: "#E6E6E6", secondaryText: "#B3B3B3", leader: "#8C8C8C", outline: "#666666",
        palette: Palette.okabeIto, dashes: [.solid], pointTypes: [7], font: "DejaVu Sans", fontSize: 10, lineWidth: 2)

    /// White background, black text and axes; series in four greys from black to mid-grey, each
    /// with its own dash pattern, marker and fill (solid, `/` and `\` lines, dense cross-hatch),
    /// so they differ even where two greys print alike.
    package static let print = Theme(
        name: "print", background: "#ffffff", text: "#000000", axis: "#000000", grid: "#d9d9d9", reference: "#555555",
        annotation: "#000000", sliceText: "#000000", secondaryText: "#444444", leader: "#666666", outline: "#999999",
        palette: ["#000000", "#777777", "#3C3C3C", "#A8A8A8"],
        dashes: [.solid, .pattern([10, 4]), .pattern([2, 3]), .pattern([10, 3, 2, 3])],
        pointTypes: [7, 5, 9, 13], font: "DejaVu Sans", fontSize: 10, lineWidth: 2,
        fills: [.solid, .pattern(5), .pattern(4), .pattern(2)])
}
