/// Series colours: the named palettes and how a series index picks its colour.
///
/// Every palette is a list of `#RRGGBB` colours in the order series receive them. The default
/// (`okabeIto`) is Okabe–Ito without its black: it stays distinguishable under the common
/// colour-vision deficiencies, and black is left out so that no series can be mistaken for an
/// axis or a reference line. What happens past a palette's end is the theme's business
/// (`Theme.seriesDash`, `seriesPointType`, `seriesFill`): colours start again and the line
/// style, marker or fill changes (`SeriesRounds`).
package enum Palette {
    /// Okabe & Ito (2008), "Color Universal Design", in chart's order, without black.
    package static let okabeIto: [String] = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442"]

    /// Tableau 10 (Tableau's default categorical palette since 2016).
    package static let tableau10: [String] = [
        "#4E79A7", "#F28E2B", "#E15759", "#76B7B2", "#59A14F", "#EDC948", "#B07AA1", "#FF9DA7", "#9C755F", "#BAB0AC",
    ]

    /// viridis (van der Walt & Smith, matplotlib's default colour map) at 0, 0.1, …, 1.
    static let viridisStops: [String] = [
        "#440154", "#482475", "#414487", "#355F8D", "#2A788E", "#21918C", "#22A884", "#44BF70", "#7AD151", "#BDDF26", "#FDE725",
    ]

    /// viridis sampled at 8 evenly spaced points from its dark end to its light end
    /// (`sampled(viridisStops, count: 8)`): perceptually ordered, so series read as a sequence
    /// and stay distinguishable in greyscale by lightness.
    package static let viridis: [String] = sampled(viridisStops, count: 8)

    /// The colour of series `index` (0-based), cycling through `colors`.
    package static func color(_ index: Int, in colors: [String] = okabeIto) -> String {
        colors[index % colors.count]
    }

    /// `count` colours evenly spaced from the first stop to the last (`count` ≥ 2), each the
    /// linear interpolation in sRGB of its two neighbouring stops, rounded to the nearest
    /// integer channel: the same list on every machine.
    static func sampled(_ stops: [String], count: Int) -> [String] {
        let channels = stops.map { hex -> [Double] in
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            return [Double((value >> 16) & 0xFF), Double((value >> 8) & 0xFF), Double(value & 0xFF)]
        }
        return (0..<count).map { i in
            let position = Double(i) * Double(stops.count - 1) / Double(count - 1)
            let low = min(Int(position.rounded(.down)), stops.count - 2)
            let fraction = position - Double(low)
            let mixed = (0..<3).map { c in Int((channels[low][c] * (1 - fraction) + channels[low + 1][c] * fraction).rounded()) }
            return "#"
                + mixed.map { channel in
                    let digits = String(channel, radix: 16, uppercase: true)
                    return digits.count == 1 ? "0" + digits : digits
                }.joined()
        }
    }
}
