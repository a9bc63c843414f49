import Testing

@testable import ChartKit

/// `chart bar --sort`: categories and their values move together.
@Suite struct BarChartBuilderTests {
    @Test(arguments: [(BarSort.asc, ["b", "a", "c"]), (.desc, ["c", "a", "b"]), (.none, ["a", "b", "c"])])
    func builderSorts(_ sort: BarSort, _ expected: [String]) throws {
        let table = DataTable(
            source: "t", names: ["k", "v"], hasHeader: true, columns: [["a", "b", "c"], ["2", "1", "3"]],
            cellLines: [[2, 3, 4], [2, 3, 4]], cellColumns: [[1, 1, 1], [3, 3, 3]])
        let chart = try BarChartBuilder(sort: sort).chart(from: table)
        #expect(chart.categories == expected)
        #expect(chart.series[0].values == expected.map { ["a": 2.0, "b": 1, "c": 3][$0] ?? 0 })
    }
}
