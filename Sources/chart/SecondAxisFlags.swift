import ArgumentParser
import ChartKit

/// `--y2` and its axis's flags: series drawn against a second value axis on the right, with its
/// own title, label format, ends and log option. Only `chart line` draws one, so only it lists
/// them (bar and discrete refuse `--y2` in the library too, `AxisFrameOptions.refuse`).
struct SecondAxisFlags: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            """
            Series drawn against a second value axis on the right, comma-separated, by name or 1-based index (line charts; added to the series when \
            --y leaves them out).
            """,
            valueName: "columns"))
    var y2: [String] = []

    @Option(help: ArgumentHelp("Right axis (--y2) title (default: its series' name when there is one; '' for none).", valueName: "text"))
    var y2Label: String?

    @Option(help: ArgumentHelp("Right axis (--y2) label format (as --x-format).", valueName: "format"), transform: FlagCheck.format)
    var y2Format: ParsedFlag<AxisFormat>?

    @Option(parsing: .unconditional, help: ArgumentHelp("Fixed lower end of the right axis (--y2).", valueName: "value"))
    var y2Min: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Fixed upper end of the right axis (--y2).", valueName: "value"))
    var y2Max: Double?

    @Flag(help: "Log right axis (--y2), as --y-log.")
    var y2Log = false

    func validate() throws {
        for value in [y2Min, y2Max].compactMap({ $0 }) where !value.isFinite || abs(value) > ValueParser.maximumMagnitude {
            throw ValidationError("axis values must be finite numbers between -1e300 and 1e300")
        }
        if let y2Min, let y2Max, y2Min >= y2Max { throw ValidationError("--y2-min must be below --y2-max") }
        try FlagCheck.names(y2, flag: "--y2")
        if y2Columns.isEmpty, let flag = secondAxisFlag {
            throw ValidationError("\(flag) sets up the right axis, which needs --y2 COLUMNS naming its series")
        }
        _ = try y2Format?.get()
    }

    /// The right axis's options; nil without `--y2`.
    func options() throws -> SecondAxisOptions? {
        guard !y2Columns.isEmpty else { return nil }
        return SecondAxisOptions(format: try y2Format?.get() ?? .auto, min: y2Min, max: y2Max, log: y2Log, label: y2Label)
    }

    /// The `--y2` columns: repeated and comma-separated values as one list.
    var y2Columns: [String] {
        y2.flatMap { $0.split(separator: ",", omittingEmptySubsequences: true).map { $0.trimmingSpaces() } }
    }

    /// The first right-axis flag given, which means nothing without `--y2`.
    private var secondAxisFlag: String? {
        if y2Label != nil { return "--y2-label" }
        if y2Format != nil { return "--y2-format" }
        if y2Min != nil { return "--y2-min" }
        if y2Max != nil { return "--y2-max" }
        return y2Log ? "--y2-log" : nil
    }

    /// `builder` with the `--y2` columns (their log check comes from the options).
    func configure(_ builder: inout LineChartBuilder) {
        builder.y2 = y2Columns.map(ColumnSelector.init(parsing:))
    }
}
