#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Points counted per pixel of the plot area: what `chart scatter` draws instead of markers when
/// points outnumber pixels (`--density`), computed here, not by gnuplot, so `--plan` states it.
///
/// Bin (i, j) is pixel column `left + i` and row `bottom − j`: a point lands in the bin whose
/// pixel centre is nearest, the same rounding the E2E test's rasterisation uses, so an empty bin
/// is a pixel no point fell in and a shaded one holds at least one (pixel-honest).
package struct DensityGrid: Sendable, Equatable {
    package var columns: Int
    package var rows: Int
    /// Counts, row-major from the bottom row (j = 0) up.
    package var counts: [UInt32]
    package var maxCount: UInt32
    /// Bins with at least one point.
    package var filled: Int
    /// Points outside both axes' ranges (`--y-min`/`--y-max` cut them off), not counted.
    package var outside: Int

    /// The grid of every drawn point of `chart` on axes `x` and `y` over a plot of `frame`.
    package init(_ chart: LineChart, x: AxisPlan, y: AxisPlan, frame: PlotFrame) {
        self.init(x: x, y: y, frame: frame)
        for series in chart.series { add(xs: chart.x.positions, values: series.values, absent: series.absent, x: x, y: y) }
    }

    /// An empty grid over a plot of `frame` (`add` bins the points, a block at a time when streamed).
    package init(x: AxisPlan, y: AxisPlan, frame: PlotFrame) {
        columns = frame.plotWidth + 1
        rows = frame.plotHeight + 1
        counts = Array(repeating: 0, count: columns * rows)
        maxCount = 0
        filled = 0
        outside = 0
    }

    /// Bins the points (`xs[row]`, `values[row]`) with a value and not `absent`, on axes `x` and `y`.
    package mutating func add(xs: [Double], values: [Double], absent: [Bool]?, x: AxisPlan, y: AxisPlan) {
        let xScale = Double(columns - 1) / (x.max - x.min)
        let yScale = Double(rows - 1) / (y.max - y.min)
        for row in values.indices where values[row].isFinite && !(absent?[row] ?? false) {
            let i = ((xs[row] - x.min) * xScale).rounded()
            let j = ((values[row] - y.min) * yScale).rounded()
            guard i >= 0, i < Double(columns), j >= 0, j < Double(rows) else {
                outside += 1
                continue
            }
            let index = Int(j) * columns + Int(i)
            let count = counts[index] &+ 1
            if count == 1 { filled += 1 }
            counts[index] = count
            if count > maxCount { maxCount = count }
        }
    }

    /// The ramp's position of `count` (≥ 1): 0 for one point, 1 for the fullest bin, on a log
    /// scale so a lone point and a pile of thousands are both seen.
    package func shade(_ count: UInt32) -> Double {
        maxCount > 1 ? log(Double(count)) / log(Double(maxCount)) : 1
    }

    /// Viridis at nine stops (matplotlib's, from dark purple to yellow): perceptually even, and
    /// its darkest shade, a single point, stands out from a white background.
    package static let ramp = ["#440154", "#472D7B", "#3B528B", "#2C728E", "#21918C", "#28AE80", "#5EC962", "#ADDC30", "#FDE725"]

    /// The ramp's colour at `t` in 0…1 as (r, g, b), linearly between its stops.
    package static func color(at t: Double) -> (Double, Double, Double) {
        let position = max(0, min(1, t)) * Double(ramp.count - 1)
        let low = min(Int(position), ramp.count - 2)
        let f = position - Double(low)
        let (a, b) = (rgb(ramp[low]), rgb(ramp[low + 1]))
        return ((a.0 + (b.0 - a.0) * f).rounded(), (a.1 + (b.1 - a.1) * f).rounded(), (a.2 + (b.2 - a.2) * f).rounded())
    }

    /// `#RRGGBB` as three 0…255 numbers.
    static func rgb(_ hex: String) -> (Double, Double, Double) {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        return (Double((value >> 16) & 0xFF), Double((value >> 8) & 0xFF), Double(value & 0xFF))
    }
}
