extension BoxMarks {
    /// The box chart's `--plan` members: the values drawn and skipped, and per series each
    /// category's summary (n, quartiles, whiskers, outliers counted), as the program draws it.
    package static func json(_ plan: BoxPlan) -> AxisKindJSON {
        let chart = plan.chart
        let values = plan.stats.joined().reduce(0) { $0 + ($1?.count ?? 0) }
        return AxisKindJSON(
            kind: .box,
            marks: [
                ("orientation", .string(plan.options.horizontal ? "horizontal" : "vertical")),
                ("values", .int(values)), ("skipped", .int(chart.skipped)),
                (
                    "series",
                    AxisKindJSON.series(chart.series.map(\.name), color: { plan.colors[$0] }) { index in
                        [("boxes", .array(chart.categories.indices.compactMap { box(plan.stats[index][$0], category: chart.categories[$0]) }))]
                    }
                ),
            ])
    }

    private static func box(_ stats: BoxStats?, category: String) -> JSONDocument? {
        guard let stats else { return nil }
        return .object([
            ("category", .string(category)), ("n", .int(stats.count)), ("q1", .number(stats.q1)), ("median", .number(stats.median)),
            ("q3", .number(stats.q3)), ("whiskerLow", .number(stats.low)), ("whiskerHigh", .number(stats.high)),
            ("outliers", .int(stats.outlierCount)), ("outliersDrawn", .int(stats.outliers.count)),
        ])
    }

    /// The page's boxes, each with the rectangle it draws (its quartiles, or wider about the
    /// median when they are under `BoxShape.minimumPixels` apart).
    package static func json(_ page: AxisPagePlan<Int>, of plan: BoxPlan) -> AxisKindJSON.Page {
        AxisKindJSON.Page(
            rowsName: "categories", axisNames: (x: "categoryAxis", y: "valueAxis"),
            afterAxes: [
                (
                    "boxes",
                    .array(
                        BoxShape.shapes(of: page, in: plan, pixels: plan.valuePixels).map { box in
                            .object([
                                ("category", .string(plan.chart.categories[box.category])), ("series", .int(box.series + 1)),
                                ("color", .string(plan.colors[box.series])), ("slotLow", .number(box.center - box.halfWidth)),
                                ("slotHigh", .number(box.center + box.halfWidth)), ("from", .number(box.from)), ("to", .number(box.to)),
                            ])
                        })
                )
            ])
    }
}
