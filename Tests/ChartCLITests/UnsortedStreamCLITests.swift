import ChartTestSupport
import Foundation
import Testing

/// A long line or area input whose x is not in ascending order after its first batch streams
/// and is sorted in its temporary file (an external sort in runs, `LineSpillSorter`), and gives
/// exactly what reading it whole gives: the same `--plan`, program and PNG bytes, from a file and
/// a pipe, with runs of 7 rows (hundreds of runs, two merge passes) and with the default (one
/// run), and leaves nothing in TMPDIR. `UnsortedStreamTests` checks that it streamed.
@Suite struct UnsortedStreamCLITests {
    /// A sorted first batch (400 rows of x `first(row)`, so the input streams), then `rows` rows of `x(row)` and
    /// values from a seeded walk (its size: `--stacked` stacks values of one sign); `gap` rows leave the second series empty.
    static func input(
        _ header: String, rows: Int, seed: UInt64, gap: (Int) -> Bool = { _ in false }, first: (Int) -> String = { String(Double($0) / 100 - 10) },
        x: (Int) -> String
    ) -> String {
        var walk = LineStreamTests.Walk(state: seed)
        var (a, b) = (0.0, 0.0)
        let prefix = (0..<400).map { "\(first($0)),\($0 % 5),\($0 % 3)\n" }.joined()
        return header + "\n" + prefix
            + (0..<rows).map { row in
                a += walk.next()
                b += walk.next()
                return "\(x(row)),\(String(format: "%.3f", abs(a))),\(gap(row) ? "" : String(format: "%.2f", abs(b)))\n"
            }.joined()
    }

    /// Each row's x a seeded scramble of 0..<6000 (every x once).
    static let random = input("x,a,b", rows: 6000, seed: 11) { String(Double(($0 * 7919) % 6000) / 4) }
    static let reversed = input("x,a,b", rows: 6000, seed: 12) { String(6000 - $0) }
    /// Forty x values, each on 150 rows with different values, in scrambled order.
    static let ties = input("x,a,b", rows: 6000, seed: 13) { String(($0 * 17) % 40) }
    static let gaps = input("x,a,b", rows: 6000, seed: 14, gap: { (2000..<2100).contains($0) || $0 % 89 == 0 }) { String(($0 * 4409) % 6000) }
    /// Minutes in scrambled order (a calendar axis).
    static let times = input(
        "when,up,down", rows: 6000, seed: 15, first: { String(format: "2024-02-01T%02d:%02d:00Z", $0 / 60, $0 % 60) }
    ) { row in
        let minute = (row * 2503) % 6000
        return String(format: "2024-03-%02dT%02d:%02d:00Z", 1 + minute / 1440, (minute / 60) % 24, minute % 60)
    }
    /// The first batch already out of order: falling x, then the rest scrambled.
    static let fallingFirst = input("x,a,b", rows: 6000, seed: 16, first: { String(Double(400 - $0) / 8 + 2000) }) { String(($0 * 4409) % 6000) }
    /// Minutes falling from the first row on (a calendar axis).
    static let fallingTimes = input(
        "when,up,down", rows: 6000, seed: 17, first: { String(format: "2024-04-01T%02d:%02d:00Z", 6 - $0 / 60, 59 - $0 % 60) }
    ) { row in
        let minute = 5999 - row
        return String(format: "2024-03-%02dT%02d:%02d:00Z", 1 + minute / 1440, (minute / 60) % 24, minute % 60)
    }
    /// Long data (`--series`): x falls back, so it is read whole, as before.
    static let long = "t,g,v\n" + (0..<6000).map { "\(($0 / 2 * 37) % 3000),\($0 % 2 == 0 ? "p" : "q"),\($0 % 23)\n" }.joined()

