import ArgumentParser
import ChartKit

/// `chart line`'s columns: which is x, which are the series, and how x is read.
struct LineColumns: ParsableArguments {
    @Option(help: ArgumentHelp("x column, by name or 1-based index (default: the first column).", valueName: "column"))
    var x: String?

    @Option(
        help: ArgumentHelp("Series columns, comma-separated, by name or 1-based index (default: every numeric column after x).", valueName: "columns")
    )
    var y: [String] = []

    @Option(help: ArgumentHelp("How to read x: auto, number, time, epoch (seconds since 1970) or category.", valueName: "type"))
    var xType: XTypeRequest = .auto

    @Option(help: ArgumentHelp(FlagCheck.dateFormatHelp + "; x is then a time axis.", valueName: "form"), transform: FlagCheck.dateFormat)
    var xDateFormat: ParsedFlag<DateReadPattern>?

    func validate() throws {
        try FlagCheck.name(x, flag: "--x")
        try FlagCheck.names(y, flag: "--y")
        if xDateFormat != nil, ![.auto, .time].contains(xType) {
            throw ValidationError("--x-date-format reads x as dates; it cannot go with --x-type \(xType.rawValue)")
        }
        _ = try xDateFormat?.get()
    }

    /// The builder of the chart from `x` and `y` (`--series` turns long data into other columns).
    func builder(x: ColumnSelector?, y: [ColumnSelector], dashed: [String]) throws -> LineChartBuilder {
        LineChartBuilder(x: x, y: y, xType: xType, dashed: dashed, xDateFormat: try xDateFormat?.get())
    }
}
