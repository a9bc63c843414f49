import ArgumentParser
import ChartKit

/// `chart discrete`'s columns: the x slots, the range plots (low/high pairs), the single-value
/// plots and their legend names.
struct DiscreteColumns: ParsableArguments {
    @Option(help: ArgumentHelp("x column (slot titles), by name or 1-based index (default: the first column).", valueName: "column"))
    var x: String?

    @Option(help: ArgumentHelp("Low ends of range plots, comma-separated columns (one per --high).", valueName: "columns"))
    var low: [String] = []

    @Option(help: ArgumentHelp("High ends of range plots, comma-separated columns (one per --low).", valueName: "columns"))
    var high: [String] = []

    @Option(help: ArgumentHelp("Columns of single-value plots, comma-separated.", valueName: "columns"))
    var y: [String] = []

    @Option(help: ArgumentHelp("Legend names of the plots, comma-separated (range plots first).", valueName: "names"))
    var names: [String] = []

    func validate() throws {
        try FlagCheck.name(x, flag: "--x")
        for (values, flag) in [(low, "--low"), (high, "--high"), (y, "--y")] { try FlagCheck.names(values, flag: flag) }
        try FlagCheck.names(names, flag: "--names", expected: "a legend name")
        let (lows, highs) = (LineCommand.list(low), LineCommand.list(high))
        guard lows.count == highs.count else {
            throw ValidationError("--low names \(lows.count) column(s) but --high names \(highs.count); give one high per low")
        }
    }
}
