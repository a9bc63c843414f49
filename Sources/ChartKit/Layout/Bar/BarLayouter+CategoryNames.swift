#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What to tell the user when category names or bars crowd their axis; how the names fit is
/// `CategoryNames`' (the rule applied is reported in `--plan`).
extension BarLayouter {
    /// `text` cut to at most `width` pixels, ending in "…" when cut.
    static func shortened(_ text: String, toWidth width: Double, metrics: TextMetrics) -> String {
        metrics.shortened(text, toWidth: width)
    }

    /// What to tell the user when `slots` categories crowd `along` pixels: bars under 2 px wide
    /// (with the `--page-size` that gives 4 px bars), or names thinned to fit (with the `--size`
    /// that names every one; the `--x-label-every` they asked for is no surprise).
    func densityWarnings(slots: Int, along: Double, series: Int, rule: CategoryLabelRule, metrics: TextMetrics) -> [String] {
        let barPixels = barThickness(slotPixels: along / Double(slots), series: series)
        if barPixels < 2 {
            let fit = max(1, Int(barThickness(slotPixels: along, series: series) / 4))
            return [
                """
                \(slots) categories on one page leave each bar \(PrintfText.format("%.1f", barPixels)) px wide; use --page-size \(fit) (4 px bars) \
                or a larger --size
                """
            ]
        }
        guard rule.every > max(1, options.axes.xLabelEvery) else { return [] }
        let perName = (metrics.lineHeight + 1) * (rule.angle == 0 ? 1 : 1.42)
        let grow = Int((Double(slots) * perName - along).rounded(.up))
        let figure = options.figure
        let size = options.horizontal ? "\(figure.width)x\(figure.height + grow)" : "\(figure.width + grow)x\(figure.height)"
        let ordinal = rule.every == 2 ? "nd" : rule.every == 3 ? "rd" : "th"
        return ["only every \(rule.every)\(ordinal) of \(slots) category names fits; --size \(size) (or --page-size) names them all"]
    }
}
