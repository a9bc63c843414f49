import ChartTestSupport
import Foundation
import Testing

/// Bars on a log value axis start at its floor, which now lies half a decade or more below the
/// shortest bar (issue 33 item 2): `chart bar neighbourhoods.csv --y-log` drew nothing for the 24
/// of 38 neighbourhoods whose value is 1 (the axis started at 1), and airports per state lost DC
/// and GU (1 each), read as 0 or missing. Checked in the PNG: every bar has its colour inside its
/// rectangle, beyond the rows next to the floor.
@Suite struct LogBarFloorTests {
    /// A bar's rectangle in axis units (along the category or bin axis, and on the value axis)
    /// and its colour.
    struct Bar {
        var alongLow, alongHigh, from, to: Double
        var color: String
        var name: String
    }

    /// `axis` (a `--plan` axis object) maps `value` to a fraction of its length.
    static func fraction(_ value: Double, on axis: [String: Any]) -> Double {
        let (min, max) = (axis["min"] as? Double ?? .nan, axis["max"] as? Double ?? .nan)
        if axis["scale"] as? String == "log" { return (log10(value) - log10(min)) / (log10(max) - log10(min)) }
        return (value - min) / (max - min)
    }

    /// How many pixels of each bar's colour lie inside it, leaving out the two pixel rows (or
    /// columns) nearest the floor, where an outline or the axis line of a bar with no length
    /// would be.
    static func ink(_ image: PNGImage, plan: [String: Any], along: [String: Any], value: [String: Any], bars: [Bar], horizontal: Bool) throws
        -> [(Bar, Int)]
    {
        let area = try #require(plan["plotArea"] as? [String: Int])
        let (left, right) = (Double(area["left"] ?? 0), Double(area["right"] ?? 0))
        let (top, bottom) = (Double(area["top"] ?? 0), Double(area["bottom"] ?? 0))
        return bars.map { bar in
            let a = [bar.alongLow, bar.alongHigh].map { fraction($0, on: along) }
            let v = [bar.from, bar.to].map { fraction($0, on: value) }
            let xs = (horizontal ? v : a).map { left + $0 * (right - left) }
            let ys = (horizontal ? a : v).map { horizontal ? top + $0 * (bottom - top) : bottom - $0 * (bottom - top) }
            // One pixel in from the sides across the bar; two rows off its floor end (a bar with no
            // length leaves a range of one pixel beyond its floor, where no bar is).
            func pixels(_ ends: [Double], in first: Int, off last: Int) -> ClosedRange<Int> {
                let low = Int(ends.min()!.rounded(.up)) + first
                return low...max(low, Int(ends.max()!.rounded(.down)) - last)
            }
            let xRange = pixels(xs, in: horizontal ? 2 : 1, off: 1)
            let yRange = pixels(ys, in: 1, off: horizontal ? 1 : 2)
            var count = 0
            for y in yRange where y >= 0 && y < image.height {
                for x in xRange where x >= 0 && x < image.width && image[x, y].isNear(hex: bar.color, tolerance: 24) { count += 1 }
            }
            return (bar, count)
        }
    }

