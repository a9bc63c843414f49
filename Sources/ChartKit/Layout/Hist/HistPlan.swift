/// A histogram's plan: the axis frame's, with its bins, series colours and marked statistics;
/// what `--plan` prints and what `HistEmitter` draws, so the two cannot disagree.
package typealias HistPlan = AxisKindPlan<HistPlanMarks>

/// One rendered histogram page (a histogram has one).
package typealias HistPagePlan = AxisPagePlan<HistPageMarks>

/// What a histogram decides beyond the frame.
package struct HistPlanMarks: Sendable, Equatable {
    package var bins: HistBins
    /// The colour of each series (legend, fill and outline).
    package var seriesColors: [String]
    /// `--mark` lines: each statistic's exact value over all values binned.
    package var markLines: [HistMarkLine]
}

/// The bars of the page.
package struct HistPageMarks: Sendable, Equatable {
    package var bars: [HistBar]
}

/// One drawn bar: bin `bin` of series `series`, from `low` to `high` on x and `from` to `to`
/// on the value axis (stacked bars start where the series below ends).
package struct HistBar: Sendable, Equatable {
    package var series: Int
    package var bin: Int
    package var count: Int
    /// The height the scale gives the bin (count, density, percent; cumulative when asked).
    package var value: Double
    package var low: Double
    package var high: Double
    package var from: Double
    package var to: Double
}

/// A `--mark` statistic as drawn: its name, exact value and label.
package struct HistMarkLine: Sendable, Equatable {
    package var name: String
    package var value: Double
    package var label: String
}

extension HistPlan {
    /// `overlaid`, `stacked` or `single`.
    package var mode: String {
        chart.series.count == 1 ? "single" : options.stacked ? "stacked" : "overlaid"
    }
}

/// How the frame renders and prints a plan with these marks.
extension HistPlanMarks: AxisMarks {
    package typealias Chart = HistChart
    package typealias Options = HistOptions
    package typealias PageMarks = HistPageMarks
    package static func json(_ plan: HistPlan) -> JSONDocument { plan.document }
    package static func program(for plan: HistPlan, outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        HistEmitter().program(for: plan, outputs: outputs, placement: placement)
    }
}
