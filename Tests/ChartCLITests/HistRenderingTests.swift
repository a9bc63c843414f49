import ChartTestSupport
import Foundation
import Testing

/// `chart hist` end to end: real gnuplot, the PNG decoded, each bar measured against the
/// `--plan` of the same invocation: its top at its count, its sides at its planned edges.
@Suite struct HistRenderingTests {
    static func render(_ arguments: [String], data: String) throws -> (PNGImage, [String: Any]) {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["hist"] + arguments + ["-o", "h.png"], stdin: data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(["hist"] + arguments + ["-o", "h.png"], stdin: data, in: dir)
        return (try PNGImage.load(path: dir + "/h.png"), plan)
    }

    /// Counts 2, 5, 3, 8, 1 in bins of 10 from 0: each bar's top row is its count's row and its
    /// sides are the planned edges' columns, within a pixel (a bar's outline is the background
    /// colour, one pixel wide, so the fill starts on the pixel after the edge).
    @Test func barsSitOnTheirCountsAndEdges() throws {
        let counts = [2, 5, 3, 8, 1]
        let values = counts.enumerated().flatMap { bin, count in (0..<count).map { Double(bin * 10) + 1 + Double($0) } }
        let (image, plan) = try Self.render(["--bin-width", "10"], data: "ms\n" + values.map { "\($0)" }.joined(separator: "\n") + "\n")
        let bins = try #require(plan["bins"] as? [String: Any])
        #expect(bins["edges"] as? [Double] == [0, 10, 20, 30, 40, 50])
        try Self.expectBars(image, plan: plan, edges: [0, 10, 20, 30, 40, 50], counts: counts)
    }

    /// Each bar's top row at its count's row and its sides at its edges' columns, within a pixel.
    static func expectBars(_ image: PNGImage, plan: [String: Any], edges: [Double], counts: [Int]) throws {
        let g = try PlotGeometry(plan: plan)
        #expect(g.yMin == 0)
        for (bin, count) in counts.enumerated() where count > 0 {
            let (low, high) = (edges[bin], edges[bin + 1])
            let centre = g.pixel((low + high) / 2, 0).0
            let column = (Int(g.top)...Int(g.bottom)).filter { image[centre, $0].isNear(hex: "#0072B2", tolerance: 24) }
            let top = try #require(column.min(), "bin \(bin) has no bar")
            let expectedTop = g.pixel(0, Double(count)).1
            #expect(abs(top - expectedTop) <= 1, "bin \(bin): top row \(top), count \(count) is at row \(expectedTop)")
            let row = (top + Int(g.bottom)) / 2
            // The blue run through the centre, stopped by the outline between neighbouring bars.
            func blue(_ x: Int) -> Bool { image[x, row].isNear(hex: "#0072B2", tolerance: 24) }
            var (left, right) = (centre, centre)
            while left > Int(g.left), blue(left - 1) { left -= 1 }
            while right < Int(g.right), blue(right + 1) { right += 1 }
            #expect(abs(left - g.pixel(low, 0).0) <= 1, "bin \(bin): left side at \(left), edge \(low) at \(g.pixel(low, 0).0)")
            #expect(abs(right - g.pixel(high, 0).0) <= 1, "bin \(bin): right side at \(right), edge \(high) at \(g.pixel(high, 0).0)")
        }
    }
}

extension HistRenderingTests {
    /// Calendar bins: month bins of 31, 29, 31 and 30 days (2024 is a leap year) drawn as wide as
    /// their months, each bar's sides at its planned month edges and its top at its count; the x
    /// ticks are edges labelled as months.
    @Test func monthBinsAreCalendarMonths() throws {
        let counts = [4, 9, 2, 6]
        let days = [("2024-01", 31), ("2024-02", 29), ("2024-03", 31), ("2024-04", 30)]
        var dates: [String] = []
        for (month, count) in counts.enumerated() {
            let (prefix, length) = days[month]
            for index in 0..<count {
                let day: Int = 1 + index * (length - 1) / max(1, count - 1)  // the first to the last day
                dates.append(prefix + String(format: "-%02dT%02d:30:00", day, index % 24))
            }
        }
        let (image, plan) = try Self.render(["--bin-width", "1mo"], data: "at\n" + dates.joined(separator: "\n") + "\n")
        let bins = try #require(plan["bins"] as? [String: Any])
        #expect(bins["step"] as? String == "1mo")
        #expect(bins["edgeTimes"] as? [String] == ["2024-01-01", "2024-02-01", "2024-03-01", "2024-04-01", "2024-05-01"].map { $0 + "T00:00:00Z" })
        let edges = try #require(bins["edges"] as? [Double])
        #expect(zip(edges, edges.dropFirst()).map { ($1 - $0) / 86400 } == [31, 29, 31, 30])
        try Self.expectBars(image, plan: plan, edges: edges, counts: counts)
        let pages = try #require(plan["pages"] as? [[String: Any]])
        let ticks = try #require((pages[0]["x"] as? [String: Any])?["ticks"] as? [[String: Any]])
        #expect(ticks.allSatisfy { edges.contains($0["value"] as? Double ?? .nan) }, "\(ticks)")
        #expect(ticks.map { $0["label"] as? String } == ["Jan 2024", "Feb 2024", "Mar 2024", "Apr 2024", "May 2024"])
    }

    /// A `--mark` line is drawn at its planned value: the annotation-coloured column in the
    /// plot's lower half (below the labels) is the value's column, within a pixel.
    @Test func markLinesAtTheirValues() throws {
        let values = (1...200).map { Double($0 % 50) + Double($0) / 1000 }
        let (image, plan) = try Self.render(
            ["--mark", "p50,p90", "--bin-width", "10"], data: "v\n" + values.map { "\($0)" }.joined(separator: "\n") + "\n")
        let g = try PlotGeometry(plan: plan)
        let marks = try #require(plan["marks"] as? [[String: Any]])
        #expect(marks.count == 2)
        for mark in marks {
            let value = try #require(mark["value"] as? Double)
            let expected = g.pixel(value, 0).0
            let dark = (Int(g.left)...Int(g.right)).filter { x in
                ((Int(g.top + g.bottom) / 2)...Int(g.bottom - 2)).contains { image[x, $0].isNear(hex: "#333333", tolerance: 40) }
            }
            #expect(dark.contains { abs($0 - expected) <= 1 }, "\(mark["name"] ?? ""): no line near column \(expected) (dark columns \(dark))")
        }
    }
}
