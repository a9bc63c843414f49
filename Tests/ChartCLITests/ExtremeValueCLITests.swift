import ChartTestSupport
import Foundation
import Testing

/// Values near the ends of Double: beyond ±1e300 refused naming the cell (65); within, drawn right.
@Suite struct ExtremeValueCLITests {
    static let cases: [BadInput] = [
        .init(name: "line 1e308", arguments: [], stdin: "x,y\n1,2\n2,1e308\n", status: 65,
              message: "chart: error: <stdin>:3:3 (column \"y\"): expected a number between -1e300 and 1e300, found \"1e308\""),
        .init(name: "bar -1e308", arguments: [], stdin: "k,v\na,-1e308\nb,1\n", status: 65,
              message: "chart: error: <stdin>:2:3 (column \"v\"): expected a number between -1e300 and 1e300, found \"-1e308\""),
        .init(name: "line x 1e301", arguments: [], stdin: "x,y\n1e301,2\n2,1\n", status: 65,
              message: "chart: error: <stdin>:2:1 (column \"x\"): expected a number between -1e300 and 1e300, found \"1e301\""),
        .init(name: "hline 1e308", arguments: ["--hline", "1e308"], stdin: "x,y\n1,2\n2,1\n", status: 64,
              message: "chart: error: axis values must be between -1e300 and 1e300 (see 'chart --help')"),
    ]

    @Test(arguments: cases)
    func refusedNamingTheCell(_ bad: BadInput) throws {
        try CLI.expectFailure(bad.name.hasPrefix("bar") ? "bar" : "line", bad)
    }

    @Test func pieValueBeyondTheBound() throws {
        try CLI.expectFailure("pie", BadInput(name: "pie", arguments: [], stdin: "k,v\na,1.5e308\nb,1.5e308\n", status: 65,
            message: "chart: error: <stdin>:2:3 (column \"v\"): expected a number between -1e300 and 1e300, found \"1.5e308\""))
    }

    @Test func discreteValueBeyondTheBound() throws {
        try CLI.expectFailure("discrete", BadInput(name: "discrete", arguments: ["--low", "lo", "--high", "hi"],
            stdin: "x,lo,hi\n1,-1e308,1e308\n", status: 65,
            message: "chart: error: <stdin>:2:3 (column \"lo\"): expected a number between -1e300 and 1e300, found \"-1e308\""))
    }

    /// ±1e300 bars: the positive one grows up from 0, the negative one down, lengths as the plan says.
    @Test func barsAtTheBoundPointTheRightWay() throws {
        let (image, plan, _) = try BarRenderingTests.render([], data: "k,v\na,1e300\nb,-1e300\nc,5e299\n")
        let g = try BarRenderingTests.Geometry(plan: plan)
        let zero = g.valuePixel(0)
        for (slot, value) in [1e300, -1e300, 5e299].enumerated() {
            let run = BarRenderingTests.run(image, g, slot: Double(slot), hex: "#0072B2")
            let end = g.valuePixel(value)
            #expect(abs(Double(run.count) - abs(end - zero)) <= 2, "slot \(slot): \(run.count) px")
            // Vertical bars: rows grow upwards (smaller y) for positive values.
            let mid = Double((run.first ?? 0) + (run.last ?? 0)) / 2
            #expect(value > 0 ? mid < zero : mid > zero, "slot \(slot) drawn on the wrong side of 0")
        }
    }

    /// Three pie slices of 1e300 each: thirds, no NaN anywhere.
    @Test func pieSumsDoNotOverflow() throws {
        let plan = try CLI.plan(["pie"], stdin: "k,v\na,1e300\nb,1e300\nc,1e300\n")
        let slices = try #require((plan["pages"] as? [[String: Any]])?.first?["slices"] as? [[String: Any]])
        let ends = slices.compactMap { $0["endAngle"] as? Double }
        #expect(ends.count == 3)
        #expect(zip(ends, [120.0, 240, 360]).allSatisfy { abs($0 - $1) < 1e-9 })
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["pie", "-o", "p.png"], stdin: "k,v\na,1e300\nb,1e300\nc,1e300\n", in: dir)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
