import ChartTestSupport
import Foundation
import Testing

/// Every way a pie's data or flags can be wrong: one line naming the cell, a sysexits code,
/// and no file left behind.
@Suite struct PieErrorTests {
    static let cases: [BadInput] = [
        // Issue 32 item 12: pie values are amounts; a date format would write them as 1970 dates.
        BadInput(
            name: "date value format", arguments: ["--value-labels", "--value-format", "date:%Y"], stdin: "k,v\na,3\nb,2\n", status: 64,
            message:
                "chart: error: --value-format \"date:%Y\": a date format does not apply to pie values, which are amounts; use number, number:N, thousands, si, percent or currency:CODE (see 'chart --help')"
        ),
        BadInput(
            name: "negative ring width", arguments: ["--ring-width", "-0.5"], stdin: "k,v\na,3\nb,2\n", status: 64,
            message: "chart: error: --ring-width must be above 0 and at most 1 (a fraction of the radius) (see 'chart --help')"),
        BadInput(
            name: "negative", arguments: [], stdin: "k,v\na,3\nb,-2\n", status: 65,
            message: "chart: error: <stdin>:3:3 (column \"v\"): a pie slice cannot be negative, found \"-2\""),
        BadInput(
            name: "non-number", arguments: [], stdin: "k,v\na,3\nb,lots\n", status: 65,
            message: "chart: error: <stdin>:3:3 (column \"v\"): expected a number, found \"lots\""),
        BadInput(
            name: "NaN", arguments: [], stdin: "k,v\na,3\nb,NaN\n", status: 65,
            message: "chart: error: <stdin>:3:3 (column \"v\"): expected a number, found \"NaN\""),
        BadInput(
            name: "inf", arguments: [], stdin: "k,v\na,inf\nb,1\n", status: 65,
            message: "chart: error: <stdin>:2:3 (column \"v\"): expected a number, found \"inf\""),
        BadInput(
            name: "empty value", arguments: [], stdin: "k,v\na,\nb,1\n", status: 65,
            message: "chart: error: <stdin>:2:3 (column \"v\"): expected a number, found an empty cell"),
        BadInput(
            name: "zero total", arguments: [], stdin: "k,v\na,0\nb,0\n", status: 65,
            message: "chart: error: <stdin>:2:3 (column \"v\"): the values sum to zero; a pie needs a positive total"),
        BadInput(
            name: "zero total in a group", arguments: ["--group", "g"], stdin: "g,k,v\nx,a,1\ny,a,0\n", status: 65,
            message: "chart: error: <stdin>:3:5 (column \"v\"): the values of group \"y\" sum to zero; a pie needs a positive total"),
        BadInput(
            name: "percent over 100", arguments: ["--percent"], stdin: "k,v\na,60\nb,30\nc,15\n", status: 65,
            message: "chart: error: <stdin>:4:3 (column \"v\"): --percent values reach 105 at this row; percentages of one pie must not sum over 100"),
        BadInput(
            name: "unknown colour in column", arguments: ["--color-column", "c"], stdin: "k,v,c\na,1,red\nb,2,blurple\n", status: 65,
            message: "chart: error: <stdin>:3:5 (column \"c\"): unknown colour \"blurple\"; use #RRGGBB, #RGB or a name like red, teal, navy"),
        BadInput(
            name: "json path", arguments: ["--format", "json"], stdin: "[{\"k\": \"a\", \"v\": 1},\n {\"k\": \"b\", \"v\": -1}]\n", status: 65,
            message: "chart: error: <stdin>:2:18 $[1].v (column \"v\"): a pie slice cannot be negative, found \"-1\""),
        BadInput(name: "empty input", arguments: [], stdin: "", status: 65, message: "chart: error: <stdin> has no data rows"),
        BadInput(
            name: "unknown colour flag", arguments: ["--colors", "red,blurple"], stdin: "k,v\na,1\n", status: 64,
            message: "chart: error: --colors: unknown colour \"blurple\"; use #RRGGBB, #RGB or a name like red, teal, navy (see 'chart --help')"),
        BadInput(
            name: "ring width", arguments: ["--ring-width", "1.5"], stdin: "k,v\na,1\n", status: 64,
            message: "chart: error: --ring-width must be above 0 and at most 1 (a fraction of the radius) (see 'chart --help')"),
        BadInput(
            name: "other below", arguments: ["--other-below", "100"], stdin: "k,v\na,1\n", status: 64,
            message: "chart: error: --other-below must be a percentage above 0 and below 100 (see 'chart --help')"),
        BadInput(
            name: "page size", arguments: ["--page-size", "3"], stdin: "k,v\na,1\n", status: 64,
            message: "chart: error: --page-size does not apply to pie charts; use --group to make one pie per page (see 'chart --help')"),
        BadInput(
            name: "unknown column", arguments: ["--value", "z"], stdin: "k,v\na,1\n", status: 64,
            message: "chart: error: no column \"z\" in <stdin> (columns: k, v)"),
        // Issue 23: the colour (or group) column took the only numeric column; the error used to
        // blame the title column "name" as if it were the values.
        BadInput(
            name: "--color-column takes the only numbers", arguments: ["--color-column", "v"], stdin: "name,v\na,1\nb,2\n", status: 64,
            message: "chart: error: no numeric column is left for the slice values: --color-column takes column \"v\"; name the values with --value"),
        BadInput(
            name: "--group takes the only numbers", arguments: ["--group", "2"], stdin: "name,v\na,1\nb,2\n", status: 64,
            message: "chart: error: no numeric column is left for the slice values: --group takes column \"v\"; name the values with --value"),
        BadInput(
            name: "--label takes the only numbers", arguments: ["--label", "v", "--color-column", "c"], stdin: "name,v,c\na,1,red\nb,2,blue\n",
            status: 64,
            message: "chart: error: no numeric column is left for the slice values: --label takes column \"v\"; name the values with --value"),
        BadInput(
            name: "no numbers at all beside --color-column", arguments: ["--header", "--color-column", "c"], stdin: "name,c\na,red\nb,blue\n",
            status: 65,
            message: "chart: error: <stdin> has no numeric column for slice values (columns: name, c); name one with --value"),
        BadInput(
            name: "page beyond groups", arguments: ["--group", "k", "--page", "3"], stdin: "k,v\na,1\nb,1\n", status: 64,
            message: "chart: error: page 3 does not exist: the data makes 2 pages (one pie per --group value); use --page 1-2"),
    ]

    @Test(arguments: cases)
    func reportsAndLeavesNothing(_ bad: BadInput) throws {
        try CLI.expectFailure("pie", bad)
    }

    /// Percentages summing to exactly 100 (with float noise) are fine.
    @Test func percentsSummingToHundredPass() throws {
        let result = try CLI.run(["pie", "--percent", "--plan"], stdin: "k,v\na,33.3\nb,33.3\nc,33.4\nd,0\n")
        #expect(result.status == 0, "\(result.stderr)")
    }
}
