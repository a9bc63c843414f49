/// One axis as it will be drawn: its range and its ticks with their labels.
///
/// Positions and labels are computed together here (never by gnuplot's autotics), so the
/// numbers in `--plan` are exactly the numbers in the image.
package struct AxisPlan: Sendable, Equatable {
    package var min: Double
    package var max: Double
    package var ticks: [AxisTick]
    /// Whether the axis is logarithmic (`--y-log`, `--x-log`): gnuplot's `set logscale`.
    package var log: Bool
    /// Unlabelled tick marks between the labelled ones (a log axis's 2…9 of each decade).
    package var minorTicks: [Double]

    package init(min: Double, max: Double, ticks: [AxisTick], log: Bool = false, minorTicks: [Double] = []) {
        self.min = min
        self.max = max
        self.ticks = ticks
        self.log = log
        self.minorTicks = minorTicks
    }
}

/// A tick position and its label (an empty label draws the mark only).
package struct AxisTick: Sendable, Equatable {
    package var value: Double
    package var label: String

    package init(value: Double, label: String) {
        self.value = value
        self.label = label
    }
}
