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
                            .object([
                                ("name", .string(series.name)), ("color", .string(options.figure.theme.seriesColor(index))),
                                ("dashed", .bool(series.dashed)),
                            ])
                        })
                ),
            ], pages: pages.map { $0.json(chart: chart) })
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
