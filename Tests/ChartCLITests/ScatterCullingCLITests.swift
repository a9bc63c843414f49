import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// `chart scatter --no-density` on more points than a quarter of the plot's pixels sends gnuplot
/// only the markers that still show (`MarkerCulling`), end to end with the built binary and real
/// gnuplot: the PNG is byte for byte the one of the same plan drawing every marker, `--plan`
/// counts the markers sent and `--emit-script` says what was left out.
@Suite struct ScatterCullingCLITests {
    /// A seeded heap of `count` points, two series (circles, then squares drawn over them).
    static func chart(count: Int) -> LineChart {
        var state: UInt64 = 37
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let heap = { (0..<count).map { _ in (next() + next() + next() - 1.5) * 30 + 50 } }
        let (x, a, b) = (heap(), heap(), heap())
        let order = x.indices.sorted { x[$0] < x[$1] }  // as chart draws them: sorted by x
        return LineChart(
            x: XValues(kind: .number, positions: order.map { x[$0] }, title: "x"),
            series: [LineSeries(name: "a", values: order.map { a[$0] }), LineSeries(name: "b", values: order.map { b[$0] })])
    }

    static func csv(_ chart: LineChart) -> String {
        var text = "x,a,b\n"
        for row in 0..<chart.count {
            text += "\(chart.x.positions[row]),\(chart.series[0].values[row]),\(chart.series[1].values[row])\n"
        }
        return text
    }

    @Test func crowdedMarkersDrawTheSamePNG() throws {
        let dir = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let chart = Self.chart(count: 40_000)
        try Self.csv(chart).write(toFile: dir + "/cloud.csv", atomically: true, encoding: .utf8)
        let arguments = ["scatter", "cloud.csv", "--x", "x", "--y", "a,b", "--no-density", "--size", "400x300"]
        let drawn = try ChartProcess.run(arguments + ["-o", "culled.png"], currentDirectory: dir, timeout: 600)
        #expect(drawn.status == 0, "\(drawn.stderr)")

        let plan = try ChartProcess.run(arguments + ["--plan"], currentDirectory: dir)
        #expect(plan.status == 0)
        let json = plan.stdoutText
        let sent = try #require(json.range(of: "\"markersSent\": [").map { json[$0.upperBound...].prefix { $0 != "]" } })
        let counts = sent.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        #expect(counts.count == 2 && counts[0] < 40_000 && counts[1] < 40_000, "\(sent)")

        let script = try ChartProcess.run(arguments + ["--emit-script", "-o", "culled.png"], currentDirectory: dir)
        let comment = "# \(counts.reduce(0, +)) of 80000 markers sent: the others are painted over by later markers (the same PNG)"
        #expect(script.stdoutText.contains(comment))

        // The same plan through the library: its program is the one chart ran; then drawing every marker.
        var options = ScatterOptions(figure: FigureOptions(width: 400, height: 300), paging: PagingOptions(output: "culled.png"))
        options.density = .off
        var every = try ScatterLayouter(options: options).plan(for: chart)
        #expect(try ScatterEmitter().program(for: every, outputs: ["culled.png"]) == script.stdoutText)
        every.pages[0].marks.culledRows = every.chart.series.map { MarkerCulling.drawOrder(PointContent.drawnRows($0)) }
        let program = try ScatterEmitter().program(for: every, outputs: ["every.png"])
        _ = try GnuplotRunner(executable: try GnuplotLocator.locate(explicit: nil, environment: ProcessInfo.processInfo.environment), timeout: 600)
            .run(program: program, in: dir)
        let culled = try Data(contentsOf: URL(fileURLWithPath: dir + "/culled.png"))
        let all = try Data(contentsOf: URL(fileURLWithPath: dir + "/every.png"))
        #expect(culled == all, "the culled chart's PNG differs from drawing every marker")
        let image = try PNGImage.load(path: dir + "/culled.png")
        #expect(image.width == 400 && image.height == 300)
    }
}
