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

    @OptionGroup(title: "Input") var input: InputOptions
    @OptionGroup(title: "Columns") var columns: PieColumns
    @OptionGroup(title: "Look") var figure: FigureFlags
    @OptionGroup(title: "Look") var look: PieLook
    @OptionGroup(title: "Pages") var paging: PageFlags
    @OptionGroup(title: "Output") var output: OutputFlags

    func run() throws {
        try Session.run(output: output, paging: paging) {
            let figureOptions = try figure.options(for: output)  // the theme file is read before any data
            let builder = PieChartBuilder(
                label: columns.label.map(ColumnSelector.init(parsing:)),
                value: columns.value.map(ColumnSelector.init(parsing:)),
                color: columns.color.map(ColumnSelector.init(parsing:)),
                group: columns.group.map(ColumnSelector.init(parsing:)),
                percent: columns.percent,
                colors: try look.colors?.get(),
                otherBelow: look.otherBelow,
                sort: look.sort ?? .none,
                theme: figureOptions.theme
            )
            let options = PieOptions(
                figure: figureOptions,
                paging: try paging.options(output: try output.resolvedOutput()),
                ringWidth: look.ringWidth ?? (look.donut ? PieOptions.defaultRingWidth : nil),
                centerTitle: look.centerTitle,
                centerText: look.centerText,
                clockwise: !look.counterclockwise,
                startAngle: look.startAngle,
                sliceTitles: !look.noSliceTitles,
                percentLabels: look.percentLabels,
                valueLabels: look.valueLabels,
                valueFormat: try look.valueFormat?.get() ?? .auto,
                legend: look.showsLegend,
                groupsSmallSlices: !look.noOther
            )
            return try input.request(.pie(builder, options))
        }
    }
}
