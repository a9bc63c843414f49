import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Bar, pie and `--series` input is bounded (issue 23 item 3): beyond what can be drawn at the
/// largest size the run ends at once with exit 65 naming file, line, column and limit; below
/// it, time grows linearly with the input; `--timeout` stops chart's own work; a memory limit
/// ends in a one-line error, never a trap.
@Suite struct InputBoundsTests {
    /// `name,value` rows `cat00001,…` for `count` categories or slices.
    static func rows(_ count: Int, header: String = "name,value") -> String {
        header + "\n" + (0..<count).map { "c\($0),\($0 % 7 + 1)\n" }.joined()
    }

    static let limitCases: [BadInput] = [
        .init(
            name: "bar: one page over the limit", arguments: ["bar"], stdin: rows(10_001), status: 65,
            message:
                """
                chart: error: <stdin>:10002:1 (column \"name\"): 10001 categories on one page, more than the 10000 a page can draw (each bar would \
                be under a pixel even at --size 10000x10000); use --page-size 10000 or less, or aggregate the data first
                """
        ),
        .init(
            name: "bar: --pages too few", arguments: ["bar", "--pages", "2"], stdin: rows(20_002), status: 65,
            message:
                """
                chart: error: <stdin>:10002:1 (column \"name\"): 10001 categories on one page, more than the 10000 a page can draw (each bar would \
                be under a pixel even at --size 10000x10000); use --page-size 10000 or less, or aggregate the data first
                """
        ),
        .init(
            name: "bar: over a million categories however paged", arguments: ["bar", "--page-size", "100", "--page", "1"],
            stdin: "v\n" + String(repeating: "1\n", count: 1_000_001), status: 65,
            message:
                """
                chart: error: <stdin>:1000002:1 (column \"v\"): more than 1000000 categories (1000001); a bar chart draws at most 1000000, 10000 a \
                page: aggregate or filter the data first
                """
        ),
        .init(
            name: "pie over the limit", arguments: ["pie"], stdin: rows(10_001), status: 65,
            message:
                """
                chart: error: <stdin>:10002:1 (column \"name\"): the pie has 10001 slices, more than the 10000 a pie can draw (under three pixels \
                of rim each even at --size 10000x10000); merge small slices with --other-below, or aggregate the data first
                """
        ),
        .init(
            name: "pie group over the limit", arguments: ["pie", "--group", "g", "--label", "name"],
            stdin: "g,name,value\n" + (0..<10_001).map { "big,c\($0),1\n" }.joined(), status: 65,
            message:
                """
                chart: error: <stdin>:10002:5 (column \"name\"): pie \"big\" has 10001 slices, more than the 10000 a pie can draw (under three \
                pixels of rim each even at --size 10000x10000); merge small slices with --other-below, or aggregate the data first
                """
        ),
        .init(
            name: "series: keys × x beyond ten million cells", arguments: ["line", "--series", "key"],
            stdin: "x,key,v\n" + (0..<10_001).map { "\($0),k\($0 % 1_000),1\n" }.joined(), status: 65,
            message:
                """
                chart: error: <stdin>: --series column \"key\" makes 1000 series over 10001 distinct x values, 10001000 cells, more than the limit \
                of 10000000 (most would be empty); use fewer series (filter or aggregate the data first) or x values the series share
                """
        ),
    ]

    /// Each limit stops the run with exit 65, its one-line message and no file.
    @Test(arguments: limitCases)
    func limitsEndTheRun(_ bad: BadInput) throws {
        var bad = bad
        let command = bad.arguments.removeFirst()
        try CLI.expectFailure(command, bad)
    }

    /// Right at the limits the charts are drawn: 10,000 bars on a page, 10,000 slices, and
    /// 10,001 slices that `--other-below` merges.
    @Test(arguments: [
        (["bar"], rows(10_000)), (["bar", "--page-size", "10000", "--page", "2"], rows(10_001)),
        (["pie"], rows(10_000)), (["pie", "--other-below", "1"], rows(10_001)),
    ])
    func chartsAtTheLimitsAreDrawn(_ arguments: [String], _ data: String) throws {
        let result = try CLI.run(arguments + ["--plan", "--quiet"], stdin: data, timeout: 120)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }

