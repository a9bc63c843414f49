/// Ticks and labels for the x axis of one page window.
///
/// Numbers get Talbot ticks inside the window, times calendar ticks, categories one slot per
/// name, thinned when the names would collide (`CategoryContent.perPageAxis`). Ticks stay inside the window because the
/// window edges are page borders, not data extents.
package struct XAxisLayout: Sendable {
    package var kind: XAxisKind
    package var format: AxisFormat
    package var labelEvery: Int
    /// Category names (slot titles), made strings only for drawn labels.
    package var categories: SlotTitles
    package var metrics: TextMetrics
    /// For time axes: no tick step finer than this many seconds (the data's own granularity).
    package var minimumTimeStep: Double
    /// A log axis (`--x-log`, numbers only): `LogTickLocator`'s ticks inside the window.
    package var log: Bool

    package init(
        kind: XAxisKind, format: AxisFormat, labelEvery: Int, categories: SlotTitles, metrics: TextMetrics,
        minimumTimeStep: Double = 0, log: Bool = false
    ) {
        self.log = log
        self.kind = kind
        self.format = format
        self.labelEvery = Swift.max(1, labelEvery)
        self.categories = categories
        self.metrics = metrics
        self.minimumTimeStep = minimumTimeStep
    }

    /// The calendar granularity of `times`: 86 400 when every one is a midnight, 3 600 for whole
    /// hours, 60 for whole minutes, else 0.
    package static func granularity(of times: [Double]) -> Double {
        for unit in [86_400.0, 3_600, 60] where times.allSatisfy({ $0.truncatingRemainder(dividingBy: unit) == 0 }) {
            return unit
        }
        return 0
    }

    /// The axis for `window` drawn `pixels` wide; `integers` asks for whole-number ticks.
    package func axis(window: ClosedRange<Double>, pixels: Int, integers: Bool = false) -> AxisPlan {
        let ticks: [AxisTick]
        switch kind {
        case .number where log:
            let set = LogTickLocator(labelSpacing: 60).ticks(min: window.lowerBound, max: window.upperBound, pixels: pixels)
            let labels = set.labels(format: format)
            return AxisPlan(
                min: window.lowerBound, max: window.upperBound, ticks: zip(set.major, labels).map { AxisTick(value: $0, label: $1) },
                log: true, minorTicks: set.minor)
        case .number:
            // One tick per 90 px, unless the labels are wider than that (17-digit labels near
            // 1e16 were drawn over each other): then fewer ticks, until the widest label and a
            // gap fit between two ticks, or a single tick is left.
            var count = TickLocator.targetCount(pixels: pixels, spacing: 90)
            var set = TickLocator().ticksInside(window, count: count, integers: integers)
            var labels = LabelFormatter(format: format).labels(for: set)
            while set.values.count > 1, count > 1 {
                let widest = labels.map { metrics.width(of: $0) }.max() ?? 0
                let room = Double(pixels) * (set.values[1] - set.values[0]) / (window.upperBound - window.lowerBound)
                guard widest + metrics.width(of: "00") > room else { break }
                count = Swift.min(count - 1, Swift.max(1, Int(Double(pixels) / (widest + metrics.width(of: "00")))))
                set = TickLocator().ticksInside(window, count: Swift.max(2, count), integers: integers)
                if count < 2 { set = TickSet(values: [set.values[set.values.count / 2]], step: set.step, decimals: set.decimals) }
                labels = LabelFormatter(format: format).labels(for: set)
            }
            ticks = zip(set.values, labels).map { AxisTick(value: $0, label: $1) }
        case .time:
            ticks = timeTicks(window: window, pixels: pixels)
        case .category:
            return CategoryContent.perPageAxis(window: window, pixels: pixels, titles: categories, labelEvery: labelEvery, metrics: metrics)
        }
        return AxisPlan(min: window.lowerBound, max: window.upperBound, ticks: thinned(ticks))
    }

    /// The fewest pixels between two time ticks when more of them are asked for than one per
    /// 110 px.
    static let denseTimeSpacing = 70.0

    /// Calendar ticks that fill the room: one per 110 px first (labels like "Mar 01 12:00" need
    /// that much), then the set with the most ticks that still leaves `denseTimeSpacing` and the
    /// widest label plus a gap between neighbours. Short labels (years, "Mar 2024") so get
    /// five ticks where two were drawn (2000, 2010 on a 400 px wide chart of 2000–2020).
    private func timeTicks(window: ClosedRange<Double>, pixels: Int) -> [AxisTick] {
        let locator = TimeTickLocator()
        let formatter = LabelFormatter(format: format)
        func ticks(_ count: Int) -> [AxisTick] {
            let set = locator.ticks(in: window, count: count, minimumStep: minimumTimeStep)
            return zip(set.values, formatter.labels(for: set)).map { AxisTick(value: $0, label: $1) }
        }
        let span = window.upperBound - window.lowerBound
        func fits(_ ticks: [AxisTick]) -> Bool {
            guard ticks.count > 1, span > 0 else { return false }
            let widest = ticks.map { metrics.width(of: $0.label) }.max() ?? 0
            let needed = Swift.max(Self.denseTimeSpacing, widest + metrics.width(of: "00"))
            return zip(ticks, ticks.dropFirst()).allSatisfy { Double(pixels) * ($1.value - $0.value) / span >= needed }
        }
        let base = TickLocator.targetCount(pixels: pixels, spacing: 110)
        var best = ticks(base)
        let most = Swift.min(12, Int(Double(pixels) / Self.denseTimeSpacing) + 1)
        if base < most {
            for count in (base + 1)...most {
                let candidate = ticks(count)
                if candidate.count > best.count, fits(candidate) { best = candidate }
            }
        }
        return best
    }

    /// Every `labelEvery`-th tick keeps its label, the others keep only their mark.
    private func thinned(_ ticks: [AxisTick]) -> [AxisTick] {
        guard labelEvery > 1 else { return ticks }
        return ticks.enumerated().map { index, tick in
            index % labelEvery == 0 ? tick : AxisTick(value: tick.value, label: "")
        }
    }
}
