import Foundation
import Testing

@testable import ChartKit

/// Values are bounded by ±1e300: beyond it the cell is refused by name; within it no chart kind's
/// arithmetic (spans, padding, stacked and pie sums, ticks) reaches inf or NaN.
@Suite struct ExtremeValueTests {
    @Test(arguments: [("1e308", "2:3"), ("-1.7e308", "2:3"), ("1.0000001e300", "2:3")])
    func beyondTheBoundIsRefusedAtTheCell(_ cell: String, _ position: String) throws {
        let table = try readTable("x,y\n1,\(cell)\n2,3\n", format: .csv)
        #expect(
            errorDescription { try table.numbers(at: 1, emptyIsGap: true) }
                == "data.csv:\(position) (column \"y\"): expected a number between -1e300 and 1e300, found \"\(cell)\"")
    }

    @Test func theBoundItselfIsAccepted() throws {
        let table = try readTable("x,y\n1,1e300\n2,-1e300\n", format: .csv)
        #expect(try table.numbers(at: 1, emptyIsGap: true) == [1e300, -1e300])
    }

    @Test func epochSecondsStayWithinISOYears() throws {
        let table = try readTable("t,y\n1e12,1\n0,2\n", format: .csv)
        #expect(
            errorDescription { try table.epochSeconds(at: 0) }
                == "data.csv:2:1 (column \"t\"): expected seconds since 1970 within the years 0000 to 9999, found \"1e12\"")
    }

    @Test func discreteJSONValueBeyondTheBound() throws {
        let text = #"{"plots": [[{"min": 1, "max": 1e300}, {"value": -1e301}]]}"#
        #expect(
            errorDescription { try DiscreteChartReader().chart(bytes: Array(text.utf8), name: "p.json", pathExtension: "json") }.hasSuffix(
                "$.plots[0][1].value: expected a number between -1e300 and 1e300, found -1e301"))
    }

    static let extremes: [[Double]] = [
        [1e300, -1e300, 0], [1e300, 1e300, 1e300], [-1e300, -1e300, -1e300],
        [1e300, 1e299, 1], [1e300, 1e-300, 0], [5e-324, 1e-323, 0],
    ]

    private func csv(_ values: [Double]) -> String {
        "x,y,z\n" + values.indices.map { "\($0 + 1),\(values[$0]),\(values[(values.count - 1 - $0)])" }.joined(separator: "\n") + "\n"
    }

    private func program(_ plan: ChartPlan) throws -> String { try plan.program(outputs: plan.outputs) }

    private func expectClean(_ program: String, _ values: [Double], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let bad = program.split(separator: "\n").filter { line in
            line.split(whereSeparator: { " ,:[]()'".contains($0) }).contains { ["nan", "inf", "-inf", "-nan"].contains($0.lowercased()) }
        }
        #expect(bad.isEmpty, "\(values): \(bad.prefix(3))", sourceLocation: sourceLocation)
    }

    @Test(arguments: extremes)
    func lineAndDiscretePrograms(_ values: [Double]) throws {
        let table = try readTable(csv(values), format: .csv)
        let line = try LineLayouter(options: LineOptions(paging: PagingOptions(output: "a.png"))).plan(for: LineChartBuilder().chart(from: table))
        expectClean(try program(ChartPlan(line)), values)
        let discrete = try DiscreteLayouter(options: DiscreteOptions(paging: PagingOptions(output: "a.png")))
            .plan(for: DiscreteChartBuilder(low: [.name("y")], high: [.name("y")]).chart(from: table))
        expectClean(try program(ChartPlan(discrete)), values)
    }

    @Test(arguments: extremes)
    func barPrograms(_ values: [Double]) throws {
        let chart = try BarChartBuilder().chart(from: readTable(csv(values), format: .csv))
        for (stacked, shown) in [(false, false), (true, true), (false, true)] {
            let plan = try BarLayouter(options: BarOptions(paging: PagingOptions(output: "a.png"), stacked: stacked, showValues: shown)).plan(
                for: chart)
            expectClean(try program(ChartPlan(plan)), values)
            let axis = plan.pages[0].valueAxis
            #expect(axis.min.isFinite && axis.max.isFinite && axis.max > axis.min)
            // Every bar grows from the baseline in the direction of its value's sign.
            for bar in plan.pages[0].bars where bar.value != 0 {
                #expect((bar.to - bar.from).sign == bar.value.sign || stacked, "\(values): \(bar)")
                #expect(bar.to >= axis.min && bar.to <= axis.max && bar.from >= axis.min && bar.from <= axis.max)
            }
        }
    }

    @Test(arguments: [[1e300, 1e300, 1e300], [1e300, 1e-300, 0], [5e-324, 1e-323, 0]])
    func piePrograms(_ values: [Double]) throws {
        let text = "k,v\n" + values.enumerated().map { "s\($0.offset),\($0.element)" }.joined(separator: "\n") + "\n"
        let chart = try PieChartBuilder().chart(from: readTable(text, format: .csv))
        let plan = try PieLayouter(options: PieOptions(paging: PagingOptions(output: "a.png"), percentLabels: true, valueLabels: true)).plan(
            for: chart)
        expectClean(try program(ChartPlan(plan)), values)
        let slices = plan.pages[0].slices
        #expect(slices.allSatisfy { $0.startAngle.isFinite && $0.endAngle.isFinite && $0.percent.isFinite })
        #expect(abs((slices.last?.endAngle ?? 0) - 360) < 1e-9)
    }
}
