extension BarPlanMarks {
    /// The bar chart's `--plan` members: orientation, mode, baseline, the series with their
    /// fills, and the rule used to fit category names, exactly as the program draws them.
    package static func json(_ plan: BarPlan) -> AxisKindJSON {
        let marks = plan.marks
        return AxisKindJSON(
            kind: .bar,
            sized: marks.grownFrom.map { [("grownFrom", .object([("width", .int($0.width)), ("height", .int($0.height))]))] } ?? [],
            marks: [
                ("orientation", .string(plan.options.horizontal ? "horizontal" : "vertical")),
                ("mode", .string(plan.mode)),
                ("baseline", .number(plan.options.baseline)),
                ("categoryCount", .int(plan.chart.count)),
                (
                    "series",
                    // `fill` only when hatched: a solid series reads as it always did.
                    AxisKindJSON.series(plan.chart.series.map(\.name), color: { marks.seriesColors[$0] }) { index in
                        marks.seriesFills[index] == .solid ? [] : [("fill", .string(marks.seriesFills[index].text))]
                    }
                ),
            ],
            afterLegend: [
                (
                    "categoryLabels",
                    .object([
                        ("rule", .string(marks.categoryLabels.name)),
                        ("angle", .int(marks.categoryLabels.angle)),
                        ("every", .int(marks.categoryLabels.every)),
                        ("shortened", .int(marks.categoryLabels.shortened)),
                    ])
                )
            ])
    }

    /// A page's bar rectangles and value labels, after its category and value axes.
    package static func json(_ page: BarPagePlan, of plan: BarPlan) -> AxisKindJSON.Page {
        AxisKindJSON.Page(
            rowsName: "categories", axisNames: ("categoryAxis", "valueAxis"),
            afterAxes: [
                (
                    "bars",
                    .array(
                        page.bars.map { bar in
                            .object([
                                ("category", .int(bar.category + 1)), ("series", .int(bar.series + 1)), ("value", .number(bar.value)),
                                ("slotLow", .number(bar.slotLow)), ("slotHigh", .number(bar.slotHigh)),
                                ("from", .number(bar.from)), ("to", .number(bar.to)), ("color", .string(bar.color)),
                            ])
                        })
                ),
                (
                    "valueLabels",
                    .array(
                        page.valueLabels.map { label in
                            .object([
                                ("text", .string(label.text)), ("slot", .number(label.slot)), ("value", .number(label.value)),
                                ("anchor", .string(label.anchor.rawValue)), ("inside", .bool(label.inside)),
                                ("angle", .int(label.angle)),
                            ])
                        })
                ),
                ("omittedValueLabels", .int(page.omittedValueLabels)),
            ])
    }
}
