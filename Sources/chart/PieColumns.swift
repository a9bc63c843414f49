import ArgumentParser
import ChartKit

/// `chart pie`'s columns: slice titles, values, colours and groups, and what the values mean.
struct PieColumns: ParsableArguments {
    @Option(help: ArgumentHelp("Slice title column, by name or 1-based index (default: the first column).", valueName: "column"))
    var label: String?

    @Option(help: ArgumentHelp("Slice value column (default: the first numeric column after the titles).", valueName: "column"))
    var value: String?

    @Option(
        name: .customLong("color-column"),
        help: ArgumentHelp("Column of slice colours (#RRGGBB, #RGB or a name); empty cells use --colors or the palette.", valueName: "column"))
    var color: String?

    @Option(help: ArgumentHelp("One pie per distinct value of this column, one page each (same size, same colour per title).", valueName: "column"))
    var group: String?

    @Flag(help: "Values are percentages of 100: they must not sum over 100; a sum under 100 leaves a gap.")
    var percent = false

    func validate() throws {
        for (value, flag) in [(label, "--label"), (value, "--value"), (color, "--color-column"), (group, "--group")] {
            try FlagCheck.name(value, flag: flag)
        }
    }
}
