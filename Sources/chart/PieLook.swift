import ArgumentParser
import ChartKit

/// How `chart pie` draws its slices, labels, legend and donut.
///
/// `--legend` and `--sort` take the values they take on the other kinds (a pie's legend goes to
/// the right of the pie, so `right` or `none`); written bare, as the switches they were before,
/// they still mean `right` and `desc`, with a warning (`DeprecatedSwitches`).
struct PieLook: KindLook {
    @Option(
        help: ArgumentHelp("Slice colours, comma-separated (#RRGGBB, #RGB or names); cycled when there are more slices.", valueName: "colors"),
        transform: FlagCheck.colors)
    var colors: ParsedFlag<[String]>?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Merge slices below P percent into one \"Other\" slice (when at least two are that small).", valueName: "P"))
    var otherBelow: Double?

    @Option(
        defaultAsFlag: BarSort.desc, parsing: .next,
        help: ArgumentHelp("Slice order: none (input order), asc or desc (by value; \"Other\" stays last).", valueName: "none|asc|desc"))
    var sort: BarSort?

    @Flag(
        help:
            """
            Keep every slice even when their labels or legend rows cannot all fit (those left out are named in a warning); by default the smallest \
            are grouped into \"Other (N)\".
            """
    )
    var noOther = false

    @Flag(help: "Draw slices counterclockwise.")
    var counterclockwise = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Where the first slice starts, in degrees clockwise from 12 o'clock.", valueName: "DEG"))
    var startAngle: Double = 0

    @Flag(help: "Label each slice with its percentage of the whole.")
    var percentLabels = false

    @Flag(help: "Label each slice with its value.")
    var valueLabels = false

    @Option(
        help: ArgumentHelp("Format of --value-labels: number, number:N, thousands, si, currency:CODE.", valueName: "format"),
        transform: FlagCheck.format)
    var valueFormat: ParsedFlag<AxisFormat>?

    @Flag(help: "Do not write slice titles at the slices.")
    var noSliceTitles = false

    @Option(
        defaultAsFlag: LegendPosition.right, parsing: .next,
        help: ArgumentHelp(
            "A legend of colours and titles: right of the pie (titles then leave the slices) or none (default).", valueName: "right|none"))
    var legend: LegendPosition?

    @Flag(help: "Draw a ring (donut) instead of a full pie.")
    var donut = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Width of the donut's ring as a fraction of the radius, above 0 and at most 1 (default 0.4; implies --donut).", valueName: "fraction"))
    var ringWidth: Double?

    @Option(help: ArgumentHelp("Bold title in the donut's hole.", valueName: "text"))
    var centerTitle: String?

    @Option(help: ArgumentHelp("Text in the donut's hole, under --center-title.", valueName: "text"))
    var centerText: String?

    func validate() throws {
        _ = try colors?.get()
        try FlagCheck.noDate(valueFormat, flag: "--value-format", what: "pie values, which are amounts")
        if let ringWidth, !PieOptions.isRingWidth(ringWidth) {
            throw ValidationError("--ring-width must be above 0 and at most 1 (a fraction of the radius)")
        }
        if let otherBelow, !(otherBelow > 0 && otherBelow < 100) { throw ValidationError("--other-below must be a percentage above 0 and below 100") }
        guard startAngle.isFinite else { throw ValidationError("--start-angle must be a number of degrees") }
        if let legend, [.top, .bottom].contains(legend) {
            throw ValidationError("--legend \(legend.rawValue) does not apply to pie charts: the legend goes right of the pie (--legend right)")
        }
    }

    /// Whether to draw the legend.
    var showsLegend: Bool { legend == .right }

}
