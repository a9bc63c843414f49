import ChartTestSupport
import Foundation
import Testing

/// A long `chart area` input streams as line's does (`LineStreamReader`, its rows stacked as
/// they come): overlapping, `--stacked` and `--percent`, from a file and from a pipe, it gives
/// exactly what reading it whole gives: the same `--plan`, program, warnings and PNG bytes, the
/// same error at the same line, and nothing left in TMPDIR. `AreaStreamTests` checks it streamed.
@Suite struct AreaStreamCLITests {
    /// Three series with gaps, a row of zeros now and then (no total for `--percent`).
    static let numbers: String = {
        var walk = LineStreamTests.Walk(state: 36)
        return "t,a,b,c\n"
            + (0..<20_000).map { i in
                let a = String(format: "%.2f", 5 + walk.next() * 4), c = i % 997 == 0 ? "" : String(format: "%.1f", 2 + walk.next())
                return i % 4000 == 1234 ? "\(Double(i) / 2),0,0,0\n" : "\(Double(i) / 2),\(a),\(i % 7),\(c)\n"
            }.joined()
    }()

    /// Minutes (a time x) and two whole-number series.
    static let times: String = {
        var walk = LineStreamTests.Walk(state: 37)
        return "when,up,down\n"
            + (0..<20_000).map { i in
                String(format: "2024-03-%02dT%02d:%02d:00Z,%d,%d\n", 1 + i / 1440, (i / 60) % 24, i % 60, 50 + Int(walk.next() * 40), i % 11)
            }.joined()
    }()

    static let cases: [(name: String, input: String, arguments: [String])] = [
        ("overlapping", numbers, []),
        ("stacked, pages", numbers, ["--stacked", "--pages", "3", "--page", "all"]),
        ("percent, zero totals", numbers, ["--percent"]),
        ("stacked, time x", times, ["--stacked"]),
        ("percent, time x, svg", times, ["--percent", "-o", "out.svg"]),
        ("overlapping, every row", numbers, ["--no-decimate", "--pages", "2", "--page", "all"]),
        ("stacked, every row", numbers, ["--stacked", "--no-decimate"]),
    ]

    @Test(arguments: cases.indices)
    func streamedPlansAndProgramsAreTheWholeReadsOnes(_ index: Int) throws {
        let (name, input, arguments) = Self.cases[index]
        try LineStreamTests.expectStreamedPlansAreWhole(["area"] + arguments, input: input, name: name)
    }

    /// The rendered PNG of a stack is the same bytes, and each band has ink: its colour is in it.
    @Test func streamedPNGIsTheWholeReadsPNG() throws {
        let image = try LineStreamTests.expectStreamedPNGIsWhole(["area", "--stacked"], input: Self.numbers)
        let plan = try CLI.plan(["area", "--stacked"], stdin: Self.numbers)
        let colors = (plan["series"] as? [[String: Any]] ?? []).compactMap { $0["color"] as? String }
        #expect(colors.count == 3)
        for color in colors {
            #expect(image.count { $0.isNear(hex: color, tolerance: 24) } > 500, "band \(color) has too few pixels")
        }
    }

    /// Every row sent from the spill (`--no-decimate`) draws the same PNG bytes, overlapping
    /// (a band per series, each its own file past the data threshold) and stacked.
    @Test(arguments: [[], ["--stacked"]])
    func streamedEveryRowPNGIsTheWholeReadsPNG(_ flags: [String]) throws {
        try LineStreamTests.expectStreamedPNGIsWhole(["area", "--no-decimate"] + flags, input: Self.numbers)
    }

    /// A negative value in a stack far past the first batch fails as a whole read fails: the
    /// same one-line message naming its cell, exit 65, no output; overlapping areas draw it.
    static let negativeLate = "x,a,b\n" + (0..<5000).map { "\($0),1,\($0 == 4321 ? "-2" : "3")\n" }.joined()

    @Test(arguments: ["--stacked", "--percent"])
    func aNegativeValueLateInAStackIsTheWholeReadsError(_ flag: String) throws {
        let dir = try TemporaryDirectory.make()
        try Data(Self.negativeLate.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        var results: [(Int32, String)] = []
        for threshold in [1 << 30, 2000] {
            let result = try ChartProcess.run(
                ["area", "in.csv", flag, "-o", "out.png"], environment: LineStreamTests.environment(threshold: threshold), currentDirectory: dir)
            results.append((result.status, result.stderr))
        }
        #expect(results[0].0 == 65 && results[0].1.contains("in.csv:4323:"), "\(results[0])")
        #expect(results[1].0 == results[0].0 && results[1].1 == results[0].1, "\(results[1]) vs whole \(results[0])")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
        let overlapping = try ChartProcess.run(
            ["area", "in.csv", "-o", "out.png"], environment: LineStreamTests.environment(threshold: 2000), currentDirectory: dir)
        #expect(overlapping.status == 0, "\(overlapping.stderr)")
    }
}
