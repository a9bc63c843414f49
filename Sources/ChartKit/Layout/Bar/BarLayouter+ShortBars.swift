#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Bars too short to see: a value that is not zero always gets a visible bar (the data-ink rule
/// of issue 33), or a warning says which segments of a stack cannot be seen.
///
/// A bar of 1 beside one of 1,000,000 is 0.0004 px long on a linear axis: antialiasing turns
/// it into nothing, and the category reads as 0 or missing. A bar or a side-by-side group
/// member shorter than the smallest mark the output draws is lengthened to it, away from the
/// baseline: the rounding up to one device step every picture makes, never more (1.5 px in an
/// image, so one pixel row is at least three-quarters covered; an eighth of a cell in a text
/// chart, the smallest block). A stacked segment cannot grow without moving every segment above
/// it, which would misstate the stack's total, so it is left exact, and one shorter than a pixel
/// (an eighth of a cell) is counted in a warning that names the smallest and says how to see it.
extension BarLayouter {
    /// The shortest bar the output shows, in pixels along the value axis: an eighth of a text
    /// cell (8×16 px) in a text chart; else 1.5 px for a bar (drawn that long), and 1 px for a
    /// stacked segment (warned about when shorter: at 1 px some pixel is half its colour).
    func shortestVisibleBar() -> Double {
        guard options.figure.format == .text else { return options.stacked ? 1 : 1.5 }
        return options.horizontal ? 8.0 / 8 : 16.0 / 8
    }

    /// `bars` with every non-zero bar shorter than `minimum` pixels lengthened to it (linear axes;
    /// a log axis's floor is its own rule), and the stacked segments that stay too short to see.
    static func visibleBars(
        _ bars: [BarRectangle], axis: AxisPlan, pixels: Double, minimum: Double, stacked: Bool
    ) -> (bars: [BarRectangle], unseen: [BarRectangle]) {
        guard !axis.log, pixels > 0, axis.max > axis.min else { return (bars, []) }
        let shortest = minimum * (axis.max - axis.min) / pixels
        var unseen: [BarRectangle] = []
        let drawn = bars.map { bar -> BarRectangle in
            let length = bar.to - bar.from
            // A value at the baseline has no length to show: it reads right as none.
            guard length != 0, abs(length) < shortest else { return bar }
            if stacked {
                unseen.append(bar)
                return bar
            }
            var bar = bar
            bar.to = bar.from + (length < 0 ? -shortest : shortest)
            return bar
        }
        return (drawn, unseen)
    }

    /// The warning for stacked segments too short to see, naming the smallest.
    func unseenSegmentsWarning(_ unseen: [BarRectangle], chart: BarChart) -> String? {
        guard let smallest = unseen.min(by: { abs($0.value) < abs($1.value) }) else { return nil }
        let unit = options.figure.format == .text ? "an eighth of a cell" : "a pixel"
        let count = unseen.count == 1 ? "1 stacked segment is" : "\(unseen.count) stacked segments are"
        let name = chart.categories.indices.contains(smallest.category) ? chart.categories[smallest.category] : String(smallest.category + 1)
        return
            """
            \(count) shorter than \(unit) and cannot be seen (the smallest: \(chart.series[smallest.series].name) in \(name), \
            \(GnuplotNumber.literal(smallest.value))); draw the series side by side (without --stacked) or use a larger --size
            """
    }
}
