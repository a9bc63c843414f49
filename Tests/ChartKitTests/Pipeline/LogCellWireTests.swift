import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Through the library, a cell at or below 0 on a log axis fails at its cell for every kind with
/// such an axis: a `ChartPipeline` request whose recipe only says "log" in its options, and the
/// `Chart` API's `xLog`/`yLog`. The builder reads the flag from the options in one place
/// (`AxisRecipe.checkedBuilder`); before, each caller copied it and `Chart` forgot it for discrete.
@Suite struct LogCellWireTests {
    /// Whether `error` is the bad-data error of `bad`'s cell in `file`.
    static func names(_ error: any Error, _ bad: LogCellCase, file: String) -> Bool {
        guard case let ChartError.badData(location?, column?, message) = error else { return false }
        return (location.file, location.line, location.column) == (file, 3, bad.column) && column.contains(bad.name)
            && message.hasPrefix("expected a number above 0")
    }

    @Test(arguments: LogCellCase.all)
    func thePipelineNamesTheCell(_ bad: LogCellCase) throws {
        let dir = try TemporaryDirectory.make()
        try bad.csv.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let plain = bad.kind.recipe.init(x: nil, y: [], figure: FigureOptions(), paging: PagingOptions(output: "c.png"))
        let recipe = try #require(plain.axisVariant(bad.variant))
        let inputs: [(ChartInput, String)] = [
            (.bytes(Array(bad.csv.utf8), name: "d.csv", pathExtension: "csv"), "d.csv"), (.source(.file(dir + "/d.csv")), dir + "/d.csv"),
        ]
        for (input, file) in inputs {
            #expect(performing: { try ChartPipeline().plan(for: ChartRequest(recipe, input: input)) }, throws: { Self.names($0, bad, file: file) })
        }
    }

    /// The `Chart` API's log settings (it has no second axis).
    @Test(arguments: LogCellCase.all.filter { $0.variant != .y2Log })
    func theChartAPINamesTheCell(_ bad: LogCellCase) throws {
        let dir = try TemporaryDirectory.make()
        try bad.csv.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        var chart = Chart(bad.kind, data: .file(dir + "/d.csv"))
        (chart.xLog, chart.yLog) = (bad.variant == .xLog, bad.variant == .yLog)
        #expect(performing: { try chart.plan() }, throws: { Self.names($0, bad, file: dir + "/d.csv") })
    }
}
