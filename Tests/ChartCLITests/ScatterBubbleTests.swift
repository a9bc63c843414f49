import ChartTestSupport
import Foundation
import Testing

/// `chart scatter --size-by` end to end with real gnuplot: bubble areas in the ratio of their
/// values, the size legend drawn, and its refusals.
@Suite struct ScatterBubbleTests {
    /// The non-white pixels within `window` of (`x`, `y`): one bubble's area, antialiased rim included.
    static func ink(_ png: PNGImage, near x: Int, _ y: Int, window: Int = 20) -> Int {
        var count = 0
        for row in max(0, y - window)...min(png.height - 1, y + window) {
            for column in max(0, x - window)...min(png.width - 1, x + window) where !png[column, row].isWhite { count += 1 }
        }
        return count
    }

    /// Values 1 and 4 draw bubbles whose areas measure about 1 : 4 (and 9 about 9 : 4 of 4).
    @Test func bubbleAreasAreInTheRatioOfTheirValues() throws {
        let dir = try TemporaryDirectory.make()
        try "x,y,n\n1,1,1\n3,3,4\n5,1,9\n".write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let args = ["scatter", "d.csv", "--x", "x", "--y", "y", "--size-by", "n", "-o", "b.png"]
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(args, in: dir)
        let sizes = try #require(plan["sizes"] as? [String: Any])
        #expect(sizes["column"] as? String == "n" && sizes["max"] as? Double == 9)
        let geometry = try PlotGeometry(plan: plan)
        let png = try PNGImage.load(path: dir + "/b.png")
        let areas = [(1.0, 1.0), (3, 3), (5, 1)].map { x, y in
            let (px, py) = geometry.pixel(x, y)
            return Double(Self.ink(png, near: px, py))
        }
        #expect(areas.allSatisfy { $0 > 0 }, "\(areas)")
        let fourToOne = areas[1] / areas[0]
        let nineToFour = areas[2] / areas[1]
        #expect(fourToOne > 3.3 && fourToOne < 4.7, "areas \(areas): 4:1 measured \(fourToOne)")
        #expect(nineToFour > 1.95 && nineToFour < 2.55, "areas \(areas): 9:4 measured \(nineToFour)")
        // The size legend stands right of the plot: ink there, above its lowest tick.
        let legendInk = (Int(geometry.right) + 4..<png.width).reduce(0) { sum, column in
            sum + (Int(geometry.top)..<Int(geometry.top) + 80).count { !png[column, $0].isWhite }
        }
        #expect(legendInk > 50)
    }

    /// With `--series`, each group's sizes come from its own rows; an empty size skips the point.
    @Test func longDataKeepsEachRowsSize() throws {
        let dir = try TemporaryDirectory.make()
        let csv = "k,x,y,n\na,1,1,1\nb,2,3,4\na,3,2,9\nb,4,1,\n"
        try csv.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let plan = try CLI.plan(["scatter", "d.csv", "--series", "k", "--size-by", "n"], in: dir)
        let series = try #require(plan["series"] as? [[String: Any]])
        #expect(series.compactMap { ($0["size"] as? [String: Any])?["max"] as? Double } == [9, 4])
        #expect((plan["sizes"] as? [String: Any])?["skippedEmpty"] as? Int == 1)
        #expect((plan["pages"] as? [[String: Any]])?.first?["points"] as? [Int] == [2, 1])
    }
}
