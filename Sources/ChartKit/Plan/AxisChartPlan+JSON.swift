extension AxisKindPlan {
    /// The `--plan` document of an axis chart, its frame half written here once: the kind, the
    /// image size, the plot area, the legend, the page count, the pages, the warnings and the
    /// theme, around the kind's own members (`AxisMarks.json`).
    package var json: JSONDocument {
        let own = Marks.json(self)
        return .object(
            [
                ("chart", .string(own.kind.rawValue)),
                ("size", .object([("width", .int(frame.width)), ("height", .int(frame.height))])),
            ] + own.sized + [
                (
                    "plotArea",
                    .object([("left", .int(frame.left)), ("right", .int(frame.right)), ("top", .int(frame.top)), ("bottom", .int(frame.bottom))])
                )
            ] + own.marks + [
                ("legend", legend.map { $0.json(top: legendTop, left: legendLeft) } ?? .null)
            ] + own.afterLegend + [
                ("pageCount", .int(pageCount)),
                ("pages", .array(pages.map { $0.json(Marks.json($0, of: self)) })),
                ("warnings", .array(warnings.map(JSONDocument.string))),
            ] + options.figure.theme.planMembers)
    }
}

extension AxisPagePlan {
    /// A page's `--plan` object, its frame half written here once: the page number and output,
    /// its rows, the kind's members before the axes, the two axes and the right-hand one (`y2`,
    /// with `--y2`), the kind's members after them, and the highlight, when there is one.
    func json(_ own: AxisKindJSON.Page) -> JSONDocument {
        let rows = own.rows ?? self.rows
        var members: [(String, JSONDocument)] =
            [
                ("page", .int(page)),
                ("output", .string(output)),
                (own.rowsName, .object([("first", .int(rows.lowerBound + 1)), ("last", .int(rows.upperBound))])),
            ] + own.marks + [
                (own.axisNames.x, x.json),
                (own.axisNames.y, y.json),
            ] + (y2.map { [("y2", $0.json)] } ?? []) + own.afterAxes
        if let highlight { members.append(("highlight", highlight.json)) }
        return .object(members)
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

extension HighlightPlan {
    /// `{"x", "title", "labels"}`: where the marker stands and what its labels say.
    var json: JSONDocument {
        .object([
            ("x", .number(x)),
            ("title", .string(title)),
            ("labels", .array(entries.map { .object([("text", .string($0.text)), ("color", .string($0.color))]) })),
        ])
    }
}
