/// Where the legend of a chart with several series goes (`--legend`).
public enum LegendPosition: String, Sendable, Equatable, CaseIterable {
    /// Rows of entries centred between the title and the plot.
    case top
    /// A column (or a few) to the right of the plot.
    case right
    /// Rows of entries at the foot of the image.
    case bottom
    /// No legend.
    case none
}


/// The size and place of an axis chart's legend, decided before gnuplot runs, so the margins
/// reserve exactly the room it takes and gnuplot is told the same grid (`maxcols`/`maxrows`).
///
/// gnuplot lays a key out in columns of equal width (the widest entry), not packed: estimating
/// entries one by one reserved too few rows, and with 13–23 series the legend covered the data.
/// Here a column is as wide as gnuplot makes it: the widest name plus the sample, in gnuplot's
/// own character cells (`h_char`, 0.8 em), rounded up, so our grid is never narrower than its.
/// Entries show the sample first, then the name (`reverse Left`).
///
/// `top` is the default; when it would take more than two rows it moves to the right, if a
/// column there fits in 40% of the width; otherwise it stays on top and the chart warns.
public struct LegendLayout: Sendable, Equatable {
    /// Where it ended up (never `.none`).
    public var position: LegendPosition
    /// Entries per row (top, bottom) or columns (right).
    public var columns: Int
    /// Rows of entries.
    public var rows: Int
    /// Pixels it takes: height for top and bottom, width for right (margins included).
    public var extent: Double
    /// Sample length in gnuplot character cells (`samplen`).
    public var sampleLength: Int

    /// gnuplot's character cell (`h_char`): measured 7, 8 and 12 px at 8, 10 and 14 pt.
    static func cell(_ metrics: TextMetrics) -> Double { (metrics.fontSize * 0.8).rounded(.up) }

    /// One key column's width in pixels: the widest name (counted in characters, as gnuplot
    /// estimates it, or measured, whichever is wider) plus the sample and gaps.
    static func columnWidth(names: [String], metrics: TextMetrics, sampleLength: Int) -> Double {
        let cell = cell(metrics)
        let counted = names.map { Double($0.count) }.max() ?? 0
        let measured = (names.map { metrics.width(of: $0) }.max() ?? 0) / cell
        return (max(counted, measured) + Double(sampleLength) + 4).rounded(.up) * cell
    }

    /// Entries per row when the legend runs across an image `width` wide.
    static func acrossColumns(names: [String], width: Int, metrics: TextMetrics, sampleLength: Int) -> Int {
        let columnWidth = columnWidth(names: names, metrics: metrics, sampleLength: sampleLength)
        return max(1, min(names.count, Int((Double(width) - 40) / columnWidth)))
    }

    /// Text line height of a legend row.
    static func rowHeight(_ metrics: TextMetrics) -> Double { metrics.lineHeight * 1.1 }

    /// The legend for `names` asked at `requested`, in an image `width` wide whose plot may be up
    /// to `plotHeight` high; nil when there is none (one series, or `.none`). `warnings` hears
    /// when it cannot fit well.
    static func layout(names: [String], requested: LegendPosition, width: Int, plotHeight: Double,
                       metrics: TextMetrics, sampleLength: Int, warnings: inout [String]) -> LegendLayout? {
        guard names.count > 1, requested != .none else { return nil }
        let columnWidth = columnWidth(names: names, metrics: metrics, sampleLength: sampleLength)
        let rowHeight = rowHeight(metrics)

        func across(_ position: LegendPosition) -> LegendLayout {
            let columns = acrossColumns(names: names, width: width, metrics: metrics, sampleLength: sampleLength)
            let rows = (names.count + columns - 1) / columns
            return LegendLayout(position: position, columns: columns, rows: rows,
                                extent: Double(rows) * rowHeight + 8, sampleLength: sampleLength)
        }
        func right() -> LegendLayout {
            let fit = max(1, Int(plotHeight / rowHeight))
            let columns = (names.count + fit - 1) / fit
            let rows = (names.count + columns - 1) / columns
            return LegendLayout(position: .right, columns: columns, rows: rows,
                                extent: Double(columns) * columnWidth + 16, sampleLength: sampleLength)
        }

        switch requested {
        case .right:
            return right()
        case .bottom:
            return across(.bottom)
        case .top, .none:
            let top = across(.top)
            guard top.rows > 2 else { return top }
            let side = right()
            if side.extent <= 0.4 * Double(width) { return side }
            if top.extent > plotHeight * 0.4 {
                warnings.append("the legend of \(names.count) series takes \(top.rows) rows; use a larger --size or --legend none")
            }
            return top
        }
    }
}
