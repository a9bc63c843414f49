import ArgumentParser
import ChartKit

/// How `chart discrete` draws its plots: range bars, decimation, a highlighted slot, colours.
struct DiscreteLook: KindLook {
    @Flag(help: "Join each range's low and high with a bar.")
    var connect = false

    @Flag(
        inversion: .prefixedNo,
        help:
            """
            On a page with more slots than pixels, draw each pixel column's solid runs of marks as one box and leave out the marks that land where \
            one is already drawn; --no-decimate draws every one.
            """
    )
    var decimate = true

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Mark one x slot (its title, number or date) and write every plot's value(s) beside it.", valueName: "x"))
    var highlight: String?

    @Option(help: ArgumentHelp("Plot colours, comma-separated: #RRGGBB, #RGB or names.", valueName: "colors"), transform: FlagCheck.colors)
    var colors: ParsedFlag<[String]>?

    func validate() throws {
        _ = try colors?.get()
    }
}
