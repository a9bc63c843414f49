#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A heatmap's colour scale: a perceptual sequential palette (viridis, magma), a greyscale, or a
/// diverging one (RdBu) centred on 0, as evenly spaced stops gnuplot interpolates linearly in RGB
/// (`set palette defined`).
///
/// The stops are matplotlib's own colours at even positions, so a cell's colour here, in
/// matplotlib and in gnuplot's image agree; `color(at:)` interpolates as gnuplot does, so the
/// label colour of `--values` is chosen from the colour actually drawn.
package enum HeatmapPalette: String, Sendable, Equatable, CaseIterable {
    case viridis, magma, greys, rdbu

    /// Whether the palette diverges from a middle colour at 0.
    package var diverging: Bool { self == .rdbu }

    /// matplotlib's colours at 17 (11 for RdBu_r, blue below 0 and red above) even positions.
    package var stops: [String] {
        switch self {
        case .viridis:
            [
                "#440154", "#48186A", "#472D7B", "#424086", "#3B528B", "#33638D", "#2C728E", "#26828E", "#21918C", "#1FA088", "#28AE80",
                "#3FBC73", "#5EC962", "#84D44B", "#ADDC30", "#D8E219", "#FDE725",
            ]
        case .magma:
            [
                "#000004", "#0A0822", "#1D1147", "#36106B", "#51127C", "#6A1C81", "#832681", "#9C2E7F", "#B73779", "#D0416F", "#E75263",
                "#F56B5C", "#FC8961", "#FEA772", "#FEC488", "#FDE2A3", "#FCFDBF",
            ]
        // From light to dark, so more is darker, as matplotlib's Greys.
        case .greys: ["#F0F0F0", "#BDBDBD", "#969696", "#737373", "#525252", "#252525", "#000000"]
        case .rdbu: ["#053061", "#2065AB", "#4393C3", "#90C4DD", "#D1E5F0", "#F7F6F6", "#FDDBC7", "#F3A481", "#D6604D", "#B1182B", "#67001F"]
        }
    }

    /// The colour at `t` in 0…1 as 0…255 (r, g, b), linearly between the stops.
    package func color(at t: Double) -> (Double, Double, Double) {
        let stops = self.stops
        let position = Swift.max(0, Swift.min(1, t.isNaN ? 0 : t)) * Double(stops.count - 1)
        let low = Swift.min(Int(position), stops.count - 2)
        let f = position - Double(low)
        let (a, b) = (DensityGrid.rgb(stops[low]), DensityGrid.rgb(stops[low + 1]))
        return (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f)
    }

    /// `#RRGGBB` at `t`.
    package func hex(at t: Double) -> String {
        let (r, g, b) = color(at: t)
        return PrintfText.format("#%02X%02X%02X", Int(r.rounded()), Int(g.rounded()), Int(b.rounded()))
    }

    /// Whether text on the colour at `t` should be light: its relative luminance (WCAG, sRGB
    /// linearised) below 0.408, the threshold seaborn's annotated heatmaps use.
    package func wantsLightText(at t: Double) -> Bool {
        let (r, g, b) = color(at: t)
        func linear(_ c: Double) -> Double {
            let s = c / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) < 0.408
    }

    /// The `set palette defined` text: each stop at its position.
    package var gnuplotDefinition: String {
        let stops = self.stops
        let pairs = stops.enumerated().map { "\($0.offset) '\($0.element)'" }
        return "set palette defined (\(pairs.joined(separator: ", ")))"
    }
}
