import ChartTestSupport
import Foundation
import Testing

/// `chart hist` error paths: one line naming what is wrong, a sysexits code, no file left behind.
@Suite struct HistErrorTests {
    static let cases: [BadInput] = [
        .init(
            name: "non-number", arguments: [], stdin: "ms\n1\nabc\n", status: 65,
            message: "chart: error: <stdin>:3:1 (column \"ms\"): expected a number, found \"abc\""),
        .init(
            name: "non-number in second series", arguments: ["--y", "a,b"], stdin: "a,b\n1,2\n3,n/a\n", status: 65,
            message: "chart: error: <stdin>:3:3 (column \"b\"): expected a number, found \"n/a\""),
        .init(
            name: "non-number in long data", arguments: ["--series", "k"], stdin: "k,v\np,1\nq,x\np,2\n", status: 65,
            message: "chart: error: <stdin>:3:3 (column \"v\"): expected a number, found \"x\""),
        .init(name: "empty input", arguments: [], stdin: "", status: 65, message: "chart: error: <stdin> has no data rows"),
        .init(name: "header only", arguments: [], stdin: "ms\n", status: 65, message: "chart: error: <stdin> has no data rows"),
        .init(
            name: "not a date in a date column", arguments: [], stdin: "t\n2024-01-01\n2024-01-02\nsoon\n", status: 65,
            message: "chart: error: <stdin>:4:1 (column \"t\"): expected a date like 2024-01-31, found \"soon\""),
        .init(
            name: "plain width on times", arguments: ["--bin-width", "3600"], stdin: "t\n2024-01-01\n", status: 64,
            message:
                "chart: error: --bin-width 3600 is a plain number, but the values binned are dates or times; write a calendar duration such as 30s, 15min, 1h, 1d, 1w, 1mo, 1q or 1y (3600 seconds: --bin-width 3600s)"
        ),
        .init(
            name: "calendar width on numbers", arguments: ["--bin-width", "1d"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --bin-width 1d is a calendar duration, but the values binned are numbers; give a number"),
        .init(
            name: "ambiguous m", arguments: ["--bin-width", "5m"], stdin: "t\n2024-01-01\n", status: 64,
            message: "chart: error: --bin-width 5m: m is ambiguous; write 5min for minutes or 5mo for months (see 'chart --help')"),
        .init(
            name: "log bins on times", arguments: ["--x-log"], stdin: "t\n2024-01-01\n", status: 64,
            message:
                "chart: error: --x-log does not apply to dates and times: a time axis has no 0 to count decades from; bin by calendar units (--bin-width 1d)"
        ),
        .init(
            name: "number range on times", arguments: ["--range", "0:10"], stdin: "t\n2024-01-01\n", status: 64,
            message:
                "chart: error: --range takes dates for \"t\", a column of dates or times (e.g. --range 2024-01-01:2024-02-01 or 2024-01-01T08:00:2024-01-01T18:00)"
        ),
        .init(
            name: "date range on numbers", arguments: ["--range", "2024-01-01:2024-02-01"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --range gives dates, but the values binned are numbers; give numbers A:B"),
        .init(
            name: "nothing in a date range", arguments: ["--range", "2024-02-01:2024-03-01"], stdin: "t\n2024-01-01\n", status: 65,
            message: "chart: error: no value lies inside --range: from 2024-02-01T00:00:00Z up to 2024-03-01T00:00:00Z"),
        .init(
            name: "dates and numbers together", arguments: ["--y", "t,v"], stdin: "t,v\n2024-01-01,1\n", status: 64,
            message: "chart: error: column \"t\" holds dates or times and column \"v\" numbers; one histogram bins one kind (choose with --y)"),
        .init(
            name: "nothing in range", arguments: ["--range", "100:200"], stdin: "ms\n1\n2\n", status: 65,
            message: "chart: error: no value lies inside --range 100:200"),
        .init(
            name: "bins zero", arguments: ["--bins", "0"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --bins must be a whole number from 1 to 1000, found 0 (see 'chart --help')"),
        // Issue 32 item 12: a negative count is read as the value, not as a flag ("Missing value").
        .init(
            name: "bins negative", arguments: ["--bins", "-1"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --bins must be a whole number from 1 to 1000, found -1 (see 'chart --help')"),
        .init(
            name: "bins negative with =", arguments: ["--bins=-1"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --bins must be a whole number from 1 to 1000, found -1 (see 'chart --help')"),
        .init(
            name: "empty mark", arguments: ["--mark", "p50,,p90"], stdin: "ms\n1\n", status: 64,
            message:
                "chart: error: --mark needs a statistic (pNN or mean) in each comma-separated entry; found an empty one in \"p50,,p90\" (see 'chart --help')"
        ),
        .init(
            name: "trailing empty mark", arguments: ["--mark", "p50,"], stdin: "ms\n1\n", status: 64,
            message:
                "chart: error: --mark needs a statistic (pNN or mean) in each comma-separated entry; found an empty one in \"p50,\" (see 'chart --help')"
        ),
        .init(
            name: "date format for counts", arguments: ["--y-format", "date:%Y"], stdin: "ms\n1\n", status: 64,
            message:
                "chart: error: --y-format \"date:%Y\": a date format does not apply to a histogram's value axis, which counts (or gives density or percent); use number, number:N, thousands, si, percent or currency:CODE (see 'chart --help')"
        ),
        .init(
            name: "bins and width", arguments: ["--bins", "3", "--bin-width", "2"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --bins and --bin-width cannot be combined: each sets the width (see 'chart --help')"),
        .init(
            name: "negative width", arguments: ["--bin-width", "-1"], stdin: "ms\n1\n", status: 64,
            message:
                "chart: error: --bin-width must be a number above 0, or for dates and times a calendar duration such as 30s, 15min, 1h, 1d, 1w, 1mo, 1q or 1y, not \"-1\" (see 'chart --help')"
        ),
        .init(
            name: "reversed range", arguments: ["--range", "5:1"], stdin: "ms\n1\n", status: 64,
            message:
                "chart: error: --range must be A:B with numbers A below B, or dates or times A before B (2024-01-01:2024-02-01), not \"5:1\" (see 'chart --help')"
        ),
        .init(
            name: "bad mark", arguments: ["--mark", "p50,p100"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --mark: \"p100\" is not pNN (a percentile above 0 and below 100, e.g. p99.9) or mean (see 'chart --help')"),
        .init(
            name: "density and percent", arguments: ["--density", "--percent"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --density and --percent cannot be combined: each sets the bar height (see 'chart --help')"),
        .init(
            name: "second page", arguments: ["--page", "2"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: page 2 does not exist: the data makes 1 page; a histogram is always one page: use --page 1 or leave out --page"),
        .init(
            name: "zero on log bins", arguments: ["--x-log"], stdin: "ms\n1\n0\n", status: 65,
            message: "chart: error: <stdin>:3:1 (column \"ms\"): expected a number above 0 for log-spaced bins (--x-log), found \"0\""),
        .init(
            name: "width on log bins", arguments: ["--x-log", "--bin-width", "2"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --bin-width does not apply to log-spaced bins (--x-log); use --bins (see 'chart --help')"),
    ]

    @Test(arguments: cases)
    func reportsAndLeavesNothing(_ bad: BadInput) throws {
        try CLI.expectFailure("hist", bad)
    }
}
