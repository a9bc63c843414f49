import ArgumentParser
import ChartKit

/// `chart pie`: a pie or donut, one per group, with labels that do not overlap.
struct PieCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pie",
        abstract: "Draw pie and donut charts: slices, percentages, centre text, one pie per group.",
        discussion: """
            By default the first column gives the slice titles and the first numeric column after \
            it the values. Slices are drawn in input order, clockwise from 12 o'clock, with angles \
            exactly proportional to the values. Values must be numbers ≥ 0 with a positive total; \
            with --percent they are percentages that must not sum over 100, and a sum under 100 \
            leaves the rest of the circle as an unfilled gap. Labels go inside a slice when they \
            fit, otherwise beside the pie with a leader line.

            EXAMPLES:
              chart pie budget.csv --percent-labels -o budget.png
              chart pie activity.json --donut --center-title Weekly -o donut.png
              chart pie energy.csv --group month --label category -o out/e.png
            """
    )

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("Slice title column, by name or 1-based index (default: the first column).", valueName: "column"))
    var label: String?

    @Option(help: ArgumentHelp("Slice value column (default: the first numeric column after the titles).", valueName: "column"))
    var value: String?

    @Option(help: ArgumentHelp("Column of slice colours (#RRGGBB, #RGB or a name); empty cells use --colors or the palette.", valueName: "column"))
    var color: String?

    @Option(help: ArgumentHelp("One pie per distinct value of this column, one page each (same size, same colour per title).", valueName: "column"))
    var group: String?

    @Flag(help: "Values are percentages of 100: they must not sum over 100; a sum under 100 leaves a gap.")
    var percent = false

    @Option(help: ArgumentHelp("Slice colours, comma-separated (#RRGGBB, #RGB or names); cycled when there are more slices.", valueName: "list"))
    var colors: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Merge slices below P percent into one \"Other\" slice (when at least two are that small).", valueName: "P"))
    var otherBelow: Double?

    @Flag(help: "Largest slice first (\"Other\" stays last).")
    var sort = false

    @Flag(help: "Keep every slice even when their labels or legend rows cannot all fit (those left out are named in a warning); by default the smallest are grouped into \"Other (N)\".")
    var noOther = false

    @Flag(help: "Draw slices counterclockwise.")
    var counterclockwise = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Where the first slice starts, in degrees clockwise from 12 o'clock.", valueName: "DEG"))
    var startAngle: Double = 0

    @Flag(help: "Label each slice with its percentage of the whole.")
    var percentLabels = false

    @Flag(help: "Label each slice with its value.")
    var valueLabels = false

    @Option(help: ArgumentHelp("Format of --value-labels: number, number:N, thousands, si, currency:CODE.", valueName: "format"))
    var valueFormat: String?

    @Flag(help: "Do not write slice titles at the slices.")
    var noSliceTitles = false

    @Flag(help: "Show a legend of colours and titles beside the pie (titles then leave the slices).")
    var legend = false

    @Flag(help: "Draw a ring (donut) instead of a full pie.")
    var donut = false

    @Option(help: ArgumentHelp("Width of the donut's ring as a fraction of the radius, above 0 and at most 1 (default 0.4; implies --donut).", valueName: "fraction"))
    var ringWidth: Double?

    @Option(help: ArgumentHelp("Bold title in the donut's hole.", valueName: "text"))
    var centerTitle: String?

    @Option(help: ArgumentHelp("Text in the donut's hole, under --center-title.", valueName: "text"))
    var centerText: String?

    @OptionGroup var figure: FigureFlags
    @OptionGroup var paging: PageFlags
    @OptionGroup var output: OutputFlags

    func validate() throws {
        for (value, flag) in [(label, "--label"), (value, "--value"), (color, "--color"), (group, "--group")] { try FlagCheck.name(value, flag: flag) }
        try FlagCheck.colors(colors)
        if let valueFormat { try FlagCheck.format(valueFormat) }
        if let ringWidth, !(ringWidth > 0 && ringWidth <= 1) { throw ValidationError("--ring-width must be above 0 and at most 1 (a fraction of the radius)") }
        if let otherBelow, !(otherBelow > 0 && otherBelow < 100) { throw ValidationError("--other-below must be a percentage above 0 and below 100") }
        guard startAngle.isFinite else { throw ValidationError("--start-angle must be a number of degrees") }
        if paging.pageSize != nil || paging.pages != nil {
            throw ValidationError("--page-size and --pages do not apply to pie charts; use --group to make one pie per page")
        }
        if let valueFormat {
            do { _ = try AxisFormat(parsing: valueFormat) } catch { throw ValidationError(String(describing: error)) }
        }
    }

    func run() throws {
        try Session.run(output: output, paging: paging) {
            let figureOptions = try figure.options(format: output.outputFormat)   // the theme file is read before any data
            let builder = PieChartBuilder(
                label: label.map(ColumnSelector.init(parsing:)),
                value: value.map(ColumnSelector.init(parsing:)),
                color: color.map(ColumnSelector.init(parsing:)),
                group: group.map(ColumnSelector.init(parsing:)),
                percent: percent,
                colors: try colors.map { try ColorList.parse($0) },
                otherBelow: otherBelow,
                sort: sort,
                theme: figureOptions.theme
            )
            let options = PieOptions(
                figure: figureOptions,
                paging: try paging.options(output: try output.resolvedOutput()),
                ringWidth: ringWidth ?? (donut ? PieOptions.defaultRingWidth : nil),
                centerTitle: centerTitle,
                centerText: centerText,
                clockwise: !counterclockwise,
                startAngle: startAngle,
                sliceTitles: !noSliceTitles,
                percentLabels: percentLabels,
                valueLabels: valueLabels,
                valueFormat: try valueFormat.map { try AxisFormat(parsing: $0) } ?? .auto,
                legend: legend,
                groupsSmallSlices: !noOther
            )
            return try input.request(.pie(builder, options))
        }
    }
}
