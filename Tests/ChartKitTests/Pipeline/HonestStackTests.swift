import Foundation
import Testing

@testable import ChartKit

/// Stacks are read by their segments' lengths, which mean nothing on a log axis (issue 33 item
/// 3: Iowa's 2017 fossil generation, 29.3k, drawn 2.2 times as tall as renewables, 21.9k, a real
/// ratio of 1.34). Every kind × every stacking mode it has × every non-linear axis mode it has is
/// refused as a usage error (exit 64) or drawn with every value axis linear. The kinds and modes
/// come from `ChartKind.allCases` and `AxisVariant.allCases`, so a kind or mode added later is
/// covered without being listed here.
@Suite struct HonestStackTests {
    /// Three series over three categories, all above 0, so a log axis could place every value.
    static let csv = "x,a,b,c\n1,3,5,2\n2,4,2,6\n3,6,3,1\n"

    /// The members of a `--plan` page that are value axes (`AxisPagePlan.json`: `y`, or
    /// bars' `valueAxis`, and the right-hand `y2`).
    static let valueAxisNames = ["y", "valueAxis", "y2"]

    /// The plan of `recipe` over `csv`.
    static func plan(_ recipe: any ChartRecipe) throws -> ChartPlan {
        try ChartPipeline().plan(for: ChartRequest(recipe, input: .bytes(Array(csv.utf8), name: "d.csv")))
    }

    /// What is wrong with `kind` stacked as `stack` on the axes of `axis`, or nil; `tried` counts
    /// the combinations the kind has.
    static func problem(_ kind: ChartKind, stack: AxisVariant, axis: AxisVariant, tried: inout Int) -> String? {
        let base = kind.recipe.init(x: nil, y: [], figure: FigureOptions(), paging: PagingOptions(output: "/o/out.png"))
        guard let stacked = base.axisVariant(stack) else { return nil }
        // Both orders, so a kind whose axis mode resets its stacking (or the reverse) is still held to it.
        let combined = [stacked.axisVariant(axis), base.axisVariant(axis)?.axisVariant(stack)].compactMap { $0 }
        guard !combined.isEmpty else { return nil }
        // The stack alone is drawn: what is refused below is the axis under it, not the stack.
        do { _ = try plan(stacked) } catch { return "\(stack.rawValue) alone was not drawn: \(error)" }
        for recipe in combined {
            tried += 1
            do {
                let plan = try plan(recipe)
                let document = try JSONSerialization.jsonObject(with: Data(plan.planJSON.utf8)) as? [String: Any]
                let pages = document?["pages"] as? [[String: Any]] ?? []
                guard !pages.isEmpty else { return "drawn with no pages in its --plan" }
                for page in pages {
                    let axes = Self.valueAxisNames.compactMap { page[$0] as? [String: Any] }
                    guard !axes.isEmpty else { return "drawn, and its --plan page names no value axis (\(page.keys.sorted()))" }
                    if axes.contains(where: { $0["scale"] as? String == "log" }) { return "drawn stacked on a log value axis" }
                }
            } catch ChartError.usage {
                continue
            } catch {
                return "refused, but not as a usage error (exit 64): \(error)"
            }
        }
        return nil
    }

    @Test func everyStackOnANonLinearAxisIsRefusedOrLinear() {
        var problems: [String] = []
        var tried = 0
        for kind in ChartKind.allCases {
            for stack in AxisVariant.allCases where stack.stacks {
                for axis in AxisVariant.allCases where axis.nonLinear {
                    if let problem = Self.problem(kind, stack: stack, axis: axis, tried: &tried) {
                        problems.append("\(kind) \(stack.rawValue) \(axis.rawValue): \(problem)")
                    }
                }
            }
        }
        #expect(tried > 0, "no kind has a stacking mode with a non-linear axis: the test checks nothing")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The refusal names both ways out, and is the one the commands give before reading data.
    @Test(arguments: ChartKind.all(.stacking))
    func stackedLogIsAUsageErrorNamingTheFix(_ kind: ChartKind) throws {
        let base = kind.recipe.init(x: nil, y: [], figure: FigureOptions(), paging: PagingOptions(output: "/o/out.png"))
        let recipe = try #require(base.axisVariant(.stacked)?.axisVariant(.yLog))
        #expect(throws: ChartError.usage(StackedLogCheck.message)) { try Self.plan(recipe) }
        #expect(StackedLogCheck.message.contains("drop --y-log") && StackedLogCheck.message.contains("drop --stacked"))
    }
}
