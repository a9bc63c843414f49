import ChartTestSupport
import Foundation
import Testing

/// The second value axis end to end (issue 19): a `--y2` series reaches the right axis's value
/// in the PNG, the two axes' ticks share the grid lines under `--grid`, and what cannot draw
/// it refuses it.
@Suite struct SecondAxisTests {
    /// A small series on the left, one with flat stretches at 300 and 700 on the right.
    static let data = "x,a,b\n1,1,100\n2,2,300\n3,3,300\n4,4,500\n5,5,700\n6,6,700\n7,7,900\n8,8,100\n"

    /// The pixel row of `value` on the axis `name` ("y" or "y2") of the plan's first page.
    static func row(_ value: Double, axis name: String, plan: [String: Any]) throws -> Double {
        let area = try #require(plan["plotArea"] as? [String: Int])
        let axis = try #require((plan["pages"] as? [[String: Any]])?.first?[name] as? [String: Any])
        let (low, high) = (try #require(axis["min"] as? Double), try #require(axis["max"] as? Double))
        let (top, bottom) = (Double(area["top"] ?? 0), Double(area["bottom"] ?? 0))
        return bottom - (value - low) / (high - low) * (bottom - top)
    }

    /// A point of the right-hand series sits on the row of its value on the right axis, within
    /// a pixel; the right axis's tick marks sit on the rows of the left axis's (one set of grid
    /// lines), and a right tick mark is drawn where the plan puts it.
    @Test func rightSeriesReachesItsAxisValue() throws {
        let dir = try TemporaryDirectory.make()
        try Self.data.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let args = ["line", "d.csv", "--y", "a", "--y2", "b", "--grid", "-o", "c.png"]
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let plan = try CLI.plan(args, in: dir)
        let series = try #require(plan["series"] as? [[String: Any]])
        #expect(series.map { $0["axis"] as? String } == ["y", "y2"])
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let y = try #require(page["y"] as? [String: Any]), y2 = try #require(page["y2"] as? [String: Any])
        let leftTicks = try #require(y["ticks"] as? [[String: Any]]).compactMap { $0["value"] as? Double }
        let rightTicks = try #require(y2["ticks"] as? [[String: Any]]).compactMap { $0["value"] as? Double }
        #expect(leftTicks.count == rightTicks.count && leftTicks.count >= 2)
        for (left, right) in zip(leftTicks, rightTicks) {
            let (a, b) = (try Self.row(left, axis: "y", plan: plan), try Self.row(right, axis: "y2", plan: plan))
            #expect(abs(a - b) < 0.01, "left tick \(left) at row \(a), right tick \(right) at row \(b)")
        }
        let png = try PNGImage.load(path: dir + "/c.png")
        let geometry = try PlotGeometry(plan: plan)
        for (value, x) in [(300.0, 2.5), (700.0, 5.5)] {
            let expected = try Self.row(value, axis: "y2", plan: plan)
            let column = geometry.pixel(x, 1).0
            let line = try #require(
                LogAxisTests.inkRow(png, x: column, near: expected) { $0.isNear(hex: "#E69F00") }, "no right series near row \(expected)")
            #expect(abs(line - expected) <= 1, "\(value): line at row \(line), its y2 row \(expected)")
        }
        let tick = rightTicks[rightTicks.count / 2]
        let expected = try Self.row(tick, axis: "y2", plan: plan)
        let mark = try #require(
            LogAxisTests.inkRow(png, x: Int(geometry.right) + 3, near: expected, window: 3) { !$0.isWhite && $0.r < 160 },
            "no right tick mark near row \(expected)")
        #expect(abs(mark - expected) <= 1, "right tick \(tick) at row \(mark), expected \(expected)")
    }

    /// What cannot draw a right axis refuses it, naming the flag or column: a missing column
    /// (64, named with the columns there are), pie, bar and discrete (64), every series on the
    /// right (64), a zero on a log right axis (65 at its cell), `--y2-…` without `--y2` (64).
    @Test(arguments: [
        (["line", "d.csv", "--y2", "nope"], Int32(64), "\"nope\""),
        (["pie", "d.csv", "--y2", "b"], Int32(64), "--y2 does not apply to pie charts"),
        (["bar", "d.csv", "--y2", "b"], Int32(64), "--y2 does not apply to bar charts: a second value axis is drawn on line charts only"),
        (["discrete", "d.csv", "--y2", "b"], Int32(64), "--y2 does not apply to discrete charts: a second value axis is drawn on line charts only"),
        (["line", "d.csv", "--y2", "a,b"], Int32(64), "leave at least one on the left"),
        (["line", "z.csv", "--y2", "b", "--y2-log"], Int32(65), "z.csv:3:5 (column \"b\"): expected a number above 0 on a log axis (--y2-min"),
        (["line", "d.csv", "--y2-log"], Int32(64), "--y2-log"),
        (["line", "d.csv", "--y2", "b", "--y-axis", "right"], Int32(64), "--y-axis right"),
    ])
    func refusals(_ arguments: [String], status: Int32, needle: String) throws {
        let dir = try TemporaryDirectory.make()
        try Self.data.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        try "x,a,b\n1,1,5\n2,2,0\n".write(toFile: dir + "/z.csv", atomically: true, encoding: .utf8)
        let result = try CLI.run(arguments + ["-o", "c.png"], in: dir)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr.contains(needle), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/c.png"))
    }

    /// The right margin holds the right axis's widest label and its title: wide labels
    /// (`thousands` of millions) and a title are drawn, and nothing reaches the image's edge.
    @Test func rightLabelsStayInsideTheImage() throws {
        let dir = try TemporaryDirectory.make()
        let data = "x,a,b\n1,1,12345678\n2,2,23456789\n3,3,34567890\n"
        let args = ["line", "--y2", "b", "--y2-format", "thousands", "--y2-label", "passengers (thousands)", "--size", "500x300", "-o", "c.png"]
        let result = try CLI.run(args, stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(args, stdin: data, in: dir)
        let right = try #require((plan["plotArea"] as? [String: Int])?["right"])
        let png = try PNGImage.load(path: dir + "/c.png")
        let ink = { (x: Int) in (0..<png.height).contains { !png[x, $0].isWhite } }
        #expect(!ink(png.width - 1) && !ink(png.width - 2), "ink at the image's right edge")
        // Tick labels just right of the axis, the title further right.
        #expect((right + 8..<right + 30).contains(where: ink), "no right tick labels")
        #expect((right + 60..<png.width - 2).contains(where: ink), "no right axis title")
    }

    /// `--follow` keeps the right-hand series and its axis: its pages have the right axis's
    /// title beside the plot, where a run without `--y2` has nothing.
    @Test func followDrawsTheSecondAxis() throws {
        let dir = try TemporaryDirectory.make()
        let rows = "x,a,b\n" + (1...25).map { "\($0),\($0 % 7),\($0 * 100)" }.joined(separator: "\n") + "\n"
        func rightInk(_ extra: [String], _ name: String) throws -> Int {
            let result = try CLI.run(["line", "--follow", "-", "--page-size", "10", "--size", "500x300", "-o", name] + extra, stdin: rows, in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            let png = try PNGImage.load(path: dir + "/" + name.replacingOccurrences(of: ".png", with: "-001.png"))
            // Right of a plain chart's plot area and above the x labels: the right axis's title.
            return (png.width - 26..<png.width).reduce(0) { count, x in count + (20..<png.height - 60).filter { !png[x, $0].isWhite }.count }
        }
        let with = try rightInk(["--y2", "b"], "y2.png")
        let without = try rightInk([], "plain.png")
        #expect(with > 20 && without == 0, "right-hand ink: \(with) with --y2, \(without) without")
    }

    /// Without an alignment (a log right axis) `--grid` draws the left axis's lines only, and says why.
    @Test func gridWarnsWhenTheAxesCannotAlign() throws {
        let dir = try TemporaryDirectory.make()
        try Self.data.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let result = try CLI.run(["line", "d.csv", "--y2", "b", "--y2-log", "--grid", "--plan"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("--grid draws the left axis's grid lines only") && result.stderr.contains("log"), "\(result.stderr)")
    }
}
