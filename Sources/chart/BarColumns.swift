import ArgumentParser
import ChartKit

/// `chart bar`'s columns: the categories, the value series, and how date categories are read.
struct BarColumns: ParsableArguments {
    @Option(help: ArgumentHelp("Category column, by name or 1-based index (default: the first column).", valueName: "column"))
    var x: String?

    @Option(
        help: ArgumentHelp(
            "Value columns (series), comma-separated, by name or 1-based index (default: every numeric column after x).", valueName: "columns"))
    var y: [String] = []

    @Option(
        help: ArgumentHelp(FlagCheck.dateFormatHelp + "; the bars are then named by the calendar.", valueName: "form"),
        transform: FlagCheck.dateFormat)
    var xDateFormat: ParsedFlag<DateReadPattern>?

    func validate() throws {
        try FlagCheck.name(x, flag: "--x")
        try FlagCheck.names(y, flag: "--y")
        _ = try xDateFormat?.get()
    }
}
