/// The x axis of a histogram: ticks on bin edges only, so a bin never straddles a tick.
///
/// `TickLocator` runs over the edges' indices (whole numbers of bin widths) with whole-number
/// steps, so every tick is an edge; each tick's value is the edge's exact decimal. Fewer ticks
/// are asked for while the widest label and a gap do not fit between two (as `XAxisLayout`).
struct HistTicks {
    var bins: HistBins
    var format: AxisFormat
    var metrics: TextMetrics
    /// `--x-label-every N`: every Nth tick keeps its label.
    var labelEvery = 1

    func axis(pixels: Int) -> AxisPlan {
        let window = bins.edges[0]...bins.edges[bins.count]
        let first = Double(bins.firstUnit), last = Double(bins.firstUnit + Int64(bins.count))
        var count = TickLocator.targetCount(pixels: pixels, spacing: 90)
        while true {
            let set = ticks(TickLocator().ticksInside(first...last, count: max(2, count), integers: true))
            let labels = LabelFormatter(format: format).labels(for: set)
            let widest = labels.map { metrics.width(of: $0) }.max() ?? 0
            let room = set.values.count > 1 ? Double(pixels) * (set.values[1] - set.values[0]) / (window.upperBound - window.lowerBound) : .infinity
            if widest + metrics.width(of: "00") <= room || count <= 2 {
                return AxisPlan(
                    min: window.lowerBound, max: window.upperBound,
                    ticks: zip(set.values, labels).enumerated().map { AxisTick(value: $1.0, label: $0 % max(1, labelEvery) == 0 ? $1.1 : "") })
            }
            count -= 1
        }
    }

    /// Ticks at edge indices as the edges' exact decimals.
    private func ticks(_ indices: TickSet) -> TickSet {
        let numbers = indices.values.map { bins.unit.edge(Int64($0)) }
        let step = bins.unit.edge(Int64(indices.step.rounded()))
        return TickSet(values: numbers.map(\.doubleValue), step: step.doubleValue, decimals: numbers.map(\.neededDecimals).max() ?? 0)
    }
}
