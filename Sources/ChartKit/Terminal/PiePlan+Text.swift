#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pie chart as text: a bar of shares across the width (each slice as long as its share,
/// rounded so the lengths add up to the bar) and a legend with each slice's value and percent.
///
/// A bar is chosen over a braille disc: at 80×24 cells a disc is about 40 cells across, so thin
/// slices vanish and angles are hard to compare, while lengths on one bar compare exactly.
/// Without colour each slice is its letter (A, B, …), repeated along its part of the bar.
extension PiePlan: TextDrawablePlan {
    package func textPages(in chart: TextChart) -> [(number: Int, lines: [String])] {
        pages.map { page in (page.page, textLines(page, in: chart)) }
    }

    static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    func textLines(_ page: PiePagePlan, in chart: TextChart) -> [String] {
        let width = max(10, chart.columns)
        let top = page.title.isEmpty ? 0 : 2
        var canvas = TextCanvas(columns: width, rows: top + 2 + page.slices.count)
        let textColor: String? = nil  // the terminal's own, as on axis charts
        let title = TerminalWidth.truncated(page.title, to: width)
        canvas.write(title, column: max(0, (width - TerminalWidth.columns(of: title)) / 2), row: 0, color: textColor)
        let symbols: [Character] = page.slices.indices.map { chart.colors == .none ? Self.letters[$0 % Self.letters.count] : "█" }
        var start = 0
        for (index, cells) in Self.lengths(page.slices.map(\.percent), total: width).enumerated() {
            for column in start..<(start + cells) {
                canvas.put(symbols[index], column: column, row: top, color: chart.color(page.slices[index].color))
            }
            start += cells
        }
        let labels = DistinctNames.cells.shortened(page.slices.map(\.label), toWidth: Double(max(4, width / 2))).names
        let labelWidth = labels.map(TerminalWidth.columns(of:)).max() ?? 0
        let values = page.slices.map { Self.number($0.value) }
        let percents = page.slices.map { Self.percent($0.percent) }
        let valueWidth = values.map(\.count).max() ?? 0
        let percentWidth = percents.map(\.count).max() ?? 0
        for (index, slice) in page.slices.enumerated() {
            let row = top + 2 + index
            canvas.put(symbols[index], column: 0, row: row, color: chart.color(slice.color))
            canvas.write(labels[index], column: 2, row: row, color: textColor)
            let numbers =
                String(repeating: " ", count: valueWidth - values[index].count) + values[index] + "  "
                + String(repeating: " ", count: percentWidth - percents[index].count) + percents[index]
            canvas.write(numbers, column: 4 + labelWidth, row: row, color: textColor)
        }
        return canvas.lines(colors: chart.colors)
    }

    /// Cell counts for `percents` that add up to `total` (largest remainders), so the bar is
    /// exactly as wide as the chart and no slice is longer than its share by a cell or more;
    /// except that every slice with a share gets at least one cell, so none reads as missing
    /// (a slice of 1 in 1,000,000 had none), while the slices fit in the width.
    static func lengths(_ percents: [Double], total: Int) -> [Int] {
        let exact = percents.map { max(0, $0.isFinite ? $0 : 0) / 100 * Double(total) }
        var cells = exact.map { Int($0.rounded(.down)) }
        let order = exact.indices.sorted { (exact[$0] - Double(cells[$0]), $1) > (exact[$1] - Double(cells[$1]), $0) }
        for index in order.prefix(max(0, total - cells.reduce(0, +))) { cells[index] += 1 }
        // A slice with a share gets a cell (the data-ink rule), taken from the longest.
        for index in exact.indices where exact[index] > 0 && cells[index] == 0 {
            guard let longest = cells.indices.max(by: { cells[$0] < cells[$1] }), cells[longest] > 1 else { break }
            cells[longest] -= 1
            cells[index] = 1
        }
        return cells
    }

    /// A slice value as the legend prints it: integers whole, others to four significant digits.
    static func number(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return LabelFormatter.plain(value, decimals: 0) }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return LabelFormatter.plain(value, decimals: max(0, min(6, 3 - Int(log10(abs(value)).rounded(.down)))))
    }

    static func percent(_ value: Double) -> String {
        LabelFormatter.plain(value, decimals: 1) + "%"
    }
}
