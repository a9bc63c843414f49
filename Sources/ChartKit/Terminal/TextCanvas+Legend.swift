/// A text chart's legend on its canvas: each entry's symbol in its colour, then its name, as
/// many to a row as fit. One function, so the legend above a chart's plot and the one legend
/// above a `--facet` chart's stacked panels wrap and shorten names alike.
extension TextCanvas {
    /// The legend in as many rows as it needs; the rows used.
    package mutating func drawLegend(_ entries: [TextAxisFrame.Entry], row: Int, color: String?) -> Int {
        guard !entries.isEmpty else { return 0 }
        var used = 1
        var at = 0
        let names = DistinctNames.cells.shortened(entries.map(\.name), toWidth: Double(max(4, columns - 3))).names
        for (entry, name) in zip(entries, names) {
            let width = 2 + TerminalWidth.columns(of: name)
            if at > 0 && at + width > columns {
                used += 1
                at = 0
            }
            put(entry.symbol, column: at, row: row + used - 1, color: entry.color)
            write(name, column: at + 2, row: row + used - 1, color: color)
            at += width + 3
        }
        return used
    }
}
