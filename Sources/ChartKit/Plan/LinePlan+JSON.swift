extension LinePlan {
    /// The `--plan` document: what would be rendered, page by page, with the same tick values
    /// and labels the program will draw.
    var document: JSONDocument {
        axisJSON(
            .line,
            marks: [
                ("xKind", .string(chart.x.kind.rawValue)),
                ("rowCount", .int(chart.sourceRowCount)),
                (
                    "series",
                    .array(
                        chart.series.enumerated().map { index, series in
                            .object(
                                [
                                    ("name", .string(series.name)), ("color", .string(options.figure.theme.seriesColor(index))),
                                    ("dashed", .bool(series.dashed)),
                                ] + (options.axes.y2 == nil ? [] : [("axis", .string(series.onY2 ? "y2" : "y"))]))
                        })
                ),
            ] + y2Members, pages: pages.map { $0.json(chart: chart) })
    }

    /// With `--y2`: the right axis's title, scale and label format, and the series drawn against it (each
    /// page's `y2` holds its range and ticks; each series says its `axis`).
    private var y2Members: [(String, JSONDocument)] {
        guard let y2 = options.axes.y2 else { return [] }
        return [
            (
                "y2Axis",
                .object([
                    ("label", .string(layout.y2Label)), ("scale", .string(y2.log ? "log" : "linear")),
                    ("format", .string(y2.format.name)),
                    ("series", .array(chart.series.filter(\.onY2).map { .string($0.name) })),
                ])
            )
        ]
    }
}

extension LinePagePlan {
    /// Rows and points are the input's, also when `chart` holds only some of its rows.
    func json(chart: LineChart) -> JSONDocument {
        axisJSON(
            rowsName: "rows", rows: chart.sourceRows(rows),
            marks: [
                (
                    "points",
                    .object([
                        ("in", .int(chart.sourceRows(marks.drawnRows).count)), ("drawn", .int(sentCount)),
                        ("decimation", .string(marks.decimatedRows == nil ? "none" : "m4")),
                    ])
                )
            ])
    }
}

extension AxisPlan {
    /// `{"min", "max", "ticks"}`; a log axis adds `"scale": "log"` and its `"minorTicks"`.
    var json: JSONDocument {
        var members: [(String, JSONDocument)] = [
            ("min", .number(min)),
            ("max", .number(max)),
        ]
        if log { members.append(("scale", .string("log"))) }
        members.append(("ticks", .array(ticks.map { .object([("value", .number($0.value)), ("label", .string($0.label))]) })))
        if log { members.append(("minorTicks", .array(minorTicks.map(JSONDocument.number)))) }
        return .object(members)
    }
}

extension LegendLayout {
    /// `{"position": "top", "columns": 4, "rows": 2, "top": 30, "left": 700}` (left only on the right).
    func json(top: Int, left: Int) -> JSONDocument {
        var members: [(String, JSONDocument)] = [
            ("position", .string(position.rawValue)), ("columns", .int(columns)), ("rows", .int(rows)), ("top", .int(top)),
        ]
        if position == .right { members.append(("left", .int(left))) }
        if shortened > 0 {
            members.append(("shortened", .int(shortened)))
            members.append(("names", .array(names.map(JSONDocument.string))))
        }
        return .object(members)
    }
}
