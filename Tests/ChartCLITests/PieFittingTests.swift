import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Pie labels and legend rows never leave the image (issue 16 item 4): small slices beyond what
/// fits are grouped into "Other (N)" with a warning, and `--no-other` keeps them, leaving out
/// (and counting) the labels that do not fit.
@Suite struct PieFittingTests {
    /// `count` slices of varied sizes, named `item0` … in input order.
    static func slices(_ count: Int) -> String {
        "name,v\n" + (0..<count).map { "item\($0),\(1 + ($0 * 7919) % 997)" }.joined(separator: "\n") + "\n"
    }

    /// Every drawn label box and legend row lies inside the image, measured with the project's
    /// text metrics from the plan's anchors.
    static func expectInside(_ plan: [String: Any], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let size = try #require(plan["size"] as? [String: Int], sourceLocation: sourceLocation)
        let width = Double(size["width"]!), height = Double(size["height"]!)
        let metrics = TextMetrics(fontSize: 10)
        for page in plan["pages"] as? [[String: Any]] ?? [] {
            for slice in page["slices"] as? [[String: Any]] ?? [] where slice["placement"] as? String != "none" {
                guard let text = slice["text"] as? String, !text.isEmpty else { continue }
                let x = slice["textX"] as? Double ?? .nan, y = slice["textY"] as? Double ?? .nan
                let w = metrics.width(of: text), h = Double(metrics.lines(in: text)) * metrics.lineHeight
                let (left, right): (Double, Double)
                switch slice["placement"] as? String {
                case "outsideRight": (left, right) = (x, x + w)
                case "outsideLeft": (left, right) = (x - w, x)
                default: (left, right) = (x - w / 2, x + w / 2)
                }
                #expect(
                    left >= 0 && right <= width && y - h / 2 >= 0 && y + h / 2 <= height,
                    "label \(text) at (\(x), \(y)) leaves the \(Int(width))x\(Int(height)) image", sourceLocation: sourceLocation)
            }
            for entry in page["legend"] as? [[String: Any]] ?? [] {
                let label = entry["label"] as? String ?? ""
                let x = entry["x"] as? Double ?? .nan, y = entry["y"] as? Double ?? .nan
                let right = x + 12 + 8 + metrics.width(of: label)
                #expect(
                    x >= 0 && right <= width && y >= 0 && y + 12 <= height,
                    "legend row \(label) at (\(x), \(y)) leaves the image", sourceLocation: sourceLocation)
            }
        }
    }

    static func page(_ plan: [String: Any]) throws -> [String: Any] {
        try #require((plan["pages"] as? [[String: Any]])?.first)
    }

    @Test(arguments: [
        (60, [String]()), (1000, []), (60, ["--legend"]), (1000, ["--legend", "--percent-labels"]), (200, ["--value-labels", "--size", "600x400"]),
    ])
    func smallSlicesAreGroupedIntoOther(count: Int, flags: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let input = Self.slices(count)
        let result = try CLI.run(["pie", "-o", "p.png"] + flags, stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("grouped into \"Other ("), "\(result.stderr)")
        let image = try PNGImage.load(path: dir + "/p.png")
        let plan = try CLI.plan(["pie", "-o", "p.png"] + flags, stdin: input, in: dir)
        #expect(image.width == (plan["size"] as? [String: Int])?["width"])
        try Self.expectInside(plan)
        let page = try Self.page(plan)
        let slices = page["slices"] as? [[String: Any]] ?? []
        let other = try #require(page["other"] as? [String: Any])
        let grouped = try #require(other["slices"] as? Int)
        // The last slice stands for the grouped ones and says how many; nothing is lost.
        #expect(slices.last?["label"] as? String == "Other (\(grouped))")
        #expect(other["label"] as? String == "Other (\(grouped))")
        #expect(slices.count - 1 + grouped == count)
        let total = slices.reduce(0.0) { $0 + ($1["value"] as? Double ?? 0) }
        let expected = (0..<count).reduce(0.0) { $0 + Double(1 + ($1 * 7919) % 997) }
        #expect(abs(total - expected) < 1e-6)
        #expect(page["omittedLabels"] == nil && page["omittedLegendEntries"] == nil)
        #expect((plan["warnings"] as? [String] ?? []).contains { $0.contains("\(grouped) small slices") && $0.contains("Other (\(grouped))") })
        if flags.contains("--legend") {
            #expect((page["legend"] as? [[String: Any]] ?? []).count == slices.count)
        } else {
            #expect(slices.allSatisfy { $0["placement"] as? String != "none" })
        }
        // The grey Other slice is drawn.
        #expect(image.count { $0.isNear(hex: "#9E9E9E", tolerance: 6) } > 100)
    }

    /// `--no-other` keeps every slice; labels and legend rows that do not fit are left out,
    /// counted and warned about, never drawn off the image.
    @Test(arguments: [[String](), ["--legend"]])
    func noOtherKeepsSlicesAndLeavesOutLabels(flags: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let input = Self.slices(1000)
        let args = ["pie", "-o", "p.png", "--no-other"] + flags
        let result = try CLI.run(args, stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        _ = try PNGImage.load(path: dir + "/p.png")
        let plan = try CLI.plan(args, stdin: input, in: dir)
        try Self.expectInside(plan)
        let page = try Self.page(plan)
        #expect((page["slices"] as? [[String: Any]])?.count == 1000)
        #expect(page["other"] == nil)
        let key = flags.isEmpty ? "omittedLabels" : "omittedLegendEntries"
        let omitted = try #require(page[key] as? Int)
        #expect(omitted > 900)
        let warning = flags.isEmpty ? "\(omitted) slice labels left out" : "\(omitted) legend entries left out"
        #expect((plan["warnings"] as? [String] ?? []).contains { $0.hasPrefix(warning) }, "\(plan["warnings"] ?? "")")
        #expect(!(plan["warnings"] as? [String] ?? []).contains { $0.contains("grouped") })
    }

    /// A pie whose labels fit is left alone: no Other slice, no warning.
    @Test func fittingPieIsUnchanged() throws {
        let plan = try CLI.plan(["pie"], stdin: Self.slices(12))
        let page = try Self.page(plan)
        #expect((page["slices"] as? [[String: Any]])?.count == 12)
        #expect(page["other"] == nil)
        #expect((plan["warnings"] as? [String] ?? []).isEmpty)
        try Self.expectInside(plan)
    }
}
