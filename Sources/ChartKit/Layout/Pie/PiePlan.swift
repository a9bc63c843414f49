/// Everything decided about a pie chart before any gnuplot text is written.
///
/// Geometry is in image pixels (column, row from the top-left). The program maps pixels to
/// gnuplot coordinates one to one (the plot area is the whole image, x = column,
/// y = height − 1 − row), so what `--plan` says is where the pixels land.
public struct PiePlan: Sendable, Equatable {
    public var chart: PieChart
    public var options: PieOptions
    /// The whole image: a pie has no axes, and its own coordinates are pixels.
    public var frame: PlotFrame
    /// Centre of every pie, in pixels; the same on every page.
    public var centerX: Double
    public var centerY: Double
    /// Outer radius, and the radius of the hole (0 for a full pie), in pixels.
    public var radius: Double
    public var innerRadius: Double
    /// Number of pies (groups) the data makes.
    public var pageCount: Int
    public var pages: [PiePagePlan]
    public var warnings: [String]
}

/// One rendered pie.
public struct PiePagePlan: Sendable, Equatable {
    /// 1-based page number (the group's position in order of first appearance).
    public var page: Int
    public var output: String
    /// The group value, when `--group` is used.
    public var group: String?
    /// The title drawn above the pie; empty for none.
    public var title: String
    /// Whether values leave part of the circle unfilled (`--percent` summing under 100).
    public var hasGap: Bool
    public var slices: [PieSlicePlan]
    /// Legend entries, top to bottom; empty without `--legend`.
    public var legend: [PieLegendEntry]
    /// How many slices were grouped into the last slice, "Other (N)", so the labels fit (0: none).
    public var otherSlices: Int = 0
    /// Slice labels left out because they do not fit inside the image (placement `none`).
    public var omittedLabels: Int = 0
    /// Legend entries left out because they do not fit inside the image.
    public var omittedLegendEntries: Int = 0
}

/// One slice: its numbers, its angles and its label.
public struct PieSlicePlan: Sendable, Equatable {
    public var label: String
    public var value: Double
    /// Share of the whole circle, in percent.
    public var percent: Double
    /// Angles as compass bearings: degrees clockwise from 12 o'clock. The slice runs from
    /// `startAngle` to `endAngle` in the drawing direction (`endAngle < startAngle` when
    /// counterclockwise); neither is reduced modulo 360.
    public var startAngle: Double
    public var endAngle: Double
    public var color: String
    /// The text drawn for the slice ("" for none) and where.
    public var text: String
    public var placement: PieLabelPlacement
    /// Anchor of the text in pixels: its centre when inside, the end next to the leader when outside.
    public var textX: Double
    public var textY: Double
    /// Colour of the text (chosen for contrast when inside a slice).
    public var textColor: String
    /// Leader line points in pixels, from the slice edge to the text; empty when inside.
    public var leader: [PiePoint]
    /// Solid, or hatched (`FillPattern`) in `color`.
    public var fill: FillPattern = .solid
}

public enum PieLabelPlacement: String, Sendable, Equatable {
    case none, inside, outsideLeft, outsideRight
}

public struct PiePoint: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One legend row: a colour swatch and a title, at pixel positions.
public struct PieLegendEntry: Sendable, Equatable {
    public var label: String
    public var color: String
    /// Top-left corner of the swatch; the title starts right of it, centred on the same row.
    public var x: Double
    public var y: Double
    /// The swatch's fill, as its slice's.
    public var fill: FillPattern = .solid
}
