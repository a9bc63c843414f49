#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The axis frame of a text chart: title, legend, the left and bottom axes with the plan's
/// ticks and labels, and the plot area in cells and dots between them.
///
/// It draws the same ticks and labels as the image (`AxisPlan`), placed on the cell grid: every
/// left-axis tick whose row is free gets its label; bottom labels are centred on their ticks and
/// one is left out rather than overlap its neighbour. Kinds draw their marks into `plot` with
/// `x(_:)`, `y(_:)` (dot coordinates) or `row(_:)`/`column(_:)` (fractional cells).
package struct TextAxisFrame {
    /// A legend entry: the symbol drawn for the series (its marker or fill), its name and colour.
    package struct Entry {
        package var symbol: Character
        package var name: String
        package var color: String?
    }

    package var canvas: TextCanvas
    /// The axes: `left` runs up the screen, `bottom` across (a horizontal bar chart passes its
    /// category axis as `left`).
    package let left: AxisPlan
    package let bottom: AxisPlan
    /// The second value axis (`--y2`), drawn on the right; nil: none.
    package let right: AxisPlan?
    /// The plot area in cells: columns `plotLeft..<plotLeft + plotColumns`, rows likewise.
    package private(set) var plotLeft = 0
    package private(set) var plotTop = 0
    package private(set) var plotColumns = 1
    package private(set) var plotRows = 1
    let axisColor: String?

    /// Lays out and draws the frame on a `columns`×`rows` canvas.
    package init(
        columns: Int, rows: Int, title: String, left: AxisPlan, bottom: AxisPlan, leftTitle: String, bottomTitle: String,
        legend: [Entry], axisColor: String?, textColor: String?, right: AxisPlan? = nil, rightTitle: String = ""
    ) {
        canvas = TextCanvas(columns: columns, rows: rows)
        self.left = left
        self.bottom = bottom
        self.right = right
        self.axisColor = axisColor
        var top = 0
        if !title.isEmpty {
            canvas.write(
                TerminalWidth.truncated(title, to: columns), column: max(0, (columns - TerminalWidth.columns(of: title)) / 2), row: 0,
                color: textColor)
            top += 1
        }
        top += canvas.drawLegend(legend, row: top, color: textColor)
        if !leftTitle.isEmpty || !rightTitle.isEmpty {
            canvas.write(TerminalWidth.truncated(leftTitle, to: columns / 2), column: 0, row: top, color: textColor)
            let text = TerminalWidth.truncated(rightTitle, to: columns / 2 - 1)
            canvas.write(text, column: columns - TerminalWidth.columns(of: text), row: top, color: textColor)
            top += 1
        }
        let bottomRows = 2 + (bottomTitle.isEmpty ? 0 : 1)
        let labels = left.ticks.map { TerminalWidth.truncated($0.label, to: max(4, columns / 3)) }
        let margin = labels.map(TerminalWidth.columns(of:)).max() ?? 0
        let rightLabels = (right?.ticks ?? []).map { TerminalWidth.truncated($0.label, to: max(4, columns / 4)) }
        let rightMargin = right == nil ? 1 : 1 + (rightLabels.map(TerminalWidth.columns(of:)).max() ?? 0)
        plotLeft = margin + 1
        plotColumns = max(1, columns - plotLeft - rightMargin)
        let available = max(1, rows - top - bottomRows)
        // Rows a multiple of the tick intervals put every tick, the bars' baseline among them,
        // on a cell edge, so a bar is exact at its base and to an eighth at its end; the rows
        // left over go above the plot.
        plotRows = Self.aligned(available, to: left)
        plotTop = top + available - plotRows
        drawLeftAxis(labels: labels, width: margin, color: textColor)
        if let right { drawRightAxis(right, labels: rightLabels, color: textColor) }
        drawBottomAxis(color: textColor)
        if !bottomTitle.isEmpty {
            let text = TerminalWidth.truncated(bottomTitle, to: plotColumns)
            canvas.write(
                text, column: plotLeft + max(0, (plotColumns - TerminalWidth.columns(of: text)) / 2), row: plotTop + plotRows + 2, color: textColor)
        }
        canvas.clip = (plotLeft..<(plotLeft + plotColumns), plotTop..<(plotTop + plotRows))
    }

    /// The largest count of cells up to `available` at which `axis`'s ticks fall on cell
    /// centres (one more than a multiple of the tick intervals), when they are evenly spaced from
    /// one end of the axis to the other and at most a third of the cells is lost; else `available`.
    static func aligned(_ available: Int, to axis: AxisPlan) -> Int {
        let fractions = axis.ticks.map { axis.fraction(of: $0.value) }
        let intervals = fractions.count - 1
        guard intervals >= 1, let first = fractions.first, let last = fractions.last, abs(first) < 1e-9, abs(last - 1) < 1e-9,
            zip(fractions, fractions.dropFirst()).allSatisfy({ abs(($1 - $0) * Double(intervals) - 1) < 1e-6 })
        else { return available }
        let rows = (available - 1) / intervals * intervals + 1
        return rows * 3 >= available * 2 ? rows : available
    }

    // Positions are in cells from the canvas's top left, fractional: an axis's ends are the
    // centres of the plot's first and last cells, so a tick is at the centre of the row or
    // column its label is on, and a bar grows from the middle of its baseline's cell.

    /// The cell row (fractional) of a left-axis value: the top row's centre for the maximum.
    package func row(_ value: Double) -> Double {
        row(value, on: left)
    }

    private func row(_ value: Double, on axis: AxisPlan) -> Double {
        Double(plotTop) + 0.5 + (1 - axis.fraction(of: value)) * Double(plotRows - 1)
    }

    /// The cell column (fractional) of a bottom-axis value.
    package func column(_ value: Double) -> Double {
        Double(plotLeft) + 0.5 + bottom.fraction(of: value) * Double(plotColumns - 1)
    }

    /// The dot column of a bottom-axis value (the dot nearest `column(_:)`).
    package func x(_ value: Double) -> Double {
        column(value) * 2 - 0.5
    }

    /// The dot row of a left-axis value (the dot nearest `row(_:)`).
    package func y(_ value: Double) -> Double {
        row(value) * 4 - 0.5
    }

    /// The dot row of a right-axis (`--y2`) value, on the same scale as `y(_:)`.
    package func y2(_ value: Double) -> Double {
        row(value, on: right ?? left) * 4 - 0.5
    }

    private mutating func drawLeftAxis(labels: [String], width: Int, color: String?) {
        for row in plotTop..<(plotTop + plotRows) { canvas.put("│", column: plotLeft - 1, row: row, color: axisColor) }
        var taken = Set<Int>()
        for (tick, label) in zip(left.ticks, labels) {
            let position = y(tick.value)
            guard position.isFinite else { continue }
            let row = TextCanvas.index(position) / 4
            guard row >= plotTop, row < plotTop + plotRows, taken.insert(row).inserted else { continue }
            canvas.put("┤", column: plotLeft - 1, row: row, color: axisColor)
            canvas.write(label, column: width - TerminalWidth.columns(of: label), row: row, color: color)
        }
    }

    private mutating func drawRightAxis(_ axis: AxisPlan, labels: [String], color: String?) {
        let column = plotLeft + plotColumns
        for row in plotTop..<(plotTop + plotRows) { canvas.put("│", column: column, row: row, color: axisColor) }
        canvas.put("┘", column: column, row: plotTop + plotRows, color: axisColor)
        var taken = Set<Int>()
        for (tick, label) in zip(axis.ticks, labels) {
            let position = y2(tick.value)
            guard position.isFinite else { continue }
            let row = TextCanvas.index(position) / 4
            guard row >= plotTop, row < plotTop + plotRows, taken.insert(row).inserted else { continue }
            canvas.put("├", column: column, row: row, color: axisColor)
            canvas.write(label, column: column + 1, row: row, color: color)
        }
    }

    /// The axis line with a mark at every tick, and the labels of every `step`-th tick, the
    /// smallest step at which no two labels touch (as the image thins crowded category names).
    private mutating func drawBottomAxis(color: String?) {
        let row = plotTop + plotRows
        canvas.put("└", column: plotLeft - 1, row: row, color: axisColor)
        for column in plotLeft..<(plotLeft + plotColumns) { canvas.put("─", column: column, row: row, color: axisColor) }
        let placed = bottom.ticks.compactMap { tick -> (column: Int, label: String)? in
            let position = x(tick.value)
            guard position.isFinite else { return nil }
            let column = TextCanvas.index(position) / 2
            return column >= plotLeft && column < plotLeft + plotColumns ? (column, tick.label) : nil
        }
        for tick in placed { canvas.put("┬", column: tick.column, row: row, color: axisColor) }
        let labelled = placed.filter { !$0.label.isEmpty }
        let step =
            (1...max(1, labelled.count)).first { step in
                Self.labelsFit(stride(from: 0, to: labelled.count, by: step).map { labelled[$0] }, columns: canvas.columns)
            } ?? 1
        for index in stride(from: 0, to: labelled.count, by: step) {
            let tick = labelled[index]
            canvas.write(tick.label, column: Self.labelStart(tick, columns: canvas.columns), row: row + 1, color: color)
        }
    }

    /// Where a bottom label starts: centred on its tick, kept inside the canvas.
    static func labelStart(_ tick: (column: Int, label: String), columns: Int) -> Int {
        let width = TerminalWidth.columns(of: tick.label)
        return max(0, min(tick.column - width / 2, columns - width))
    }

    /// Whether `ticks`' labels, in order, leave a blank column between neighbours.
    static func labelsFit(_ ticks: [(column: Int, label: String)], columns: Int) -> Bool {
        var freeFrom = 0
        for tick in ticks {
            let start = labelStart(tick, columns: columns)
            guard start >= freeFrom else { return false }
            freeFrom = start + TerminalWidth.columns(of: tick.label) + 1
        }
        return true
    }
}
