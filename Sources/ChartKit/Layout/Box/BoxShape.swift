/// One box as a page draws it: where it sits along the category axis and the value span its
/// rectangle covers, which the program, `--plan` and the ink test read alike.
///
/// The rectangle is the quartiles, widened about the median to `minimumPixels` when the IQR is
/// thinner (all values equal, or one value): a box with no height would be a hairline under its
/// median line, and every box must show its colour.
package struct BoxShape: Sendable, Equatable {
    /// Pixels a box's rectangle spans at least along the value axis.
    static let minimumPixels = 6.0

    package var series: Int
    /// The category's index in the chart (its row).
    package var category: Int
    /// The box's centre along the category axis, in slots counted from the page's first.
    package var center: Double
    package var halfWidth: Double
    /// The value span of the drawn rectangle (the quartiles, unless widened).
    package var from: Double
    package var to: Double
    package var stats: BoxStats

    /// The boxes of `page`, series by series, category by category, on a value axis `pixels` long.
    static func shapes(of page: AxisPagePlan<Int>, in plan: BoxPlan, pixels: Int) -> [BoxShape] {
        plan.marks.stats.enumerated().flatMap { series, boxes in
            page.rows.compactMap { row -> BoxShape? in
                guard let stats = boxes[row] else { return nil }
                let (from, to) = drawnSpan(stats, axis: page.y, pixels: Double(pixels))
                return BoxShape(
                    series: series, category: row, center: Double(row - page.rows.lowerBound) + plan.marks.offset(series),
                    halfWidth: plan.marks.halfWidth, from: from, to: to, stats: stats)
            }
        }
    }

    /// The quartiles, or a span of `minimumPixels` about the median when they are closer.
    private static func drawnSpan(_ stats: BoxStats, axis: AxisPlan, pixels: Double) -> (Double, Double) {
        let (low, high, middle) = (axis.fraction(of: stats.q1), axis.fraction(of: stats.q3), axis.fraction(of: stats.median))
        let half = minimumPixels / 2 / max(pixels, 1)
        guard pixels > 0, (high - low) * pixels < minimumPixels, middle.isFinite else { return (stats.q1, stats.q3) }
        return (axis.value(atFraction: min(low, middle - half)), axis.value(atFraction: max(high, middle + half)))
    }
}

extension BoxPlan {
    /// Pixels along the value axis: the plot's height, or its width when horizontal.
    var valuePixels: Int { options.horizontal ? frame.plotWidth : frame.plotHeight }
}
