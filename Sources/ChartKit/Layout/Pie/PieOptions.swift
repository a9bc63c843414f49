/// Everything the user can say about a pie chart beyond its data.
public struct PieOptions: Sendable, Equatable {
    public var figure: FigureOptions
    /// Pages are the groups of `--group`; only the selection and output apply.
    public var paging: PagingOptions
    /// Ring width as a fraction of the radius (0 < w ≤ 1) for a donut; nil for a full pie.
    public var ringWidth: Double?
    /// Bold text in the middle of a donut, and plain text under it.
    public var centerTitle: String?
    public var centerText: String?
    /// Slices run clockwise (the default) or counterclockwise.
    public var clockwise: Bool
    /// Where the first slice starts, in degrees clockwise from 12 o'clock.
    public var startAngle: Double
    /// Slice titles drawn at the slices (off when the titles go to a legend).
    public var sliceTitles: Bool
    public var percentLabels: Bool
    public var valueLabels: Bool
    /// How `--value-labels` are written.
    public var valueFormat: AxisFormat
    /// A legend of colours and titles beside the pie.
    public var legend: Bool
    /// Small slices beyond what the labels (or legend) can show inside the image are grouped
    /// into one "Other (N)" slice; `--no-other` turns this off, and the labels that do not fit
    /// are then left out instead.
    public var groupsSmallSlices: Bool

    public static let defaultRingWidth = 0.4

    public init(figure: FigureOptions = FigureOptions(), paging: PagingOptions, ringWidth: Double? = nil, centerTitle: String? = nil,
                centerText: String? = nil, clockwise: Bool = true, startAngle: Double = 0, sliceTitles: Bool = true,
                percentLabels: Bool = false, valueLabels: Bool = false, valueFormat: AxisFormat = .auto, legend: Bool = false,
                groupsSmallSlices: Bool = true) {
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
