import ChartTestSupport
import Foundation
import Testing

/// Numeric flags that can be negative take `-5` as their value on every command (not "Missing
/// value"): `--y-min`, `--y-max`, `--hline`, `--vline`, `--highlight`, `--baseline`, `--start-angle`.
@Suite struct NegativeFlagTests {
    private func script(_ arguments: [String], stdin: String) throws -> String {
        let result = try CLI.run(arguments + ["--emit-script"], stdin: stdin)
        #expect(result.status == 0, "\(result.stderr)")
        return String(decoding: result.stdout, as: UTF8.self)
    }

    @Test func line() throws {
        let stdin = "x,y\n-3,-3\n-2,-8\n-1,-2\n"
        let program = try script(
            [
                "line", "--y-min", "-10", "--y-max", "-1", "--hline", "-5", "--hline", "-2",
                "--vline", "-2", "--highlight", "-1",
            ], stdin: stdin)
        #expect(program.contains("set yrange [-10:-1]"))
        #expect(program.contains("first -5 to graph 1, first -5"))
        #expect(program.contains("first -2 to graph 1, first -2"))
        #expect(program.contains("from first -2, graph 0"))
    }

    @Test func bar() throws {
        let program = try script(
            ["bar", "--baseline", "-1", "--y-min", "-10", "--y-max", "-0.5", "--hline", "-4"],
            stdin: "k,v\na,-3\nb,-8\n")
        #expect(program.contains("set yrange [-10:-0.5]"))
        #expect(program.contains("first -4 to graph 1, first -4"))
        let plan = try CLI.plan(["bar", "--baseline", "-1"], stdin: "k,v\na,-3\nb,-8\n")
        #expect(plan["baseline"] as? Double == -1)
    }

    @Test func discrete() throws {
        let program = try script(
            [
                "discrete", "--low", "lo", "--high", "hi", "--y-min", "-10", "--y-max", "-1",
                "--hline", "-5", "--vline", "-2", "--highlight", "-1",
            ],
            stdin: "x,lo,hi\n-1,-4,-2\n-2,-8,-3\n")
        #expect(program.contains("set yrange [-10:-1]"))
        #expect(program.contains("first -5 to graph 1, first -5"))
    }

    @Test func pie() throws {
        let plan = try CLI.plan(["pie", "--start-angle", "-90"], stdin: "k,v\na,1\nb,1\n")
        let page = (plan["pages"] as? [[String: Any]])?.first
        let slice = (page?["slices"] as? [[String: Any]])?.first
        #expect(slice?["startAngle"] as? Double == -90)
        #expect(slice?["endAngle"] as? Double == 90)
    }
}
