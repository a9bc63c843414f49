extension FacetPlan {
    /// The `--plan` document of a `--facet` chart: the kind, the image, the grid, the one
    /// legend's entries (its names in order, as drawn; null without one), and per page
    /// each panel with its key, its cell on the image and its kind's own plan (ranges and
    /// ticks; an inner panel of a shared grid has its tick labels empty, as drawn).
    package var json: JSONDocument {
        .object(
            [
                ("chart", .string(kind.rawValue)),
                ("size", .object([("width", .int(frame.width)), ("height", .int(frame.height))])),
                ("title", .string(title)),
                ("legend", legendNames.map { .array($0.map(JSONDocument.string)) } ?? .null),
                (
                    "facet",
                    .object([
                        ("scale", .string(options.scale.rawValue)), ("sort", .string(options.sort.rawValue)),
                        ("panels", .int(grid.count)), ("columns", .int(grid.columns)), ("rows", .int(grid.rows)),
                        ("perPage", .int(grid.perPage)),
                        ("panelSize", .object([("width", .int(grid.panelWidth)), ("height", .int(grid.panelHeight))])),
                    ])
                ),
                ("pageCount", .int(pageCount)),
                ("pages", .array(pages.map(\.json))),
                ("warnings", .array(warnings.map(JSONDocument.string))),
            ])
    }
}

extension FacetPagePlan {
    var json: JSONDocument {
        .object([
            ("page", .int(page)),
            ("output", .string(output)),
            (
                "panels",
                .array(
                    panels.map { panel in
                        let placement = panel.plan.frame.panel
                        return .object([
                            ("name", .string(panel.key)),
                            ("left", .int(placement?.left ?? 0)),
                            ("top", .int(placement?.top ?? 0)),
                            ("plan", panel.plan.base.json),
                        ])
                    })
            ),
        ])
    }
}
