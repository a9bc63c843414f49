import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Golden programs and plans for `chart bar`, one per mode. A changed program is a changed
/// image: review the diff, then re-record with CHART_RECORD_GOLDEN=1.
@Suite struct BarEmitterGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var chart: BarChart
        var options: BarOptions
        var testDescription: String { name }
    }

    static let u5mr = BarChart(
        categories: ["NGA", "SOM", "TCD", "CAF", "SLE", "GIN", "SSD", "MLI", "BEN", "BFA"],
        series: [BarSeries(name: "rate", values: [117.2, 116.9, 113.7, 110.0, 109.2, 98.8, 96.2, 94.0, 90.2, 87.5])],
        categoryTitle: "country")

    static let sales = BarChart(
        categories: ["Q1", "Q2", "Q3", "Q4"],
        series: [BarSeries(name: "north", values: [10, 12, -5, 8]), BarSeries(name: "south", values: [4, -3, 7, 9])],
        categoryTitle: "quarter")

    static let many = BarChart(
        categories: (1...12).map { "category \($0)" },
        series: [BarSeries(name: "v", values: (1...12).map { Double($0 * 7 % 11) - 3 })],
        categoryTitle: "k")

    static let hostile = BarChart(
        categories: ["`touch x`", "EOD", "it's"],
        series: [BarSeries(name: "sys'tem(\"id\")", values: [1, 2, 3]), BarSeries(name: "@{b}_^", values: [3, 2, 1])],
        categoryTitle: "a\"b")

    static let cases: [Case] = [
        Case(
            name: "bar-values", chart: u5mr,
            options: BarOptions(
                figure: FigureOptions(title: "Under-five mortality, 2019"), paging: PagingOptions(output: "u5mr.png"), showValues: true)),
        Case(
            name: "bar-no-axes", chart: u5mr,
            options: BarOptions(paging: PagingOptions(output: "n.png"), showValues: true, showAxes: false)),
        Case(
            name: "bar-horizontal", chart: u5mr,
            options: BarOptions(axes: AxisOptions(grid: true), paging: PagingOptions(output: "h.png"), horizontal: true, showValues: true)),
        Case(
            name: "bar-grouped", chart: sales,
            options: BarOptions(
                axes: AxisOptions(yFormat: .currency(code: "USD"), hlines: [5], legend: .right), paging: PagingOptions(output: "g.png"),
                colors: ["#D62728", "#1F77B4"])),
        Case(
            name: "bar-stacked", chart: sales,
            options: BarOptions(axes: AxisOptions(legend: .bottom), paging: PagingOptions(output: "s.png"), stacked: true, showValues: true)),
        Case(
            name: "bar-pages", chart: many,
            options: BarOptions(
                figure: FigureOptions(width: 400, height: 300),
                paging: PagingOptions(pagination: .pageSize(5), output: "out/b.png"), barWidth: 0.6)),
        Case(
            name: "bar-baseline-right", chart: many,
            options: BarOptions(
                axes: AxisOptions(yScale: .page, ySide: .right),
                paging: PagingOptions(pagination: .pageCount(2), selection: .range(2, 2), output: "p-%02d.png"), baseline: 2)),
        Case(
            name: "bar-hostile", chart: hostile,
            options: BarOptions(
                figure: FigureOptions(title: "`touch pwned` $(id) it's\nline two", yLabel: "EOD"),
                paging: PagingOptions(output: "it's.png"), showValues: true)),
    ]

    @Test(arguments: cases)
    func program(_ golden: Case) throws {
        // Through the library's entry point, from the model on, as every caller draws.
        let plan = try ChartPipeline().plan(for: ChartRequest(.bar(BarChartBuilder(), golden.options), input: .model(golden.chart)))
        let program = plan.program(outputs: plan.outputs)
        #expect(Golden.check(program, named: golden.name + ".gp") == .matches)
        #expect(Golden.check(plan.planJSON, named: golden.name + ".plan.json") == .matches)
    }

    /// No user text may reach a double-quoted gnuplot string.
    @Test(arguments: cases)
    func userTextNeverInDoubleQuotes(_ golden: Case) throws {
        let plan = try BarLayouter(options: golden.options).plan(for: golden.chart)
        let program = BarEmitter().program(for: plan, outputs: plan.pages.map(\.output))
        #expect(GnuplotSafety.unsafeLines(in: program) == [])
    }

    /// Stacks: positives up and negatives down from the baseline, in series order.
    @Test func stackedSegments() throws {
        let plan = try BarLayouter(options: BarOptions(paging: PagingOptions(output: "s.png"), stacked: true)).plan(for: Self.sales)
        let q2 = plan.pages[0].bars.filter { $0.category == 1 }
        #expect(q2.map(\.from) == [0, 0] && q2.map(\.to) == [12, -3])
        let q4 = plan.pages[0].bars.filter { $0.category == 3 }
        #expect(q4.map(\.from) == [0, 8] && q4.map(\.to) == [8, 17])
        #expect(plan.pages[0].valueAxis.min <= -5 && plan.pages[0].valueAxis.max >= 17)
    }

    @Test(arguments: [(BarSort.asc, ["b", "a", "c"]), (.desc, ["c", "a", "b"]), (.none, ["a", "b", "c"])])
    func builderSorts(_ sort: BarSort, _ expected: [String]) throws {
        let table = DataTable(
            source: "t", names: ["k", "v"], hasHeader: true, columns: [["a", "b", "c"], ["2", "1", "3"]],
            cellLines: [[2, 3, 4], [2, 3, 4]], cellColumns: [[1, 1, 1], [3, 3, 3]])
        let chart = try BarChartBuilder(sort: sort).chart(from: table)
        #expect(chart.categories == expected)
        #expect(chart.series[0].values == expected.map { ["a": 2.0, "b": 1, "c": 3][$0] ?? 0 })
    }

    @Test(arguments: [("short", 100.0, "short"), ("a long category name", 60.0, "a long…"), ("abc", 1.0, "…")])
    func shortening(_ text: String, _ width: Double, _ expected: String) {
        #expect(BarLayouter.shortened(text, toWidth: width, metrics: TextMetrics()) == expected)
    }

    @Test(arguments: [("#0072B2", "#FFFFFF"), ("#F0E442", "#222222"), ("#E69F00", "#222222"), ("#000000", "#FFFFFF")])
    func valueTextContrast(_ bar: String, _ text: String) {
        #expect(BarLayouter.textColor(on: bar) == text)
    }
}
