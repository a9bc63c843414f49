/// A validated discrete graph (ResearchKit's `ORKDiscreteGraphChartView`): evenly spaced x
/// slots, and one or more plots giving each slot a range of values (low ≤ high) or a single
/// value.
///
/// Built by `DiscreteChartBuilder` (from a table) or `DiscretePlotsReader` (from the
/// `{"plots": [[…], …]}` JSON shape); later stages may assume every point has low ≤ high and
/// every plot has one entry per slot.
package struct DiscreteChart: Sendable, Equatable {
    /// One title per x slot, in slot order (slot i is drawn at x = i), made when asked for.
    package var slots: SlotTitles
    /// What the slot titles were read as; numbers and times may be re-labelled by `--x-format`.
    package var slotKind: XAxisKind
    /// The slot titles as numbers (epoch seconds for times) when `slotKind` is not `.category`.
    package var slotValues: SlotColumn<Double>
    package var plots: [DiscretePlot]
    /// The x column's name for a default axis title.
    package var xTitle: String?
    /// The value axis's title when the series are not named after it: the value column that
    /// `--series` split into one series per key (`DataTable.valueTitle`); nil: a lone plot's
    /// own name titles the axis, several none.
    package var valueTitle: String?
    /// Where a streamed chart's slots are (`DiscreteStream`), whose reads back the program
    /// checks; nil for a chart in memory.
    package var spill: DiscreteSpill?

    package init(slots: [String], slotKind: XAxisKind = .category, slotValues: [Double] = [], plots: [DiscretePlot], xTitle: String? = nil) {
        self.init(titles: SlotTitles(slots), slotKind: slotKind, slotValues: slotValues, plots: plots, xTitle: xTitle)
    }

    package init(titles: SlotTitles, slotKind: XAxisKind = .category, slotValues: [Double] = [], plots: [DiscretePlot], xTitle: String? = nil) {
        self.slots = titles
        self.slotKind = slotKind
        self.slotValues = SlotColumn(slotValues)
        self.plots = plots
        self.xTitle = xTitle
    }

    /// Number of x slots.
    package var count: Int { slots.count }
}

/// One plot of a discrete graph: a legend name and one point (or a gap) per x slot.
package struct DiscretePlot: Sendable, Equatable {
    package var name: String
    /// Parallel to the chart's slots; nil where the plot has no value for that slot.
    package var points: DiscretePoints

    package init(name: String, points: [DiscretePoint?]) {
        self.init(name: name, column: DiscretePoints(points))
    }

    /// A plot whose points are read from a streamed chart's spill (or any column).
    package init(name: String, column: DiscretePoints) {
        self.name = name
        self.points = column
    }
}

/// A range of values (low < high) or a single value (low == high).
package struct DiscretePoint: Sendable, Equatable {
    package var low: Double
    package var high: Double

    package init(low: Double, high: Double) {
        self.low = low
        self.high = high
    }

    package init(value: Double) {
        self.init(low: value, high: value)
    }

    package var isSingle: Bool { low == high }
}
