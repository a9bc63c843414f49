import ArgumentParser
import ChartKit

/// How `chart line` draws its series: dashes, points, width, decimation, a highlighted x.
struct LineLook: KindLook {
    @Option(help: ArgumentHelp("Series to draw dashed, comma-separated (e.g. a previous period).", valueName: "names"))
    var dashed: [String] = []

    @Flag(help: "Mark every data point.")
    var points = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Line width in pixels (default: the theme's, 2).", valueName: "width"))
    var lineWidth: Double?

    @Flag(
        inversion: .prefixedNo,
        help:
            "Send gnuplot only the points that draw the same pixels (M4: first, last, min and max per pixel column); --no-decimate sends every point."
    )
    var decimate = true

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Mark one x (a category, or a number or date on the axis: the nearest row) and write every series' value beside it.", valueName: "x"))
    var highlight: String?

    @Flag(help: "Log x axis (numeric x only): powers of ten; every x must be above 0.")
    var xLog = false

    func validate() throws {
        if let lineWidth, !(lineWidth > 0 && lineWidth <= Theme.maximumLineWidth) {
            throw ValidationError("--line-width must be above 0 and at most 50")
        }
        try FlagCheck.names(dashed, flag: "--dashed", expected: "a series name")
    }
}
