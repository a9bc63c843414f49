import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Extreme doubles on log axes, densities, bubble sizes and long labels through the built
/// `chart` and real gnuplot (issue 32 items 1, 7 and 12): a clear error (64 or 65) or a chart,
/// never a trap (exit 132/133 with a workspace left in TMPDIR) or gnuplot's failure (70).
@Suite struct ExtremeLogCLITests {
    /// `chart ARGS -o out.png` on `stdin` with TMPDIR a fresh folder: the status, stderr, and
    /// whether TMPDIR and the output folder hold only what a success writes.
    static func run(_ arguments: [String], stdin: String) throws -> (status: Int32, stderr: String, leftovers: [String]) {
        let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        defer { for folder in [dir, tmp] { try? FileManager.default.removeItem(atPath: folder) } }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmp
        let result = try CLI.run(arguments + ["-o", "out.png"], stdin: stdin, in: dir, environment: environment)
        let written = CLI.files(in: dir).filter { !(result.status == 0 && $0 == "out.png") }
        return (result.status, result.stderr, written + CLI.files(in: tmp).map { "TMPDIR/" + $0 })
    }

    static let cases: [BadInput] = [
        .init(
            name: "hist --x-log 5e-324", arguments: ["hist", "--x-log"], stdin: "v\n5e-324\n", status: 65,
            message:
                "chart: error: <stdin>:2:1 (column \"v\"): expected a number of at least 1e-300 for log-spaced bins (--x-log), found \"5e-324\""),
        .init(
            name: "line --y-log subnormals", arguments: ["line", "--y-log"], stdin: "x,y\n1,5e-324\n2,1e-320\n", status: 65,
            message:
                "chart: error: <stdin>:2:3 (column \"y\"): expected a number of at least 1e-300 on a log axis (--y-min cuts lower values off), found \"5e-324\""
        ),
        .init(
            name: "scatter --x-log 1e-320", arguments: ["scatter", "--x-log"], stdin: "x,y\n1,1\n1e-320,2\n", status: 65,
            message:
                "chart: error: <stdin>:3:1 (column \"x\"): expected a number of at least 1e-300 on a log x axis (--x-log), found \"1e-320\""
        ),
        .init(
            name: "line --y-min 1e-320", arguments: ["line", "--y-log", "--y-min", "1e-320"], stdin: "x,y\n1,5e-324\n2,1\n", status: 64,
            message: "chart: error: --y-min 1e-320 is below 1e-300, the smallest value a log axis places"),
        .init(
            name: "hist --x-log --range 5e-324:10", arguments: ["hist", "--x-log", "--range", "5e-324:10"], stdin: "v\n1\n2\n", status: 64,
            message: "chart: error: --range must start at 1e-300 or above with --x-log"),
        .init(
            name: "hist --bin-width 1e-310", arguments: ["hist", "--bin-width", "1e-310"], stdin: "v\n1\n2\n", status: 64,
            message: "chart: error: --bin-width 1e-310 is below 1e-300, the narrowest bin a histogram draws"),
        .init(
            name: "scatter --size-by all empty", arguments: ["scatter", "--size-by", "s"], stdin: "x,y,s\n1,2,\n2,3,\n", status: 65,
            message:
                "chart: error: column \"s\": no point has a size: the --size-by cell of every point is empty (fill it in, or drop --size-by)"),
        .init(
            name: "bar --y-format si at 1e300", arguments: ["bar", "--y-format", "si"], stdin: "k,v\na,1e300\nb,-1e300\n", status: 64,
            message:
                "chart: error: --y-format si writes the tick at -1e300 as 279 characters (its largest prefix is Y, 1e24), too long to draw beside the plot; drop --y-format for labels like -1e300, or scale the values"
        ),
    ]

    @Test(arguments: cases)
    func refusedClearly(_ bad: BadInput) throws {
        let result = try Self.run(bad.arguments, stdin: bad.stdin)
        #expect(result.status == bad.status, "\(result.stderr)")
        #expect(result.stderr == bad.message + "\n")
        #expect(result.leftovers.isEmpty, "\(result.leftovers)")
    }

    /// Reproductions that now draw: a scatter over 320 decades of log x (it trapped), densities
    /// of values a subnormal apart (gnuplot got `set yrange [0:nan]`) on a linear and a log axis.
    @Test(arguments: [
        (["scatter", "--x-log"], "x,y\n1e-160,1\n1e160,2\n"), (["scatter", "--x-log", "--y-log"], "x,y\n1e-300,1e-300\n1e300,1e300\n"),
        (["hist", "--density"], "v\n0\n1e-320\n"), (["hist", "--density", "--y-log"], "v\n0\n1e-309\n"),
    ])
    func drawn(_ arguments: [String], _ stdin: String) throws {
        let result = try Self.run(arguments, stdin: stdin)
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
                let result = try Self.run([kind.rawValue] + Self.flags(variant), stdin: "x,a,b\n\(a),\(a),\(b)\n\(b),\(b),\(a)\n")
                let where_ = "\(kind) \(variant.rawValue) \(a),\(b)"
                #expect([0, 64, 65].contains(result.status), "\(where_): exit \(result.status) \(result.stderr)")
                #expect(result.leftovers.isEmpty, "\(where_): \(result.leftovers)")
            }
        }
    }
}
