import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Golden programs for `chart pie`, one per option family. A changed program is a changed
/// image: review the diff, then re-record with CHART_RECORD_GOLDEN=1.
@Suite struct PieEmitterGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var chart: PieChart
        var options: PieOptions
        var testDescription: String { name }
    }

    static let seed = PieChart(groups: [
        PieGroup(slices: [
            PieSlice(label: "Steps taken", value: 60, color: "#D62728"),
            PieSlice(label: "Tasks completed", value: 25, color: "#1F77B4"),
            PieSlice(label: "Surveys completed", value: 15, color: "#2CA02C"),
        ])
    ])

    static let budget = PieChart(groups: [
        PieGroup(
            slices: zip(
                ["Rent", "Food", "Transport", "Utilities", "Insurance", "Savings", "Fun", "Gifts"],
                [1200.0, 450, 180, 140, 95, 300, 60, 25]
            ).enumerated().map { index, pair in
                PieSlice(label: pair.0, value: pair.1, color: Palette.color(index))
            })
    ])

    static let shares = PieChart(
        groups: [
            PieGroup(slices: [
                PieSlice(label: "a", value: 50, color: "#0072B2"), PieSlice(label: "b", value: 30, color: "#E69F00"),
            ])
        ], valuesArePercent: true)

    static let monthly = PieChart(groups: [
        PieGroup(name: "Jan", slices: [PieSlice(label: "a", value: 1, color: "#0072B2"), PieSlice(label: "b", value: 2, color: "#E69F00")]),
        PieGroup(name: "Feb", slices: [PieSlice(label: "b", value: 5, color: "#E69F00"), PieSlice(label: "c", value: 1, color: "#009E73")]),
    ])

    static let hostile = PieChart(groups: [
        PieGroup(slices: [
            PieSlice(label: "`touch x`", value: 1, color: "#0072B2"), PieSlice(label: "it's\nEOD", value: 2, color: "#E69F00"),
            PieSlice(label: "$(id) \"q\"", value: 3, color: "#009E73"),
        ])
    ])

    static let cases: [Case] = [
        Case(
            name: "pie-seed", chart: seed,
            options: PieOptions(paging: PagingOptions(output: "a.png"), percentLabels: true)),
        Case(
            name: "pie-budget", chart: budget,
            options: PieOptions(
                figure: FigureOptions(title: "Budget"), paging: PagingOptions(output: "b.png"), percentLabels: true, valueLabels: true,
                valueFormat: .currency(code: "USD"))),
        Case(
            name: "pie-donut", chart: seed,
            options: PieOptions(
                paging: PagingOptions(output: "d.png"), ringWidth: 0.35, centerTitle: "Weekly", centerText: "Report",
                clockwise: false, startAngle: 90, percentLabels: true)),
        Case(
            name: "pie-percent-gap", chart: shares,
            options: PieOptions(figure: FigureOptions(width: 400, height: 300), paging: PagingOptions(output: "s.png"), ringWidth: 0.5)),
        Case(
            name: "pie-groups-legend", chart: monthly,
            options: PieOptions(
                figure: FigureOptions(title: "Monthly"), paging: PagingOptions(output: "out/m.png"), percentLabels: true, legend: true)),
        Case(
            name: "pie-hostile", chart: hostile,
            options: PieOptions(
                figure: FigureOptions(title: "`touch pwned` it's"), paging: PagingOptions(output: "it's.png"),
                ringWidth: 0.4, centerTitle: "'`id`'", centerText: "a\"b")),
    ]

    @Test(arguments: cases)
    func program(_ golden: Case) throws {
        // Through the library's entry point, from the model on, as every caller draws.
        let plan = try ChartPipeline().plan(for: ChartRequest(.pie(PieChartBuilder(), golden.options), input: .model(golden.chart)))
        let program = plan.program(outputs: plan.outputs)
        #expect(Golden.check(program, named: golden.name + ".gp") == .matches)
        #expect(Golden.check(plan.planJSON, named: golden.name + ".plan.json") == .matches)
    }

    /// No user text may reach a double-quoted gnuplot string.
    @Test(arguments: cases)
    func userTextNeverInDoubleQuotes(_ golden: Case) throws {
        let plan = try PieLayouter(options: golden.options).plan(for: golden.chart)
        let program = PieEmitter().program(for: plan, outputs: plan.pages.map(\.output))
        #expect(GnuplotSafety.unsafeLines(in: program) == [])
    }

    /// Angles add up exactly: the last slice of a full pie ends a whole turn from the start.
    @Test func anglesCloseTheCircle() throws {
        let plan = try PieLayouter(options: PieOptions(paging: PagingOptions(output: "x.png"), startAngle: 30)).plan(for: Self.budget)
        let slices = try #require(plan.pages.first?.slices)
        #expect(slices.first?.startAngle == 30)
        #expect(slices.last?.endAngle == 390)
        for (a, b) in zip(slices, slices.dropFirst()) { #expect(a.endAngle == b.startAngle) }
        let sum = slices.reduce(0.0) { $0 + $1.percent }
        #expect(abs(sum - 100) < 1e-9)
    }
}
