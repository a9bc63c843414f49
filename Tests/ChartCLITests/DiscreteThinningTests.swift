import ChartTestSupport
import Foundation
import Testing

/// A crowded discrete page draws one marker per device cell and plot (`DiscreteThinner`): a
/// million slots go from minutes of pngcairo markers to about a second. The picture must stay
/// the same to the eye: under 0.5% of pixels off by more than 64 levels (issue 10's bound for
/// pngcairo), against drawing every marker with `--no-decimate`.
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

    /// Half-pixel cells (30,000 slots), and whole-pixel cells past 64 slots per pixel column.
    static let cases: [(name: String, slots: Int, input: String, arguments: [String])] = [
        ("single values", 30_000, noisy(slots: 30_000, ranges: false), ["--x", "day", "--y", "v"]),
        (
            "crowded connected ranges", 60_000, noisy(slots: 60_000, ranges: true),
            ["--x", "day", "--low", "low", "--high", "high", "--connect", "--size", "600x400"]
        ),
        ("crowded single values", 60_000, noisy(slots: 60_000, ranges: false), ["--x", "day", "--y", "v", "--size", "600x400"]),
    ]

    @Test(arguments: cases.indices)
    func thinnedPageLooksLikeEveryMarker(_ index: Int) throws {
        let (name, slots, input, arguments) = Self.cases[index]
        let dir = try TemporaryDirectory.make()
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
        #expect(text.contains("\"decimation\": \"grid\""), "\(name): \(text.prefix(400))")
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
