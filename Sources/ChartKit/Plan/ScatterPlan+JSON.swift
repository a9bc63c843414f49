extension ScatterPlanMarks {
    /// The scatter chart's `--plan` members: the series, their markers, fits and sizes, and what
    /// was skipped.
    package static func json(_ plan: ScatterPlan) -> AxisKindJSON {
        let marks = plan.marks
        return AxisKindJSON(
            kind: .scatter,
            marks: plan.chart.pointMembers + [
                ("skippedEmpty", .int(marks.skippedEmpty)), ("skippedEmptyX", .int(marks.skippedEmptyX)),
                ("marker", .object([("size", .number(marks.markerSize)), ("pixels", .int(Int(6 * marks.markerSize + 1)))])),
                ("densityThreshold", .int(marks.densityThreshold)),
                (
                    "series",
                    AxisKindJSON.series(plan.chart.series.map(\.name), color: { marks.seriesColors[$0] }) { index in
                        [("pointType", .int(marks.pointTypes[index]))] + plan.fitJSON(index) + plan.seriesSizeJSON(index)
                    }
                ),
            ] + plan.sizesJSON)
    }

    /// The page's points per series, and whether they are drawn as markers or a density image.
    package static func json(_ page: ScatterPagePlan, of plan: ScatterPlan) -> AxisKindJSON.Page {
        AxisKindJSON.Page(
            rowsName: "rows",
            marks: [
                ("points", .array(page.points.map(JSONDocument.int))),
                ("drawn", .string(page.density == nil ? "markers" : "density")),
            ] + plan.densityJSON(page) + culledJSON(page))
    }

    /// `"markersSent": […]` per series when `MarkerCulling` left out markers painted over by
    /// later ones (the PNG is the same); absent otherwise.
    private static func culledJSON(_ page: ScatterPagePlan) -> [(String, JSONDocument)] {
        guard let sent = page.marks.sentCounts else { return [] }
        return [("markersSent", .array(sent.map(JSONDocument.int)))]
    }
}

extension ScatterPlan {
    /// `"sizes": {column, scale, min, max, …}` with `--size-by`: the rule every bubble follows.
    fileprivate var sizesJSON: [(String, JSONDocument)] {
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
    fileprivate func seriesSizeJSON(_ index: Int) -> [(String, JSONDocument)] {
        guard let bubbles = marks.bubbles else { return [] }
        guard index < bubbles.seriesRanges.count, let range = bubbles.seriesRanges[index] else {
            return [("size", .object([("column", .string(bubbles.column))]))]
        }
        return [("size", .object([("column", .string(bubbles.column)), ("min", .number(range.lowerBound)), ("max", .number(range.upperBound))]))]
    }

    /// `"density": {columns, rows, filled, maxCount, outside, ramp, colorBar}` when the page
    /// draws the image; `colorBar` lists the counts its labels show, bottom to top.
    fileprivate func densityJSON(_ page: ScatterPagePlan) -> [(String, JSONDocument)] {
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
    fileprivate func fitJSON(_ index: Int) -> [(String, JSONDocument)] {
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
