/// A `--facet` chart as text: the panels stacked, each its kind's own text chart (titled by its
/// key) at the panel's size, under the chart's title and the one legend of every panel's
/// series (the whole input's, in the colours and symbols the panels draw them in).
extension FacetPlan: TextDrawablePlan {
    package func textPages(in chart: TextChart) -> [(number: Int, lines: [String])] {
        let legend = legendRows(in: chart)
        return pages.map { page in
            var lines = title.isEmpty ? [] : [TextEscaping.drawable(title)]
            lines += legend
            for panel in page.panels {
                guard let drawable = panel.plan.base as? any TextDrawablePlan else { continue }
                let panelChart = TextChart(sizedFor: panel.plan, colors: chart.colors)
                lines += drawable.textPages(in: panelChart).flatMap(\.lines)
            }
            return (page.page, lines)
        }
    }

    /// The legend's rows, as wide as the chart: the entries of `legendSource`, the whole input
    /// laid out at a panel's size with its legend kept.
    private func legendRows(in chart: TextChart) -> [String] {
        guard let source = legendSource, let drawable = source.base as? any TextDrawablePlan else { return [] }
        let entries = drawable.textLegend(in: TextChart(sizedFor: source, colors: chart.colors))
        var canvas = TextCanvas(columns: chart.columns, rows: max(1, entries.count))
        let used = canvas.drawLegend(entries, row: 0, color: nil)
        return Array(canvas.lines(colors: chart.colors).prefix(used))
    }
}
