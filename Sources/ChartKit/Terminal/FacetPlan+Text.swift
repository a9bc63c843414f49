/// A `--facet` chart as text: the panels stacked, each its kind's own text chart (titled by its
/// key) at the panel's size, under the chart's title.
extension FacetPlan: TextDrawablePlan {
    package func textPages(in chart: TextChart) -> [(number: Int, lines: [String])] {
        pages.map { page in
            var lines = title.isEmpty ? [] : [TextEscaping.drawable(title)]
            for panel in page.panels {
                guard let drawable = panel.plan.base as? any TextDrawablePlan else { continue }
                let panelChart = TextChart(sizedFor: panel.plan, colors: chart.colors)
                lines += drawable.textPages(in: panelChart).flatMap(\.lines)
            }
            return (page.page, lines)
        }
    }
}
