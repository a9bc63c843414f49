import ChartTestSupport
import Foundation
import Testing

/// Numeric flags that can be negative take `-5` as their value on every command (not "Missing
/// value"): `--y-min`, `--y-max`, `--hline`, `--vline`, `--highlight`, `--baseline`, `--start-angle`.
/// Those that cannot read it too, and say what they expect (issue 32 item 12).
@Suite struct NegativeFlagTests {
    private func script(_ arguments: [String], stdin: String) throws -> String {
        let result = try CLI.run(arguments + ["--emit-script"], stdin: stdin)
        #expect(result.status == 0, "\(result.stderr)")
        return String(decoding: result.stdout, as: UTF8.self)
    }

    /// Every flag taking a number that must be positive: `--flag -1` is the same usage error as
    /// `--flag=-1`, naming the flag and what it expects, never "Missing value for '--flag'".
    @Test(arguments: [
        ("line", "--x-label-every", "-1", "--x-label-every must be at least 1"),
        ("line", "--font-size", "-1", "--font-size must be between 4 and 72"),
        ("line", "--scale", "-2", "--scale must be 1, 2, 3 or 4"),
        ("line", "--max-rows", "-1", "--max-rows must be at least 1"),
        ("line", "--line-width", "-1", "--line-width must be above 0 and at most 50"),
        ("line", "--timeout", "-1", "--timeout must be a positive number of seconds"),
        ("line", "--jobs", "-1", "--jobs must be between 1 and 64"),
        ("line", "--page-size", "-1", "--page-size must be at least 1"),
        ("line", "--pages", "-3", "--pages must be at least 1"),
        ("line", "--window", "-1", "--window"),
        ("line", "--page", "-1", "--page"),
        ("line", "--size", "-1x5", "--size"),
        ("line", "--max-input-size", "-1", "--max-input-size"),
        ("bar", "--bar-width", "-0.5", "--bar-width must be above 0 and at most 1"),
        ("scatter", "--marker-size", "-1", "--marker-size must be between 0.6 and 10"),
        ("pie", "--ring-width", "-0.5", "--ring-width must be above 0 and at most 1"),
        ("hist", "--bins", "-1", "--bins must be a whole number from 1 to 1000, found -1"),
    ])
    func positiveFlagsSayWhatTheyExpect(command: String, flag: String, value: String, expected: String) throws {
        let dir = try TemporaryDirectory.make()
        let apart = try CLI.run([command, flag, value, "-o", "out.png"], stdin: "x,y\n1,2\n2,3\n", in: dir)
        let joined = try CLI.run([command, "\(flag)=\(value)", "-o", "out.png"], stdin: "x,y\n1,2\n2,3\n", in: dir)
        #expect(CLI.files(in: dir).isEmpty)
        #expect(apart.status == 64, "\(apart.stderr)")
        #expect(apart.stderr.hasPrefix("chart: error: \(expected)"), "\(apart.stderr)")
        #expect(!apart.stderr.contains("Missing value") && !apart.stderr.contains("Unknown option"), "\(apart.stderr)")
        #expect(joined.status == 64 && joined.stderr == apart.stderr, "\(joined.stderr)")
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
