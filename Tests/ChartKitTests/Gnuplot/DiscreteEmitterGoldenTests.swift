import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Golden programs for `chart discrete` (and `line --highlight`), one per option family.
/// A changed program is a changed image: review the diff, then re-record with CHART_RECORD_GOLDEN=1.
@Suite struct DiscreteEmitterGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var chart: DiscreteChart
        var options: DiscreteOptions
        var testDescription: String { name }
    }

    static let heart = DiscreteChart(
        slots: ["Mon", "Tue", "Wed", "Thu"],
        plots: [
            DiscretePlot(
                name: "heart rate", points: [DiscretePoint(low: 55, high: 99), DiscretePoint(value: 70), nil, DiscretePoint(low: 60, high: 81.5)])
        ],
        xTitle: "day")

    static let vitals = DiscreteChart(
        slots: (1...6).map(String.init), slotKind: .number, slotValues: (1...6).map(Double.init),
        plots: [
            DiscretePlot(name: "sys", points: (0..<6).map { DiscretePoint(low: 115 + Double($0), high: 130 + Double($0 % 3)) }),
            DiscretePlot(name: "it's `hr`", points: (0..<6).map { $0 == 4 ? nil : DiscretePoint(low: 55, high: 90 + Double($0)) }),
        ])

    static let cases: [Case] = [
        Case(
            name: "discrete-connect", chart: heart,
            options: DiscreteOptions(
                figure: FigureOptions(width: 640, height: 400, title: "Heart"),
                axes: AxisOptions(grid: true, hlines: [60], vlines: ["Tue"]),
                paging: PagingOptions(output: "h.png"), connect: true, highlight: "Wed")),
        Case(
            name: "discrete-pages", chart: vitals,
            options: DiscreteOptions(
                axes: AxisOptions(yMin: 40, ySide: .right),
                paging: PagingOptions(pagination: .pageSize(4), output: "out/v.png"), highlight: "5",
                colors: ["#D55E00", "#009E73"])),
    ]

    @Test(arguments: cases)
    func program(_ golden: Case) throws {
        // Through the library's entry point, from the model on, as every caller draws.
        let plan = try ChartPipeline().plan(for: ChartRequest(.discrete(DiscreteChartBuilder(), golden.options), input: .model(golden.chart)))
        let program = plan.program(outputs: plan.outputs)
        #expect(Golden.check(program, named: golden.name + ".gp") == .matches)
        #expect(Golden.check(plan.planJSON, named: golden.name + ".plan.json") == .matches)
    }

    @Test func lineHighlight() throws {
        let options = LineOptions(paging: PagingOptions(pagination: .pageSize(6), output: "s.png"), highlight: "Oct")
        let plan = try LineLayouter(options: options).plan(for: LineEmitterGoldenTests.sales)
        let program = LineEmitter().program(for: plan, outputs: plan.pages.map(\.output))
        #expect(Golden.check(program, named: "line-highlight.gp") == .matches)
        #expect(Golden.check(plan.json.text() + "\n", named: "line-highlight.plan.json") == .matches)
    }

    /// No user text may reach a double-quoted gnuplot string.
    @Test(arguments: cases)
    func userTextNeverInDoubleQuotes(_ golden: Case) throws {
        let plan = try DiscreteLayouter(options: golden.options).plan(for: golden.chart)
        let program = DiscreteEmitter().program(for: plan, outputs: plan.pages.map(\.output))
        #expect(GnuplotSafety.unsafeLines(in: program) == [])
    }
}
