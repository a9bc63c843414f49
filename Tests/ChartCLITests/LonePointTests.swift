import ChartTestSupport
import Foundation
import Testing

/// A point with no neighbour on its line is drawn as a marker (issue 16 item 3): a line needs
/// two points, so a one-row input was an empty frame and a value between two gaps vanished.
@Suite struct LonePointTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var input: String
        var arguments: [String] = []
        /// (x, y, colour) of every point that must show as a marker.
        var lone: [(Double, Double, String)]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one row", input: "x,y\n1,5\n", lone: [(1, 5, "#0072B2")]),
        Case(name: "between gaps", input: "x,y\n1,5\n2,\n3,7\n4,\n5,6\n6,7\n", lone: [(1, 5, "#0072B2"), (3, 7, "#0072B2")]),
        Case(
            name: "second series", input: "x,a,b\n1,1,\n2,2,8\n3,3,\n4,4,2\n5,5,3\n",
            lone: [(2, 8, "#E69F00")]),
        Case(
            name: "long data, one row of a region", input: "x,region,v\n1,north,1\n2,north,2\n3,south,5\n3,north,3\n",
            arguments: ["--x", "x", "--series", "region", "--y", "v"], lone: [(3, 5, "#E69F00")]),
    ]

    @Test(arguments: cases)
    func lonePointIsAMarker(_ test: Case) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "-o", "c.png"] + test.arguments, stdin: test.input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGImage.load(path: dir + "/c.png")
        let plan = try CLI.plan(["line"] + test.arguments, stdin: test.input, in: dir)
        let geometry = try PlotGeometry(plan: plan)
        for (vx, vy, colour) in test.lone {
            let (px, py) = geometry.pixel(vx, vy)
            var lit = 0
            for dx in -6...6 {
                for dy in -6...6
                where (0..<image.width).contains(px + dx) && (0..<image.height).contains(py + dy)
                    && image[px + dx, py + dy].isNear(hex: colour)
                { lit += 1 }
            }
            // A marker of about 8 px across, even when it sits on the frame's corner (a quarter).
            #expect(lit >= 12, "(\(vx), \(vy)) shows \(lit) pixels of \(colour) around (\(px), \(py))")
        }
    }

    /// `--points` marks every point already: no second marker.
    @Test func pointsFlagAddsNoLoneMarkers() throws {
        let script = try CLI.run(["line", "--points", "--emit-script"], stdin: "x,y\n1,5\n2,\n3,7\n")
        #expect(script.status == 0)
        let text = String(decoding: script.stdout, as: UTF8.self)
        #expect(!text.contains("$lone") && text.contains("linespoints"))
        let plain = try CLI.run(["line", "--emit-script"], stdin: "x,y\n1,5\n2,\n3,7\n")
        #expect(String(decoding: plain.stdout, as: UTF8.self).contains("$lone1 using 1:2 with points pt 7"))
    }

    /// The last page of a paged sequence holding one row is centred on that row, at the width of
    /// the page before it (it started at the row: the last day of 2015 in a frame labelled
    /// Jan–Oct 2016).
    @Test func onePageRowIsCentred() throws {
        let input =
            "date,v\n"
            + (0..<366).map { day in
                let date = Date(timeIntervalSince1970: 1_420_070_400 + Double(day) * 86_400)  // 2015-01-01
                return "\(date.formatted(.iso8601.year().month().day())),\(day % 17)"
            }.joined(separator: "\n") + "\n"
        let plan = try CLI.plan(["line", "--page-size", "365", "--page", "2"], stdin: input)
        let x = try #require(((plan["pages"] as? [[String: Any]])?.first)?["x"] as? [String: Any])
        let (low, high) = (x["min"] as? Double ?? .nan, x["max"] as? Double ?? .nan)
        let row = 1_420_070_400.0 + 365 * 86_400  // 2016-01-01, the 366th row
        #expect(abs((low + high) / 2 - row) < 1, "window \(low)…\(high) is not centred on \(row)")
        #expect(high - low > 300 * 86_400)
    }
}
