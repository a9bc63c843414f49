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
}

extension ScatterPlan {
    /// The `--plan` document: the frame's, with the series, their markers and what was skipped.
    var document: JSONDocument {
        axisJSON(
            .scatter,
            marks: [
                ("xKind", .string(chart.x.kind.rawValue)),
                ("rowCount", .int(chart.sourceRowCount)),
                ("skippedEmpty", .int(marks.skippedEmpty)), ("skippedEmptyX", .int(marks.skippedEmptyX)),
                ("marker", .object([("size", .number(marks.markerSize)), ("pixels", .int(Int(6 * marks.markerSize + 1)))])),
                ("densityThreshold", .int(marks.densityThreshold)),
                (
                    "series",
                    .array(
                        chart.series.indices.map { index in
                            .object(
                                [
                                    ("name", .string(chart.series[index].name)), ("color", .string(marks.seriesColors[index])),
                                    ("pointType", .int(marks.pointTypes[index])),
                                ] + fitJSON(index) + seriesSizeJSON(index))
                        })
                ),
            ] + sizesJSON,
            pages: pages.map { page in
                page.axisJSON(
                    rowsName: "rows",
                    marks: [
                        ("points", .array(page.marks.points.map(JSONDocument.int))),
                        ("drawn", .string(page.marks.density == nil ? "markers" : "density")),
                    ] + densityJSON(page))
            })
    }
}

extension ScatterPlan {
    /// `"sizes": {column, scale, min, max, …}` with `--size-by`: the rule every bubble follows.
    private var sizesJSON: [(String, JSONDocument)] {
        guard let bubbles = marks.bubbles else { return [] }
        return [
            (
                "sizes",
                .object([
                    ("column", .string(bubbles.column)), ("scale", .string("area proportional to the value")),
                    ("min", .number(bubbles.minValue)), ("max", .number(bubbles.maxValue)),
                    ("maxPointSize", .number(BubbleScale.maxPointSize)), ("minPointSize", .number(ScatterLayouter.minimumMarkerSize)),
                    ("clamped", .int(bubbles.clamped)), ("skippedEmpty", .int(bubbles.skippedEmpty)),
                    ("legend", .array(bubbles.legend.map(JSONDocument.number))),
                    ("density", .string("off: a density image has no sizes")),
                ])
            )
        ]
    }

    /// `"size": {column, min, max}` of series `index`'s drawn points, with `--size-by`.
    private func seriesSizeJSON(_ index: Int) -> [(String, JSONDocument)] {
        guard let bubbles = marks.bubbles, let sizes = chart.sizes else { return [] }
        let values = ScatterLayouter.drawnRows(chart.series[index]).map { sizes.values[$0] }
        guard let low = values.min(), let high = values.max() else { return [("size", .object([("column", .string(bubbles.column))]))] }
        return [("size", .object([("column", .string(bubbles.column)), ("min", .number(low)), ("max", .number(high))]))]
    }

    /// `"density": {columns, rows, filled, maxCount, outside, ramp, colorBar}` when the page
    /// draws the image; `colorBar` lists the counts its labels show, bottom to top.
    private func densityJSON(_ page: ScatterPagePlan) -> [(String, JSONDocument)] {
        guard let grid = page.marks.density else { return [] }
        let bar = ColorBarLayout(grid: grid, plan: self, page: page)
        return [
            (
                "density",
                .object([
                    ("columns", .int(grid.columns)), ("rows", .int(grid.rows)), ("filled", .int(grid.filled)),
                    ("maxCount", .int(Int(grid.maxCount))), ("outside", .int(grid.outside)),
                    ("ramp", .array(DensityGrid.ramp.map(JSONDocument.string))),
                    ("colorBar", .object([("labels", .array(bar.labels.map { .int(Int($0.count)) }))])),
                ])
            )
        ]
    }

    /// `"fit": {slope, intercept, rSquared, points}` when series `index` has a fitted line; on
    /// log axes also its `model` (`power`, `exponential`, `logarithmic`), `fittedIn` and
    /// `equation`, as slope and intercept are then those of the line in logs.
    private func fitJSON(_ index: Int) -> [(String, JSONDocument)] {
        guard marks.fits.indices.contains(index), let fit = marks.fits[index] else { return [] }
        // On log axes the line is straight in logs: its model in data units, and what it regressed.
        let model: [(String, JSONDocument)] =
            fit.space == .linear
            ? []
            : [
                ("model", .string(fit.space.model.rawValue)), ("fittedIn", .string(fit.space.description)),
                ("equation", .string(fit.equation)),
            ]
        return [
            (
                "fit",
                .object(
                    [
                        ("slope", .number(fit.slope)), ("intercept", .number(fit.intercept)), ("rSquared", .number(fit.rSquared)),
                        ("points", .int(fit.count)),
                    ] + model)
            )
        ]
    }
}

/// How the frame renders and prints a plan with these marks.
extension ScatterPlanMarks: AxisMarks {
    package typealias Chart = LineChart
    package typealias Options = ScatterOptions
    package typealias PageMarks = ScatterPageMarks
    package static func json(_ plan: ScatterPlan) -> JSONDocument { plan.document }
    package static func program(for plan: ScatterPlan, outputs: [String], placement: DataPlacement) -> GnuplotProgram {
        ScatterEmitter().program(for: plan, outputs: outputs, placement: placement)
    }
}
