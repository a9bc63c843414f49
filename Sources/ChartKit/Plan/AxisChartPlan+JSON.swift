extension AxisChartPlan {
    /// The `--plan` document of an axis chart, its frame half written here once: the kind, the
    /// image size, the plot area, the legend, the page count, the pages, the warnings and the
    /// theme, around the kind's own members (`sized` right after the size, `marks` before the
    /// legend, `afterLegend` after it).
    func axisJSON(
        _ kind: ChartKind, sized: [(String, JSONDocument)] = [], marks: [(String, JSONDocument)],
        afterLegend: [(String, JSONDocument)] = [], pages: [JSONDocument]
    ) -> JSONDocument {
        .object(
            [
                ("chart", .string(kind.rawValue)),
                ("size", .object([("width", .int(frame.width)), ("height", .int(frame.height))])),
            ] + sized + [
                (
                    "plotArea",
                    .object([("left", .int(frame.left)), ("right", .int(frame.right)), ("top", .int(frame.top)), ("bottom", .int(frame.bottom))])
                )
            ] + marks + [
                ("legend", legend.map { $0.json(top: legendTop, left: legendLeft) } ?? .null)
            ] + afterLegend + [
                ("pageCount", .int(pageCount)),
                ("pages", .array(pages)),
                ("warnings", .array(warnings.map(JSONDocument.string))),
            ] + options.figure.theme.planMembers)
    }
}

extension AxisPagePlan {
    /// A page's `--plan` object, its frame half written here once: the page number and output,
    /// its rows as `rowsName` (1-based first and last; `rows` when the kind counts them its own
    /// way), the kind's `marks` members, the two axes (named `axisNames`) and the right-hand one
    /// (`y2`, with `--y2`), the kind's
    /// `afterAxes` members and the highlight, when there is one.
    func axisJSON(
        rowsName: String, rows: Range<Int>? = nil, marks: [(String, JSONDocument)] = [],
        axisNames: (x: String, y: String) = ("x", "y"), afterAxes: [(String, JSONDocument)] = []
    ) -> JSONDocument {
        let rows = rows ?? self.rows
        var members: [(String, JSONDocument)] =
            [
                ("page", .int(page)),
                ("output", .string(output)),
                (rowsName, .object([("first", .int(rows.lowerBound + 1)), ("last", .int(rows.upperBound))])),
            ] + marks + [
                (axisNames.x, x.json),
                (axisNames.y, y.json),
            ] + (y2.map { [("y2", $0.json)] } ?? []) + afterAxes
        if let highlight { members.append(("highlight", highlight.json)) }
        return .object(members)
    }
}
