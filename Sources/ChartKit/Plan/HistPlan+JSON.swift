extension HistPlanMarks {
    /// The histogram's `--plan` members: the rule, edges and counts of the bins, the skipped
    /// and outside values, and the marked statistics, as the program draws them.
    package static func json(_ plan: HistPlan) -> AxisKindJSON {
        let (bins, chart, marks) = (plan.bins, plan.chart, plan.marks)
        return AxisKindJSON(
            kind: .hist,
            marks: [
                ("mode", .string(plan.mode)),
                ("scale", .string(plan.options.scale.rawValue)),
                ("cumulative", .bool(plan.options.cumulative)),
                (
                    "bins",
                    .object(
                        [
                            ("rule", .string(bins.rule)), ("count", .int(bins.count)),
                        ] + plan.widthMembers + [
                            ("edges", .array(bins.edges.map(JSONDocument.number)))
                        ] + (bins.calendar == nil ? [] : [("edgeTimes", .array(bins.edges.map { .string(HistPlan.isoTime($0)) }))]))
                ),
                (
                    "drawing",
                    .object([
                        ("style", .string(marks.drawing.style.rawValue)), ("barPixels", .number((marks.drawing.barPixels * 100).rounded() / 100)),
                        ("separated", .bool(marks.drawing.separated)),
                    ])
                ),
                ("values", .int(chart.valueCount - bins.outside)),
                ("skipped", .int(chart.skipped)),
                ("outside", .int(bins.outside)),
                (
                    "series",
                    AxisKindJSON.series(chart.series.map(\.name), color: { marks.seriesColors[$0] }) { index in
                        [("values", .int(bins.counts[index].reduce(0, +))), ("counts", .array(bins.counts[index].map(JSONDocument.int)))]
                    }
                ),
                (
                    "marks",
                    .array(
                        marks.markLines.map {
                            .object([
                                ("name", .string($0.name)), ("value", .number($0.value)), ("label", .string($0.label)),
                                ("labelSide", .string($0.labelLeft ? "left" : "right")), ("lineStopsBelowRows", .int($0.stopsBelowRows)),
                            ])
                        })
                ),
            ])
    }

    /// The page's bars, each with the rectangle an image draws when it is not the bin's own.
    package static func json(_ page: HistPagePlan, of plan: HistPlan) -> AxisKindJSON.Page {
        AxisKindJSON.Page(
            rowsName: "bins",
            afterAxes: [
                (
                    "bars",
                    .array(
                        page.bars.map { bar in
                            .object(
                                [
                                    ("series", .int(bar.series + 1)), ("bin", .int(bar.bin + 1)), ("count", .int(bar.count)),
                                    ("value", .number(bar.value)), ("low", .number(bar.low)), ("high", .number(bar.high)),
                                    ("from", .number(bar.from)), ("to", .number(bar.to)),
                                ] + (bar.drawn.map { [("drawn", $0.json)] } ?? [])
                                    + (bar.topShare.map { [("topShare", .array([.int($0.part + 1), .int($0.parts)]))] } ?? []))
                        })
                )
            ])
    }
}

extension HistPlan {
    /// How wide the bins are: `width`, or `perDecade` for log-spaced bins, or for calendar bins
    /// the step (`1d`), its unit and multiple, and the unit `--density` is per.
    fileprivate var widthMembers: [(String, JSONDocument)] {
        let bins = marks.bins
        if let perDecade = bins.perDecade { return [("perDecade", .int(perDecade))] }
        guard let step = bins.calendar, let per = bins.densityUnit else { return [("width", .number(bins.width))] }
        return [
            ("step", .string(step.text)), ("unit", .string(step.unit.rawValue)), ("multiple", .int(step.multiple)), ("densityPer", .string(per.name)),
        ]
    }

    /// An edge as ISO-8601 UTC (`2024-03-01T00:00:00Z`), for reading the plan.
    static func isoTime(_ seconds: Double) -> String {
        DatePattern(unchecked: "%Y-%m-%dT%H:%M:%SZ").format(epochSeconds: seconds) ?? GnuplotNumber.literal(seconds)
    }
}

extension HistBox {
    /// The rectangle an image draws, as `--plan` shows it beside the bin's own.
    var json: JSONDocument {
        .object([("low", .number(low)), ("high", .number(high)), ("from", .number(from)), ("to", .number(to))])
    }
}
