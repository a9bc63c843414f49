/// Reads ResearchKit's data-source shape for discrete graphs, which is not a table:
///
///     {"plots": [[{"min": 60, "max": 80}, {"value": 70}, null, …], […]],
///      "titles": ["Mon", "Tue", …],      // optional: x slot titles (default 1, 2, 3, …)
///      "names": ["heart rate", …]}       // optional: legend names (default "plot 1", …)
///
/// A plot is a list of points, the index being the x slot; a point is `{"min", "max"}` (a
/// range), `{"value"}` (a single value) or `null` (no value in that slot). Plots may differ in
/// length; a shorter plot has no value in the last slots. Every shape error names the file,
/// line, column and JSON path, e.g. `p.json:3:40 $.plots[1][3].max: expected a number, found a string`.
/// A slot is this shape's row: `--max-rows` limits the longest plot, as it limits a table's rows.
enum DiscreteChartJSON {
    /// Whether `root` is this shape (an object with a "plots" key) rather than a table.
    static func isPlotsDocument(_ root: JSONValue) -> Bool {
        guard case let .object(members) = root.node else { return false }
        return members.contains { $0.key == "plots" }
    }

    /// The chart `root` describes; more than `maxRows` slots (the longest plot) is the
    /// `--max-rows` error, checked before any point is read.
    static func chart(from root: JSONValue, file: String, maxRows: Int? = nil) throws -> DiscreteChart {
        let (plotsValue, titlesValue, namesValue) = try members(of: root, file: file)
        guard let plotsValue, case let .array(plotValues) = plotsValue.node else {
            let value = plotsValue ?? root
            throw ChartError.badData(
                location: value.location(file: file, path: "$.plots"), column: nil,
                message: "expected an array of plots, found \(value.kindDescription)")
        }
        guard !plotValues.isEmpty else {
            throw ChartError.badData(location: plotsValue.location(file: file, path: "$.plots"), column: nil, message: "no plots")
        }
        // A plot is a series: the same cap as a table's columns, before any point is read.
        if plotValues.count > SeriesLimit.maximum {
            let beyond = plotValues[SeriesLimit.maximum]
            throw ChartError.badData(
                location: beyond.location(file: file, path: "$.plots[\(SeriesLimit.maximum)]"), column: nil,
                message:
                    """
                    \(plotValues.count) plots, more than the \(SeriesLimit.maximum) a chart draws (their colours repeat after a few dozen, and no \
                    legend could name them all); split them over several charts
                    """
            )
        }
        let pointLists = try pointLists(of: plotValues, file: file)
        let slotCount = pointLists.map(\.count).max() ?? 0
        if let maxRows, slotCount > maxRows { throw ReadOptions.tooManyRows(slotCount, limit: maxRows, in: file) }
        var plots: [DiscretePlot] = []
        for (p, pointValues) in pointLists.enumerated() {
            let points = try pointValues.enumerated().map { try point($1, file: file, path: "$.plots[\(p)][\($0)]") }
            plots.append(DiscretePlot(name: "plot \(p + 1)", points: points))
        }
        guard slotCount > 0 else {
            throw ChartError.badData(location: plotsValue.location(file: file, path: "$.plots"), column: nil, message: "every plot is empty")
        }
        for index in plots.indices where plots[index].points.count < slotCount {
            plots[index].points = DiscretePoints(Array(plots[index].points) + Array(repeating: nil, count: slotCount - plots[index].points.count))
        }
        guard plots.contains(where: { $0.points.contains { $0 != nil } }) else {
            throw ChartError.badData(
                location: plotsValue.location(file: file, path: "$.plots"), column: nil, message: "nothing to plot: every point is null")
        }
        if let namesValue {
            let names = try strings(namesValue, file: file, path: "$.names", count: plots.count, what: "plot")
            for index in plots.indices { plots[index].name = names[index] }
        }
        var chart = DiscreteChart(
            titles: .numbered(slotCount), slotKind: .number,
            slotValues: (1...slotCount).map(Double.init), plots: plots)
        if let titlesValue {
            chart.slots = SlotTitles(try strings(titlesValue, file: file, path: "$.titles", count: slotCount, what: "x slot"))
            chart.slotKind = .category
            chart.slotValues = []
        }
        return chart
    }

    /// The root object's three members (each nil when absent); any other key is an error.
    private static func members(of root: JSONValue, file: String) throws -> (plots: JSONValue?, titles: JSONValue?, names: JSONValue?) {
        guard case let .object(members) = root.node else {
            throw ChartError.badData(
                location: root.location(file: file, path: "$"), column: nil,
                message: "expected an object with \"plots\", found \(root.kindDescription)")
        }
        var found: (plots: JSONValue?, titles: JSONValue?, names: JSONValue?) = (nil, nil, nil)
        for member in members {
            switch member.key {
            case "plots": found.plots = member.value
            case "titles": found.titles = member.value
            case "names": found.names = member.value
            default:
                throw ChartError.badData(
                    location: member.value.location(file: file, path: "$" + JSONPathStyle.member(member.key)), column: nil,
                    message: "unknown key \"\(member.key)\" (expected plots, titles, names)")
            }
        }
        return found
    }

