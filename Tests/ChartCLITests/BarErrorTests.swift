import ChartTestSupport
import Foundation
import Testing

/// `chart bar` error paths: one line naming what is wrong, a sysexits code, no file left behind.
@Suite struct BarErrorTests {
    static let cases: [BadInput] = [
        // Issue 32 item 12: bar values are amounts; a date format would write them as 1970 dates.
        .init(
            name: "date value format", arguments: ["--y-format", "date:%Y"], stdin: "k,v\na,2\nb,3\n", status: 64,
            message:
                "chart: error: --y-format \"date:%Y\": a date format does not apply to bar values, which are amounts measured from the baseline; use number, number:N, thousands, si, percent or currency:CODE (see 'chart --help')"
        ),
        .init(
            name: "non-number", arguments: [], stdin: "k,v\na,2\nb,abc\n", status: 65,
            message: "chart: error: <stdin>:3:3 (column \"v\"): expected a number, found \"abc\""),
        .init(
            name: "missing value", arguments: [], stdin: "k,v\na,2\nb,\n", status: 65,
            message: "chart: error: <stdin>:3:3 (column \"v\"): expected a number, found an empty cell"),
        .init(
            name: "missing value in second series", arguments: ["--y", "v,w"], stdin: "k,v,w\na,2,1\nb,3,\n", status: 65,
            message: "chart: error: <stdin>:3:5 (column \"w\"): expected a number, found an empty cell"),
        .init(name: "empty input", arguments: [], stdin: "", status: 65, message: "chart: error: <stdin> has no data rows"),
        .init(name: "header only", arguments: [], stdin: "k,v\n", status: 65, message: "chart: error: <stdin> has no data rows"),
        .init(
            name: "baseline and stacked", arguments: ["--stacked", "--baseline", "1"], stdin: "k,v\na,1\n", status: 64,
            message: "chart: error: --baseline cannot be combined with --stacked: stacks add up from zero (see 'chart --help')"),
        .init(
            name: "bad sort", arguments: ["--sort", "up"], stdin: "k,v\na,1\n", status: 64,
            message:
                "chart: error: invalid --sort \"up\" (expected none, asc or desc)"
        ),
        .init(
            name: "bad bar width", arguments: ["--bar-width", "1.5"], stdin: "k,v\na,1\n", status: 64,
            message: "chart: error: --bar-width must be above 0 and at most 1 (see 'chart --help')"),
        .init(
            name: "bad colour", arguments: ["--colors", "red,blurple"], stdin: "k,v\na,1\n", status: 64,
            message: "chart: error: --colors: unknown colour \"blurple\"; use #RRGGBB, #RGB or a name like red, teal, navy (see 'chart --help')"),
        .init(
            name: "y-min above baseline", arguments: ["--y-min", "5"], stdin: "k,v\na,10\n", status: 64,
            message: "chart: error: --y-min 5 is above the baseline 0; bars grow from the baseline, so the value axis must include it"),
        .init(
            name: "x is also y", arguments: ["--x", "k", "--y", "k"], stdin: "k,v\na,10\n", status: 64,
            message: "chart: error: column \"k\" is both the category column (--x) and a series (--y)"),
        .init(
            name: "vline", arguments: ["--vline", "a"], stdin: "k,v\na,10\n", status: 64,
            message: "chart: error: --vline does not apply to bar charts; use --hline for a value reference line (see 'chart --help')"),
    ]

    @Test(arguments: cases)
    func reportsAndLeavesNothing(_ bad: BadInput) throws {
        try CLI.expectFailure("bar", bad)
    }
}
