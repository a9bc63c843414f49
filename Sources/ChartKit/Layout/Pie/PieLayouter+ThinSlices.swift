#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Slices too thin to see: every slice with a value is drawn at least `minimumArc` pixels
/// wide at the rim (the data-ink rule of issue 33).
///
/// A slice of 1 beside one of 1,000,000 spans 0.0004°: less than a pixel at any radius, and the
/// background-coloured boundary line drawn along each slice edge (1.5 px) paints over what is
/// left, so its label's leader line pointed at nothing. Such a slice is widened to 3 px at the
/// rim (1.5 px of its colour between its two boundary lines), the angle taken from the slices
/// wider than that in proportion to their excess, so a large slice gives up a fraction of a
/// degree. Percents and labels keep the exact shares; only the drawn angles move, and by less
/// than the three pixels a reader could tell apart.
extension PieLayouter {
    /// The rim width, in pixels, of the thinnest slice drawn.
    static let minimumArc = 3.0

    /// `slices` with every slice of a positive value at least `minimumArc` px wide at `radius`,
    /// the rest narrowed to make room; unchanged when nothing is thinner or when so many slices
    /// that the minimum does not fit (the labels and legend already group such pies).
    static func visibleSlices(_ slices: [PieSlicePlan], radius: Double) -> [PieSlicePlan] {
        guard radius > 0, let first = slices.first else { return slices }
        let least = minimumArc / radius * 180 / .pi
        let spans = slices.map { abs($0.endAngle - $0.startAngle) }
        let thin = slices.indices.filter { slices[$0].value > 0 && spans[$0] < least }
        let excess = slices.indices.filter { !thin.contains($0) }.reduce(0.0) { $0 + max(0, spans[$1] - least) }
        let needed = thin.reduce(0.0) { $0 + least - spans[$1] }
        guard !thin.isEmpty, needed < excess else { return slices }
        let direction: Double = slices.contains { $0.endAngle < $0.startAngle } ? -1 : 1
        var bearing = first.startAngle
        return slices.indices.map { index in
            var slice = slices[index]
            let span =
                thin.contains(index) ? least : spans[index] > least ? spans[index] - (spans[index] - least) / excess * needed : spans[index]
            slice.startAngle = bearing
            bearing += direction * span
            slice.endAngle = bearing
            return slice
        }
    }
}