    /// Each plot's points, still as JSON: every plot must be an array.
    private static func pointLists(of plotValues: [JSONValue], file: String) throws -> [[JSONValue]] {
        try plotValues.enumerated().map { p, plotValue in
            guard case let .array(pointValues) = plotValue.node else {
                throw ChartError.badData(
                    location: plotValue.location(file: file, path: "$.plots[\(p)]"), column: nil,
                    message: "expected an array of points, found \(plotValue.kindDescription)")
            }
            return pointValues
        }
    }

    private static func point(_ value: JSONValue, file: String, path: String) throws -> DiscretePoint? {
        switch value.node {
        case .null: return nil
        case let .object(members):
            var found: [String: JSONValue] = [:]
            for member in members {
                guard ["min", "max", "value"].contains(member.key) else {
                    throw ChartError.badData(
                        location: member.value.location(file: file, path: path + JSONPathStyle.member(member.key)), column: nil,
                        message: "unknown key \"\(member.key)\" in a point (expected min and max, or value)")
                }
                guard found[member.key] == nil else {
                    throw ChartError.badData(
                        location: member.value.location(file: file, path: path + JSONPathStyle.member(member.key)), column: nil,
                        message: "duplicate key \"\(member.key)\"")
                }
                found[member.key] = member.value
            }
            if let single = found["value"] {
                if let other = found["min"] ?? found["max"] {
                    throw ChartError.badData(
                        location: other.location(file: file, path: path), column: nil,
                        message: "a point has either \"value\" or \"min\" and \"max\", not both")
                }
                return DiscretePoint(value: try number(single, file: file, path: path + ".value"))
            }
            switch (found["min"], found["max"]) {
            case let (min?, max?):
                let low = try number(min, file: file, path: path + ".min")
                let high = try number(max, file: file, path: path + ".max")
                guard low <= high else {
                    throw ChartError.badData(
                        location: min.location(file: file, path: path + ".min"), column: nil,
                        message: "min \(literal(min)) is above max \(literal(max))")
                }
                return DiscretePoint(low: low, high: high)
            case (_?, nil):
                throw ChartError.badData(
                    location: value.location(file: file, path: path + ".max"), column: nil,
                    message: "missing \"max\" for the \"min\" of this point")
            case (nil, _?):
                throw ChartError.badData(
                    location: value.location(file: file, path: path + ".min"), column: nil,
                    message: "missing \"min\" for the \"max\" of this point")
            case (nil, nil):
                throw ChartError.badData(
                    location: value.location(file: file, path: path), column: nil,
                    message: "expected a point {\"min\", \"max\"} or {\"value\"}, found an empty object")
            }
        default:
            throw ChartError.badData(
                location: value.location(file: file, path: path), column: nil,
                message: "expected a point {\"min\", \"max\"} or {\"value\"} or null, found \(value.kindDescription)")
        }
    }

    private static func number(_ value: JSONValue, file: String, path: String) throws -> Double {
        if case let .number(text) = value.node, let number = ValueParser.number(Substring(text)) {
            guard abs(number) <= ValueParser.maximumMagnitude else {
                throw ChartError.badData(
                    location: value.location(file: file, path: path), column: nil,
                    message: "expected \(ValueParser.magnitudeRule), found \(text)")
            }
            return number
        }
        throw ChartError.badData(
            location: value.location(file: file, path: path), column: nil,
            message: "expected a finite number, found \(literal(value))")
    }

    private static func literal(_ value: JSONValue) -> String {
        switch value.node {
        case let .number(text): return text
        case let .string(text): return "a string \(QuotedText.quoted(text))"
        default: return value.kindDescription
        }
    }

    private static func strings(_ value: JSONValue, file: String, path: String, count: Int, what: String) throws -> [String] {
        guard case let .array(items) = value.node else {
            throw ChartError.badData(
                location: value.location(file: file, path: path), column: nil,
                message: "expected an array of strings, found \(value.kindDescription)")
        }
        guard items.count == count else {
            throw ChartError.badData(
                location: value.location(file: file, path: path), column: nil,
                message: "expected \(count) \(what) name\(count == 1 ? "" : "s"), found \(items.count)")
        }
        return try items.enumerated().map { index, item in
            switch item.node {
            case let .string(text): return text
            case let .number(text): return text
            default:
                throw ChartError.badData(
                    location: item.location(file: file, path: "\(path)[\(index)]"), column: nil,
                    message: "expected a string, found \(item.kindDescription)")
            }
        }
    }
}