    /// `chart bar ARGS` to a PNG and its plan: the bars whose rectangle holds none of their colour.
    static func barsWithoutInk(_ arguments: [String]) throws -> [String] {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try CLI.run(["bar"] + arguments + ["-o", "out.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(["bar"] + arguments)
        let image = try PNGImage.load(path: dir + "/out.png")
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let names = try #require(page["categories"] as? [String: Int])
        let bars = try #require(page["bars"] as? [[String: Any]]).map { bar in
            Bar(
                alongLow: bar["slotLow"] as? Double ?? .nan, alongHigh: bar["slotHigh"] as? Double ?? .nan,
                from: bar["from"] as? Double ?? .nan, to: bar["to"] as? Double ?? .nan, color: bar["color"] as? String ?? "",
                name: "category \(bar["category"] as? Int ?? 0) of \(names["first"] ?? 0)…\(names["last"] ?? 0) = \(bar["value"] as? Double ?? .nan)")
        }
        #expect(bars.count > 10)
        let horizontal = plan["orientation"] as? String == "horizontal"
        let along = try #require(page["categoryAxis"] as? [String: Any]), value = try #require(page["valueAxis"] as? [String: Any])
        #expect(value["scale"] as? String == "log")
        return try ink(image, plan: plan, along: along, value: value, bars: bars, horizontal: horizontal).filter { $0.1 == 0 }.map(\.0.name)
    }

    static let neighbourhoods = CLI.fixture("neighbourhoods.csv")
    static let airports = CLI.fixture("airports-by-state.csv")

    /// 38 neighbourhoods, 24 of them at 1; 20 states and territories, DC and GU at 1; and the
    /// gallery's log bar chart of all 56 (its `airports-log` target's flags), upright and on
    /// their side.
    @Test(arguments: [
        [neighbourhoods, "--y-log"], [neighbourhoods, "--y-log", "--horizontal"],
        [airports, "--y-log", "--sort", "desc"], [airports, "--y-log", "--horizontal"],
        [CLI.example("airports.csv"), "--sort", "desc", "--y-log", "--title", "US airports by state (log scale)"],
    ])
    func everyBarHasInk(_ arguments: [String]) throws {
        let empty = try Self.barsWithoutInk(arguments)
        #expect(empty.isEmpty, "\(empty.count) bars drawn without their colour: \(empty.prefix(5))")
    }

    /// The axis starts half a decade or more below the smallest value, on a labelled tick, and
    /// a line chart of the same values keeps its tight whole decades (its markers sit on the floor).
    @Test func theFloorIsBelowTheSmallestValueForBarsOnly() throws {
        let bars = try CLI.plan(["bar", Self.neighbourhoods, "--y-log"])
        let axis = try #require((bars["pages"] as? [[String: Any]])?.first?["valueAxis"] as? [String: Any])
        let floor = try #require(axis["min"] as? Double)
        #expect(log10(1) - log10(floor) >= 0.5, "floor \(floor)")
        let first = try #require((axis["ticks"] as? [[String: Any]])?.first?["value"] as? Double)
        #expect(first == floor)
        let line = try CLI.plan(["line", "--y-log"], stdin: "x,y\n1,1\n2,10\n3,286\n")
        let y = try #require((line["pages"] as? [[String: Any]])?.first?["y"] as? [String: Any])
        #expect(y["min"] as? Double == 1)
    }

    /// `--y-min` fixes the floor: the bars it leaves without a length are counted in a warning
    /// (values at or below 0 keep their own).
    @Test func barsAtAFixedFloorAreCounted() throws {
        let why = "have no length: bars on a log axis (--y-log) start at --y-min; lower it, or drop it so the axis starts below the smallest value"
        let bars = try CLI.run(["bar", Self.neighbourhoods, "--y-log", "--y-min", "1", "-o", "-"])
        #expect(bars.status == 0)
        #expect(bars.stderr.contains("chart: warning: 24 bars at or below --y-min 1 \(why)\n"), "\(bars.stderr)")
        let hist = try CLI.run(["hist", "--bin-width", "1", "--y-log", "--y-min", "2", "-o", "-"], stdin: "v\n1\n2\n2\n2\n3\n3\n3\n5\n")
        #expect(hist.status == 0)
        #expect(hist.stderr == "chart: warning: 2 bars at or below --y-min 2 \(why)\n")
        let clear = try CLI.run(["bar", Self.neighbourhoods, "--y-log", "--y-min", "0.5", "-o", "-"])
        #expect(clear.status == 0 && !clear.stderr.contains("no length"), "\(clear.stderr)")
    }

    /// A histogram on a log axis: the bins counting 1 (beside one of 40) get a bar with ink, from
    /// a floor below 1; cumulative counts too (not refused: each bar's top is read on the axis).
    @Test(arguments: [["--y-log"], ["--y-log", "--cumulative"]])
    func histogramBinsOfOneHaveInk(_ flags: [String]) throws {
        let values = "v\n" + Array(repeating: "5", count: 40).joined(separator: "\n") + "\n1\n9\n"
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let arguments = ["hist", "--bin-width", "1"] + flags
        let result = try CLI.run(arguments + ["-o", "out.png"], stdin: values, in: dir)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let plan = try CLI.plan(arguments, stdin: values)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let (x, y) = (try #require(page["x"] as? [String: Any]), try #require(page["y"] as? [String: Any]))
        let floor = try #require(y["min"] as? Double)
        #expect(floor <= 1 / 10.0.squareRoot(), "floor \(floor)")
        let color = try #require((plan["series"] as? [[String: Any]])?.first?["color"] as? String)
        let bars = try #require(page["bars"] as? [[String: Any]]).map { bar in
            Bar(
                alongLow: bar["low"] as? Double ?? .nan, alongHigh: bar["high"] as? Double ?? .nan, from: bar["from"] as? Double ?? .nan,
                to: bar["to"] as? Double ?? .nan, color: color, name: "bin from \(bar["low"] as? Double ?? .nan)")
        }
        #expect(bars.count >= 3)
        let image = try PNGImage.load(path: dir + "/out.png")
        let inked = try Self.ink(image, plan: plan, along: x, value: y, bars: bars, horizontal: false)
        #expect(inked.allSatisfy { $0.1 > 0 }, "\(inked.filter { $0.1 == 0 }.map(\.0.name))")
    }
}
