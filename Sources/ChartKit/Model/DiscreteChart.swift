/// A validated discrete graph (ResearchKit's `ORKDiscreteGraphChartView`): evenly spaced x
/// slots, and one or more plots giving each slot a range of values (low ≤ high) or a single
/// value.
///
/// Built by `DiscreteChartBuilder` (from a table) or `DiscretePlotsReader` (from the
/// `{"plots": [[…], …]}` JSON shape); later stages may assume every point has low ≤ high and
/// every plot has one entry per slot.
public struct DiscreteChart: Sendable, Equatable {
    /// One title per x slot, in slot order (slot i is drawn at x = i).
    public var slots: [String]
    /// What the slot titles were read as; numbers and times may be re-labelled by `--x-format`.
    public var slotKind: XAxisKind
    /// The slot titles as numbers (epoch seconds for times) when `slotKind` is not `.category`.
    public var slotValues: [Double]
    public var plots: [DiscretePlot]
    /// The x column's name for a default axis title.
    public var xTitle: String?

    public init(slots: [String], slotKind: XAxisKind = .category, slotValues: [Double] = [], plots: [DiscretePlot], xTitle: String? = nil) {
        self.slots = slots
        self.slotKind = slotKind
        self.slotValues = slotValues
        self.plots = plots
        self.xTitle = xTitle
    }

    /// Number of x slots.
    public var count: Int { slots.count }
}

/// One plot of a discrete graph: a legend name and one point (or a gap) per x slot.
public struct DiscretePlot: Sendable, Equatable {
    public var name: String
    /// Parallel to the chart's slots; nil where the plot has no value for that slot.
    public var points: [DiscretePoint?]

    public init(name: String, points: [DiscretePoint?]) {
        self.name = name
        self.points = points
    }
}

/// A range of values (low < high) or a single value (low == high).
public struct DiscretePoint: Sendable, Equatable {
    public var low: Double
    public var high: Double

    public init(low: Double, high: Double) {
        self.low = low
        self.high = high
    }

    public init(value: Double) {
        self.init(low: value, high: value)
    }

    public var isSingle: Bool { low == high }
}
