/// What the shared axis-chart frame decided for every page of a line, discrete or bar chart:
/// the plot area, the texts around it and the legend.
package struct AxisChartLayout: Sendable, Equatable {
    package var frame: PlotFrame
    /// Resolved texts: empty means "not drawn".
    package var title: String
    package var xLabel: String
    package var yLabel: String
    /// The legend (sample first, then the name) and its place; nil when none is drawn.
    package var legend: LegendLayout?
    /// Pixel row of the legend's top edge and column of its left edge (right legends), when shown.
    package var legendTop: Int
    package var legendLeft: Int
    /// How the x labels were drawn (rotation) and the pixel row of the x title's centre.
    package var xLabelAngle: Int
    package var xTitleRow: Int
    /// Total number of pages the data makes (not all need be rendered).
    package var pageCount: Int
    /// The right-hand axis's title (`--y2`); empty: none drawn.
    package var y2Label: String = ""
}

/// A plan drawn on the shared axis-chart frame; its frame decisions read as the plan's own.
package protocol AxisChartPlan {
    associatedtype Options: AxisKindOptions
    var options: Options { get }
    var layout: AxisChartLayout { get }
    /// Things the user may want to know that do not stop the chart.
    var warnings: [String] { get set }
    /// Applies `update` to every axis of every page (x, value and `--y2`), for rules on tick
    /// labels that hold whatever the axis (`fitPercentTickLabels`).
    mutating func updateAxes(_ update: (inout AxisPlan) -> Void)
}

extension AxisChartPlan {
    package var frame: PlotFrame { layout.frame }
    package var title: String { layout.title }
    package var xLabel: String { layout.xLabel }
    package var yLabel: String { layout.yLabel }
    package var y2Label: String { layout.y2Label }
    package var legend: LegendLayout? { layout.legend }
    package var legendTop: Int { layout.legendTop }
    package var legendLeft: Int { layout.legendLeft }
    package var pageCount: Int { layout.pageCount }
    package var figure: FigureOptions { options.figure }
    /// Whether a legend is drawn.
    package var showsLegend: Bool { layout.legend != nil }
    /// Series `index`'s title as the legend draws it: `name`, or its shortened form when the
    /// legend had to shorten names to fit (see `LegendLayout`).
    package func legendName(_ index: Int, _ name: String) -> String {
        guard let names = layout.legend?.names, names.indices.contains(index) else { return name }
        return names[index]
    }
}
