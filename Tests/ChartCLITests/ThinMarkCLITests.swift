import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Real-data shapes the data-ink test found (issue 33): a bar or a slice too small to see drew
/// nothing, so its category read as 0 or missing; now each has ink, or a warning says what
/// cannot be seen.
@Suite struct ThinMarkCLITests {
    static func expectInk(_ kind: ChartKind, _ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let inkCase = InkCase(kind: kind, shape: "", flags: arguments, input: "")
        let plan = try CLI.plan([kind.commandName] + arguments)
        let run = try CLI.run([kind.commandName] + arguments + ["-o", "c.png"], in: dir)
        #expect(run.status == 0 && run.stderr == "", "\(run.stderr)", sourceLocation: sourceLocation)
        let check = try InkCheck.png(try PNGImage.load(path: dir + "/c.png"), plan: plan, slack: 1)
        let missing = check.missing(try InkExpectation(plan: plan, of: inkCase))
        #expect(missing.isEmpty, "no pixel: \(missing.joined(separator: "; "))", sourceLocation: sourceLocation)
        let textArguments = [kind.commandName] + arguments + ["--format-out", "text", "--size", "100x40"]
        let textPlan = try CLI.plan(textArguments)
        let text = try CLI.run(textArguments + ["--color", "always"], environment: DataInkTests.trueColor)
        #expect(text.status == 0 && text.stderr == "", "\(text.stderr)", sourceLocation: sourceLocation)
        let cells = TextCells(String(decoding: text.stdout, as: UTF8.self))
        let textMissing = try InkCheck.text(cells, plan: textPlan).missing(try InkExpectation(plan: textPlan, of: inkCase))
        #expect(textMissing.isEmpty, "no cell: \(textMissing.joined(separator: "; "))\n\(cells.plain)", sourceLocation: sourceLocation)
    }

    /// 22 countries: India's 1.43 billion beside Tuvalu's 11,396. On a linear axis the 12
    /// smallest bars were 0.003–0.1 px long and drew nothing, in the PNG and the text chart.
    @Test(arguments: [[], ["--horizontal"]])
    func everyCountryHasABar(_ orientation: [String]) throws {
        try Self.expectInk(.bar, [CLI.fixture("country-population.csv")] + orientation)
    }

    /// Devices by phone OS: Android's 3.3 billion beside Symbian's 9,000. The four smallest
    /// slices spanned under a thousandth of a degree and their labels' leader lines pointed at
    /// nothing; the text chart's bar of shares gave them no cell.
    @Test(arguments: [[], ["--donut"]])
    func everyOSHasASlice(_ look: [String]) throws {
        try Self.expectInk(.pie, [CLI.fixture("phone-os-share.csv")] + look)
    }

    /// US electricity by source, 2000–2010: solar's 0.5–1.2 TWh and early wind are stacked on
    /// nearly 4,000 TWh. A segment cannot grow without moving those above it, so the run says
    /// which cannot be seen and how to see them.
    @Test func unseenStackedSegmentsAreWarnedAbout() throws {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try CLI.run(["bar", CLI.fixture("electricity-by-source.csv"), "--stacked", "-o", "e.png"], in: dir)
        #expect(run.status == 0)
        // The count is the plan's: segments whose drawn length is under a pixel of the plot.
        let plan = try CLI.plan(["bar", CLI.fixture("electricity-by-source.csv"), "--stacked"])
        let area = try #require(plan["plotArea"] as? [String: Any])
        let pixels = try #require(area["bottom"] as? Double) - #require(area["top"] as? Double)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let axis = try #require(page["valueAxis"] as? [String: Any])
        let perUnit = pixels / (try #require(axis["max"] as? Double) - #require(axis["min"] as? Double))
        let bars = try #require(page["bars"] as? [[String: Any]])
        let unseen = try bars.filter { bar in
            let length = abs(try #require(bar["to"] as? Double) - #require(bar["from"] as? Double))
            return length > 0 && length * perUnit < 1
        }
        #expect(unseen.count > 10)
        #expect(
            run.stderr
                == """
                chart: warning: \(unseen.count) stacked segments are shorter than a pixel and cannot be seen (the smallest: solar in 2000, \
                0.5); draw the series side by side (without --stacked) or use a larger --size\n
                """
        )
        let side = try CLI.run(["bar", CLI.fixture("electricity-by-source.csv"), "-o", "s.png"], in: dir)
        #expect(side.status == 0 && side.stderr == "")
    }
}
