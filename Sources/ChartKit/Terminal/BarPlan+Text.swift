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

    /// Each series its fill: a shade, or a block in its colour.
    package static func textLegend(_ page: BarPagePlan, of plan: BarPlan, in chart: TextChart) -> [TextAxisFrame.Entry] {
        let fills = Self.fills(colors: plan.seriesColors, count: plan.chart.series.count, in: chart)
        return plan.textLegend(plan.chart.series.map(\.name), symbol: { fills[$0].shade ?? "█" }, color: { fills[$0].color })
    }

    package static func textPage(_ page: BarPagePlan, of plan: BarPlan, in chart: TextChart) -> [String] {
        let names = plan.chart.series.map(\.name)
        let fills = Self.fills(colors: plan.seriesColors, count: names.count, in: chart)
        let legend = textLegend(page, of: plan, in: chart)
        let horizontal = plan.options.horizontal
        var frame = plan.textFrame(for: page, in: chart, legend: legend, swapped: horizontal)
        for bar in page.bars { draw(bar, fill: fills[bar.series % fills.count], horizontal: horizontal, on: &frame) }
        var taken = Set<Int>()
        for label in page.valueLabels {
            write(label, bars: page.bars, horizontal: horizontal, chart: chart, on: &frame, taken: &taken)
        }
        return frame.canvas.lines(colors: chart.colors)
    }

    /// Writes `--values` text as the image places it, in whole cells: beyond the bar's end
    /// (above a vertical bar, after a horizontal one; below or before for a negative value),
    /// or over the bar where the image writes it inside (a stack's segments). An upright label
    /// is written level. A label is left out, as the image leaves out what does not fit, when
    /// it would leave the plot, cover another label, or (inside) be wider than its bar.
    static func write(
        _ label: BarValueLabel, bars: [BarRectangle], horizontal: Bool, chart: TextChart, on frame: inout TextAxisFrame,
        taken: inout Set<Int>
    ) {
        let width = TerminalWidth.columns(of: label.text)
        guard width > 0, let bar = bar(for: label, in: bars) else { return }
        let up = bar.to >= bar.from
        // The last cell the bar is drawn in at its end: a vertical bar's end is its top (its low
        // row) when it grows up, a horizontal bar's its left (low column) when it grows left.
        let endIsLowSide = horizontal ? !up : up
        let end = Self.endCell(horizontal ? frame.column(bar.to) : frame.row(bar.to), lowSide: endIsLowSide)
        // Across the category axis, the label sits in the middle of the cells its bar is drawn in.
        let across = horizontal ? span(frame.row(bar.slotLow), frame.row(bar.slotHigh)) : span(frame.column(bar.slotLow), frame.column(bar.slotHigh))
        let along = horizontal ? span(frame.column(Swift.min(bar.from, bar.to)), frame.column(Swift.max(bar.from, bar.to))) : across
        // An inside label goes in the cell holding its value (a segment's middle, or just inside
        // the end), an outside one in the cell just beyond the end.
        let inside = Int((horizontal ? frame.column(label.value) : frame.row(label.value)).rounded(.down))
        let (row, first): (Int, Int)
        if horizontal {
            row = across.lowerBound + (across.count - 1) / 2
            if label.inside {
                guard along.count >= width + 2 else { return }
                first = inside - width / 2
            } else {
                first = up ? end + 1 : end - width
            }
        } else {
            if label.inside { guard across.count >= width else { return } }
            first = across.lowerBound + (across.count - width) / 2
            row = label.inside ? inside : up ? end - 1 : end + 1
        }
        let cells = (first..<(first + width)).map { row * frame.canvas.columns + $0 }
        guard row >= frame.plotTop, row < frame.plotTop + frame.plotRows, first >= frame.plotLeft,
            first + width <= frame.plotLeft + frame.plotColumns, taken.isDisjoint(with: cells)
        else { return }
        taken.formUnion(cells)
        let color = label.inside ? chart.color(label.color) : nil
        let background = label.inside ? chart.color(bar.color) : nil
        frame.canvas.write(label.text, column: first, row: row, color: color, background: background)
    }

    /// The cell a bar ending at fractional coordinate `end` is last drawn in: the cell holding
    /// `end`, unless the bar covers less of it than the smallest block shows (1/16), then the
    /// next cell back. `lowSide`: the bar lies on the high side of its end (grows toward lower
    /// coordinates: up the rows, or left along the columns).
    static func endCell(_ end: Double, lowSide: Bool) -> Int {
        guard end.isFinite else { return -8 }
        let cell = end.rounded(.down)
        if lowSide { return Int(cell) + (cell + 1 - end >= 1.0 / 16 ? 0 : 1) }
        return Int(cell) - (end - cell >= 1.0 / 16 ? 0 : 1)
    }

    /// The bar `label` belongs to: in its slot, the segment holding its value (a stack's), else
    /// the one whose end is nearest (the total beyond a stack's top).
    static func bar(for label: BarValueLabel, in bars: [BarRectangle]) -> BarRectangle? {
        func centre(_ bar: BarRectangle) -> Double { (bar.slotLow + bar.slotHigh) / 2 }
        guard let nearest = bars.map({ abs(centre($0) - label.slot) }).min() else { return nil }
        let slot = bars.filter { abs(centre($0) - label.slot) <= nearest + 1e-9 }
        return slot.first { Swift.min($0.from, $0.to) <= label.value && label.value <= Swift.max($0.from, $0.to) }
            ?? slot.min { abs($0.to - label.value) < abs($1.to - label.value) }
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

    /// The cells a slot `a…b` (fractional) spans: those whose centres it covers, or, when it
    /// covers no cell's centre (a slot narrower than a cell), the one cell holding its middle.
    /// That is the cell the axis writes the slot's name in (`TextAxisFrame` puts a tick's label
    /// in the cell holding the tick), so a bar never drifts onto its neighbour's row: taking the
    /// cell after the first rounded edge instead put the last bars of 20 in 22 rows one row low,
    /// beside the next name.
    static func span(_ a: Double, _ b: Double) -> Range<Int> {
        guard a.isFinite, b.isFinite else { return 0..<0 }
        let (low, high) = (TextCanvas.index(min(a, b)), TextCanvas.index(max(a, b)))
        if high > low { return low..<high }
        let middle = TextCanvas.index(((a + b) / 2).rounded(.down))
        return middle..<(middle + 1)
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

    /// Draws `bar` in eighth blocks: its slot across the category axis, its length along the
    /// value axis (up the rows, or `horizontal`ly along the columns). A partial cell that already
    /// shows another segment (a stack's lower one) gets this bar's colour as its background.
    static func draw(_ bar: BarRectangle, fill: Fill, horizontal: Bool, on frame: inout TextAxisFrame) {
        let (low, high) = (Swift.min(bar.from, bar.to), Swift.max(bar.from, bar.to))
        // Cells count down the rows and along the columns: a vertical bar's top is its low end.
        let length = horizontal ? (frame.column(low), frame.column(high)) : (frame.row(high), frame.row(low))
        let slot = horizontal ? span(frame.row(bar.slotLow), frame.row(bar.slotHigh)) : span(frame.column(bar.slotLow), frame.column(bar.slotHigh))
        for across in slot {
            for (cell, amount, lowSide) in cover(from: length.0, to: length.1) {
                let (column, row) = horizontal ? (cell, across) : (across, cell)
                if amount < 0.999, fill.shade == nil, !frame.canvas.isEmpty(column: column, row: row) {
                    frame.canvas.paintBackground(column: column, row: row, color: fill.color)
                } else if let character = block(amount, lowSide: lowSide, fill: fill, horizontal: horizontal) {
                    frame.canvas.put(character, column: column, row: row, color: fill.color)
                }
            }
        }
    }

    /// The character for a cell a bar covers by `amount`: whole, the series' shade (whole cells
    /// only), or the partial block filled from the covered side (the low side is a cell's top
    /// for rows, its left for columns); nil for none.
    static func block(_ amount: Double, lowSide: Bool, fill: Fill, horizontal: Bool) -> Character? {
        if amount >= 0.999 { return fill.shade ?? "█" }
        if let shade = fill.shade { return amount >= 0.5 ? shade : nil }
        let eighths = Int((amount * 8).rounded())
        switch (horizontal, lowSide) {
        case (false, true): return upperBlock(amount)
        case (false, false): return eighths > 0 ? lowerEighths[eighths - 1] : nil
        case (true, true): return eighths > 0 ? leftEighths[eighths - 1] : nil
        case (true, false): return rightBlock(amount)
        }
    }

    /// One fill per series: its colour (nil without colour) and, when several series share a
    /// chart without colour, its shade.
    static func fills(colors: [String], count: Int, in chart: TextChart) -> [Fill] {
        let shaded = count > 1 && chart.colors == .none
        return (0..<count).map {
            Fill(color: chart.color(colors[$0 % colors.count]), shade: shaded ? TextChart.shades[$0 % TextChart.shades.count] : nil)
        }
    }
}
