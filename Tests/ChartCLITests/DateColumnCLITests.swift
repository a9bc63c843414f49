import ChartTestSupport
import Foundation
import Testing

/// One mistyped date in a date x column is an error at the cell (65), on line and discrete;
/// a genuinely textual x column still draws categories.
@Suite struct DateColumnCLITests {
    @Test(arguments: ["line", "discrete"])
    func badDateIsNamed(_ command: String) throws {
        try CLI.expectFailure(command, BadInput(name: command, arguments: [],
            stdin: "day,v\n2024-01-30,1\n2024-01-31,2\n2024-02-30,3\n2024-03-01,4\n", status: 65,
            message: "chart: error: <stdin>:4:1 (column \"day\"): expected a date like 2024-01-31, found \"2024-02-30\""))
    }

    @Test func notADateAtAll() throws {
        try CLI.expectFailure("line", BadInput(name: "n/a", arguments: [],
            stdin: "t,v\n2024-01-01T10:00:00Z,1\nn/a,2\n2024-01-01T12:00:00Z,3\n", status: 65,
            message: "chart: error: <stdin>:3:1 (column \"t\"): expected a date like 2024-01-31, found \"n/a\""))
    }

    @Test func textCategoriesStillRender() throws {
        let dir = try TemporaryDirectory.make()
        let data = "month,v\nJan,1\nFeb,3\nMar,2\n"
        let result = try CLI.run(["line", "-o", "m.png"], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PNGImage.load(path: dir + "/m.png").width == 800)
        let plan = try CLI.plan(["line"], stdin: data)
        #expect(plan["xKind"] as? String == "category")
    }

    @Test func goodDatesMakeATimeAxis() throws {
        let plan = try CLI.plan(["line"], stdin: "day,v\n2024-01-30,1\n2024-01-31,2\n2024-02-29,3\n")
        #expect(plan["xKind"] as? String == "time")
    }
}
