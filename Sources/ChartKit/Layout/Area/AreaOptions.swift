/// How an area chart piles its series up: the one choice that decides what its areas mean.
package enum AreaStacking: String, Sendable, Equatable, CaseIterable {
    /// Each series from the baseline, translucent over the others, each with its outline.
    case overlap
    /// Each series on top of the ones before it (`--stacked`): the top is the total.
    case stacked
    /// Each series as its share of the row's total, stacked to 100 % (`--percent`).
    case percent

    /// The flag that asks for it, as a message names it.
    package var flag: String { self == .percent ? "--percent" : "--stacked" }
}

/// Everything the user can say about an area chart beyond its data: a line chart's (pages,
/// axes, M4 decimation, which an area's outline shares) and how the series pile up.
package struct AreaOptions: AxisKindOptions, Equatable {
    /// The line options the area's outline and frame are laid out with.
    package var line: LineOptions
    package var stacking: AreaStacking

    package init(line: LineOptions, stacking: AreaStacking = .overlap) {
        self.line = line
        self.stacking = stacking
    }

    package var frame: AxisFrameOptions {
        get { line.frame }
        set { line.frame = newValue }
    }
}
