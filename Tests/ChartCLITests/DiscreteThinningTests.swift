import ChartTestSupport
import Foundation
import Testing

/// A crowded discrete page draws fewer marks than it has points, and must look the same:
/// under 0.5% of pixels off by more than 64 levels (issue 10's bound for pngcairo) against
/// drawing every marker with `--no-decimate`, on real gnuplot. On PNG, filled markers are drawn
/// per pixel column (`DiscreteColumns`: boxes over solid runs, markers at their ends; issue 22);
/// open markers, SVG and PDF keep one marker per device cell (`DiscreteThinner`).
@Suite struct DiscreteThinningTests {
    /// Seeded noise around a level, so the cloud is dense in its middle and sparse at its edges.
    static func noisy(slots: Int, ranges: Bool) -> String {
        var state: UInt64 = 7
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var text = ranges ? "day,low,high\n" : "day,v\n"
        for slot in 0..<slots {
            let value = 50 + (next() + next() + next() - 1.5) * 20
            text += ranges ? "\(slot),\(value),\(value + next() * 10)\n" : "\(slot),\(value)\n"
        }
        return text
    }

    /// `scripts/bench`'s data: uniform ranges, low in 0–100 and high up to 20 above, so the
    /// cloud is solid with a ragged top; `plots` range plots side by side.
    static func uniform(slots: Int, plots: Int = 1) -> String {
        var state: UInt64 = 11
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var text = "day," + (1...plots).map { "l\($0),h\($0)" }.joined(separator: ",") + "\n"
        for slot in 0..<slots {
            text += "d\(slot)"
            for _ in 0..<plots {
                let low = (next() * 10_000).rounded() / 100
                text += ",\(low),\(low + (next() * 2_000).rounded() / 100)"
            }
            text += "\n"
        }
        return text
    }

    static let uniformRanges = uniform(slots: 120_000)

    /// Half-pixel cells (30,000 slots), whole-pixel cells past 64 slots per pixel column, and
    /// the column drawing on solid clouds: connected or not, two plots (circles and squares),
    /// `--scale 2`, a log axis, a fixed axis end that cuts the cloud, a dark theme; and an open
    /// marker (a theme's point type 6), thinned per cell.
    static let cases: [(name: String, slots: Int, input: String, arguments: [String], decimation: String)] = [
        // Cases of single values fix the value axis where its free ends used to be (before issue
        // 33's tighter ends): the measure below counts pixels along the band's edges, which grows
        // as the band is stretched over more of the plot.
        ("single values", 30_000, noisy(slots: 30_000, ranges: false), ["--x", "day", "--y", "v", "--y-min", "10", "--y-max", "90"], "columns"),
        (
            "crowded connected ranges", 60_000, noisy(slots: 60_000, ranges: true),
            ["--x", "day", "--low", "low", "--high", "high", "--connect", "--size", "600x400"], "columns"
        ),
        ("crowded single values", 60_000, noisy(slots: 60_000, ranges: false), ["--x", "day", "--y", "v", "--size", "600x400"], "columns"),
        ("uniform ranges", 120_000, uniformRanges, ["--x", "day", "--low", "l1", "--high", "h1"], "columns"),
        ("uniform connected ranges", 120_000, uniformRanges, ["--x", "day", "--low", "l1", "--high", "h1", "--connect"], "columns"),
        (
            "two plots", 2 * 60_000, uniform(slots: 60_000, plots: 2),
            ["--x", "day", "--low", "l1,l2", "--high", "h1,h2", "--size", "600x400"], "columns"
        ),
        (
            "scale 2", 60_000, noisy(slots: 60_000, ranges: true),
            ["--x", "day", "--low", "low", "--high", "high", "--scale", "2", "--size", "500x300"], "columns"
        ),
        (
            "log axis", 60_000, noisy(slots: 60_000, ranges: true), ["--x", "day", "--low", "low", "--high", "high", "--y-log", "--connect"],
            "columns"
        ),
        (
            "cut by --y-max", 120_000, uniformRanges, ["--x", "day", "--low", "l1", "--high", "h1", "--y-min", "20", "--y-max", "70", "--connect"],
            "columns"
        ),
        ("dark theme", 60_000, noisy(slots: 60_000, ranges: true), ["--x", "day", "--low", "low", "--high", "high", "--theme", "dark"], "columns"),
        (
            "open markers", 60_000, noisy(slots: 60_000, ranges: false),
            ["--x", "day", "--y", "v", "--size", "600x400", "--theme", "open.theme", "--y-min", "0", "--y-max", "100"], "grid"
        ),
    ]

    @Test(arguments: cases.indices)
    func thinnedPageLooksLikeEveryMarker(_ index: Int) throws {
        let (name, slots, input, arguments, decimation) = Self.cases[index]
        let dir = try TemporaryDirectory.make()
        try "extends = light\npoint-types = 6\n".write(toFile: dir + "/open.theme", atomically: true, encoding: .utf8)
        var images: [PNGImage] = []
        for (flags, output) in [([String](), "thin.png"), (["--no-decimate"], "all.png")] {
            let result = try ChartProcess.run(
                ["discrete"] + arguments + flags + ["-o", output], stdin: Array(input.utf8),
                currentDirectory: dir, timeout: 300)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            images.append(try PNGImage.load(path: dir + "/" + output))
        }
        let pixels = images[0].width * images[0].height
        var far = 0
        for pixel in 0..<pixels {
            let offset = pixel * 4
            if (0..<3).contains(where: { abs(Int(images[0].rgba[offset + $0]) - Int(images[1].rgba[offset + $0])) > 64 }) { far += 1 }
        }
        #expect(Double(far) < 0.005 * Double(pixels), "\(name): \(far) of \(pixels) pixels differ by more than 64 levels")

        let plan = try ChartProcess.run(["discrete"] + arguments + ["--plan"], stdin: Array(input.utf8), currentDirectory: dir)
        let text = plan.stdoutText
        #expect(text.contains("\"decimation\": \"\(decimation)\""), "\(name): \(text.prefix(400))")
        let drawn = text.range(of: "\"drawn\": ").map { Int(text[$0.upperBound...].prefix { $0.isNumber }) ?? 0 } ?? 0
        #expect(drawn > 0 && drawn < slots * 98 / 100, "\(name): \(drawn) of \(slots) points drawn")
    }

    /// A page with fewer slots than pixels across draws every point.
    @Test func sparsePagesAreNotThinned() throws {
        let plan = try ChartProcess.run(["discrete", "--x", "day", "--y", "v", "--plan"], stdin: Array(Self.noisy(slots: 500, ranges: false).utf8))
        #expect(plan.status == 0)
        #expect(plan.stdoutText.contains("\"points\": {\"in\": 500, \"drawn\": 500, \"decimation\": \"none\"}"))
    }
}
