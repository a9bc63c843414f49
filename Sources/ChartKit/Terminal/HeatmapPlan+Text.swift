#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A heatmap as text: every non-empty cell fills the character cells its rectangle covers (at
/// least one), in four steps of the colour scale, with a legend giving each step's value range.
/// With colour each cell is a block in its own colour, as in the image, and the legend shows
/// each step's middle colour; without, a shade per step (░ ▒ ▓ █, more is darker ink). Empty
/// cells stay blank, as in the image.
extension HeatmapMarks: TextMarks {
    static let steps = 4
    static let shades: [Character] = ["░", "▒", "▓", "█"]

    package static func textPage(_ page: AxisPagePlan<[HeatmapCell]>, of plan: HeatmapPlan, in chart: TextChart) -> [String] {
        let scale = plan.marks.scale
        let colored = chart.colors != .none
        let colors = (0..<steps).map { chart.color(scale.palette.hex(at: (Double($0) + 0.5) / Double(steps))) }
        let legend = (0..<steps).map { step in
            TextAxisFrame.Entry(symbol: colored ? "█" : shades[step], name: stepRange(step, scale: scale), color: colors[step])
        }
        var frame = plan.textFrame(for: page, in: chart, legend: legend)
        for cell in page.marks {
            let step = min(steps - 1, Int(scale.position(of: cell.value) * Double(steps)))
            let columns = span(frame.column(cell.box.low), frame.column(cell.box.high))
            let rows = span(frame.row(cell.box.to), frame.row(cell.box.from))
            for row in rows {
                for column in columns { frame.canvas.put(colored ? "█" : shades[step], column: column, row: row, color: chart.color(cell.color)) }
            }
        }
        return frame.canvas.lines(colors: chart.colors)
    }

    /// The character cells whose centres lie in `from`…`to` (fractional cells), or the one
    /// nearest when none does.
    static func span(_ from: Double, _ to: Double) -> ClosedRange<Int> {
        let (low, high) = (min(from, to), max(from, to))
        let first = Int((low - 0.5).rounded(.up)), last = Int((high - 0.5).rounded(.down))
        return first <= last ? first...last : Int(((low + high) / 2).rounded(.down))...Int(((low + high) / 2).rounded(.down))
    }

    /// The values step `step` of `steps` stands for, as `1.5–3`.
    static func stepRange(_ step: Int, scale: HeatmapColorScale) -> String {
        let value = { (t: Double) in
            scale.log ? pow(10, log10(scale.min) + t * (log10(scale.max) - log10(scale.min))) : scale.min + t * (scale.max - scale.min)
        }
        let (low, high) = (value(Double(step) / Double(steps)), value(Double(step + 1) / Double(steps)))
        return PrintfText.format("%.3g–%.3g", low, high)
    }
}
