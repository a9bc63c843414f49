/// Everything the user can say about a pie chart beyond its data.
package struct PieOptions: Sendable, Equatable {
    package var figure: FigureOptions
    /// Pages are the groups of `--group`; only the selection and output apply.
    package var paging: PagingOptions
    /// Ring width as a fraction of the radius (0 < w ≤ 1) for a donut; nil for a full pie.
    package var ringWidth: Double?
    /// Whether `width` is a ring width `--ring-width` and the library's `donut` take.
    package static func isRingWidth(_ width: Double) -> Bool { width > 0 && width <= 1 }
    /// Bold text in the middle of a donut, and plain text under it.
    package var centerTitle: String?
    package var centerText: String?
    /// Slices run clockwise (the default) or counterclockwise.
    package var clockwise: Bool
    /// Where the first slice starts, in degrees clockwise from 12 o'clock.
    package var startAngle: Double
    /// Slice titles drawn at the slices (off when the titles go to a legend).
    package var sliceTitles: Bool
    package var percentLabels: Bool
    package var valueLabels: Bool
    /// How `--value-labels` are written.
    package var valueFormat: AxisFormat
    /// A legend of colours and titles beside the pie.
    package var legend: Bool
    /// Small slices beyond what the labels (or legend) can show inside the image are grouped
    /// into one "Other (N)" slice; `--no-other` turns this off, and the labels that do not fit
    /// are then left out instead.
    package var groupsSmallSlices: Bool

    package static let defaultRingWidth = 0.4

    package init(
        figure: FigureOptions = FigureOptions(), paging: PagingOptions, ringWidth: Double? = nil, centerTitle: String? = nil,
        centerText: String? = nil, clockwise: Bool = true, startAngle: Double = 0, sliceTitles: Bool = true,
        percentLabels: Bool = false, valueLabels: Bool = false, valueFormat: AxisFormat = .auto, legend: Bool = false,
        groupsSmallSlices: Bool = true
    ) {
        self.figure = figure
        self.paging = paging
        self.ringWidth = ringWidth
        self.centerTitle = centerTitle
        self.centerText = centerText
        self.clockwise = clockwise
        self.startAngle = startAngle
        self.sliceTitles = sliceTitles
        self.percentLabels = percentLabels
        self.valueLabels = valueLabels
        self.valueFormat = valueFormat
        self.legend = legend
        self.groupsSmallSlices = groupsSmallSlices
    }
}
