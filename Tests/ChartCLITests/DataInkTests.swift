import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// The data-ink rule (issue 33): for every kind in `ChartKind.allCases`, every orientation, mode
/// and value axis it has, and inputs of extreme shapes, every non-empty datum gets at least one
/// pixel of its series colour in the PNG and one cell of it in the text chart, or the run warns
/// that it left data out. A run refused with a reason (exit 64) passes: it drew nothing wrong.
///
/// Each of issue 33's cases was found by a person looking at a chart; this finds the class. The
/// marks come from `--plan` (bars, bins, slices; the input's points for line, scatter and
/// discrete), placed through the plan's axes onto its plot area (`InkCheck`).
@Suite struct DataInkTests {
    static let cases = ChartKind.allCases.flatMap(\.inkCases)

    @Test(arguments: cases)
    func everyDatumHasInkInThePNG(_ inkCase: InkCase) throws {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let arguments = [inkCase.kind.commandName] + inkCase.flags
        guard let plan = try Self.plan(arguments, inkCase) else { return }
        let run = try CLI.run(arguments + ["-o", "c.png"], stdin: inkCase.input, in: dir)
        try #require(run.status == 0, "\(run.stderr)")
        let image = try PNGImage.load(path: dir + "/c.png")
        let check = try InkCheck.png(image, plan: plan, slack: [.line, .scatter, .discrete, .area].contains(inkCase.kind) ? 4 : 1)
        let missing = check.missing(try InkExpectation(plan: plan, of: inkCase))
        #expect(
            missing.isEmpty || InkCheck.warnsOfHiddenData(run.stderr),
            """
            \(missing.count) datum(s) without a pixel of their colour and no warning: \
            \(missing.prefix(5).joined(separator: "; "))\(run.stderr.isEmpty ? "" : "\nstderr: " + run.stderr)
            """
        )
    }

    @Test(arguments: cases)
    func everyDatumHasACellInTheTextChart(_ inkCase: InkCase) throws {
        let arguments = [inkCase.kind.commandName] + inkCase.flags + ["--format-out", "text", "--size", inkCase.textSize]
        guard let plan = try Self.plan(arguments, inkCase) else { return }
        let run = try CLI.run(arguments + ["--color", "always"], stdin: inkCase.input, environment: Self.trueColor)
        try #require(run.status == 0, "\(run.stderr)")
        let cells = TextCells(String(decoding: run.stdout, as: UTF8.self))
        let check = try InkCheck.text(cells, plan: plan)
        let missing = check.missing(try InkExpectation(plan: plan, of: inkCase))
        #expect(
            missing.isEmpty || InkCheck.warnsOfHiddenData(run.stderr),
            """
            \(missing.count) datum(s) without a cell of their colour and no warning: \
            \(missing.prefix(5).joined(separator: "; "))\n\(cells.plain)\(run.stderr.isEmpty ? "" : "\nstderr: " + run.stderr)
            """
        )
    }

    /// Every kind has cases, and each kind's cases include the shapes that hid data before.
    @Test(arguments: ChartKind.allCases)
    func everyKindIsCovered(_ kind: ChartKind) {
        let shapes = Set(kind.inkCases.map(\.shape))
        #expect(!shapes.isEmpty, "chart \(kind.rawValue) has no data-ink case")
        #expect(shapes.contains { $0.contains("huge") }, "chart \(kind.rawValue) lacks a case with one huge value among tiny ones")
        #expect(shapes.contains { $0.contains("20 ") }, "chart \(kind.rawValue) lacks a case with 20 series or slices")
    }

    /// The check can fail: for each kind, a colour the chart does not use (magenta) is found on
    /// none of its marks, in the PNG and in the text chart.
    @Test(arguments: ChartKind.allCases)
    func theCheckNoticesMissingInk(_ kind: ChartKind) throws {
        let inkCase = try #require(kind.inkCases.first)
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let arguments = [kind.commandName] + inkCase.flags
        let plan = try CLI.plan(arguments, stdin: inkCase.input)
        #expect(try CLI.run(arguments + ["-o", "c.png"], stdin: inkCase.input, in: dir).status == 0)
        var expectation = try InkExpectation(plan: plan, of: inkCase)
        #expect(!expectation.marks.isEmpty)
        for index in expectation.marks.indices { expectation.marks[index].color = "#FF00FF" }
        let image = try PNGImage.load(path: dir + "/c.png")
        #expect(try InkCheck.png(image, plan: plan, slack: 4).missing(expectation).count == expectation.marks.count)
        let text = try CLI.run(arguments + ["--format-out", "text", "--color", "always"], stdin: inkCase.input, environment: Self.trueColor)
        let check = try InkCheck.text(TextCells(String(decoding: text.stdout, as: UTF8.self)), plan: plan)
        #expect(check.missing(expectation).count == expectation.marks.count)
    }

    /// The plan of a case, or nil when chart refused it as a usage error with a reason.
    static func plan(_ arguments: [String], _ inkCase: InkCase) throws -> [String: Any]? {
        let result = try CLI.run(arguments + ["--plan"], stdin: inkCase.input)
        if result.status == 64 {
            #expect(result.stderr.hasPrefix("chart: error: ") && result.stderr.count > 30, "refused without a reason: \(result.stderr)")
            return nil
        }
        try #require(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
    }

    /// The environment with 24-bit colour, so text cells carry the theme's exact colours.
    static var trueColor: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["COLORTERM"] = "truecolor"
        environment.removeValue(forKey: "NO_COLOR")
        return environment
    }
}
