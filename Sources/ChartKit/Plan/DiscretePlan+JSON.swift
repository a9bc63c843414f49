extension DiscretePlanMarks {
    /// The discrete graph's `--plan` members: the slots' kind and count, and each plot's
    /// colour, marker and offset from its slot's centre.
    package static func json(_ plan: DiscretePlan) -> AxisKindJSON {
        AxisKindJSON(
            kind: .discrete,
            marks: [
                ("xKind", .string(plan.chart.slotKind.rawValue)),
                ("slotCount", .int(plan.chart.count)),
                ("connect", .bool(plan.options.connect)),
                (
                    "plots",
                    AxisKindJSON.series(plan.chart.plots.map(\.name), color: plan.color(ofPlot:)) { index in
                        [("marker", .int(plan.pointType(ofPlot: index))), ("offset", .number(plan.offsets[index]))]
                    }
                ),
            ])
    }

    /// `points`: the page's points of every plot, and how many are drawn (fewer when thinned).
    package static func json(_ page: DiscretePagePlan, of plan: DiscretePlan) -> AxisKindJSON.Page {
        let points = plan.chart.plots.reduce(0) { sum, plot in sum + plot.points[page.slots].count { $0 != nil } }
        let columns = page.marks.columns.compactMap { $0 }
        let drawn =
            page.marks.keptSlots.map { kept in kept.indices.reduce(0) { $0 + kept[$1].count } + columns.reduce(0) { $0 + $1.markers.count } }
            ?? points
        var counts: [(String, JSONDocument)] = [("in", .int(points)), ("drawn", .int(drawn))]
        if !columns.isEmpty { counts.append(("boxes", .int(columns.reduce(0) { $0 + $1.boxes.count }))) }
        counts.append(("decimation", .string(page.marks.keptSlots == nil ? "none" : columns.isEmpty ? "grid" : "columns")))
        return AxisKindJSON.Page(rowsName: "slots", marks: [("points", .object(counts))])
    }
}
