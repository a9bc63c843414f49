extension HeatmapMarks {
    /// The heatmap's `--plan` members: the grid (its size, filled and empty cells, rows read and
    /// skipped), what a cell's value is, and the colour scale with the bar's ticks.
    package static func json(_ plan: HeatmapPlan) -> AxisKindJSON {
        let (chart, scale) = (plan.chart, plan.marks.scale)
        let axis = { (axis: HeatmapAxis) -> JSONDocument in
            switch axis {
            case let .categories(names): .object([("categories", .array(names.map(JSONDocument.string)))])
            case let .bins(bins):
                .object([("rule", .string(bins.rule)), ("bins", .int(bins.count)), ("edges", .array(bins.edges.map(JSONDocument.number)))])
            }
        }
        return AxisKindJSON(
            kind: .heatmap,
            marks: [
                (
                    "cells",
                    .object([
                        ("columns", .int(chart.x.count)), ("rows", .int(chart.y.count)), ("filled", .int(chart.filled)),
                        ("empty", .int(chart.values.count - chart.filled)), ("rowsRead", .int(chart.rowCount)), ("skipped", .int(chart.skipped)),
                    ])
                ),
                ("value", .string(chart.valueTitle)),
                ("xBins", axis(chart.x)), ("yBins", axis(chart.y)),
                (
                    "color",
                    .object([
                        ("palette", .string(scale.palette.rawValue)), ("min", .number(scale.min)), ("max", .number(scale.max)),
                        ("log", .bool(scale.log)),
                        ("ticks", .array(scale.ticks.map { .object([("value", .number($0.value)), ("label", .string($0.label))]) })),
                    ])
                ),
            ])
    }

    package static func json(_ page: AxisPagePlan<[HeatmapCell]>, of plan: HeatmapPlan) -> AxisKindJSON.Page {
        let cells = page.marks.map { cell -> JSONDocument in
            let box = cell.box
            return .object(
                [
                    ("column", .int(cell.column)), ("row", .int(cell.row)), ("value", .number(cell.value)), ("color", .string(cell.color)),
                    ("low", .number(box.low)), ("high", .number(box.high)), ("from", .number(box.from)), ("to", .number(box.to)),
                ] + (cell.label.map { [("label", .string($0)), ("lightLabel", .bool(cell.lightLabel))] } ?? []))
        }
        return AxisKindJSON.Page(rowsName: "columns", afterAxes: [("cells", .array(cells))])
    }
}
