import ChartTestSupport
import Foundation
import Testing

/// `chart scatter` end to end with real gnuplot: every marker sits at its planned pixel.
@Suite struct ScatterRenderingTests {
    /// Points spread over the plot, including both extremes of each axis.
    static let csv =
        "size,latency\n"
        + [(0, 0), (10, 5), (25, 40), (50, 18), (70, 90), (90, 60), (100, 100)]
        .map { "\($0.0),\($0.1)" }.joined(separator: "\n") + "\n"

    /// The centre of the ink of `color` within `window` pixels of (`x`, `y`).
    static func inkCentre(_ png: PNGImage, near x: Int, _ y: Int, window: Int = 6, color: String) -> (Double, Double)? {
        var xs: [Int] = []
        var ys: [Int] = []
        for row in max(0, y - window)...min(png.height - 1, y + window) {
            for column in max(0, x - window)...min(png.width - 1, x + window) where png[column, row].isNear(hex: color, tolerance: 40) {
                xs.append(column)
                ys.append(row)
            }
        }
        guard !xs.isEmpty else { return nil }
        return (Double(xs.reduce(0, +)) / Double(xs.count), Double(ys.reduce(0, +)) / Double(ys.count))
    }

    @Test func markersSitAtTheirPlannedPixels() throws {
        let dir = try TemporaryDirectory.make()
        try Self.csv.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let args = ["scatter", "d.csv", "-o", "s.png"]
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(args, in: dir)
        let color = try #require((plan["series"] as? [[String: Any]])?.first?["color"] as? String)
        let geometry = try PlotGeometry(plan: plan)
        let png = try PNGImage.load(path: dir + "/s.png")
        for (x, y) in [(0.0, 0.0), (10, 5), (25, 40), (50, 18), (70, 90), (90, 60), (100, 100)] {
            let (px, py) = geometry.pixel(x, y)
            let centre = try #require(Self.inkCentre(png, near: px, py, color: color), "no marker near (\(x), \(y)) at \(px),\(py)")
            #expect(abs(centre.0 - Double(px)) <= 1.5 && abs(centre.1 - Double(py)) <= 1.5, "(\(x), \(y)): planned \(px),\(py), drawn \(centre)")
            // The whole marker is inside the plot area: padding keeps extremes unclipped, except
            // at 0, where data that is all at or above 0 stops the axis (issue 33) and the
            // marker is drawn whole on the axis line (its ink centre is where it was planned).
            #expect((x == 0 || centre.0 - 3 >= geometry.left) && centre.0 + 3 <= geometry.right)
            #expect(centre.1 - 3 >= geometry.top && (y == 0 || centre.1 + 3 <= geometry.bottom))
        }
    }

    /// `--series` colours groups; each group's markers are in its own colour at its points, and
    /// groups (and a group itself) may repeat an x: every row is a point.
    @Test func seriesGroupsAreColoured() throws {
        let dir = try TemporaryDirectory.make()
        let csv = "k,x,y\na,1,1\nb,2,4\na,3,9\nb,4,16\nb,1,12\na,3,16\n"
        try csv.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let args = ["scatter", "d.csv", "--x", "x", "--y", "y", "--series", "k", "-o", "s.png"]
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(args, in: dir)
        let colors = try #require((plan["series"] as? [[String: Any]])?.compactMap { $0["color"] as? String })
        #expect(colors.count == 2)
        let geometry = try PlotGeometry(plan: plan)
        let png = try PNGImage.load(path: dir + "/s.png")
        #expect((plan["pages"] as? [[String: Any]])?.first?["points"] as? [Int] == [3, 3])
        for (x, y, s) in [(1.0, 1.0, 0), (2, 4, 1), (3, 9, 0), (4, 16, 1), (1, 12, 1), (3, 16, 0)] {
            let (px, py) = geometry.pixel(x, y)
            #expect(Self.inkCentre(png, near: px, py, window: 2, color: colors[s]) != nil, "(\(x), \(y)) not in \(colors[s])")
        }
    }
}

/// The density image is pixel-honest: a non-background pixel exactly where points fall, the
/// background where none does, against the test's own rasterisation of the points; read whole
/// and streamed (`ScatterStream`, the image binned from its spill file), from a file and a pipe.
@Suite struct ScatterDensityTests {
    @Test(arguments: [(false, true), (true, true), (true, false)])
    func shadedPixelsAreExactlyThePixelsWithPoints(streamed: Bool, file: Bool) throws {
        let dir = try TemporaryDirectory.make()
        var state: UInt64 = 12_345
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let points = (0..<3_000).map { _ in
            let x = next() * 100
            return (x, x * 0.5 + next() * 30)
        }
        let csv = "x,y\n" + points.map { "\($0.0),\($0.1)" }.joined(separator: "\n") + "\n"
        try csv.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let args = ["scatter"] + (file ? ["d.csv"] : []) + ["--density", "-o", "s.png"]
        let environment = LineStreamTests.environment(threshold: streamed ? 8_000 : 1 << 30)
        let result = try CLI.run(args, stdin: file ? "" : csv, in: dir, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let planned = try CLI.run(args + ["--plan"], stdin: file ? "" : csv, in: dir, environment: environment)
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(planned.stdout)) as? [String: Any])
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        #expect(page["drawn"] as? String == "density")
        let geometry = try PlotGeometry(plan: plan)
        var expected = Set<Int>()
        let columns = Int(geometry.right - geometry.left) + 1
        for (x, y) in points {
            let (px, py) = geometry.pixel(x, y)
            expected.insert(py * columns + px)
        }
        let density = try #require(page["density"] as? [String: Any])
        #expect(density["filled"] as? Int == expected.count)
        let png = try PNGImage.load(path: dir + "/s.png")
        var wrong: [String] = []
        // Inside the border (the axes are drawn on the first column and the last row).
        for row in Int(geometry.top) + 1..<Int(geometry.bottom) {
            for column in Int(geometry.left) + 1..<Int(geometry.right) {
                let shaded = !png[column, row].isWhite
                if shaded != expected.contains(row * columns + column), wrong.count < 10 {
                    wrong.append("\(column),\(row): \(shaded ? "shaded, no point" : "a point, not shaded")")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// Many points switch to the image by themselves, at the threshold the plan states;
    /// `--no-density` keeps markers.
    @Test func thresholdDecides() throws {
        let dir = try TemporaryDirectory.make()
        let csv = "x,y\n" + (0..<80_000).map { "\($0 % 1000),\($0 / 1000)" }.joined(separator: "\n") + "\n"
        try csv.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let plan = try CLI.plan(["scatter", "d.csv", "--size", "400x300"], in: dir)
        let threshold = try #require(plan["densityThreshold"] as? Int)
        #expect(threshold < 80_000)
        #expect((plan["pages"] as? [[String: Any]])?.first?["drawn"] as? String == "density")
        let markers = try CLI.plan(["scatter", "d.csv", "--size", "400x300", "--no-density"], in: dir)
        #expect((markers["pages"] as? [[String: Any]])?.first?["drawn"] as? String == "markers")
    }
}
