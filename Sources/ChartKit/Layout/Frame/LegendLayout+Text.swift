/// The legend of a text chart: rows of entries above the plot, as `TextAxisFrame` draws them,
/// whatever position the image would take.
///
/// A text chart has no room beside its plot for a column of names, so its legend is always on
/// top; laying it out by the image's rules moved it to the right or left it out in the plan (and
/// in the warnings) while the text drew it on top, and cut its names for a column that was never
/// drawn. Here the names are cut only to keep the legend within a third of the rows, by
/// `DistinctNames` in cells, so no two entries read the same.
extension LegendLayout {
    /// Cells between two entries on a row, and before a name (its symbol and a space).
    static let textGap = 3
    static let textSymbol = 2

    /// The text legend of `names` (nil for fewer than `minimumNames` or `.none`) on a chart of
    /// `columns`×`rows` cells; `warnings` hears when names were shortened or an asked position
    /// cannot be drawn.
    static func text(
        names: [String], requested: LegendPosition, asked: Bool, columns: Int, rows: Int, minimumNames: Int, sampleLength: Int,
        warnings: inout [String]
    ) -> LegendLayout? {
        guard names.count >= max(1, minimumNames), requested != .none else { return nil }
        if asked, requested != .top {
            warnings.append(
                """
                --legend \(requested.rawValue): a text chart draws its legend above the plot (no column of names fits beside it); write a png, svg \
                or pdf for a legend on the \(requested == .right ? "right" : "bottom")
                """
            )
        }
        let widest = max(4, columns - textSymbol - 1)
        let budget = max(1, rows / 3)
        // The width from end cuts (cheap; any cut within a width is as wide), then the cuts.
        var limit = widest
        while limit > 8, textRows(names.map { TerminalWidth.truncated($0, to: limit) }, columns: columns) > budget { limit -= 1 }
        let drawn = DistinctNames.cells.shortened(names, toWidth: Double(limit))
        let shortened = zip(drawn.names, names).filter { $0 != $1 }.count
        if shortened > 0 {
            warnings.append(
                """
                \(shortened) legend name\(shortened == 1 ? "" : "s") shortened with \"…\" to keep the legend within a third of the text chart's \
                rows; use a larger --size to show them in full
                """
            )
        }
        if let (a, b) = drawn.alike { warnings.append(alikeWarning(drawn.names[a], drawn.names[b])) }
        let rowCount = textRows(drawn.names, columns: columns)
        return LegendLayout(
            position: .top, columns: (names.count + rowCount - 1) / rowCount, rows: rowCount,
            extent: Double(rowCount * TextChart.cellPixels.height), sampleLength: sampleLength, names: drawn.names, shortened: shortened)
    }

    /// Rows the entries take when packed left to right as `TextAxisFrame` draws them.
    static func textRows(_ names: [String], columns: Int) -> Int {
        var rows = 1
        var at = 0
        for name in names {
            let width = textSymbol + TerminalWidth.columns(of: name)
            if at > 0 && at + width > columns {
                rows += 1
                at = 0
            }
            at += width + textGap
        }
        return rows
    }
}
