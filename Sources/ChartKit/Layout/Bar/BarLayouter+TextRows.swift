/// Bars as text get whole cells: beside horizontal bars a text chart grows taller until every
/// bar has a row of its own (issue 33 item 8: three series of 13 categories in 20 rows drew
/// bars of a group on each other's rows, half the categories without their names), and where
/// it cannot (a fixed `--size`, the growth limit, or vertical bars, whose columns are the
/// terminal's width) a warning says how many bars share cells and how to give them room.
///
/// Growing is the same rule as an image's (`grownSize`): only the category direction, at most
/// four times the rows asked for (and `--size`'s 500), so a long chart pages instead.
extension BarLayouter {
    /// Cells a slot needs for one whole cell per bar (and per category name): the bars of a
    /// group side by side take `barWidth` of their slot.
    func textCellsPerSlot(series: Int) -> Int {
        guard !options.stacked, series > 1 else { return 1 }
        return Int((Double(series) / options.barWidth - 1e-9).rounded(.up))
    }

    /// The rows (and the cells' worth of pixels they take) a horizontal text chart needs for
    /// a row per bar, given a plot of `along` pixels among `slots` categories; nil when the
    /// bars have their rows already, or they are vertical.
    func textGrownSize(slots: Int, along: Double, series: Int) -> BarPlanMarks.ImageSize? {
        guard options.figure.format == .text, options.horizontal else { return nil }
        let cell = Double(TextChart.cellPixels.height)
        let needed = Double(slots * textCellsPerSlot(series: series)) * cell
        // One row more than the plot needs: the text frame rounds the plot to whole rows.
        guard needed > along.rounded(.down) - cell / 2 else { return nil }
        let rows = options.figure.height / TextChart.cellPixels.height
        let overhead = rows - Int(along / cell)
        let grown = min(overhead + Int((needed / cell).rounded(.up)) + 1, Self.textRowLimit(asked: rows))
        guard grown > rows else { return nil }
        return BarPlanMarks.ImageSize(width: options.figure.width, height: grown * TextChart.cellPixels.height)
    }

    /// The most rows a text chart grows to: four times the rows asked for, and `--size`'s 500.
    static func textRowLimit(asked rows: Int) -> Int {
        min(rows * 4, 500)
    }

    /// Bars too thin or names left out: in cells for a text chart (the image's advice, a
    /// `--size` in pixels, would be wrong there), else in pixels (`densityWarnings`).
    func crowdingWarnings(slots: Int, along: Double, series: Int, rule: CategoryLabelRule, metrics: TextMetrics) -> [String] {
        guard options.figure.format == .text else {
            return densityWarnings(slots: slots, along: along, series: series, rule: rule, metrics: metrics)
        }
        return textSharingWarnings(slots: slots, along: along, series: series)
    }

    /// The warning when the bars of a text chart share cells: `slots` categories on a page with
    /// `series` bars each, in a plot `along` pixels long across the categories.
    func textSharingWarnings(slots: Int, along: Double, series: Int) -> [String] {
        guard options.figure.format == .text else { return [] }
        let cell = Double(options.horizontal ? TextChart.cellPixels.height : TextChart.cellPixels.width)
        let perSlot = textCellsPerSlot(series: series)
        let cells = Int(along / cell)
        guard slots * perSlot > cells + 1 else { return [] }
        let fit = max(1, cells / perSlot)
        let what = options.horizontal ? "rows" : "columns"
        let bars = options.stacked || series == 1 ? "\(slots) bars" : "\(slots) groups of \(series) bars"
        let fix = options.horizontal ? "--page-size \(fit) or a taller --size" : "--page-size \(fit), --horizontal or a wider --size"
        return [
            """
            \(bars) need \(slots * perSlot) \(what) of the text chart for a cell each, and the plot has \(cells): bars share cells, so some cannot \
            be told apart\(options.horizontal ? " and some category names are left out" : ""); use \(fix)
            """
        ]
    }
}
