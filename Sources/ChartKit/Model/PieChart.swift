/// A validated pie (or set of pies, one per group): slices in drawing order with their values.
///
/// Built by `PieChartBuilder`, which has already rejected negative, missing and non-finite
/// values, totals of zero and `--percent` values over 100, so layout can trust every number.
public struct PieChart: Sendable, Equatable {
    /// One pie per group, in order of first appearance; a single unnamed group without `--group`.
    public var groups: [PieGroup]
    /// Whether values are percentages of a whole of 100 (`--percent`): slices then fill
    /// `value`% of the circle and the rest stays an unfilled gap.
    public var valuesArePercent: Bool
    /// What the builder noticed that the picture cannot show (slice titles that look alike),
    /// for the plan's warnings.
    public var warnings: [String]

    public init(groups: [PieGroup], valuesArePercent: Bool = false, warnings: [String] = []) {
        self.groups = groups
        self.valuesArePercent = valuesArePercent
        self.warnings = warnings
    }
}

/// The slices of one pie.
public struct PieGroup: Sendable, Equatable {
    /// The group's value in the `--group` column; nil without `--group`.
    public var name: String?
    public var slices: [PieSlice]

    public init(name: String? = nil, slices: [PieSlice]) {
        self.name = name
        self.slices = slices
    }

    /// The sum of the slice values.
    public var total: Double { slices.reduce(0) { $0 + $1.value } }
}

/// One slice: its title, its value (finite, ≥ 0), its colour as `#RRGGBB` and its fill.
public struct PieSlice: Sendable, Equatable {
    public var label: String
    public var value: Double
    public var color: String
    /// Whether this slice is the merged "Other" slice of `--other-below`.
    public var isOther: Bool
    /// Solid, or hatched once the colours come round again (or as the theme's `fills` say).
    public var fill: FillPattern

    public init(label: String, value: Double, color: String, isOther: Bool = false, fill: FillPattern = .solid) {
        self.label = label
        self.value = value
        self.color = color
        self.isOther = isOther
        self.fill = fill
    }
}
