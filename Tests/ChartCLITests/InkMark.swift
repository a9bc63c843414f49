import ChartKit
import Foundation
import Testing

/// A datum the picture must show: its series colour, a name for the failure, and where it sits,
/// in the units of the plan's axes (or a pie's angles).
struct InkMark {
    enum Place {
        /// A rectangle on the page's horizontal (`x`) and vertical (`y`) axes.
        case box(x: ClosedRange<Double>, y: ClosedRange<Double>)
        /// A pie slice: degrees from the pie's start, in its drawing direction.
        case wedge(start: Double, end: Double)
    }

    var color: String
    var what: String
    var place: Place
}

/// One axis of a plan's first page as the picture lays it out: its range, log or linear, and
/// whether its low end is at the far side (a horizontal bar chart's categories run down).
struct InkAxis {
    var min: Double
    var max: Double
    var log = false
    var reversed = false

    init(_ json: Any?, reversed: Bool = false) throws {
        let axis = try #require(json as? [String: Any], "the plan has no axis")
        min = try #require(axis["min"] as? Double)
        max = try #require(axis["max"] as? Double)
        log = axis["scale"] as? String == "log"
        self.reversed = reversed
    }

    /// Where `value` falls along the axis: 0 at its low end, 1 at its high end.
    func fraction(_ value: Double) -> Double {
        let f =
            log ? (Foundation.log10(value) - Foundation.log10(min)) / (Foundation.log10(max) - Foundation.log10(min)) : (value - min) / (max - min)
        return reversed ? 1 - f : f
    }
}

/// What the plan of one case says must be inked: the marks and the axes they sit on.
struct InkExpectation {
    var marks: [InkMark]
    /// The horizontal and vertical axes of the first page; nil for a pie.
    var axes: (x: InkAxis, y: InkAxis)?

    /// Reads the marks of `plan` (the `--plan` document of `inkCase` drawn as it was).
    init(plan: [String: Any], of inkCase: InkCase) throws {
        let page = try #require((plan["pages"] as? [[String: Any]])?.first, "the plan has no page")
        switch inkCase.kind {
        case .bar:
            let horizontal = plan["orientation"] as? String == "horizontal"
            let category = try InkAxis(page["categoryAxis"], reversed: horizontal), value = try InkAxis(page["valueAxis"])
            axes = horizontal ? (value, category) : (category, value)
            marks = try Self.list(page["bars"]).filter { ($0["value"] as? Double ?? 0) != 0 }.map { bar in
                let slot = try Self.range(bar["slotLow"], bar["slotHigh"]), length = try Self.range(bar["from"], bar["to"])
                let what = "bar of category \(bar["category"] ?? "?"), series \(bar["series"] ?? "?") (value \(bar["value"] ?? "?"))"
                return InkMark(
                    color: bar["color"] as? String ?? "", what: what, place: horizontal ? .box(x: length, y: slot) : .box(x: slot, y: length))
            }
        case .box:
            let horizontal = plan["orientation"] as? String == "horizontal"
            let category = try InkAxis(page["categoryAxis"], reversed: horizontal), value = try InkAxis(page["valueAxis"])
            axes = horizontal ? (value, category) : (category, value)
            marks = try Self.list(page["boxes"]).map { box in
                let slot = try Self.range(box["slotLow"], box["slotHigh"]), span = try Self.range(box["from"], box["to"])
                let what = "box of category \(box["category"] ?? "?"), series \(box["series"] ?? "?") (\(span))"
                return InkMark(color: box["color"] as? String ?? "", what: what, place: horizontal ? .box(x: span, y: slot) : .box(x: slot, y: span))
            }
        case .hist:
            axes = (try InkAxis(page["x"]), try InkAxis(page["y"]))
            let colors = try Self.list(plan["series"]).map { $0["color"] as? String ?? "" }
            marks = try Self.list(page["bars"]).filter { ($0["count"] as? Double ?? 0) > 0 || ($0["value"] as? Double ?? 0) > 0 }.map { bar in
                let series = bar["series"] as? Int ?? 1
                let what = "bin \(bar["bin"] ?? "?") [\(bar["low"] ?? "?"), \(bar["high"] ?? "?")) of series \(series) (count \(bar["count"] ?? "?"))"
                return InkMark(
                    color: colors[series - 1], what: what,
                    place: .box(x: try Self.range(bar["low"], bar["high"]), y: try Self.range(bar["from"], bar["to"])))
            }
        case .pie:
            axes = nil
            marks = try Self.list(page["slices"]).filter { ($0["value"] as? Double ?? 0) > 0 }.map { slice in
                InkMark(
                    color: slice["color"] as? String ?? "", what: "slice \(slice["label"] ?? "?") (value \(slice["value"] ?? "?"))",
                    place: .wedge(start: slice["startAngle"] as? Double ?? 0, end: slice["endAngle"] as? Double ?? 0))
            }
        case .heatmap:
            axes = (try InkAxis(page["x"]), try InkAxis(page["y"]))
            marks = try Self.list(page["cells"]).map { cell in
                InkMark(
                    color: cell["color"] as? String ?? "",
                    what: "cell (\(cell["column"] ?? "?"), \(cell["row"] ?? "?")) of value \(cell["value"] ?? "?")",
                    place: .box(x: try Self.range(cell["low"], cell["high"]), y: try Self.range(cell["from"], cell["to"])))
            }
        case .line, .scatter, .discrete, .area:
            axes = (try InkAxis(page["x"]), try InkAxis(page["y"]))
            let series = try Self.list(plan["series"] ?? plan["plots"])  // a discrete chart's are plots
            marks = inkCase.points.map { point in
                let offset = series[point.series]["offset"] as? Double ?? 0
                return InkMark(
                    color: series[point.series]["color"] as? String ?? "", what: "point (\(point.x), \(point.y)) of series \(point.series + 1)",
                    place: .box(x: (point.x + offset)...(point.x + offset), y: point.y...point.y))
            }
        }
    }

    static func list(_ json: Any?) throws -> [[String: Any]] {
        try #require(json as? [[String: Any]], "the plan lacks a list of marks")
    }

    static func range(_ a: Any?, _ b: Any?) throws -> ClosedRange<Double> {
        let (a, b) = (try #require(a as? Double), try #require(b as? Double))
        return min(a, b)...max(a, b)
    }
}
