import ChartTestSupport
import Foundation
import Testing

/// Layout defects seen on real data (issue 9), each checked through `--plan`.
@Suite struct LayoutRulesTests {
    static func pages(_ plan: [String: Any]) -> [[String: Any]] { plan["pages"] as? [[String: Any]] ?? [] }

    static func labels(_ axis: Any?) -> [String] {
        ((axis as? [String: Any])?["ticks"] as? [[String: Any]] ?? []).map { $0["label"] as? String ?? "" }
    }

    /// Bar value labels take one precision from the values' own digits; a tiny value printed
    /// in scientific notation no longer forces four decimals on every other label.
    @Test func valueLabelsCarryNoNoise() throws {
        let plan = try CLI.plan(["bar", "--values"], stdin: "k,v\na,173.3\nb,0.00004\nc,12\n")
        let texts = (Self.pages(plan).first?["valueLabels"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
        #expect(texts == ["173.3", "4e-5", "12.0"])
    }

    /// `pie --value-format percent` shows each slice's share, not its value times 100.
    @Test func pieValuePercentIsTheShare() throws {
        let plan = try CLI.plan(["pie", "--value-labels", "--value-format", "percent", "--no-slice-titles"], stdin: "k,v\na,71400\nb,28600\n")
        let slices = (Self.pages(plan).first?["slices"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
        #expect(slices == ["71%", "29%"])
    }

    /// A short last page keeps the page width (a one-row last page used to zoom to 36 hours).
    @Test func lastPageKeepsThePageWidth() throws {
        let days = (1...7).map { "2024-01-0\($0),\($0)" }.joined(separator: "\n")
        let plan = try CLI.plan(["line", "--page-size", "3", "--page", "all"], stdin: "t,v\n" + days + "\n")
        let widths = Self.pages(plan).map { page -> Double in
            let x = page["x"] as? [String: Any] ?? [:]
            return (x["max"] as? Double ?? 0) - (x["min"] as? Double ?? 0)
        }
        let threeDays: Double = 3 * 86_400
        #expect(widths == [threeDays, threeDays, threeDays])
    }

    /// Small images still get a readable number of value ticks and an axis close to the data.
    @Test(arguments: ["line", "bar"])
    func smallSizesKeepEnoughTicks(command: String) throws {
        let plan = try CLI.plan([command, "--size", "400x250"], stdin: "k,v\na,-800\nb,47\nc,12\nd,88\n")
        let page = try #require(Self.pages(plan).first)
        let axis = command == "line" ? page["y"] : page["valueAxis"]
        let ticks = Self.labels(axis)
        #expect(ticks.count >= 5, "\(ticks)")
        #expect(((axis as? [String: Any])?["max"] as? Double ?? .infinity) <= 200)
    }
}
