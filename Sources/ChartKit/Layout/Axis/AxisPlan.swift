/// One axis as it will be drawn: its range and its ticks with their labels.
///
/// Positions and labels are computed together here (never by gnuplot's autotics), so the
/// numbers in `--plan` are exactly the numbers in the image.
public struct AxisPlan: Sendable, Equatable {
    public var min: Double
    public var max: Double
    public var ticks: [AxisTick]

    public init(min: Double, max: Double, ticks: [AxisTick]) {
        self.min = min
        self.max = max
        self.ticks = ticks
    }
}

/// A tick position and its label (an empty label draws the mark only).
public struct AxisTick: Sendable, Equatable {
    public var value: Double
    public var label: String

    public init(value: Double, label: String) {
        self.value = value
        self.label = label
    }
}