    static let cases: [(name: String, input: String, arguments: [String])] = [
        ("random order", random, ["line"]),
        ("reversed", reversed, ["line"]),
        ("ties with different values", ties, ["line"]),
        ("ties, one series, pages", ties, ["line", "--y", "a", "--page-size", "1000", "--page", "all"]),
        ("gaps", gaps, ["line"]),
        ("gaps, pages, own axes", gaps, ["line", "--page-size", "1500", "--page", "all", "--y-range", "page"]),
        ("several series, svg", random, ["line", "--y", "a,b", "-o", "out.svg"]),
        ("highlight", random, ["line", "--highlight", "777.3"]),
        ("highlight on a tied x, pages", ties, ["line", "--highlight", "17", "--pages", "3", "--page", "all"]),
        ("highlight halfway between tied x", ties, ["line", "--highlight", "20.5"]),
        ("times, pages", times, ["line", "--pages", "3", "--page", "all"]),
        ("points (every row)", ties, ["line", "--points"]),
        ("no-decimate (every row)", reversed, ["line", "--no-decimate"]),
        ("series (read whole)", long, ["line", "--x", "t", "--y", "v", "--series", "g"]),
        ("area", gaps, ["area"]),
        ("area stacked", random, ["area", "--stacked"]),
        ("area stacked, reversed, pages", reversed, ["area", "--stacked", "--pages", "2", "--page", "all"]),
        ("area percent", gaps, ["area", "--percent"]),
        ("first batch falling", fallingFirst, ["line"]),
        ("first batch falling, pages, highlight", fallingFirst, ["line", "--pages", "3", "--page", "all", "--highlight", "2010"]),
        ("first batch falling, times", fallingTimes, ["line", "--y", "up"]),
        ("first batch falling, area stacked", fallingFirst, ["area", "--stacked"]),
    ]

    static func environment(threshold: Int, runRows: Int?, tmpdir: String) -> [String: String] {
        var environment = LineStreamTests.environment(threshold: threshold, tmpdir: tmpdir)
        if let runRows { environment["CHART_TEST_SORT_RUN_ROWS"] = String(runRows) }
        return environment
    }

    @Test(arguments: cases.indices)
    func streamedPlansAndProgramsAreTheWholeReadsOnes(_ index: Int) throws {
        let (name, input, arguments) = Self.cases[index]
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        let output = arguments.contains("-o") ? [] : ["-o", "out.png"]
        for mode in ["--plan", "--emit-script"] {
            // Whole; a file in runs of 7 rows; a pipe in runs of 7 rows; a file in one run.
            let outputs = try [(1 << 30, nil, true), (3000, 7, true), (3000, 7, false), (3000, nil, true)].map { threshold, runRows, file in
                let result = try ChartProcess.run(
                    [arguments[0]] + (file ? ["in.csv"] : []) + arguments.dropFirst() + output + [mode], stdin: file ? [] : Array(input.utf8),
                    environment: Self.environment(threshold: threshold, runRows: runRows, tmpdir: tmp), currentDirectory: dir)
                #expect(result.status == 0, "\(name) threshold \(threshold): \(result.stderr)")
                return result.stdoutText + result.stderr
            }
            for index in 1..<outputs.count {
                #expect(outputs[index] == outputs[0], "\(name) \(mode): streamed read \(index) differs from reading it whole")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// gnuplot draws the same PNG bytes from the sorted stream as from the whole read, with ink
    /// of the line's colour, and nothing is left in TMPDIR.
    @Test(arguments: [["line"], ["line", "--highlight", "777.3"], ["area", "--stacked"]])
    func streamedPNGIsTheWholeReadsPNG(_ command: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(Self.random.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        for (threshold, output) in [(1 << 30, "whole.png"), (3000, "streamed.png")] {
            let result = try ChartProcess.run(
                command + ["in.csv", "-o", output], environment: Self.environment(threshold: threshold, runRows: 50, tmpdir: tmp),
                currentDirectory: dir, timeout: 120)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let whole = try Data(contentsOf: URL(fileURLWithPath: dir + "/whole.png"))
        let streamed = try Data(contentsOf: URL(fileURLWithPath: dir + "/streamed.png"))
        #expect(whole == streamed, "\(command): the streamed PNG differs")
        let image = try PNGImage.load(path: dir + "/streamed.png")
        let plan = try CLI.plan(command, stdin: Self.random)
        let color = ((plan["series"] as? [[String: Any]])?.first?["color"] as? String) ?? "#000000"
        #expect(image.count { $0.isNear(hex: color, tolerance: 24) } > 300, "\(command): too little of \(color)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }
}
