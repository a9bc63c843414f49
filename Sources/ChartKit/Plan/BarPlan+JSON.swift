extension BarPlan {
    /// The `--plan` document: pages with their categories, axes, bar rectangles and value
    /// labels, and the rule used to fit category names, exactly as the program draws them.
    var document: JSONDocument {
        axisJSON(
            .bar, sized: marks.grownFrom.map { [("grownFrom", .object([("width", .int($0.width)), ("height", .int($0.height))]))] } ?? [],
            marks: [
                ("orientation", .string(options.horizontal ? "horizontal" : "vertical")),
                ("mode", .string(mode)),
                ("baseline", .number(options.baseline)),
                ("categoryCount", .int(chart.count)),
                (
                    "series",
                    .array(
                        chart.series.enumerated().map { index, series in
                            // `fill` only when hatched: a solid series reads as it always did.
                            .object(
                                [("name", .string(series.name)), ("color", .string(marks.seriesColors[index]))]
                                    + (marks.seriesFills[index] == .solid ? [] : [("fill", .string(marks.seriesFills[index].text))]))
                        })
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
            ], pages: pages.map(\.json))
    }
}

extension BarPagePlan {
    var json: JSONDocument {
        axisJSON(
            rowsName: "categories", axisNames: ("categoryAxis", "valueAxis"),
            afterAxes: [
                (
                    "bars",
                    .array(
                        marks.bars.map { bar in
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
                        marks.valueLabels.map { label in
                            .object([
                                ("text", .string(label.text)), ("slot", .number(label.slot)), ("value", .number(label.value)),
                                ("anchor", .string(label.anchor.rawValue)), ("inside", .bool(label.inside)),
                                ("angle", .int(label.angle)),
                            ])
                        })
                ),
                ("omittedValueLabels", .int(marks.omittedValueLabels)),
            ])
    }
}
