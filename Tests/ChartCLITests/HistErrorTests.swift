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
            name: "time column", arguments: ["--y", "t"], stdin: "t\n2024-01-01\n2024-01-02\n", status: 65,
            message: "chart: error: <stdin>: column \"t\" holds dates or times; chart hist bins numbers only (calendar bins are not drawn yet)"),
        .init(
            name: "nothing in range", arguments: ["--range", "100:200"], stdin: "ms\n1\n2\n", status: 65,
            message: "chart: error: no value lies inside --range 100:200"),
        .init(
            name: "bins zero", arguments: ["--bins", "0"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --bins must be from 1 to 1000 (see 'chart --help')"),
        .init(
            name: "bins and width", arguments: ["--bins", "3", "--bin-width", "2"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --bins and --bin-width cannot be combined: each sets the width (see 'chart --help')"),
        .init(
            name: "negative width", arguments: ["--bin-width", "-1"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --bin-width must be a number above 0 (see 'chart --help')"),
        .init(
            name: "reversed range", arguments: ["--range", "5:1"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --range must be A:B with numbers A below B, not \"5:1\" (see 'chart --help')"),
        .init(
            name: "bad mark", arguments: ["--mark", "p50,p100"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --mark: \"p100\" is not pNN (a percentile above 0 and below 100, e.g. p99.9) or mean (see 'chart --help')"),
        .init(
            name: "density and percent", arguments: ["--density", "--percent"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: --density and --percent cannot be combined: each sets the bar height (see 'chart --help')"),
        .init(
            name: "second page", arguments: ["--page", "2"], stdin: "ms\n1\n", status: 64,
            message: "chart: error: page 2 does not exist: the data makes 1 page"),
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
