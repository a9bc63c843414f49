/// Everything decided about a pie chart before any gnuplot text is written.
///
/// Geometry is in image pixels (column, row from the top-left). The program maps pixels to
/// gnuplot coordinates one to one (the plot area is the whole image, x = column,
/// y = height − 1 − row), so what `--plan` says is where the pixels land.
package struct PiePlan: Sendable, Equatable {
    package var chart: PieChart
    package var options: PieOptions
    /// The whole image: a pie has no axes, and its own coordinates are pixels.
    package var frame: PlotFrame
    /// Centre of every pie, in pixels; the same on every page.
    package var centerX: Double
    package var centerY: Double
    /// Outer radius, and the radius of the hole (0 for a full pie), in pixels.
    package var radius: Double
    package var innerRadius: Double
    /// Number of pies (groups) the data makes.
    package var pageCount: Int
    package var pages: [PiePagePlan]
    package var warnings: [String]
}

/// One rendered pie.
package struct PiePagePlan: Sendable, Equatable {
    /// 1-based page number (the group's position in order of first appearance).
    package var page: Int
    package var output: String
    /// The group value, when `--group` is used.
    package var group: String?
    /// The title drawn above the pie; empty for none.
    package var title: String
    /// Whether values leave part of the circle unfilled (`--percent` summing under 100).
    package var hasGap: Bool
    package var slices: [PieSlicePlan]
    /// Legend entries, top to bottom; empty without `--legend`.
    package var legend: [PieLegendEntry]
    /// How many slices were grouped into the last slice, "Other (N)", so the labels fit (0: none).
    package var otherSlices: Int = 0
    /// Slice labels left out because they do not fit inside the image (placement `none`).
    package var omittedLabels: Int = 0
    /// Legend entries left out because they do not fit inside the image.
    package var omittedLegendEntries: Int = 0
}

/// One slice: its numbers, its angles and its label.
package struct PieSlicePlan: Sendable, Equatable {
    package var label: String
    package var value: Double
    /// Share of the whole circle, in percent.
    package var percent: Double
    /// Angles as compass bearings: degrees clockwise from 12 o'clock. The slice runs from
    /// `startAngle` to `endAngle` in the drawing direction (`endAngle < startAngle` when
    /// counterclockwise); neither is reduced modulo 360.
    package var startAngle: Double
    package var endAngle: Double
    package var color: String
    /// The text drawn for the slice ("" for none) and where.
    package var text: String
    package var placement: PieLabelPlacement
    /// Anchor of the text in pixels: its centre when inside, the end next to the leader when outside.
    package var textX: Double
    package var textY: Double
    /// Colour of the text (chosen for contrast when inside a slice).
    package var textColor: String
    /// Leader line points in pixels, from the slice edge to the text; empty when inside.
    package var leader: [PiePoint]
    /// Solid, or hatched (`FillPattern`) in `color`.
    package var fill: FillPattern = .solid
}

package enum PieLabelPlacement: String, Sendable, Equatable {
    case none, inside, outsideLeft, outsideRight
}

package struct PiePoint: Sendable, Equatable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One legend row: a colour swatch and a title, at pixel positions.
package struct PieLegendEntry: Sendable, Equatable {
    package var label: String
    package var color: String
    /// Top-left corner of the swatch; the title starts right of it, centred on the same row.
    package var x: Double
    package var y: Double
    /// The swatch's fill, as its slice's.
    package var fill: FillPattern = .solid
}

extension PiePlan: RenderablePlan {
    package var figure: FigureOptions { options.figure }
    /// Pies have no data blocks: always inline.
    package func program(outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        GnuplotProgram(text: PieEmitter().program(for: self, outputs: outputs))
    }
}
