import ArgumentParser
import ChartKit

/// How `chart area` piles its series up and draws their outlines.
struct AreaLook: KindLook {
    @Flag(help: "Stack the series in input order (the legend lists them top first); values at or above 0, not with --y-log.")
    var stacked = false

    @Flag(help: "Stack each row's shares of its total on a 0–100 % axis, not with --y-log; a row whose total is 0 is left out, with a warning.")
    var percent = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Outline width in pixels (default: the theme's, 2).", valueName: "width"))
    var lineWidth: Double?

    @Flag(
        inversion: .prefixedNo,
        help: "Send gnuplot only the points that draw the same pixels (M4, as chart line); --no-decimate sends every point."
    )
    var decimate = true

    /// The stacking the flags ask for.
    var stacking: AreaStacking { percent ? .percent : stacked ? .stacked : .overlap }

    func validate() throws {
        if stacked && percent { throw ValidationError("--stacked and --percent both stack; --percent stacks shares, so give one of them") }
        if let lineWidth, !(lineWidth > 0 && lineWidth <= Theme.maximumLineWidth) {
            throw ValidationError("--line-width must be above 0 and at most 50")
        }
    }
}
