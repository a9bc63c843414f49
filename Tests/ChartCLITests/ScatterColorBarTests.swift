import ChartTestSupport
import Foundation
import Testing

/// The density image's colour bar end to end with real gnuplot: its title and every count
/// label are separate lines of ink, all inside the image, for fullest bins from a few points
/// to hundreds of thousands, at the default and small sizes, beside either side of the plot.
@Suite struct ScatterColorBarTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// Points piled on one spot (the fullest bin holds one more).
        var pile: Int
        var size: String?
        var axis: String
        var testDescription: String { "\(pile) piled, \(size ?? "default size"), value axis \(axis)" }
    }

    static let cases = [
        Case(pile: 2, size: nil, axis: "left"),
        Case(pile: 11, size: "320x240", axis: "left"),
        Case(pile: 253_040, size: nil, axis: "left"),
        Case(pile: 253_040, size: "400x300", axis: "right"),
        Case(pile: 2_000, size: "320x240", axis: "right"),
    ]

    /// Rows of text ink (dark grey: the ramp's colours, also blended into the white at the
    /// bar's antialiased edges, are saturated or light) beside the plot, in runs
    /// separated by at least one blank row: the title's, then one per count, or fewer when two
    /// meet. The columns start 12 pixels off the plot, past the x axis's end tick label ("20").
    @Test(arguments: cases) func titleAndCountsStayApartInsideTheImage(_ c: Case) throws {
        let dir = try TemporaryDirectory.make()
        let grid = (0..<400).map { "\($0 % 20),\($0 / 20)" }
        let csv = "x,y\n" + (grid + Array(repeating: "10,10", count: c.pile)).joined(separator: "\n") + "\n"
        try csv.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let args = ["scatter", "d.csv", "--density", "--y-axis", c.axis, "-o", "s.png"] + (c.size.map { ["--size", $0] } ?? [])
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(args, in: dir)
        let density = try #require((plan["pages"] as? [[String: Any]])?.first?["density"] as? [String: Any])
        #expect(density["maxCount"] as? Int == c.pile + 1)
        let labels = try #require((density["colorBar"] as? [String: Any])?["labels"] as? [Int])
        #expect(labels.last == c.pile + 1 && labels.first == 1)
        let geometry = try PlotGeometry(plan: plan)
        let png = try PNGImage.load(path: dir + "/s.png")
        let columns = c.axis == "left" ? Int(geometry.right) + 12..<png.width : 0..<Int(geometry.left) - 12
        let isText = { (column: Int, row: Int) -> Bool in
            let pixel = png[column, row]
            let channels = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
            return channels.max()! <= 200 && channels.max()! - channels.min()! <= 24
        }
        var runs: [ClosedRange<Int>] = []
        for row in 0..<png.height where columns.contains(where: { isText($0, row) }) {
            if let last = runs.last, last.upperBound == row - 1 {
                runs[runs.count - 1] = last.lowerBound...row
            } else {
                runs.append(row...row)
            }
        }
        #expect(runs.count == labels.count + 1, "title and \(labels) in ink rows \(runs)")
        // Nothing cut at the image's edges.
        #expect(runs.allSatisfy { $0.lowerBound > 0 && $0.upperBound < png.height - 1 }, "\(runs)")
        let edge = c.axis == "left" ? png.width - 1 : 0
        #expect((0..<png.height).allSatisfy { png[edge, $0].isWhite })
    }
}
