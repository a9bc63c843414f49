extension DiscretePlan {
    /// The `--plan` document: pages with their slots, windows, ticks, highlight and outputs.
    var document: JSONDocument {
        axisJSON(
            .discrete,
            marks: [
                ("xKind", .string(chart.slotKind.rawValue)),
                ("slotCount", .int(chart.count)),
                ("connect", .bool(options.connect)),
                (
                    "plots",
                    .array(
                        chart.plots.enumerated().map { index, plot in
                            .object([
                                ("name", .string(plot.name)), ("color", .string(color(ofPlot: index))), ("marker", .int(pointType(ofPlot: index))),
                                ("offset", .number(marks.offsets[index])),
                            ])
                        })
                ),
            ], pages: pages.map { $0.json(chart: chart) })
    }
}

extension DiscretePagePlan {
    /// `points`: the page's points of every plot, and how many are drawn (fewer when thinned).
    func json(chart: DiscreteChart) -> JSONDocument {
        let points = chart.plots.reduce(0) { sum, plot in sum + slots.filter { plot.points[$0] != nil }.count }
        let columns = marks.columns.compactMap { $0 }
        let drawn =
            marks.keptSlots.map { kept in kept.indices.reduce(0) { $0 + kept[$1].count } + columns.reduce(0) { $0 + $1.markers.count } }
            ?? points
        var counts: [(String, JSONDocument)] = [("in", .int(points)), ("drawn", .int(drawn))]
        if !columns.isEmpty { counts.append(("boxes", .int(columns.reduce(0) { $0 + $1.boxes.count }))) }
        counts.append(("decimation", .string(marks.keptSlots == nil ? "none" : columns.isEmpty ? "grid" : "columns")))
        return axisJSON(rowsName: "slots", marks: [("points", .object(counts))])
    }
}

extension HighlightPlan {
    var json: JSONDocument {
        .object([
            ("x", .number(x)),
            ("title", .string(title)),
            ("labels", .array(entries.map { .object([("text", .string($0.text)), ("color", .string($0.color))]) })),
        ])
    }
}
