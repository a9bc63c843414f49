import ChartTestSupport
import Foundation
import Testing

/// `chart discrete` error paths: one line naming the cell or JSON path, a sysexits code, no file.
@Suite struct DiscreteErrorTests {
    static let range = ["--x", "day", "--low", "min", "--high", "max"]

    static let cases: [BadInput] = [
        BadInput(
            name: "low above high", arguments: range, stdin: "day,min,max\nMon,1,2\nTue,9,3\n", status: 65,
            message: "chart: error: <stdin>:3:5 (column \"min\"): low 9 is above its high 3 in column \"max\""),
        BadInput(
            name: "missing high", arguments: range, stdin: "day,min,max\nMon,1,2\nTue,4,\n", status: 65,
            message: "chart: error: <stdin>:3:7 (column \"max\"): missing high value for the low 4 in column \"min\""),
        BadInput(
            name: "missing low", arguments: range, stdin: "day,min,max\nMon,,2\n", status: 65,
            message: "chart: error: <stdin>:2:5 (column \"min\"): missing low value for the high 2 in column \"max\""),
        BadInput(
            name: "non-number", arguments: range, stdin: "day,min,max\nMon,1,2\nTue,n/a,3\n", status: 65,
            message: "chart: error: <stdin>:3:5 (column \"min\"): expected a number, found \"n/a\""),
        BadInput(
            name: "low without high", arguments: ["--low", "min"], stdin: "day,min,max\nMon,1,2\n", status: 64,
            message: "chart: error: --low names 1 column(s) but --high names 0; give one high per low (see 'chart --help')"),
        BadInput(
            name: "unknown highlight", arguments: range + ["--highlight", "Sun"], stdin: "day,min,max\nMon,1,2\n", status: 64,
            message: "chart: error: --highlight \"Sun\" names no x slot (slots: Mon)"),
        BadInput(
            name: "names count", arguments: range + ["--names", "a,b"], stdin: "day,min,max\nMon,1,2\n", status: 64,
            message: "chart: error: --names gives 2 names for 1 plot"),
        BadInput(
            name: "json min above max", arguments: ["--format", "json"],
            stdin: "{\"plots\": [[{\"min\": 1, \"max\": 2}],\n [{\"value\": 3}, {\"min\": 9, \"max\": 4}]]}", status: 65,
            message: "chart: error: <stdin>:2:25 $.plots[1][1].min: min 9 is above max 4"),
        BadInput(
            name: "json bad max", arguments: ["--format", "json"],
            stdin: "{\"plots\": [[{\"min\": 1, \"max\": 2}], [{\"value\": 3}, {}, {}, {\"min\": 1, \"max\": \"x\"}]]}", status: 65,
            message: "chart: error: <stdin>:1:51 $.plots[1][1]: expected a point {\"min\", \"max\"} or {\"value\"}, found an empty object"),
        BadInput(
            name: "json string max", arguments: ["--format", "json"],
            stdin: "{\"plots\": [[{\"min\": 1, \"max\": \"2\"}]]}", status: 65,
            message: "chart: error: <stdin>:1:31 $.plots[0][0].max: expected a finite number, found a string \"2\""),
        BadInput(
            name: "json missing max", arguments: ["--format", "json"],
            stdin: "{\"plots\": [[{\"value\": 1}], [{\"value\": 1}, {\"min\": 1}]]}", status: 65,
            message: "chart: error: <stdin>:1:43 $.plots[1][1].max: missing \"max\" for the \"min\" of this point"),
        BadInput(
            name: "json plot not array", arguments: ["--format", "json"], stdin: "{\"plots\": [5]}", status: 65,
            message: "chart: error: <stdin>:1:12 $.plots[0]: expected an array of points, found a number"),
        BadInput(
            name: "json unknown key", arguments: ["--format", "json"], stdin: "{\"plots\": [[{\"value\": 1}]], \"colour\": 1}", status: 65,
            message: "chart: error: <stdin>:1:39 $.colour: unknown key \"colour\" (expected plots, titles, names)"),
        BadInput(
            name: "json titles count", arguments: ["--format", "json"], stdin: "{\"plots\": [[{\"value\": 1}]], \"titles\": [\"a\", \"b\"]}",
            status: 65,
            message: "chart: error: <stdin>:1:39 $.titles: expected 1 x slot name, found 2"),
        BadInput(
            name: "json max rows", arguments: ["--format", "json", "--max-rows", "2"],
            stdin: "{\"plots\": [[{\"value\": 1}], [{\"value\": 1}, null, {\"value\": 3}]]}", status: 65,
            message: "chart: error: <stdin> has 3 data rows, more than the limit of 2 (--max-rows)"),
        BadInput(
            name: "json with columns", arguments: ["--format", "json", "--low", "a", "--high", "b"], stdin: "{\"plots\": [[{\"value\": 1}]]}",
            status: 64,
            message: "chart: error: --x, --low, --high and --y choose table columns; <stdin> holds {\"plots\": …}, which names its own"),
    ]

    @Test(arguments: cases)
    func reportsOneLine(_ bad: BadInput) throws {
        try CLI.expectFailure("discrete", bad)
    }
}
