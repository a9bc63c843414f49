import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Every kind in every axis mode it has, over pairs of the extreme doubles the readers accept or
/// refuse (±0, subnormals, the smallest normal, 1e±300 and neighbours differing in the last bit,
/// ±Double's largest): a plan whose program and `--plan` hold no NaN or infinity, or a usage or
/// data error (exit 64 or 65), never a trap (issue 32 item 1: `5e-324` on `hist --x-log` and a
/// scatter spanning 320 decades on `--x-log` trapped converting -inf to a decade count).
@Suite(.tags(.heavy)) struct ExtremeValuePropertyTests {
    static let extremes = [
        "0", "-0", "5e-324", "1e-320", "2.2250738585072009e-308", "2.2250738585072014e-308", "1e-308", "1e-300",
        "1.0000000000000002e-300", "1", "1.0000000000000002", "9.999999999999999e299", "1e300", "-1e300", "1.7976931348623157e308",
        "-1.7976931348623157e308",
    ]

    /// Unordered pairs of `extremes`, each value with itself too.
    static let pairs: [(String, String)] = extremes.indices.flatMap { i in extremes[i...].map { (extremes[i], $0) } }

    /// What went wrong with `kind` drawn as `variant` over `a` and `b`, or nil.
    static func problem(_ kind: ChartKind, _ variant: AxisVariant, _ a: String, _ b: String) -> String? {
        let base = kind.recipe.init(x: nil, y: [], figure: FigureOptions(), paging: PagingOptions(output: "/o/out.png"))
        guard let chart = base.axisVariant(variant) else { return nil }
        // x, a series and a third column (the right axis of --y2), with the pair crossed.
        let csv = "x,a,b\n\(a),\(a),\(b)\n\(b),\(b),\(a)\n"
        do {
            let plan = try ChartPipeline().plan(for: ChartRequest(chart, input: .bytes(Array(csv.utf8), name: "d.csv")))
            let outputs = plan.outputs.indices.map { "/o/page-\($0 + 1).png" }
            // No empty cells, so no gap either: no `nan` belongs anywhere, data blocks included.
            let text = try plan.program(outputs: outputs) + "\n" + plan.planJSON
            if let found = FuzzTargets.nonFiniteProblem(text, inData: true) { return found }
            return nil
        } catch ChartError.usage, ChartError.badData {
            return nil
        } catch {
            return "not a usage or data error: \(error)"
        }
    }

    @Test(arguments: ChartKind.allCases)
    func extremePairsPlanCleanlyInEveryAxisMode(_ kind: ChartKind) {
        var problems: [String] = []
        for variant in AxisVariant.allCases {
            for (a, b) in Self.pairs {
                if let problem = Self.problem(kind, variant, a, b) { problems.append("\(kind) \(variant.rawValue) \(a),\(b): \(problem)") }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) failures, first: \(problems.prefix(8).joined(separator: "\n"))")
    }

    /// Every kind has its linear axes; the log and height modes are where the kind has them.
    @Test(arguments: ChartKind.allCases)
    func everyKindHasLinearAxes(_ kind: ChartKind) {
        let base = kind.recipe.init(x: nil, y: [], figure: FigureOptions(), paging: PagingOptions(output: "out.png"))
        #expect(base.axisVariant(.linear) != nil)
    }
}
