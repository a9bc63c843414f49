/// The default series colours: Okabe–Ito without its black.
///
/// Okabe–Ito stays distinguishable under the common colour-vision deficiencies; black is left
/// out so that no series can be mistaken for an axis or a reference line.
public enum Palette {
    /// `#RRGGBB` colours in the order series receive them; more series cycle.
    public static let okabeIto: [String] = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442"]

    /// The colour of series `index` (0-based), cycling through `colors`.
    public static func color(_ index: Int, in colors: [String] = okabeIto) -> String {
        colors[index % colors.count]
    }
}
