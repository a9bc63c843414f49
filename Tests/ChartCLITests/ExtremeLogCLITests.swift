import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Extreme doubles on log axes, densities, bubble sizes and long labels through the built
/// `chart` and real gnuplot (issue 32 items 1, 7 and 12): a clear error (64 or 65) or a chart,
/// never a trap (exit 132/133 with a workspace left in TMPDIR) or gnuplot's failure (70). The
/// refusals are rows of `Tests/Fixtures/errors/KIND.json`.
@Suite struct ExtremeLogCLITests {
    /// Reproductions that now draw: a scatter over 320 decades of log x (it trapped), densities
    /// of values a subnormal apart (gnuplot got `set yrange [0:nan]`) on a linear and a log axis.
    @Test(arguments: [
        (["scatter", "--x-log"], "x,y\n1e-160,1\n1e160,2\n"), (["scatter", "--x-log", "--y-log"], "x,y\n1e-300,1e-300\n1e300,1e300\n"),
        (["hist", "--density"], "v\n0\n1e-320\n"), (["hist", "--density", "--y-log"], "v\n0\n1e-309\n"),
    ])
    func drawn(_ arguments: [String], _ stdin: String) throws {
        let result = try CLI.runIsolated(arguments + ["-o", "out.png"], stdin: stdin)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.leftovers.isEmpty, "\(result.leftovers)")
    }

    /// The flags of `variant` for the command line (`--y2` names the third column).
    static func flags(_ variant: AxisVariant) -> [String] {
        variant == .linear ? [] : variant.rawValue.split(separator: " ").flatMap { $0 == "--y2" ? ["--y2", "b"] : [String($0)] }
    }

    /// Every kind in every axis mode it has, over a few extreme pairs, with real gnuplot: exit 0,
    /// 64 or 65 and nothing left behind (the in-process property test covers every pair).
    @Test(arguments: ChartKind.allCases)
    func everyModeEndToEnd(_ kind: ChartKind) throws {
        let base = kind.recipe.init(x: nil, y: [], figure: FigureOptions(), paging: PagingOptions(output: "out.png"))
        for variant in AxisVariant.allCases where base.axisVariant(variant) != nil {
            for (a, b) in [("5e-324", "1e300"), ("1e-300", "-1e300"), ("0", "1e-320")] {
                let result = try CLI.runIsolated(
                    [kind.rawValue] + Self.flags(variant) + ["-o", "out.png"], stdin: "x,a,b\n\(a),\(a),\(b)\n\(b),\(b),\(a)\n")
                let where_ = "\(kind) \(variant.rawValue) \(a),\(b)"
                #expect([0, 64, 65].contains(result.status), "\(where_): exit \(result.status) \(result.stderr)")
                #expect(result.leftovers.isEmpty, "\(where_): \(result.leftovers)")
            }
        }
    }
}
