/// A small `--size` shrinks the text before it refuses the chart (issue 16 item 10: a stacked
/// bar of 13 series at 320x200 failed with "no room for the plot", its legend taking the room).
///
/// Steps, each tried only when the one before leaves no room: a smaller font (80%, then 65%
/// of the size, not below 6 pt), whose smaller labels also leave room for more of the plot;
/// then, with the smallest font, no legend. Each step taken is a warning, so a picture with
/// smaller text or without its legend is never a surprise; when even the last step leaves no
/// room, the original error stands.
extension BarLayouter {
    /// Font sizes tried, as fractions of the asked-for size.
    static let shrinkSteps = [0.8, 0.65]
    /// The smallest font size a shrink step goes to (points).
    static let smallestShrunkFont = 6.0

    /// `layout(chart)`, or, when the image leaves no room for the plot, the first smaller-text
    /// layout that fits, with warnings naming what changed.
    func layoutShrinkingText(_ chart: BarChart) throws -> BarPlan {
        do {
            return try layout(chart)
        } catch let error where AxisChartGeometry.isTooSmall(error) {
            let asked = options.figure.fontSize
            let size = "--size \(options.figure.width)x\(options.figure.height)"
            var attempts: [(BarOptions, [String])] = []
            for step in Self.shrinkSteps {
                let font = max(Self.smallestShrunkFont, (asked * step).rounded())
                guard font < asked, attempts.allSatisfy({ $0.0.figure.fontSize != font }) else { continue }
                var smaller = options
                smaller.figure.fontSize = font
                attempts.append(
                    (
                        smaller,
                        ["text is drawn at \(GnuplotNumber.literal(font)) pt instead of \(GnuplotNumber.literal(asked)) so the plot fits \(size)"]
                    ))
            }
            if chart.series.count > 1, options.axes.legend != .none {
                var bare = attempts.last?.0 ?? options
                bare.axes.legend = .none
                let shrunk = attempts.last?.1 ?? []
                attempts.append(
                    (bare, shrunk + ["the legend of \(chart.series.count) series is left out so the plot fits \(size); a larger --size shows it"]))
            }
            for (smaller, notes) in attempts {
                guard var plan = try? BarLayouter(options: smaller).layout(chart) else { continue }
                plan.warnings = notes + plan.warnings
                return plan
            }
            throw error
        }
    }
}
