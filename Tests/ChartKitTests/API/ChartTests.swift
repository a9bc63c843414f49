import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// The library's front door, `Chart`: charts made in code render through real gnuplot to the
/// bytes and files the `chart` command would write, and bad data fails as it does there.
@Suite(.tags(.heavy)) struct ChartTests {
    /// A line from arrays renders to a PNG of the asked size whose first series is drawn in the
    /// theme's first colour, and the plan knows both series by name.
    @Test func lineFromArraysRendersToPNGBytes() throws {
        var chart = Chart.line(x: [1, 2, 3, 4], series: [("sales, net", [3, 5, 4, 6]), ("\"old\"", [2, 4, 4, 5])])
        chart.title = "Sales"
        chart.width = 640
        chart.height = 400
        var warnings: [String] = []
        let bytes = try chart.render { warnings.append($0) }
        let image = try PNGImage.load(data: bytes)
        #expect((image.width, image.height) == (640, 400))
        let first = try #require(RGBA(hex: BuiltinTheme.light.theme.palette[0]))
        #expect(image.count { image.isClose($0, to: first, tolerance: 40) } > 200)
        #expect(warnings.isEmpty)
        guard let plan = try chart.plan().base as? LinePlan else { Issue.record("not a line plan"); return }
        #expect(plan.chart.series.map(\.name) == ["sales, net", "\"old\""])
    }

    /// Bars and a pie written to files in the formats their extensions name, into a folder that
    /// did not exist; the result names the files.
    @Test func barAndPieWriteFiles() throws {
        let folder = NSTemporaryDirectory() + "chart-api-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bar = Chart.bar(categories: ["north", "south", "east"], series: [("2024", [4, 7, 5])])
        let svg = try bar.write(to: folder + "/new/bars.svg")
        #expect(svg.outputs == [folder + "/new/bars.svg"])
        let text = try String(contentsOfFile: folder + "/new/bars.svg", encoding: .utf8)
        #expect(text.hasPrefix("<?xml") && text.contains("south"))
        var pie = Chart.pie(slices: [("rent", 40), ("food", 25), ("other", 35)])
        pie.theme = .dark
        let png = try pie.write(to: folder + "/pie.png")
        let image = try PNGImage.load(path: png.outputs[0])
        #expect((image.width, image.height) == (800, 500))
        guard let plan = png.plan.base as? PiePlan else { Issue.record("not a pie plan"); return }
        #expect(plan.pages.flatMap(\.slices).map(\.label).sorted() == ["food", "other", "rent"])
    }

    /// Data as text and as a file reads as the command reads it, with the same one-line errors.
    @Test func badDataFailsNamingTheCell() throws {
        let chart = Chart(.line, data: .text("x,y\n1,2\n2,oops\n"))
        #expect {
            _ = try chart.plan()
        } throws: { error in
            guard case let ChartError.badData(location, column, message) = error else { return false }
            return "\(error)" == "<text>:3:3 (column \"y\"): expected a number, found \"oops\""
                && location?.line == 3 && location?.column == 3 && column == "column \"y\"" && message.hasPrefix("expected a number")
        }
        #expect(throws: ChartError.self) { _ = try Chart(.bar, data: .file("/nonexistent/data.csv")).plan() }
    }

    @Test func sizesOutsideTheRangeAreRefused() {
        var chart = Chart.line(x: [1, 2], series: [("y", [1, 2])])
        chart.width = 20
        #expect(throws: ChartError.self) { _ = try chart.render() }
    }

    @Test func aMissingGnuplotIsReported() {
        var chart = Chart.line(x: [1, 2], series: [("y", [1, 2])])
        chart.gnuplot = "/nonexistent/gnuplot"
        #expect {
            _ = try chart.render()
        } throws: { error in
            if case ChartError.gnuplotUnavailable = error { return true }
            return false
        }
    }
}
