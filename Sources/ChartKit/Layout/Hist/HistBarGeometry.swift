/// Where each histogram bar is drawn in the image: its bin's rectangle, made at least one whole
/// pixel wide and tall, and parted from its neighbours by a gap when `HistDrawing` says so.
///
/// pngcairo draws a rectangle antialiased, so a bar 0.5 px wide or 0.04 px tall (a count of 1
/// beside 10,000) left no pixel of its colour. Positions are pixel centres as gnuplot places
/// them (plot column `left + f·width`; a rectangle from c − 0.5 to c + 0.5 fills pixel c
/// exactly, measured), so a bar is widened to the pixel holding its middle and raised to fill
/// the row above its base; a stacked segment starts where the one below was drawn to end.
struct HistBarGeometry {
    var frame: PlotFrame
    var x: AxisPlan
    var y: AxisPlan
    var drawing: HistDrawing
    var stacked: Bool

    /// Pixels a bar covers at least across, centred on a pixel (beyond one, for gnuplot's
    /// rounding of edges).
    static let least = 1.1
    /// Pixels a stacked segment or a bar rises above where it starts, at least: its base row is
    /// shared with the axis line or the segment below.
    static let leastRise = 2.0

    /// `bars` with their drawn rectangle (nil where it is the bin's own), in the order given;
    /// step outlines whose tops meet share the bin's width (`shared`).
    func drawn(_ bars: [HistBar]) -> [HistBar] {
        let drawn = raised(bars)
        return drawing.style == .steps ? Self.shared(drawn, row: { row($0.box.to) }) : drawn
    }

    /// Step-outline tops of several series in one bin less than 2 px apart are one line on the
    /// image, and the series drawn last would hide the others (two weather kinds with 1 day
    /// each in a bin): each gets an equal part of the bin's width for its top, in series order.
    static func shared(_ bars: [HistBar], row: (HistBar) -> Double) -> [HistBar] {
        var shared = bars
        let byBin = Dictionary(grouping: bars.indices, by: { bars[$0].bin })
        for indices in byBin.values where indices.count > 1 {
            let sorted = indices.sorted { (row(bars[$0]), bars[$0].series) < (row(bars[$1]), bars[$1].series) }
            var group: [Int] = []
            func close() {
                if group.count > 1 {
                    for (part, index) in group.sorted(by: { bars[$0].series < bars[$1].series }).enumerated() {
                        shared[index].topShare = HistShare(part: part, parts: group.count)
                    }
                }
                group = []
            }
            for index in sorted {
                if let last = group.last, row(bars[index]) - row(bars[last]) >= 2 { close() }
                group.append(index)
            }
            close()
        }
        return shared
    }

    /// `bars` at least a pixel wide (unless outlines) and raised to show, in the order given.
    private func raised(_ bars: [HistBar]) -> [HistBar] {
        var stackTop: [Int: Double] = [:]
        return bars.map { bar in
            let own = HistBox(low: bar.low, high: bar.high, from: bar.from, to: bar.to)
            var box = own
            if drawing.style != .steps { (box.low, box.high) = across(bar) }
            var base = row(bar.from)
            if stacked, let below = stackTop[bar.bin], below < base {
                base = below
                box.from = value(row: base)
            }
            var top = row(bar.to)
            if top > base - Self.leastRise {
                top = base - Self.leastRise
                box.to = value(row: top)
            }
            stackTop[bar.bin] = top
            var drawnBar = bar
            drawnBar.drawn = box == own ? nil : box
            return drawnBar
        }
    }

    /// The bar's extent along x: its bin less the pixel column at each edge when bars are parted,
    /// widened to the whole pixel holding its middle when narrower than that; the bin's own
    /// edges when neither applies.
    private func across(_ bar: HistBar) -> (Double, Double) {
        let left = column(bar.low), right = column(bar.high)
        var low = left, high = right
        if drawing.separated {
            // The gap is the pixel column nearest each edge, so it is one crisp pixel of the
            // background rather than two half-tinted ones.
            low = left.rounded() + 0.5
            high = right.rounded() - 0.5
        }
        // Pixel c is whole from c − 0.5 to c + 0.5; a bar 1.2 px wide from 10.7 to 11.9 holds none.
        let half = Self.least / 2
        if (low + half).rounded(.up) + half > high {
            // The pixel holding the middle, inside the border (columns left and right are the axes').
            let middle = min(max(((left + right) / 2).rounded(), Double(frame.left + 1)), Double(frame.right - 1))
            low = min(low, middle - half)
            high = max(high, middle + half)
        }
        return (low == left ? bar.low : xValue(column: low), high == right ? bar.high : xValue(column: high))
    }

    /// The plot column (pixel centre) of `value` on the x axis.
    func column(_ value: Double) -> Double {
        Double(frame.left) + x.fraction(of: value) * Double(frame.plotWidth)
    }

    /// The plot row (pixel centre, growing down) of `value` on the value axis.
    func row(_ value: Double) -> Double {
        Double(frame.bottom) - y.fraction(of: value) * Double(frame.plotHeight)
    }

    private func xValue(column: Double) -> Double {
        x.value(atFraction: (column - Double(frame.left)) / Double(frame.plotWidth))
    }

    private func value(row: Double) -> Double {
        y.value(atFraction: (Double(frame.bottom) - row) / Double(frame.plotHeight))
    }
}
