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
    package var pages: [FacetPagePlan]
    package var pageCount: Int
    package var warnings: [String]
}

/// One image of panels.
package struct FacetPagePlan: PlanPage, Sendable, Equatable {
    package var page: Int
    package var output: String
    package var panels: [FacetPanel]
}

/// One panel: its key (the facet column's value) and its kind's plan, placed.
package struct FacetPanel: Sendable, Equatable {
    package var key: String
    package var plan: ChartPlan
}
