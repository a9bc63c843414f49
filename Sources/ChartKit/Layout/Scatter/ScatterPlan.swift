/// A scatter chart's plan: the axis frame's, with each series' colour and marker shape; what
/// `--plan` prints and what `ScatterEmitter` draws, so the two cannot disagree.
package typealias ScatterPlan = AxisKindPlan<ScatterPlanMarks>

/// The one page of a scatter chart, with how many points each series draws on it.
package typealias ScatterPagePlan = AxisPagePlan<ScatterPageMarks>

/// What a scatter chart decides beyond the frame for the whole chart.
package struct ScatterPlanMarks: Sendable, Equatable {
    /// The colour of each series (legend and markers), from the theme's palette.
    package var seriesColors: [String]
    /// The gnuplot point type of each series: a different shape per series.
    package var pointTypes: [Int]
    /// gnuplot's point size for every marker.
    package var markerSize: Double
    /// Empty value cells, skipped (a point needs both coordinates).
    package var skippedEmpty: Int
    /// Rows left out for an empty x cell (`LineChart.emptyX`).
    package var skippedEmptyX = 0
    /// Each series' fitted line (`--fit linear`); nil for none, or too few distinct x.
    package var fits: [LinearFit?] = []
    /// The point count above which `--density auto` draws the image: a quarter of the plot's pixels.
    package var densityThreshold: Int = 0
    /// The bubble scale of `--size-by`; nil: every marker `markerSize`.
    package var bubbles: BubbleScale?

    /// The legend titles of the fitted lines, after the series' own: `name fit: y = …`.
    func fitTitles(_ chart: LineChart) -> [String] {
        zip(chart.series, fits).compactMap { series, fit in fit.map { "\(series.name) fit: \($0.equation)" } }
    }
}

/// The points of the page: how many each series draws.
package struct ScatterPageMarks: Sendable, Equatable {
    package var points: [Int]
    /// The density image drawn instead of markers; nil: markers.
    package var density: DensityGrid? = nil
    /// The rows of each series drawn as markers when `MarkerCulling` left out those later
    /// markers paint over; nil: every drawn row.
    package var culledRows: [[Int]]? = nil
    /// The markers of each series a streamed chart draws (`SpilledMarkers`: those a crowded
    /// PNG keeps, or every drawn point), read from its spill when the program is written, in
    /// place of `culledRows` and of the plan's chart's rows; nil: none.
    package var spilled: SpilledMarkers? = nil
    /// The rows of each series a streamed text chart draws, one per dot (`ScatterTextDots`), as
    /// rows of the plan's chart, which holds only those; nil: every drawn row.
    package var textRows: [[Int]]? = nil

    /// The markers each series sends when culling left some out (`culledRows`, `spilled`).
    package var sentCounts: [Int]? { culledRows?.map(\.count) ?? (spilled?.culled == true ? spilled?.counts : nil) }
}

extension ScatterPlanMarks: AxisMarks {
    package typealias Chart = LineChart
    package typealias Options = ScatterOptions
    package typealias Emitter = ScatterEmitter
}
