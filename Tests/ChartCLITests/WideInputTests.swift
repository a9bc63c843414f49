import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Wide input is bounded (issue 32 item 2): more series than `SeriesLimit.maximum` (1,000), from
/// the columns of a wide table, a `--y` list or `--series` keys, end the run at once with one
/// line naming the limit and what to change (65 for data, 64 for a flag), on every kind that
/// draws series; at the limit the chart is drawn. A 20,000-column CSV used to grow for minutes
/// into gigabytes, past `--timeout`.
@Suite struct WideInputTests {
    /// A header `x,c1,…,cN` and two rows of numbers.
    static func wide(_ columns: Int) -> String {
        "x," + (1...columns).map { "c\($0)" }.joined(separator: ",") + "\n"
            + (0..<2).map { row in "\(row)," + (1...columns).map { String(($0 + row) % 9) }.joined(separator: ",") + "\n" }.joined()
    }

    /// `x,key,v` rows with `keys` distinct keys.
    static func long(keys: Int) -> String {
        "x,key,v\n" + (0..<keys).map { "\($0 % 3),k\($0),\($0 % 5)\n" }.joined()
    }

    static let found =
        """
        chart: error: <stdin>:2:2003 (column \"c1001\"): 1001 numeric columns to draw as series, more than the 1000 a chart draws (their colours \
        repeat after a few dozen, and no legend could name them all); name the columns to draw with --y
        """
    static let keys =
        """
        (column \"key\"): --series makes 1001 series, more than the 1000 a chart draws (their colours repeat after a few dozen, and no legend could \
        name them all); filter the rows, or split by a column with fewer values
        """
    static let named = (1...1_001).map { "c\($0)" }.joined(separator: ",")

    static let cases: [(command: String, bad: BadInput)] = [
        ("line", .init(name: "line: 1,001 numeric columns", arguments: [], stdin: wide(1_001), status: 65, message: found)),
        ("bar", .init(name: "bar: 1,001 numeric columns", arguments: [], stdin: wide(1_001), status: 65, message: found)),
        ("discrete", .init(name: "discrete: 1,001 numeric columns", arguments: [], stdin: wide(1_001), status: 65, message: found)),
        ("scatter", .init(name: "scatter: 1,001 numeric columns", arguments: [], stdin: wide(1_001), status: 65, message: found)),
        (
            "discrete",
            .init(
                name: "discrete: 1,001 plots in {\"plots\": …}", arguments: ["--format", "json"],
                stdin: "{\"plots\":[" + Array(repeating: "[{\"value\":1}]", count: 1_001).joined(separator: ",") + "]}\n", status: 65,
                message:
                    """
                    chart: error: <stdin>:1:14011 $.plots[1000]: 1001 plots, more than the 1000 a chart draws (their colours repeat after a few \
                    dozen, and no legend could name them all); split them over several charts
                    """
            )
        ),
        (
            "hist",
            .init(
                name: "hist: 1,002 numeric columns", arguments: [], stdin: wide(1_001), status: 65,
                message:
                    """
                    chart: error: <stdin>:2:2001 (column \"c1000\"): 1002 numeric or date columns to draw as series, more than the 1000 a chart \
                    draws (their colours repeat after a few dozen, and no legend could name them all); name the columns to draw with --y
                    """
            )
        ),
        (
            "line",
            .init(
                name: "line: --y names 1,001", arguments: ["--y", named], stdin: wide(1_001), status: 64,
                message:
                    """
                    chart: error: --y names 1001 series, more than the 1000 a chart draws (their colours repeat after a few dozen, and no legend \
                    could name them all); chart fewer columns, or split them over several charts
                    """
            )
        ),
        (
            "line",
            .init(
                name: "line: --y and --y2 name 1,001", arguments: ["--y", "c1", "--y2", (2...1_001).map { "c\($0)" }.joined(separator: ",")],
                stdin: wide(1_001), status: 64,
                message:
                    """
                    chart: error: --y and --y2 names 1001 series, more than the 1000 a chart draws (their colours repeat after a few dozen, and no \
                    legend could name them all); chart fewer columns, or split them over several charts
                    """
            )
        ),
        (
            "bar",
            .init(
                name: "bar: --y names 1,001", arguments: ["--y", named], stdin: wide(1_001), status: 64,
                message:
                    """
                    chart: error: --y names 1001 series, more than the 1000 a chart draws (their colours repeat after a few dozen, and no legend \
                    could name them all); chart fewer columns, or split them over several charts
                    """
            )
        ),
        (
            "line",
            .init(
                name: "line: --series with 1,001 keys", arguments: ["--series", "key"], stdin: long(keys: 1_001), status: 65,
                message: "chart: error: <stdin>:1002:3 " + keys)
        ),
        (
            "bar",
            .init(
                name: "bar: --series with 1,001 keys", arguments: ["--series", "key"], stdin: long(keys: 1_001), status: 65,
                message: "chart: error: <stdin>:1002:3 " + keys)
        ),
        (
            "hist",
            .init(
                name: "hist: --series with 1,001 keys", arguments: ["--series", "key", "--y", "v"], stdin: long(keys: 1_001), status: 65,
                message:
                    """
                    chart: error: <stdin>:1002:3 (column \"key\"): --series makes more than 1000 series, the most a chart draws (their colours \
                    repeat after a few dozen, and no legend could name them all); filter the rows, or split by a column with fewer values
                    """
            )
        ),
        (
            "hist",
            .init(
                name: "hist: 20 series of 100,000 bins", arguments: ["--bin-width", "0.001"],
                stdin: "a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t\n" + Array(repeating: "0", count: 20).joined(separator: ",") + "\n"
                    + Array(repeating: "99.99", count: 20).joined(separator: ",") + "\n", status: 64,
                message:
                    """
                    chart: error: 20 series of 99990 bins make 1999800 bars, more than the 1000000 a histogram draws; use a wider --bin-width (or \
                    fewer --bins), or fewer series
                    """
            )
        ),
    ]

    /// Each way past the limit stops the run with its one-line message and no file.
    @Test(arguments: cases.indices)
    func moreSeriesThanTheLimitEndTheRun(_ index: Int) throws {
        let (command, bad) = Self.cases[index]
        try CLI.expectFailure(command, bad)
    }

    /// At the limit every kind draws (its plan: laying out 1,000 series is the work in question).
    @Test(arguments: ChartKind.all(.series))
    func chartsAtTheLimitAreDrawn(_ kind: ChartKind) throws {
        // The first column is x where the kind has one; a box chart's wide columns are all boxes.
        let columns = kind.has(.xColumn) && kind != .box ? 1_000 : 999
        let result = try CLI.run([kind.commandName, "--plan", "--quiet"], stdin: Self.wide(columns), timeout: 300)
        #expect(result.status == 0, "\(kind): \(result.stderr)")
    }

    /// The reproduction: a header of 20,000 columns ends at once with the error, well
    /// within `--timeout`, and leaves nothing behind.
    @Test func twentyThousandColumnsEndWithTheError() throws {
        let dir = try TemporaryDirectory.make()
        let header = (0..<20_000).map { "c\($0)" }.joined(separator: ",")
        try (header + "\n" + Array(repeating: "1", count: 20_000).joined(separator: ",") + "\n")
            .write(toFile: dir + "/wide.csv", atomically: true, encoding: .utf8)
        let result = try CLI.run(["line", "wide.csv", "-o", "w.png", "--timeout", "60"], in: dir)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("chart: error: wide.csv:2:2003 (column \"c1001\"): 19999 numeric columns to draw as series"))
        #expect(CLI.files(in: dir) == ["wide.csv"])
    }
}
