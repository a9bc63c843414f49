import Testing

@testable import ChartKit

/// Every axis kind's plan shortens tick labels that hold a `%` to what gnuplot draws whole
/// (`AxisChartPlan.fitPercentTickLabels`), names them in a warning, and leaves the others.
@Suite struct PercentTickLabelPlanTests {
    static let long = String(repeating: "é", count: 20) + " 50% of sales, year over year"
    static let fitted = PercentTickLabel.fitted(long)

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var plan: @Sendable (FigureOptions) throws -> (labels: [String], warnings: [String])
        /// The label the axis should draw in place of `long`.
        var expected: String
        var testDescription: String { name }
    }

    static func csv(_ first: String) -> String { "k,v\n\"\(first)\",1\nb,2\nc,3\n" }

    static func labels<Plan: AxisChartPlan>(_ plan: Plan) -> (labels: [String], warnings: [String]) {
        var all: [String] = []
        var copy = plan
        copy.updateAxes { all += $0.ticks.map(\.label) }
        return (all, plan.warnings)
    }

    static let cases: [Case] = [
        Case(
            name: "line categories",
            plan: { figure in
                let table = try readTable(csv(long), format: .csv)
                return labels(
                    try LineLayouter(options: LineOptions(figure: figure, paging: PagingOptions(output: "a.png"))).plan(
                        for: LineChartBuilder().chart(from: table)))
            }, expected: fitted),
        Case(
            name: "vertical bar names",
            plan: { figure in
                let table = try readTable(csv(long), format: .csv)
                return labels(
                    try BarLayouter(options: BarOptions(figure: figure, paging: PagingOptions(output: "a.png"))).plan(
                        for: BarChartBuilder().chart(from: table)))
            }, expected: fitted),
        Case(
            name: "horizontal bar names",
            plan: { figure in
                let table = try readTable(csv(long), format: .csv)
                return labels(
                    try BarLayouter(options: BarOptions(figure: figure, paging: PagingOptions(output: "a.png"), horizontal: true)).plan(
                        for: BarChartBuilder().chart(from: table)))
            }, expected: fitted),
        Case(
            name: "discrete slot titles",
            plan: { figure in
                let table = try readTable(csv(long), format: .csv)
                return labels(
                    try DiscreteLayouter(options: DiscreteOptions(figure: figure, paging: PagingOptions(output: "a.png"))).plan(
                        for: DiscreteChartBuilder().chart(from: table)))
            }, expected: fitted),
        Case(
            name: "multi-line category",
            plan: { figure in
                let table = try readTable(csv("share in %\n" + String(repeating: "b", count: 50)), format: .csv)
                return labels(
                    try LineLayouter(options: LineOptions(figure: figure, paging: PagingOptions(output: "a.png"))).plan(
                        for: LineChartBuilder().chart(from: table)))
            }, expected: "share in %\n" + String(repeating: "b", count: 35) + "…"),
        Case(
            name: "dates written with a long pattern holding %%",
            plan: { figure in
                let table = try readTable("t,v\n2024-01-01,1\n2024-01-02,2\n", format: .csv)
                let axes = AxisOptions(xFormat: .date("%Y-%m-%d, the day on which the share in %% was measured"))
                return labels(
                    try LineLayouter(options: LineOptions(figure: figure, axes: axes, paging: PagingOptions(output: "a.png"))).plan(
                        for: LineChartBuilder().chart(from: table)))
            }, expected: "2024-01-01, the day on which the share in % wa…"),
    ]

    @Test(arguments: cases)
    func shortensWhatGnuplotWouldCut(_ item: Case) throws {
        for format in [OutputFormat.png, .svg] {
            // Large enough that bars do not cut the names to their own width first.
            let (labels, warnings) = try item.plan(FigureOptions(width: 1600, height: 1200, format: format))
            #expect(labels.contains(item.expected), "\(labels)")
            for label in labels where label.contains("%") { #expect(label.utf8.count <= PercentTickLabel.maxBytes, "\(label)") }
            let named = warnings.filter { $0.contains("holds a %") }
            #expect(named.count == 1, "\(warnings)")
            #expect(named.first?.contains("gnuplot draws only the first 49 bytes") == true)
        }
    }

    @Test func textChartsKeepTheirLabels() throws {
        let (labels, warnings) = try Self.cases[0].plan(FigureOptions(width: 1600, height: 1200, format: .text))
        #expect(labels.contains(Self.long))
        #expect(!warnings.contains { $0.contains("holds a %") })
    }

    @Test func severalLabelsOneWarning() throws {
        let table = try readTable("k,v\n\"\(Self.long) A\",1\n\"\(Self.long) B\",2\n", format: .csv)
        let figure = FigureOptions(width: 1600, height: 1200)  // room to name both
        let plan = try LineLayouter(options: LineOptions(figure: figure, paging: PagingOptions(output: "a.png"))).plan(
            for: LineChartBuilder().chart(from: table))
        let named = plan.warnings.filter { $0.contains("hold a %") }
        #expect(named.count == 1, "\(plan.warnings)")
        #expect(named.first?.hasPrefix("2 tick labels hold a % and are longer than 49 bytes") == true)
    }
}
