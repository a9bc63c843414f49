/// The drawn cells of a heatmap: one rectangle per non-empty cell, in axis units, with its
/// colour and, with `--values`, its label.
///
/// Each rectangle reaches a pixel into a non-empty neighbour on its right and above, which is
/// drawn after it over that pixel: antialiased edges of two boxes that only meet blend into the
/// background between them, a light seam on every edge. A cell narrower or shorter than a
/// pixel is widened to one, so every non-empty cell has ink; empty cells are not drawn at all,
/// so they show the background, never the colour of 0.
struct HeatmapCells {
    var cells: [HeatmapCell] = []

    init(chart: HeatmapChart, x: AxisPlan, y: AxisPlan, frame: PlotFrame, scale: HeatmapColorScale) {
        let (columns, rows) = (chart.x.count, chart.y.count)
        let yUp = { (row: Int) in chart.y.bins == nil ? row - 1 : row + 1 }
        for row in 0..<rows {
            let (from, to) = Self.span(chart.y, row, vertical: true)
            for column in 0..<columns {
                let value = chart.value(column: column, row: row)
                guard !value.isNaN else { continue }
                let (low, high) = Self.span(chart.x, column, vertical: false)
                let right = column + 1 < columns && !chart.value(column: column + 1, row: row).isNaN
                let above = (0..<rows).contains(yUp(row)) && !chart.value(column: column, row: yUp(row)).isNaN
                let box = HistBox(
                    low: low, high: Self.reach(x, low, high, pixels: frame.plotWidth, into: right), from: from,
                    to: Self.reach(y, from, to, pixels: frame.plotHeight, into: above))
                cells.append(HeatmapCell(column: column, row: row, value: value, color: scale.hex(of: value), box: box))
            }
        }
    }

    /// Slot `index`'s extent along `axis`: its bin's edges, or ±½ around its category slot
    /// (y's first category at the top).
    static func span(_ axis: HeatmapAxis, _ index: Int, vertical: Bool) -> (Double, Double) {
        if let bins = axis.bins { return (bins.edges[index], bins.edges[index + 1]) }
        let slot = Double(vertical ? axis.count - 1 - index : index)
        return (slot - 0.5, slot + 0.5)
    }

    /// The high end of `low`…`high` on `axis` of `pixels`: a pixel past `high` when a neighbour
    /// covers it, and at least a pixel past `low`.
    static func reach(_ axis: AxisPlan, _ low: Double, _ high: Double, pixels: Int, into neighbour: Bool) -> Double {
        let pixel = 1 / Double(max(1, pixels))
        let (start, end) = (axis.fraction(of: low), axis.fraction(of: high))
        let reached = max(neighbour ? end + pixel : end, start + pixel)
        return reached == end ? high : axis.value(atFraction: reached)
    }

    /// The warning for cells under a pixel across (1,000 categories on a 600 px plot): each is
    /// drawn a pixel wide, so a later neighbour may cover it; nil when every cell has a pixel.
    static func narrowWarning(_ chart: HeatmapChart, x: AxisPlan, y: AxisPlan, frame: PlotFrame, format: OutputFormat) -> String? {
        guard format != .text else { return nil }
        let width =
            (0..<chart.x.count).map { i in
                let (low, high) = span(chart.x, i, vertical: false)
                return (x.fraction(of: high) - x.fraction(of: low)) * Double(frame.plotWidth)
            }.min() ?? 1
        let height =
            (0..<chart.y.count).map { j in
                let (low, high) = span(chart.y, j, vertical: true)
                return (y.fraction(of: high) - y.fraction(of: low)) * Double(frame.plotHeight)
            }.min() ?? 1
        guard min(width, height) < 1 else { return nil }
        return PrintfText.format(
            "cells are %.2g x %.2g px, narrower than a pixel: neighbours draw over some of them; widen the image (--size) or the bins", width, height)
    }

    /// Writes each cell's value on it where the text fits, light on dark colours; a warning
    /// counts the cells too small for theirs.
    static func label(
        _ cells: inout [HeatmapCell], chart: HeatmapChart, x: AxisPlan, y: AxisPlan, frame: PlotFrame, scale: HeatmapColorScale,
        metrics: TextMetrics, warnings: inout [String]
    ) {
        var small = 0
        for index in cells.indices {
            let cell = cells[index]
            let (low, high) = span(chart.x, cell.column, vertical: false)
            let (from, to) = span(chart.y, cell.row, vertical: true)
            let width = (x.fraction(of: high) - x.fraction(of: low)) * Double(frame.plotWidth)
            let height = (y.fraction(of: to) - y.fraction(of: from)) * Double(frame.plotHeight)
            let text = HeatmapCell.label(cell.value)
            guard metrics.width(of: text) + 4 <= width, metrics.lineHeight <= height else {
                small += 1
                continue
            }
            cells[index].label = text
            cells[index].lightLabel = scale.palette.wantsLightText(at: scale.position(of: cell.value))
        }
        if small > 0 {
            warnings.append(
                "--values: \(small) of \(cells.count) cells are too small for their value and are left without a label; widen the image (--size)")
        }
    }
}

/// One drawn cell: its slot, value, colour and rectangle, and its `--values` label.
package struct HeatmapCell: Sendable, Equatable {
    package var column: Int
    package var row: Int
    package var value: Double
    package var color: String
    /// The rectangle drawn, in axis units (x `low`…`high`, y `from`…`to`).
    package var box: HistBox
    package var label: String? = nil
    /// Whether the label is light (on a dark colour).
    package var lightLabel = false

    /// A value as a cell label: whole numbers whole, others to two decimals (one from 10, none
    /// from 100), as short as a cell allows.
    static func label(_ value: Double) -> String {
        let size = abs(value)
        let pattern = value == value.rounded() || size >= 100 ? "%.0f" : size >= 10 ? "%.1f" : "%.2f"
        return PrintfText.format(pattern, value)
    }
}
