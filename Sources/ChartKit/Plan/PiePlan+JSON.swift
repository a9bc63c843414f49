extension PiePlan {
    /// The `--plan` document: the pie's place and size in pixels, and per page every slice's
    /// value, percent, angles (compass bearings: degrees clockwise from 12 o'clock), colour and
    /// label position, so scripts and tests can check the pixels against it.
    package var json: JSONDocument {
        .object(
            [
                ("chart", .string("pie")),
                ("size", .object([("width", .int(frame.width)), ("height", .int(frame.height))])),
                (
                    "pie",
                    .object([
                        ("centerX", .number(centerX)), ("centerY", .number(centerY)), ("radius", .number(radius)),
                        ("innerRadius", .number(innerRadius)),
                    ])
                ),
                ("direction", .string(options.clockwise ? "clockwise" : "counterclockwise")),
                ("valuesArePercent", .bool(chart.valuesArePercent)),
                ("pageCount", .int(pageCount)),
                ("pages", .array(pages.map(\.json))),
                ("warnings", .array(warnings.map(JSONDocument.string))),
            ] + options.figure.theme.planMembers)
    }
}

extension PiePagePlan {
    var json: JSONDocument {
        var members: [(String, JSONDocument)] = [("page", .int(page)), ("output", .string(output))]
        if let group { members.append(("group", .string(group))) }
        members.append(("title", .string(title)))
        members.append(("hasGap", .bool(hasGap)))
        members.append(("slices", .array(slices.map(\.json))))
        if !legend.isEmpty {
            members.append(
                (
                    "legend",
                    .array(
                        legend.map { entry in
                            .object(
                                [("label", .string(entry.label)), ("color", .string(entry.color))]
                                    + (entry.fill == .solid ? [] : [("fill", .string(entry.fill.text))])
                                    + [("x", .number(entry.x)), ("y", .number(entry.y))])
                        })
                ))
        }
        if otherSlices > 0, let other = slices.last {
            members.append(("other", .object([("label", .string(other.label)), ("slices", .int(otherSlices))])))
        }
        if omittedLabels > 0 { members.append(("omittedLabels", .int(omittedLabels))) }
        if omittedLegendEntries > 0 { members.append(("omittedLegendEntries", .int(omittedLegendEntries))) }
        return .object(members)
    }
}

extension PieSlicePlan {
    var json: JSONDocument {
        .object(
            [
                ("label", .string(label)),
                ("value", .number(value)),
                ("percent", .number(percent)),
                ("startAngle", .number(startAngle)),
                ("endAngle", .number(endAngle)),
                ("color", .string(color)),
            ] + (fill == .solid ? [] : [("fill", .string(fill.text))]) + [
                ("text", .string(text)),
                ("placement", .string(placement.rawValue)),
                ("textX", .number(textX)),
                ("textY", .number(textY)),
            ])
    }
}
