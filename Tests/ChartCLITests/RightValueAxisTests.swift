import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// `--y-axis right` end to end: the value axis is drawn on the right (gnuplot's `y2`), and
/// every kind that draws it must plot its marks against that axis. Bars once went to `y1`,
/// which gnuplot autoscaled to the data, so a bar of 100 reached the top of an axis to 200.
@Suite struct RightValueAxisTests {
    /// Per kind: data whose marks all stand at 100, and whether the marks' top edge (bars) or
    /// their middle (lines, markers) is where 100 is.
    static func sample(_ kind: ChartKind) -> (data: String, topEdge: Bool, extra: [String]) {
        switch kind {
        case .bar: ("k,v\na,100\nb,100\nc,100\n", true, [])
        // 100 values in one bin of width 1: a bar of count 100.
        case .hist: ("v\n" + String(repeating: "0.5\n", count: 100), true, ["--bin-width", "1", "--range", "0:1"])
        // Every numeric column is a box: one column of 100s is one flat box, drawn about 100.
        case .box: ("v\n100\n100\n100\n", false, [])
        default: ("x,v\n1,100\n2,100\n3,100\n", false, [])
        }
    }

    /// The value 100 on an axis from 0 to 200 is the plot area's middle row; the first series'
    /// ink stands there (top edge for bars, centre for lines and markers), within 2 pixels.
    @Test(arguments: ChartKind.allCases.filter { $0.draws.contains(.yAxisRight) })
    func marksMeetTheRightAxisTicks(_ kind: ChartKind) throws {
        let dir = try TemporaryDirectory.make()
        let (data, topEdge, extra) = Self.sample(kind)
        try data.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let args = [kind.rawValue, "d.csv", "--y-min", "0", "--y-max", "200", "--y-axis", "right", "-o", "c.png"] + extra
        let result = try CLI.run(args, in: dir)
        #expect(result.status == 0, "\(kind): \(result.stderr)")
        let plan = try CLI.plan(args, in: dir)
        // The axis is 0…200 by the flags, so 100 is halfway up the plot area.
        let area = try #require(plan["plotArea"] as? [String: Int])
        let expected = Double((area["top"] ?? 0) + (area["bottom"] ?? 0)) / 2
        let png = try PNGImage.load(path: dir + "/c.png")
        // The default palette's first colour.
        let ink = try #require(png.bounds { $0.isNear(hex: "#0072B2") }, "\(kind): no ink")
        let row = topEdge ? Double(ink.minY) : Double(ink.minY + ink.maxY) / 2
        #expect(abs(row - expected) <= 2, "\(kind): the marks at 100 are at row \(row), the right axis's 100 at row \(expected)")
    }
}
