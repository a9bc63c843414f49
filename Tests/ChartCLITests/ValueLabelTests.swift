import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Bar value labels (`--values`, issue 16 item 5) are never printed over each other: labels
/// that would touch are written upright, and any that still would are left out with a warning.
@Suite struct ValueLabelTests {
    /// `count` categories of five-digit values like the employment data that printed
    /// "22,318.022,100.0"; `series` columns.
    static func dense(_ count: Int, series: Int = 1) -> String {
        let header = "k," + (0..<series).map { "s\($0)" }.joined(separator: ",")
        let rows = (0..<count).map { row in
            "c\(row)," + (0..<series).map { "\(20_000 + (row * 7919 + $0 * 104_729) % 3_000).0" }.joined(separator: ",")
        }
        return ([header] + rows).joined(separator: "\n") + "\n"
    }

    /// Label boxes in pixels (x from the left, y from the top), from the plan's axes and the
    /// project's text metrics; upright text is one em thick.
    static func boxes(_ plan: [String: Any]) throws -> [(text: String, x: ClosedRange<Double>, y: ClosedRange<Double>)] {
        let g = try BarRenderingTests.Geometry(plan: plan)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let metrics = TextMetrics(fontSize: 10)
        let pixelsPerSlot = (g.right - g.left) / (g.slotMax - g.slotMin)
        return try (page["valueLabels"] as? [[String: Any]] ?? []).map { label in
            let text = try #require(label["text"] as? String)
            let x = g.left + ((label["slot"] as? Double ?? .nan) - g.slotMin) * pixelsPerSlot
            let y = g.valuePixel(label["value"] as? Double ?? .nan)
            let width = metrics.width(of: text)
            let upright = label["angle"] as? Int == 90
            let thickness = upright ? 10 * 96 / 72 * 0.95 : metrics.lineHeight
            let along = upright ? width : thickness, across = upright ? thickness : width
            let yRange: ClosedRange<Double>
            switch label["anchor"] as? String {
            case "left": yRange = (y - along)...y  // upright text runs up from its point
            case "right": yRange = y...(y + along)
            default: yRange = (y - along / 2)...(y + along / 2)
            }
            return (text, (x - across / 2)...(x + across / 2), yRange)
        }
    }

    @Test(arguments: [(38, 1, "800x500"), (150, 1, "1200x500"), (24, 3, "800x500"), (12, 1, "800x500"), (60, 1, "400x300")])
    func denseLabelsNeverOverlap(count: Int, series: Int, size: String) throws {
        let dir = try TemporaryDirectory.make()
        let input = Self.dense(count, series: series)
        let flags = ["bar", "--values", "--y-format", "thousands", "--size", size]
        let result = try CLI.run(flags + ["-o", "v.png"], stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGImage.load(path: dir + "/v.png")
        #expect("\(image.width)x\(image.height)" == size)
        let plan = try CLI.plan(flags + ["-o", "v.png"], stdin: input, in: dir)
        let boxes = try Self.boxes(plan)
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] {
                let apart =
                    a.x.upperBound <= b.x.lowerBound || b.x.upperBound <= a.x.lowerBound
                    || a.y.upperBound <= b.y.lowerBound || b.y.upperBound <= a.y.lowerBound
                #expect(apart, "\(a.text) at \(a.x), \(a.y) overlaps \(b.text) at \(b.x), \(b.y)")
            }
        }
        // Every bar is labelled or counted as left out, and leaving any out is said.
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let omitted = page["omittedValueLabels"] as? Int ?? -1
        #expect(boxes.count + omitted == count * series)
        let warned = (plan["warnings"] as? [String] ?? []).contains { $0.contains("value label") && $0.contains("left out") }
        #expect(warned == (omitted > 0))
        #expect(!boxes.isEmpty)
        #expect(boxes.allSatisfy { !$0.text.hasSuffix(".0") })
        if count == 12 {
            // Room to spare: every label level and all present.
            #expect(omitted == 0)
            #expect(((page["valueLabels"] as? [[String: Any]]) ?? []).allSatisfy { $0["angle"] as? Int == 0 })
        }
        if count == 38 {
            // Too narrow for level labels but wide enough upright: all of them, upright.
            #expect(omitted == 0)
            #expect(((page["valueLabels"] as? [[String: Any]]) ?? []).allSatisfy { $0["angle"] as? Int == 90 })
        }
    }

    /// Horizontal bars too thin for a line of text each: labels stay level, and those that would
    /// touch are left out with a warning; the rest are a line apart.
    @Test func thinHorizontalBarsLeaveLabelsOut() throws {
        let dir = try TemporaryDirectory.make()
        let input = Self.dense(150)
        let result = try CLI.run(["bar", "--values", "--horizontal", "-o", "h.png"], stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(["bar", "--values", "--horizontal"], stdin: input, in: dir)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let labels = page["valueLabels"] as? [[String: Any]] ?? []
        let omitted = page["omittedValueLabels"] as? Int ?? 0
        #expect(omitted > 0 && labels.count + omitted == 150)
        #expect(labels.allSatisfy { $0["angle"] as? Int == 0 })
        #expect(
            (plan["warnings"] as? [String] ?? []).contains { $0.hasPrefix("\(omitted) value labels left out: they would overlap a neighbour (bars") })
        // Kept labels that are less than a text line apart do not share any column of pixels.
        let g = try BarRenderingTests.Geometry(plan: plan)
        let metrics = TextMetrics(fontSize: 10)
        let boxes = labels.map { label -> (row: Double, x: ClosedRange<Double>) in
            let row = g.top + ((label["slot"] as? Double ?? 0) - g.slotMin) / (g.slotMax - g.slotMin) * (g.bottom - g.top)
            let x = g.valuePixel(label["value"] as? Double ?? 0), w = metrics.width(of: label["text"] as? String ?? "")
            return (row, label["anchor"] as? String == "right" ? (x - w)...x : x...(x + w))
        }
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] where abs(a.row - b.row) < metrics.lineHeight {
                #expect(!a.x.overlaps(b.x), "\(a) and \(b)")
            }
        }
    }

    /// Upright labels reach gnuplot rotated, starting at their point.
    @Test func uprightLabelsAreDrawnRotated() throws {
        let dir = try TemporaryDirectory.make()
        let input = Self.dense(38)
        let script = try CLI.run(["bar", "--values", "-o", "v.png", "--emit-script"], stdin: input, in: dir)
        // Labels 1 and 2 are the title and the category title; value labels start at 3.
        let values = script.stdoutText.split(separator: "\n").filter {
            $0.hasPrefix("set label") && !$0.hasPrefix("set label 1 ") && !$0.hasPrefix("set label 2 ")
        }
        #expect(values.count == 38)
        #expect(values.allSatisfy { $0.contains(" rotate by 90 front") })
    }
}
