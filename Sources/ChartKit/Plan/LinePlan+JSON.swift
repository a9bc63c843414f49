extension LinePlanMarks {
    /// The line chart's `--plan` members: its x and rows, and each series' colour and dash,
    /// with the same tick values and labels the program will draw on every page.
    package static func json(_ plan: LinePlan) -> AxisKindJSON {
        let (chart, y2) = (plan.chart, plan.options.axes.y2)
        return AxisKindJSON(
            kind: .line,
            marks: chart.pointMembers + [
                (
                    "series",
                    AxisKindJSON.series(chart.series.map(\.name), color: plan.options.figure.theme.seriesColor) { index in
                        [("dashed", .bool(chart.series[index].dashed))]
                            + (y2 == nil ? [] : [("axis", .string(chart.series[index].onY2 ? "y2" : "y"))])
                    }
                )
            ] + y2Members(plan))
    }

    /// With `--y2`: the right axis's title, scale and label format, and the series drawn against it (each
    /// page's `y2` holds its range and ticks; each series says its `axis`).
    private static func y2Members(_ plan: LinePlan) -> AxisKindJSON.Members {
        guard let y2 = plan.options.axes.y2 else { return [] }
        return [
            (
                "y2Axis",
                .object([
                    ("label", .string(plan.layout.y2Label)), ("scale", .string(y2.log ? "log" : "linear")),
                    ("format", .string(y2.format.name)),
                    ("series", .array(plan.chart.series.filter(\.onY2).map { .string($0.name) })),
                ])
            )
        ]
    }

    /// Rows and points are the input's, also when the chart holds only some of its rows.
    package static func json(_ page: LinePagePlan, of plan: LinePlan) -> AxisKindJSON.Page {
        plan.chart.pointsPage(page)
    }
}

extension LineChart {
    /// A page of points' `--plan` members (line, area): its input rows, and how many points it
    /// holds and sends (M4 or all).
    func pointsPage(_ page: LinePagePlan) -> AxisKindJSON.Page {
        let chart = self
        return AxisKindJSON.Page(
            rowsName: "rows", rows: chart.sourceRows(page.rows),
            marks: [
                (
                    "points",
                    .object([
                        ("in", .int(chart.sourceRows(page.drawnRows).count)), ("drawn", .int(page.sentCount)),
                        ("decimation", .string(page.decimatedRows == nil ? "none" : "m4")),
                    ])
                )
            ])
    }

    /// What a chart of points at table coordinates (line, scatter) says first in `--plan`: the
    /// kind of its x and how many input rows it holds.
    var pointMembers: AxisKindJSON.Members {
        [("xKind", .string(x.kind.rawValue)), ("rowCount", .int(sourceRowCount))]
    }
}
