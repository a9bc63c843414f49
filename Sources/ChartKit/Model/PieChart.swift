/// A validated pie (or set of pies, one per group): slices in drawing order with their values.
///
/// Built by `PieChartBuilder`, which has already rejected negative, missing and non-finite
/// values, totals of zero and `--percent` values over 100, so layout can trust every number.
package struct PieChart: Sendable, Equatable {
    /// One pie per group, in order of first appearance; a single unnamed group without `--group`.
    package var groups: [PieGroup]
    /// Whether values are percentages of a whole of 100 (`--percent`): slices then fill
    /// `value`% of the circle and the rest stays an unfilled gap.
    package var valuesArePercent: Bool
    /// What the builder noticed that the picture cannot show, for the plan's warnings.
    package var warnings: [String]
    /// How many colours the slices' looks came from (the palette or `--colors`), or nil when a
    /// colour column gave them: the layout warns about titles that look alike only for the
    /// slices it draws (after grouping small ones into "Other"), so it needs the count.
    package var lookColors: Int?

    package init(groups: [PieGroup], valuesArePercent: Bool = false, warnings: [String] = [], lookColors: Int? = nil) {
        self.groups = groups
        self.valuesArePercent = valuesArePercent
        self.warnings = warnings
        self.lookColors = lookColors
    }
}

/// The slices of one pie.
package struct PieGroup: Sendable, Equatable {
    /// The group's value in the `--group` column; nil without `--group`.
    package var name: String?
    package var slices: [PieSlice]

    package init(name: String? = nil, slices: [PieSlice]) {
        self.name = name
        self.slices = slices
    }

    /// The sum of the slice values.
    package var total: Double { slices.reduce(0) { $0 + $1.value } }
}

/// One slice: its title, its value (finite, ≥ 0), its colour as `#RRGGBB` and its fill.
package struct PieSlice: Sendable, Equatable {
    package var label: String
    package var value: Double
    package var color: String
    /// Whether this slice is a merged "Other" slice (of `--other-below`, or grouped to fit).
    package var isOther: Bool
    /// How many input rows this slice stands for: 1, or the number merged into an "Other" slice.
    package var merged: Int
    /// Solid, or hatched once the colours come round again (or as the theme's `fills` say).
    package var fill: FillPattern

    package init(label: String, value: Double, color: String, isOther: Bool = false, merged: Int = 1, fill: FillPattern = .solid) {
        self.label = label
        self.value = value
        self.color = color
        self.isOther = isOther
        self.merged = merged
        self.fill = fill
    }
}

extension PieGroup {
    /// This pie with its `count` smallest slices (ties: the later one first) merged into one
    /// grey "Other (N)" slice at the end, N counting every row it stands for; an existing
    /// "Other" slice joins it. The other slices keep their order.
    ///
    /// Used when a pie has more slices than its labels or legend can show inside the image:
    /// one honest "Other (38)" instead of labels drawn off the image.
    package func groupingSmallest(_ count: Int) -> PieGroup {
        let candidates = slices.indices.filter { !slices[$0].isOther }
        guard count > 0, !candidates.isEmpty else { return self }
        let smallest = candidates.sorted { a, b in
            slices[a].value != slices[b].value ? slices[a].value < slices[b].value : a > b
        }.prefix(count)
        let merged = Set(smallest).union(slices.indices.filter { slices[$0].isOther })
        let value = merged.sorted().reduce(0.0) { $0 + slices[$1].value }
        let rows = merged.reduce(0) { $0 + slices[$1].merged }
        var kept = slices.indices.filter { !merged.contains($0) }.map { slices[$0] }
        kept.append(
            PieSlice(
                label: "\(PieChartBuilder.otherLabel) (\(rows))", value: value, color: PieChartBuilder.otherColor,
                isOther: true, merged: rows))
        return PieGroup(name: name, slices: kept)
    }

    /// How many slices are not "Other" slices.
    var ownSlices: Int { slices.filter { !$0.isOther }.count }
}
