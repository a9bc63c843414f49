/// A bar chart as text: each bar in eighth blocks (a length to an eighth of a cell, so bars
/// are as exactly proportional as the cells allow), vertical or horizontal as in the image.
/// Several series are told apart by colour, or without colour by a shade per series, rounded to
/// whole cells because a partial block cannot also carry a shade. A stacked segment that starts
/// inside a cell paints that cell's background, so two colours share it.
extension BarPlanMarks: TextMarks {
    /// How a bar is filled: its colour (nil without colour), and its shade when shades, not
    /// colours, tell the series apart.
    struct Fill {
        var color: String?
        var shade: Character?
    }

    static let lowerEighths: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    static let leftEighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]

    package static func textPage(_ page: BarPagePlan, of plan: BarPlan, in chart: TextChart) -> [String] {
        let names = plan.chart.series.map(\.name)
        let shaded = names.count > 1 && chart.colors == .none
        let fills = names.indices.map {
            Fill(
                color: chart.color(plan.seriesColors[$0 % plan.seriesColors.count]),
                shade: shaded ? TextChart.shades[$0 % TextChart.shades.count] : nil)
        }
        let legend =
            plan.showsLegend || names.count > 1
            ? names.indices.map { TextAxisFrame.Entry(symbol: fills[$0].shade ?? "█", name: plan.legendName($0, names[$0]), color: fills[$0].color) }
            : []
        let horizontal = plan.options.horizontal
        var frame = plan.textFrame(for: page, in: chart, legend: legend, swapped: horizontal)
        for bar in page.bars {
            let fill = fills[bar.series % fills.count]
            if horizontal { drawHorizontal(bar, fill: fill, on: &frame) } else { drawVertical(bar, fill: fill, on: &frame) }
        }
        return frame.canvas.lines(colors: chart.colors)
    }

    /// The cells `low...high` (fractional) cover, each with how much of it is covered and
    /// whether the covered part is on the cell's low side (its top for rows, its left for
    /// columns): the range ends inside the cell rather than starting there.
    static func cover(from low: Double, to high: Double) -> [(cell: Int, amount: Double, lowSide: Bool)] {
        // Clamped near the grid: a bar cut by --y-range ends at the plot's edge.
        let (low, high) = (max(-2, min(low, 20_000)), max(-2, min(high, 20_000)))
        guard low.isFinite, high.isFinite, high > low else { return [] }
        return (Int(low.rounded(.down))..<Int(high.rounded(.up))).compactMap { cell in
            let amount = min(Double(cell + 1), high) - max(Double(cell), low)
            return amount > 0 ? (cell, amount, high < Double(cell + 1) - 1e-9 && low <= Double(cell) + 1e-9) : nil
        }
    }

    /// The cells a slot `a…b` (fractional) spans: at least one.
    static func span(_ a: Double, _ b: Double) -> Range<Int> {
        guard a.isFinite, b.isFinite else { return 0..<0 }
        let (low, high) = (TextCanvas.index(min(a, b)), TextCanvas.index(max(a, b)))
        return low..<max(high, low + 1)
    }

    /// The block nearest `amount` of a cell filled from its top (Unicode has only ⅛, ½ and
    /// whole upper blocks); nil when none is nearer than an empty cell.
    static func upperBlock(_ amount: Double) -> Character? {
        nearest(amount, among: [(0, nil), (0.125, "▔"), (0.5, "▀"), (1, "█")])
    }

    /// The block nearest `amount` of a cell filled from its right (⅛, ½ or whole).
    static func rightBlock(_ amount: Double) -> Character? {
        nearest(amount, among: [(0, nil), (0.125, "▕"), (0.5, "▐"), (1, "█")])
    }

    static func nearest(_ amount: Double, among levels: [(Double, Character?)]) -> Character? {
        levels.min { abs($0.0 - amount) < abs($1.0 - amount) }?.1
    }

    static func drawVertical(_ bar: BarRectangle, fill: Fill, on frame: inout TextAxisFrame) {
        let (top, bottom) = (frame.row(Swift.max(bar.from, bar.to)), frame.row(Swift.min(bar.from, bar.to)))
        for column in span(frame.column(bar.slotLow), frame.column(bar.slotHigh)) {
            for (row, amount, atTop) in cover(from: top, to: bottom) {
                let character: Character?
                if amount >= 0.999 {
                    character = fill.shade ?? "█"
                } else if fill.shade != nil {
                    character = amount >= 0.5 ? fill.shade : nil
                } else if !frame.canvas.isEmpty(column: column, row: row) {
                    frame.canvas.paintBackground(column: column, row: row, color: fill.color)
                    continue
                } else if atTop {
                    character = Self.upperBlock(amount)
                } else {
                    let eighths = Int((amount * 8).rounded())
                    character = eighths > 0 ? lowerEighths[eighths - 1] : nil
                }
                if let character { frame.canvas.put(character, column: column, row: row, color: fill.color) }
            }
        }
    }

    static func drawHorizontal(_ bar: BarRectangle, fill: Fill, on frame: inout TextAxisFrame) {
        let (left, right) = (frame.column(Swift.min(bar.from, bar.to)), frame.column(Swift.max(bar.from, bar.to)))
        for row in span(frame.row(bar.slotLow), frame.row(bar.slotHigh)) {
            for (column, amount, atLeft) in cover(from: left, to: right) {
                let character: Character?
                if amount >= 0.999 {
                    character = fill.shade ?? "█"
                } else if fill.shade != nil {
                    character = amount >= 0.5 ? fill.shade : nil
                } else if !frame.canvas.isEmpty(column: column, row: row) {
                    frame.canvas.paintBackground(column: column, row: row, color: fill.color)
                    continue
                } else if atLeft {
                    let eighths = Int((amount * 8).rounded())
                    character = eighths > 0 ? leftEighths[eighths - 1] : nil
                } else {
                    character = Self.rightBlock(amount)
                }
                if let character { frame.canvas.put(character, column: column, row: row, color: fill.color) }
            }
        }
    }
}
