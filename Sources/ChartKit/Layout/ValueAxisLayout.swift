/// Ranges and ticks for a value axis (y of line, bar and discrete charts).
///
/// With no fixed ends the axis runs from the first to the last Talbot tick, which cover the
/// data (loose labelling), so the data never touches a frame edge without a labelled tick
/// there. Fixed ends are kept exactly and only ticks inside them are drawn.
public struct ValueAxisLayout: Sendable {
    public var format: AxisFormat
    public var fixedMin: Double?
    public var fixedMax: Double?

    public init(format: AxisFormat, fixedMin: Double?, fixedMax: Double?) {
        self.format = format
        self.fixedMin = fixedMin
        self.fixedMax = fixedMax
    }

    /// The axis for data spanning `range` (nil: no finite data) on an axis `pixels` long.
    public func axis(for range: ClosedRange<Double>?, pixels: Int) throws -> AxisPlan {
        let count = TickLocator.targetCount(pixels: pixels, spacing: 55)
        let locator = TickLocator()
        let dataLow = range?.lowerBound ?? fixedMin ?? fixedMax ?? 0
        let dataHigh = range?.upperBound ?? fixedMax ?? fixedMin ?? 1
        if let fixedMin, let fixedMax {
            guard fixedMin < fixedMax else {
                throw ChartError.usage("--y-min \(GnuplotNumber.literal(fixedMin)) must be below --y-max \(GnuplotNumber.literal(fixedMax))")
            }
            return plan(locator.ticksInside(fixedMin...fixedMax, count: count), min: fixedMin, max: fixedMax)
        }
        let low = fixedMin ?? Swift.min(dataLow, fixedMax ?? dataLow)
        let high = fixedMax ?? Swift.max(dataHigh, fixedMin ?? dataHigh)
        if let fixedMin, fixedMin >= high {
            throw ChartError.usage("--y-min \(GnuplotNumber.literal(fixedMin)) is not below the data's largest value \(GnuplotNumber.literal(high))")
        }
        if let fixedMax, fixedMax <= low {
            throw ChartError.usage("--y-max \(GnuplotNumber.literal(fixedMax)) is not above the data's smallest value \(GnuplotNumber.literal(low))")
        }
        let ticks = locator.ticks(in: low...high, count: count)
        let min = fixedMin ?? Swift.min(ticks.lower, low)
        let max = fixedMax ?? Swift.max(ticks.upper, high)
        return plan(ticks, min: min, max: max)
    }

    private func plan(_ ticks: TickSet, min: Double, max: Double) -> AxisPlan {
        let labels = LabelFormatter(format: format).labels(for: ticks)
        let span = max - min
        let inside = zip(ticks.values, labels).filter { value, _ in
            value >= min - span * 1e-9 && value <= max + span * 1e-9
        }
        return AxisPlan(min: min, max: max, ticks: inside.map { AxisTick(value: $0.0, label: $0.1) })
    }
}
