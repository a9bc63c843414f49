/// The x axis of a histogram: ticks on bin edges only, so a bin never straddles a tick.
///
/// `TickLocator` runs over the edges' indices (whole numbers of bin widths) with whole-number
/// steps, so every tick is an edge; each tick's value is the edge's exact decimal. Fewer ticks
/// are asked for while the widest label and a gap do not fit between two (as `XAxisLayout`).
/// Bins centred on whole numbers (`integers`) are ticked at their centres instead, the values
/// themselves (`4 6 8` cylinders, not `3.5 4.5`).
struct HistTicks {
    var bins: HistBins
    var format: AxisFormat
    var metrics: TextMetrics
    /// `--x-label-every N`: every Nth tick keeps its label.
    var labelEvery = 1

    func axis(pixels: Int) -> AxisPlan {
        if bins.perDecade != nil { return logAxis(pixels: pixels) }
        if let step = bins.calendar { return calendarAxis(step, pixels: pixels) }
        let window = bins.edges[0]...bins.edges[bins.count]
        let first = Double(bins.firstUnit), last = Double(bins.firstUnit + Int64(bins.count) - (bins.centred ? 1 : 0))
        if first == last {
            let value = bins.unit.edge(bins.firstUnit)
            let label = LabelFormatter(format: format).labels(for: TickSet(values: [value.doubleValue], step: 0, decimals: value.neededDecimals))
            return AxisPlan(min: window.lowerBound, max: window.upperBound, ticks: [AxisTick(value: value.doubleValue, label: label[0])])
        }
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

    /// Calendar bins: time ticks that are edges. The time tick locator's sets (midnights,
    /// Mondays, firsts of months …) whose every tick is an edge come first, the one with the most
    /// ticks whose labels fit (as `XAxisLayout` does for a line's time axis); when none is all
    /// edges (week bins over years: firsts of months are not Mondays), every k-th edge.
    private func calendarAxis(_ step: CalendarStep, pixels: Int) -> AxisPlan {
        let window = bins.edges[0]...bins.edges[bins.count]
        let span = window.upperBound - window.lowerBound
        let edges = Set(bins.edges)
        let formatter = LabelFormatter(format: format)
        func ticks(_ set: TimeTickSet) -> [AxisTick] { zip(set.values, formatter.labels(for: set)).map { AxisTick(value: $0, label: $1) } }
        func fits(_ ticks: [AxisTick]) -> Bool {
            let widest = ticks.map { metrics.width(of: $0.label) }.max() ?? 0
            let needed = max(XAxisLayout.denseTimeSpacing, widest + metrics.width(of: "00"))
            return zip(ticks, ticks.dropFirst()).allSatisfy { Double(pixels) * ($1.value - $0.value) / span >= needed }
        }
        let locator = TimeTickLocator()
        let most = min(12, Int(Double(pixels) / XAxisLayout.denseTimeSpacing) + 1)
        let aligned = (2...max(2, most)).map { ticks(locator.ticks(in: window, count: $0, minimumStep: step.seconds)) }
            .filter { $0.count >= 2 && $0.allSatisfy { edges.contains($0.value) } }
        var chosen = aligned.filter(fits).max { $0.count < $1.count }
        if chosen == nil {
            for every in 1...max(1, bins.count) {
                let values = stride(from: 0, through: bins.count, by: every).map { bins.edges[$0] }
                let first = CivilTime(epochSeconds: Int64(values[0])), last = CivilTime(epochSeconds: Int64(values[values.count - 1]))
                let set = TimeTickSet(
                    values: values, unit: step.unit, multiple: step.multiple * every,
                    defaultFormat: TimeTickLocator.format(for: step.unit, first: first, last: last))
                let candidate = ticks(set)
                chosen = candidate
                if fits(candidate) { break }
            }
        }
        let labelled = (chosen ?? []).enumerated().map { AxisTick(value: $1.value, label: $0 % max(1, labelEvery) == 0 ? $1.label : "") }
        return AxisPlan(min: window.lowerBound, max: window.upperBound, ticks: labelled)
    }

    /// Ticks at edge indices as the edges' exact decimals.
    private func ticks(_ indices: TickSet) -> TickSet {
        let numbers = indices.values.map { bins.unit.edge(Int64($0)) }
        let step = bins.unit.edge(Int64(indices.step.rounded()))
        return TickSet(values: numbers.map(\.doubleValue), step: step.doubleValue, decimals: numbers.map(\.neededDecimals).max() ?? 0)
    }

    /// Log-spaced bins: the log locator's labelled powers that are edges (every decade is one),
    /// no minor ticks (they would fall inside bins); within one decade, every few edges.
    private func logAxis(pixels: Int) -> AxisPlan {
        let (low, high) = (bins.edges[0], bins.edges[bins.count])
        let edges = Set(bins.edges)
        let major = LogTickLocator(labelSpacing: 60).ticks(min: low, max: high, pixels: pixels).major.filter { edges.contains($0) }
        if major.count >= 2 {
            let labels = LogTickSet(major: major, minor: []).labels(format: format)
            return AxisPlan(min: low, max: high, ticks: zip(major, labels).map { AxisTick(value: $0, label: $1) }, log: true)
        }
        let every = max(1, bins.count / max(1, TickLocator.targetCount(pixels: pixels, spacing: 90) - 1))
        let ticks = stride(from: 0, through: bins.count, by: every).map {
            AxisTick(value: bins.edges[$0], label: PrintfText.format("%.3g", bins.edges[$0]))
        }
        return AxisPlan(min: low, max: high, ticks: ticks, log: true)
    }
}
