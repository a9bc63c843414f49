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

    @OptionGroup var flags: KindFlags<PieColumns, NoFlags, PieLook, NoFlags, NoFlags, NoFlags>

    func run() throws {
        let (columns, look) = (flags.columns, flags.look)
        try flags.run { figure, paging in
            let builder = PieChartBuilder(
                label: columns.label.map(ColumnSelector.init(parsing:)),
                value: columns.value.map(ColumnSelector.init(parsing:)),
                color: columns.color.map(ColumnSelector.init(parsing:)),
                group: columns.group.map(ColumnSelector.init(parsing:)),
                percent: columns.percent,
                colors: try look.colors?.get(),
                otherBelow: look.otherBelow,
                sort: look.sort ?? .none,
                theme: figure.theme
            )
            let options = PieOptions(
                figure: figure,
                paging: paging,
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
            return PieRecipe(builder, options)
        }
    }
}
