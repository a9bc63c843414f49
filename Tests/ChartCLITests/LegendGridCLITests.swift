import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// A legend above the plot stays above it: gnuplot divides the plot's width, not the image's,
/// among the legend's columns, so a grid planned for the image's width (three columns of six
/// 23-character names beside wide value labels) was drawn in two, its third row over the plot.
/// Rendered with the data in the plot's lowest tenth (`--y-max`), the plot's top rows hold no ink.
@Suite struct LegendGridCLITests {
    /// Six series of 23-character names, values about a million (wide tick labels), rising.
    static let input: String = {
        let names = (0..<6).map { "series_number_\($0)_abcdefg" }
        let rows = (0..<40).map { row in "\(row)," + (0..<6).map { String(1_000_000 + row * 1000 * $0) }.joined(separator: ",") }
        return "x," + names.joined(separator: ",") + "\n" + rows.joined(separator: "\n") + "\n"
    }()

    @Test(arguments: ["line", "area", "bar", "scatter"])
    func aTopLegendLeavesThePlotClear(command: String) throws {
        let dir = try TemporaryDirectory.make()
        let arguments = [command, "--legend", "top", "--y-max", "12000000"] + (command == "scatter" ? ["--x", "x", "--no-density"] : [])
        let plan = try CLI.plan(arguments, stdin: Self.input, in: dir)
        let legend = try #require(plan["legend"] as? [String: Any])
        #expect(legend["position"] as? String == "top" && (legend["rows"] as? Int ?? 0) >= 2, "\(legend)")
        let result = try CLI.run(arguments + ["-o", "legend.png"], stdin: Self.input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGImage.load(path: dir + "/legend.png")
        let area = try #require(plan["plotArea"] as? [String: Int])
        let (left, right, top) = (area["left"]!, area["right"]!, area["top"]!)
        var inked: [(Int, Int)] = []
        for y in (top + 2)..<(top + 16) {
            for x in (left + 3)..<(right - 3) where image[x, y] != image[2, image.height - 2] { inked.append((x, y)) }
        }
        #expect(inked.isEmpty, "\(command): \(inked.count) pixels of the plot's top rows inked, first \(inked.prefix(3))")
    }
}
