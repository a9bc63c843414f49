import ChartKit
import ChartTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scatter chart's markers drawn in several plots of a multiplot (`MarkerPlots`, so gnuplot
/// holds one plot's points at a time) are the very picture of one plot: decoded pixels equal,
/// with bubbles, series, fits, the grid, a reference line, culled markers and `--facet` panels.
/// `CHART_TEST_PLOT_POINTS` makes the plots small; a gnuplot wrapper keeps the program, so each
/// case proves it drew more than one plot.
@Suite struct MarkerPlotsRenderingTests {
    /// 2,000 rows: x a noisy walk, y another, t a size, g one of four groups.
    static let rows: String = {
        var (state, a, b): (UInt64, Double, Double) = (42, 50, 50)
        var text = "t,a,b,g\n"
        for t in 1...2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            a += Double(Int(state >> 40 % 2001) - 1000) / 1000
            b += Double(Int(state >> 20 % 2001) - 1000) / 1500
            text += "\(t),\(a),\(b),\(["n", "s", "e", "w"][t % 4])\n"
        }
        return text
    }()

    static let cases: [(name: String, arguments: [String])] = [
        (
            "bubbles, series, fits, grid, reference line",
            ["--x", "a", "--y", "b", "--series", "g", "--size-by", "t", "--fit", "linear", "--grid", "--hline", "50"]
        ),
        ("bubbles, one series", ["--x", "a", "--y", "b", "--size-by", "t"]),
        ("culled markers", ["--x", "a", "--y", "b", "--no-density", "--size", "300x200"]),
        ("markers and a fit, a plot full one point into the fit", ["--x", "t", "--y", "a", "--fit", "linear"]),
        ("markers on log axes", ["--x", "t", "--y", "b", "--x-log", "--marker-size", "2"]),
        ("facet panels of bubbles", ["--x", "a", "--y", "b", "--facet", "g", "--size-by", "t"]),
    ]

    @Test(arguments: cases.indices)
    func severalPlotsDrawTheSamePixelsAsOne(_ index: Int) throws {
        let (name, arguments) = Self.cases[index]
        // 2,000 markers in plots of 667 leave one point of room for the fit: cut there, it would
        // not be drawn (a piece of one point draws nothing).
        let size = name.hasPrefix("markers and a fit") ? "667" : "150"
        let dir = try TemporaryDirectory.make()
        let gnuplot = try GnuplotLocator.locate(explicit: nil, environment: ProcessInfo.processInfo.environment)
        let wrapper = try CLI.fakeGnuplot(in: dir, body: "tee '\(dir)/program.gp' | exec '\(gnuplot)' \"$@\"")
        var images: [PNGImage] = []
        for (points, output) in [(nil, "one.png"), (size, "several.png")] {
            var environment = ProcessInfo.processInfo.environment
            environment["CHART_TEST_BINARY_THRESHOLD"] = "1"
            environment["GNUPLOT"] = wrapper
            if let points { environment["CHART_TEST_PLOT_POINTS"] = points }
            let result = try ChartProcess.run(
                ["scatter"] + arguments + ["-o", output], stdin: Array(Self.rows.utf8), environment: environment, currentDirectory: dir, timeout: 120)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            images.append(try PNGImage.load(path: dir + "/" + output))
            let program = try String(contentsOfFile: dir + "/program.gp", encoding: .utf8)
            let plots = program.split(separator: "\n").filter { $0.hasPrefix("plot ") }.count
            #expect(points == nil ? plots == (arguments.contains("--facet") ? 4 : 1) : plots >= 2, "\(name): \(plots) plots")
        }
        #expect(images[0].width == images[1].width && images[0].height == images[1].height, "\(name)")
        let differing = zip(images[0].rgba, images[1].rgba).lazy.filter { $0 != $1 }.count
        #expect(differing == 0, "\(name): \(differing) bytes of the decoded pixels differ")
    }
}
