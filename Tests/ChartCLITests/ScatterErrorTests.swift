import ChartTestSupport
import Foundation
import Testing

/// `chart scatter` error paths: one line naming what is wrong, a sysexits code, no file left behind.
@Suite struct ScatterErrorTests {
    static let cases: [BadInput] = [
        .init(
            name: "non-number y", arguments: [], stdin: "x,y\n1,2\n2,abc\n", status: 65,
            message: "chart: error: <stdin>:3:3 (column \"y\"): expected a number, found \"abc\""),
        .init(
            name: "non-number x", arguments: [], stdin: "x,y\n1,2\nfoo,3\n", status: 65,
            message: "chart: error: <stdin>:3:1 (column \"x\"): expected a number, found \"foo\""),
        .init(
            name: "text x", arguments: [], stdin: "k,y\na,2\nb,3\n", status: 65,
            message:
                "chart: error: the x column \"k\" holds text (such as \"a\"); a scatter chart needs numbers or times on x (name another with --x)"),
        .init(name: "empty input", arguments: [], stdin: "", status: 65, message: "chart: error: <stdin> has no data rows"),
        .init(
            name: "x at 0 on a log axis", arguments: ["--x-log"], stdin: "x,y\n0,2\n2,3\n", status: 65,
            message: "chart: error: <stdin>:2:1 (column \"x\"): expected a number above 0 on a log x axis (--x-log), found \"0\""),
        .init(
            name: "negative y on a log axis", arguments: ["--y-log"], stdin: "x,y\n1,2\n2,-3\n", status: 65,
            message: "chart: error: <stdin>:3:3 (column \"y\"): expected a number above 0 on a log axis (--y-min cuts lower values off), found \"-3\""
        ),
        .init(
            name: "vline", arguments: ["--vline", "1"], stdin: "x,y\n1,2\n", status: 64,
            message: "chart: error: --vline does not apply to scatter charts; use --hline for a value reference line (see 'chart --help')"),
        .init(
            name: "pages", arguments: ["--page-size", "10"], stdin: "x,y\n1,2\n", status: 64,
            message: "chart: error: --page-size does not apply to scatter charts: every point is on one plot (see 'chart --help')"),
        .init(
            name: "tiny markers", arguments: ["--marker-size", "0.1"], stdin: "x,y\n1,2\n", status: 64,
            message: "chart: error: --marker-size must be between 0.6 and 10 (see 'chart --help')"),
        .init(
            name: "x is also y", arguments: ["--x", "x", "--y", "x"], stdin: "x,y\n1,2\n", status: 64,
            message: "chart: error: column \"x\" is both the x column (--x) and a series (--y)"),
        .init(
            name: "negative size", arguments: ["--size-by", "n"], stdin: "x,y,n\n1,2,3\n2,3,-1\n", status: 65,
            message: "chart: error: <stdin>:3:5 (column \"n\"): expected a bubble size at or above 0 (--size-by), found \"-1\""),
        .init(
            name: "text size", arguments: ["--size-by", "n"], stdin: "x,y,n\n1,2,big\n", status: 65,
            message: "chart: error: <stdin>:2:5 (column \"n\"): expected a number, found \"big\""),
        .init(
            name: "negative size in long data", arguments: ["--size-by", "n", "--series", "k"], stdin: "k,x,y,n\na,1,2,3\nb,2,3,-2\n", status: 65,
            message: "chart: error: <stdin>:3:7 (column \"n\"): expected a bubble size at or above 0 (--size-by), found \"-2\""),
        .init(
            name: "sizes with density", arguments: ["--size-by", "n", "--density"], stdin: "x,y,n\n1,2,3\n", status: 64,
            message: "chart: error: --size-by draws bubbles, and a density image (--density) has no sizes: drop one of them (see 'chart --help')"),
        .init(
            name: "size is also y", arguments: ["--y", "n", "--size-by", "n"], stdin: "x,y,n\n1,2,3\n", status: 64,
            message: "chart: error: column \"n\" is both the bubble sizes (--size-by) and x or a series"),
        .init(
            name: "size is also x in long data", arguments: ["--x", "n", "--size-by", "n", "--series", "k"], stdin: "k,y,n\na,2,3\n", status: 64,
            message: "chart: error: column \"n\" is both the bubble sizes (--size-by) and x or a series"),
    ]

    @Test(arguments: cases)
    func reportsAndLeavesNothing(_ bad: BadInput) throws {
        try CLI.expectFailure("scatter", bad)
    }
}
