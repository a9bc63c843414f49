import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// A long `chart hist --facet` input streams (`HistFacetBatchBuilder`: one builder per panel
/// under one spill budget, the shared bins from the whole input's): whether it is read whole,
/// streamed in memory or spilled to temporary files, it gives the same `--plan` (bins, counts,
/// exact `--mark` percentiles per panel), the same program, the same error, the same panels'
/// ink, and leaves nothing in TMPDIR.
@Suite struct FacetStreamTests {
    /// Latencies with a long tail in seven regions of different sizes and speeds (a region first
    /// seen late), a second value column with gaps, and a host key for long data.
    static let latencies: String = {
        var walk = LineStreamTests.Walk(state: 11)
        var text = "region,ms,other,host\n"
        for i in 0..<9_000 {
            let region = i < 6_000 ? ["eu", "us", "ap", "sa", "af", "me"][(i * 7 / 5) % 6] : ["oc", "eu", "us"][i % 3]
            let slow = region == "ap" ? 1.5 : region == "oc" ? 0.8 : 0
            let ms = exp(2 + slow + walk.next() * 2 + (i % 97 == 0 ? 3 : 0))
            let other = i % 50 == 0 ? "" : String(format: "%.2f", 20 + walk.next() * 15)
            text += "\(region)," + String(format: "%.3f", ms) + ",\(other),\(["a", "b", "c"][i % 3])\n"
        }
        return text
    }()

    static let cases: [(name: String, arguments: [String])] = [
        ("p99 per panel", ["--y", "ms", "--mark", "p50,p99,mean"]),
        ("two columns, gaps, free scales", ["--y", "ms,other", "--facet-scale", "free"]),
        ("columns not named", ["--facet-sort", "total"]),
        ("long data by host", ["--y", "ms", "--series", "host", "--mark", "p90"]),
        ("log bins, name order", ["--y", "ms", "--x-log", "--mark", "p99", "--facet-sort", "name", "--facet-cols", "2"]),
        ("text chart", ["--y", "ms", "--format-out", "text", "--size", "60x80"]),
    ]

    /// How the input is read: whole, streamed in memory, spilled, and spilled from standard input.
    static let readings = [(1 << 30, 1 << 30, true), (3000, 1 << 30, true), (3000, 700, true), (3000, 0, false)]

    /// `chart hist` of `input` (a file in `dir`, or standard input) streamed above `threshold`
    /// bytes, spilling past `spill` values into `tmpdir`.
    static func hist(
        _ arguments: [String], input: String, file: Bool = true, in dir: String, threshold: Int, spill: Int, tmpdir: String? = nil
    ) throws -> ChartProcessResult {
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        return try ChartProcess.run(
            ["hist"] + (file ? ["in.csv"] : []) + arguments, stdin: file ? [] : Array(input.utf8),
            environment: HistStreamTests.environment(threshold: threshold, spill: spill, tmpdir: tmpdir), currentDirectory: dir)
    }

    @Test(arguments: cases.indices)
    func streamedPanelsAreTheWholeReadsPanels(_ index: Int) throws {
        let (name, arguments) = Self.cases[index]
        let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        // A text chart is compared as drawn (on standard output), any other as its program.
        let text = arguments.contains("text")
        for mode in text ? [["--plan"], []] : [["--plan"], ["--emit-script"]] {
            let outputs = try Self.readings.map { threshold, spill, file in
                let result = try Self.hist(
                    arguments + ["--facet", "region", "-o", text ? "-" : "out.png"] + mode, input: Self.latencies, file: file, in: dir,
                    threshold: threshold, spill: spill, tmpdir: tmp)
                #expect(result.status == 0, "\(name) \(mode) threshold \(threshold) spill \(spill): \(result.stderr)")
                return result.stdoutText
            }
            #expect(outputs[0].contains(mode == ["--plan"] ? "\"oc\"" : "oc"), "\(name): the late region has a panel")
            #expect(outputs.allSatisfy { $0 == outputs[0] }, "\(name) \(mode): a streamed run differs from reading whole")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    static let failures: [(name: String, input: String, arguments: [String])] = [
        ("blank facet cell late", "r,v\n" + (0..<5000).map { $0 == 4321 ? ",3\n" : "k\($0 % 4),\($0 % 17)\n" }.joined(), []),
        ("bad value late", "r,v\n" + (0..<5000).map { $0 == 4321 ? "k1,oops\n" : "k\($0 % 4),\($0 % 17)\n" }.joined(), []),
        ("not above 0 late, log bins", "r,v\n" + (0..<5000).map { "k\($0 % 3),\($0 == 4000 ? 0 : 1 + $0 % 17)\n" }.joined(), ["--x-log"]),
        ("panel cap passed late", "r,v\n" + (0..<5000).map { "k\($0 < 3000 ? $0 % 5 : $0),1\n" }.joined(), []),
        ("too many rows", "r,v\n" + (0..<5000).map { "k\($0 % 4),\($0)\n" }.joined(), ["--max-rows", "4000"]),
    ]

    @Test(arguments: failures.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ index: Int) throws {
        let (name, input, arguments) = Self.failures[index]
        let dir = try TemporaryDirectory.make()
        let (whole, streamed) = try (
            Self.hist(arguments + ["--facet", "r", "-o", "out.png"], input: input, in: dir, threshold: 1 << 30, spill: 100),
            Self.hist(arguments + ["--facet", "r", "-o", "out.png"], input: input, in: dir, threshold: 2000, spill: 100)
        )
        #expect(whole.status == 65, "\(name): the whole read did not fail as bad data: \(whole.stderr)")
        #expect(streamed.status == whole.status && streamed.stderr == whole.stderr, "\(name): \(streamed.stderr) vs whole \(whole.stderr)")
    }

    /// The streamed, spilled chart drawn by gnuplot: every panel's plot area has its bars, and
    /// its `--plan` is the whole read's.
    @Test func streamedPanelsHaveInk() throws {
        let dir = try TemporaryDirectory.make()
        let arguments = ["--y", "ms", "--facet", "region", "--mark", "p99", "-o", "f.png"]
        let result = try Self.hist(arguments, input: Self.latencies, in: dir, threshold: 3000, spill: 700)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try Self.hist(arguments + ["--plan"], input: Self.latencies, in: dir, threshold: 3000, spill: 700)
        let whole = try Self.hist(arguments + ["--plan"], input: Self.latencies, in: dir, threshold: 1 << 30, spill: 1 << 30)
        #expect(plan.stdoutText == whole.stdoutText)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(plan.stdoutText.utf8)) as? [String: Any])
        let page = try #require((object["pages"] as? [[String: Any]])?.first)
        let panels = try (page["panels"] as? [[String: Any]] ?? []).map(FacetRenderingTests.Panel.init)
        #expect(panels.map(\.name) == ["eu", "us", "ap", "af", "me", "sa", "oc"])
        let image = try PNGImage.load(path: dir + "/f.png")
        for panel in panels { #expect(FacetRenderingTests.ink(image, in: panel) > 200, "panel \(panel.name) has no bars") }
    }
}
