/// A `--facet` chart laid out: pages of panels, each panel its kind's own plan placed on the
/// grid's image, with the title above them all.
///
/// It renders like any plan (`RenderablePlan`): `FacetEmitter` writes one multiplot program
/// per page, `--plan` lists every panel with its ranges and ticks, and a text chart stacks
/// the panels.
package struct FacetPlan: RenderablePlan {
    package var options: FacetOptions
    package var grid: FacetGrid
    /// The kind of every panel.
    package var kind: ChartKind
    /// The whole image.
    package var frame: PlotFrame
    package var figure: FigureOptions
    /// The chart's title, drawable, above the grid; empty for none.
    package var title: String
    /// The one legend of every panel's series; nil when none is drawn.
    package var legend: FacetLegend?
    /// A text chart's legend: the whole input laid out at a panel's size with its legend kept,
    /// whose text legend is drawn once above the panels; nil for an image or without a legend.
    package var legendSource: ChartPlan?
    package var pages: [FacetPagePlan]
    package var pageCount: Int
    package var warnings: [String]

    /// The one legend's names in its order, as drawn; nil without one.
    package var legendNames: [String]? {
        if let legend { return legend.entries.map(\.name) }
        return (legendSource?.base as? any AxisChartPlan)?.legend?.names
    }
}

/// One image of panels.
package struct FacetPagePlan: PlanPage, Sendable, Equatable {
    package var page: Int
    package var output: String
    package var panels: [FacetPanel]
}

/// The one legend of a `--facet` chart: every series of the whole input once, in the order the
/// kind's legend lists them, laid out for the whole image (top, right or bottom, wrapped or
/// shortened as the kind's chart without `--facet` would be), each styled as in every panel.
package struct FacetLegend: Sendable, Equatable {
    package var layout: LegendLayout
    /// Its top edge and (on the right) its left edge, in the image's pixels.
    package var top: Int
    package var left: Int
    package var entries: [KeyEntry]
}

/// One panel: its key (the facet column's value) and its kind's plan, placed.
package struct FacetPanel: Sendable, Equatable {
    package var key: String
    package var plan: ChartPlan
}
