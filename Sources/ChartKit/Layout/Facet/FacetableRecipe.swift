/// A kind's recipe that draws `--facet` panels: the same recipe, set to draw one panel.
///
/// The panel is the kind's own chart at the panel's size, titled by its key, without a legend
/// (the grid draws one for all), with the shared value range pinned (`--y-min`/`--y-max`) and,
/// for a histogram, the whole data's bins, so every panel's bars share edges.
package protocol FacetableRecipe: AxisRecipe {}

/// How one panel is drawn: what the facet layout asks of a `FacetableRecipe`.
package struct FacetPanelSettings: Sendable {
    package var width: Int
    package var height: Int
    package var title: String?
    /// The value range every panel shares; nil: the panel's own.
    package var valueRange: ClosedRange<Double>?
    /// The plan of all panels' data whose bins a histogram panel takes; nil: its own.
    package var bins: ChartPlan?
    /// Whether the panel keeps the chart's legend setting (the whole image's layout) or draws none.
    package var keepsLegend = false
    /// Each of the panel's series' place among the whole image's (`Theme.seriesSlots`); nil: its own.
    package var seriesSlots: [Int]?
}

extension FacetableRecipe {
    /// This recipe drawing one panel as `settings` say.
    package func panel(_ settings: FacetPanelSettings) -> any ChartRecipe {
        var recipe = self
        recipe.options.figure.width = settings.width
        recipe.options.figure.height = settings.height
        recipe.options.figure.title = settings.title
        recipe.options.paging.selection = nil
        recipe.options.figure.theme.seriesSlots = settings.seriesSlots
        if !settings.keepsLegend {
            recipe.options.axes.legend = .none
            recipe.options.axes.legendAsked = false
        }
        if let range = settings.valueRange {
            recipe.options.axes.yMin = range.lowerBound
            recipe.options.axes.yMax = range.upperBound
        }
        if var hist = recipe.options as? HistOptions, let bins = (settings.bins?.base as? HistPlan)?.marks.bins {
            hist.pin(to: bins)
            if let pinned = hist as? Options { recipe.options = pinned }
        }
        return recipe
    }

    /// The columns the recipe names by position (`--y 2`): the panels' tables lack the facet
    /// column, so such a number would name another column there.
    package var positionalColumns: [ColumnSelector] {
        let y = (builder as? any TableChartBuilder)?.y ?? []
        return (y + (seriesX.map { [$0] } ?? [])).filter(\.isIndex)
    }

    /// The columns the recipe names, with the flag that names each: the facet column must be
    /// none of them (`FacetLayouter`), as a panel's table lacks it.
    package var namedColumns: [(flag: String, column: ColumnSelector)] {
        var named = (seriesX.map { [(flag: "--x", column: $0)] } ?? []) + ((builder as? any TableChartBuilder)?.y ?? []).map { ("--y", $0) }
        if let box = builder as? BoxChartBuilder {
            named += [box.x.map { ("--x", $0) }, box.value.map { ("--value", $0) }].compactMap { $0 }
        }
        if let discrete = builder as? DiscreteChartBuilder {
            named += discrete.low.map { ("--low", $0) } + discrete.high.map { ("--high", $0) }
        }
        return named
    }

    /// The x column long data is split over (`--series`); nil when the kind has none or takes the default.
    package var seriesX: ColumnSelector? { (builder as? any XColumnBuilder)?.x }

    /// Whether `--series` splits this kind's long data over an x (one value per x and key).
    package var splitsOverX: Bool { builder is any XColumnBuilder }
}

extension TableRecipe: FacetableRecipe {}
extension ScatterRecipe: FacetableRecipe {}

extension HistOptions {
    /// These options binning as `bins` does: the same width over the same edges.
    mutating func pin(to bins: HistBins) {
        guard let first = bins.edges.first, let last = bins.edges.last, bins.count > 0, bins.perDecade == nil, !bins.centred else { return }
        if let calendar = bins.calendar {
            binning = .duration(calendar)
            timeRange = first...last
        } else {
            binning = .width(bins.unit.value)
            range = first...last
        }
    }
}

extension ColumnSelector {
    var isIndex: Bool {
        if case .index = self { return true }
        return false
    }
}