    /// Time grows linearly: ten times the input takes far less than the hundred times a
    /// quadratic step (each pair of stacks, slice labels or slice edges) would. Measured as a
    /// ratio against the same run on a tenth of the input, so a slow machine does not fail it.
    @Test(arguments: [
        ["bar", "--stacked", "--values", "--y", "a,b,c", "--plan"],
        ["bar", "--page-size", "50", "--page", "3", "--plan"],
        ["pie", "--emit-script", "-o", "p.png"],
        ["pie", "--plan"],
    ])
    func tenTimesTheInputIsNotAHundredTimesSlower(_ arguments: [String]) throws {
        let seconds = { (count: Int) throws -> Double in
            let data =
                arguments[0] == "bar" && arguments.contains("--stacked")
                ? "k,a,b,c\n" + (0..<count).map { "c\($0),\($0 % 5 + 1),2,3\n" }.joined()
                : Self.rows(count)
            let start = Date()
            let result = try CLI.run(arguments + ["--quiet"], stdin: data, timeout: 300)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return Date().timeIntervalSince(start)
        }
        let small = try seconds(1_000)
        let large = try seconds(10_000)
        #expect(large / small < 30, "\(arguments): 1,000 rows \(small) s, 10,000 rows \(large) s")
    }

    /// `--timeout` covers reading: a pipe that never ends is given up after the timeout, with
    /// exit 70, the message, and nothing left behind (no output, no temporary file).
    @Test(arguments: [["bar", "--plan"], ["pie", "-o", "p.png"], ["discrete", "-o", "d.png"], ["bar", "-o", "b.svg"]])
    func timeoutStopsASlowRead(_ arguments: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let live = try LiveChart(arguments + ["--timeout", "1"], in: dir)
        defer { live.kill() }
        try live.write("k,v\na,1\n")
        let status = live.waitForExit(seconds: 30)
        #expect(status == 70, "\(arguments): \(live.stderr)")
        #expect(
            live.stderr
                == """
                chart: error: reading and laying out the data did not finish within 1 s and was stopped; raise --timeout, or read less \
                (--max-rows, --max-input-size)\n
                """
        )
        #expect(CLI.files(in: dir).isEmpty)
    }

    /// Under a memory limit (`ulimit -v`) a chart either succeeds or ends with one error line
    /// and exit 65; it never aborts (134) or crashes (139) with a backtrace.
    @Test(arguments: [200_000, 300_000, 500_000])
    func memoryLimitEndsInAnErrorLine(_ kilobytes: Int) throws {
        let dir = try TemporaryDirectory.make()
        try Self.rows(300_000).write(toFile: dir + "/big.csv", atomically: true, encoding: .utf8)
        for command in [
            "bar big.csv --page-size 1000 --page 1 --plan", "pie big.csv --other-below 5 --plan", "discrete big.csv --plan",
            "line big.csv --plan", "bar big.csv --page-size 1000 --page 1 -o b.png",
        ] {
            let script = "ulimit -v \(kilobytes); exec \"$0\" \(command)"
            let result = try ChartProcess.runExecutable("/bin/sh", ["-c", script, ChartProcess.binaryPath()], currentDirectory: dir, timeout: 300)
            // gnuplot runs under the same limit, and glib ends it with SIGTRAP when an allocation
            // fails (a fresh clone's test run, beside other suites, at 300 MB): chart's part is to
            // say so in one error line, exit 70.
            let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("chart: error:") }
            let gnuplotKilled =
                result.status == 70 && command.contains(" -o ") && errors.count == 1
                && errors[0].hasPrefix("chart: error: gnuplot failed: gnuplot was killed by signal")
            #expect(
                result.status == 0 || result.status == 65 || gnuplotKilled,
                "\(command) under \(kilobytes) KB: exit \(result.status): \(result.stderr.prefix(300))")
            if result.status == 65 {
                #expect(
                    result.stderr.hasPrefix("chart: error: big.csv: charting ") && result.stderr.filter { $0 == "\n" }.count == 1,
                    "\(command): \(result.stderr.prefix(300))")
            }
        }
    }
}
