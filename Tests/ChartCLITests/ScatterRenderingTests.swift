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
            // The whole marker is inside the plot area: padding keeps extremes unclipped.
            #expect(centre.0 - 3 >= geometry.left && centre.0 + 3 <= geometry.right)
            #expect(centre.1 - 3 >= geometry.top && centre.1 + 3 <= geometry.bottom)
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
