import Testing

@testable import ChartKit

/// The frame of every axis chart's program is drawn from the plan alone: what the layout
/// decided (log axes, the right-hand axis) is what the program draws, whatever the options
/// say, so a program cannot disagree with `--plan`.
@Suite struct AxisChartEmitterTests {
    static let latency = LineChart(
        x: XValues(kind: .number, positions: [1, 10, 100, 1000], title: "bytes"),
        series: [LineSeries(name: "ms", values: [0.8, 12, 230, 5600])])

    static let wheat = LineChart(
        x: XValues(kind: .number, positions: [1565, 1600, 1650, 1700], title: "year"),
        series: [LineSeries(name: "wheat", values: [41, 56, 48, 39]), LineSeries(name: "wages", values: [5, 6, 7.5, 11], onY2: true)])

    static let quarters = BarChart(
        categories: ["Q1", "Q2", "Q3"], series: [BarSeries(name: "north", values: [10, 120, 1400])], categoryTitle: "quarter")

    static func lines(_ program: String, starting prefix: String) -> [String] {
        program.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
    }

    /// `set logscale` follows the plan's axes: a plan whose axes are logarithmic draws them so
    /// without `--y-log`/`--x-log`, and options that ask for log axes the plan does not have
    /// draw none (the program used to read the options).
    @Test func logScalesAreTheOnesThePlanHas() throws {
        var plan = try LineLayouter(options: LineOptions(paging: PagingOptions(output: "a.png"))).plan(for: Self.latency)
        plan.updateAxes { $0.log = true }
        let program = try LineEmitter().program(for: plan, outputs: ["a.png"])
        #expect(Self.lines(program, starting: "set logscale") == ["set logscale y 10", "set logscale x 10"])

        var logOptions = try LineLayouter(options: LineOptions(axes: AxisOptions(yLog: true, xLog: true), paging: PagingOptions(output: "a.png")))
            .plan(for: Self.latency)
        #expect(try Self.lines(LineEmitter().program(for: logOptions, outputs: ["a.png"]), starting: "set logscale").count == 2)
        logOptions.updateAxes { $0.log = false }
        #expect(try Self.lines(LineEmitter().program(for: logOptions, outputs: ["a.png"]), starting: "set logscale") == [])
    }

    /// A horizontal bar chart's value axis is gnuplot's x: its log scale is written there.
    @Test func aHorizontalLogValueAxisIsGnuplotsX() throws {
        var plan = try BarLayouter(options: BarOptions(paging: PagingOptions(output: "b.png"), horizontal: true)).plan(for: Self.quarters)
        for index in plan.pages.indices { plan.pages[index].y.log = true }
        #expect(try Self.lines(BarEmitter().program(for: plan, outputs: ["b.png"]), starting: "set logscale") == ["set logscale x 10"])
    }

    /// The right-hand axis (`--y2`) is drawn when the layout gave the pages one: its border,
    /// ticks, range and the `axes x1y2` of its series all go with the plan's `y2`.
    @Test func theSecondAxisIsTheOneThePlanHas() throws {
        let options = LineOptions(axes: AxisOptions(y2: SecondAxisOptions(log: true)), paging: PagingOptions(output: "w.png"))
        var plan = try LineLayouter(options: options).plan(for: Self.wheat)
        let drawn = try LineEmitter().program(for: plan, outputs: ["w.png"])
        #expect(drawn.contains("set border 11 ") && drawn.contains("set y2range [") && drawn.contains(" axes x1y2 "))
        #expect(Self.lines(drawn, starting: "set logscale") == ["set logscale y2 10"])

        for index in plan.pages.indices { plan.pages[index].y2 = nil }
        let without = try LineEmitter().program(for: plan, outputs: ["w.png"])
        #expect(without.contains("set border 3 ") && without.contains("unset y2tics"))
        #expect(!without.contains("y2range") && !without.contains("axes x1y2") && !without.contains("logscale"))
    }

    /// The axes clause of marks on the value axis is one property of the frame: none on the
    /// left, ` axes x1y2` on the right (`--y-axis right`), and a `--y2` series' own.
    @Test(arguments: [(YAxisSide.left, false, ""), (.right, false, " axes x1y2"), (.left, true, " axes x1y2"), (.right, true, " axes x1y2")])
    func axesClause(side: YAxisSide, secondSeries: Bool, clause: String) throws {
        let options = LineOptions(axes: AxisOptions(ySide: side), paging: PagingOptions(output: "c.png"))
        var plan = try LineLayouter(options: options).plan(for: Self.latency)
        if secondSeries { plan.pages[0].y2 = plan.pages[0].y }
        let frame = AxisChartEmitter(plan: plan, style: AxisChartStyle())
        #expect(frame.axes(onSecondAxis: secondSeries) == clause)
        #expect(frame.valueAxes == (side == .right ? " axes x1y2" : ""))
    }
}
