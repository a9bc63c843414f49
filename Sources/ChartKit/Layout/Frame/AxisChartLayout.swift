/// What the shared axis-chart frame decided for every page of a line, discrete or bar chart:
/// the plot area, the texts around it and the legend.
public struct AxisChartLayout: Sendable, Equatable {
    public var frame: PlotFrame
    /// Resolved texts: empty means "not drawn".
    public var title: String
    public var xLabel: String
    public var yLabel: String
    /// The legend (sample first, then the name) and its place; nil when none is drawn.
    public var legend: LegendLayout?
    /// Pixel row of the legend's top edge and column of its left edge (right legends), when shown.
    public var legendTop: Int
    public var legendLeft: Int
    /// How the x labels were drawn (rotation) and the pixel row of the x title's centre.
    public var xLabelAngle: Int
    public var xTitleRow: Int
    /// Total number of pages the data makes (not all need be rendered).
    public var pageCount: Int
}

/// A plan drawn on the shared axis-chart frame; its frame decisions read as the plan's own.
public protocol AxisChartPlan {
    associatedtype Options: AxisKindOptions
    var options: Options { get }
    var layout: AxisChartLayout { get }
    /// Things the user may want to know that do not stop the chart.
    var warnings: [String] { get set }
}

extension AxisChartPlan {
    public var frame: PlotFrame { layout.frame }
    public var title: String { layout.title }
    public var xLabel: String { layout.xLabel }
    public var yLabel: String { layout.yLabel }
    public var legend: LegendLayout? { layout.legend }
    public var legendTop: Int { layout.legendTop }
    public var legendLeft: Int { layout.legendLeft }
    public var pageCount: Int { layout.pageCount }
    public var figure: FigureOptions { options.figure }
    /// Whether a legend is drawn.
    public var showsLegend: Bool { layout.legend != nil }
    /// Series `index`'s title as the legend draws it: `name`, or its shortened form when the
    /// legend had to shorten names to fit (see `LegendLayout`).
    public func legendName(_ index: Int, _ name: String) -> String {
        guard let names = layout.legend?.names, names.indices.contains(index) else { return name }
        return names[index]
    }
}
