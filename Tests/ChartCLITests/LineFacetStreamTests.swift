import ChartTestSupport
import Foundation
import Testing

/// A long `chart line --facet` file streams (`LineFacetStreams`: a `LineStream` per panel in one
/// spill file, and one of every row for the shared x axis and the legend): read whole, streamed
/// from the file (sorted in runs of 50 rows, or in one run) or from a pipe (read whole), it gives
/// the same `--plan`, program, stderr, PNG bytes and error, and leaves nothing in TMPDIR.
@Suite struct LineFacetStreamTests {
    /// `rows` rows of x `x(row)` in panel `panel(row)`, two series of a seeded walk (`b` empty on
    /// the rows `gap` says).
    static func input(
        _ header: String = "t,panel,a,b", rows: Int, seed: UInt64, panel: (Int) -> String, gap: (Int) -> Bool = { $0 % 37 == 0 },
        x: (Int) -> String
    ) -> String {
        var walk = LineStreamTests.Walk(state: seed)
        var (a, b) = (0.0, 0.0)
        return header + "\n"
            + (0..<rows).map { row in
                a += walk.next()
                b += walk.next()
                return "\(x(row)),\(panel(row)),\(String(format: "%.3f", a)),\(gap(row) ? "" : String(format: "%.2f", b))\n"
            }.joined()
    }

    /// Three panels interleaved row by row (three rows to an x), a fourth first seen late.
    static let interleaved = input(rows: 9_000, seed: 1, panel: { $0 < 6_000 ? ["eu", "us", "ap"][$0 % 3] : ["oc", "eu"][$0 % 2] }) {
        String(Double($0 / 3) * 0.5)
    }
    /// Each panel's rows one block after another: every row's x is not in ascending order.
    static let blocks = input(rows: 8_000, seed: 2, panel: { "p\($0 / 2_000)" }) { String($0 % 2_000) }
    static let one = input(rows: 6_000, seed: 3, panel: { _ in "only" }) { String($0) }
    /// Sixty panels: more than a page of them at 800x500.
    static let many = input(rows: 9_000, seed: 4, panel: { "k\(($0 * 7) % 60)" }) { String($0 / 60) }
    /// Minutes (a time x), two panels.
    static let times = input("when,panel,a,b", rows: 6_000, seed: 5, panel: { ["x", "y"][$0 % 2] }) {
        String(format: "2024-03-%02dT%02d:%02d:00Z", 1 + $0 / 2 / 1_440, ($0 / 2 / 60) % 24, ($0 / 2) % 60)
    }
    /// x scrambled within each of two panels: each panel's stream is sorted in its spill.
    static let shuffled = input(rows: 8_000, seed: 6, panel: { ["m", "n"][$0 % 2] }) { String(($0 * 7_919) % 8_000) }
    /// A text x cell late, which a whole read refuses at its cell.
    static let lateText = LineFacetStreamTests.interleaved.replacingOccurrences(of: "\n1400.0,", with: "\nlate,")
    /// No x column: each panel's x is its own row number.
    static let rowNumbers = "panel,v\n" + (0..<6_000).map { "\(["a", "b", "c"][($0 / 7) % 3]),\(($0 * 31) % 101)\n" }.joined()

    static let cases: [(name: String, input: String, arguments: [String])] = [
        ("interleaved", interleaved, []),
        ("one series, name order, free scales", interleaved, ["--y", "a", "--facet-sort", "name", "--facet-scale", "free"]),
        ("total order, two columns of panels", interleaved, ["--facet-sort", "total", "--facet-cols", "2"]),
        ("blocks", blocks, []),
        ("blocks, highlight", blocks, ["--highlight", "700.2"]),
        ("one panel", one, []),
        ("one panel, points", one, ["--points"]),
        ("many panels, pages", many, []),
        ("many panels, svg, the third page", many, ["-o", "out.svg", "--page", "3"]),
        ("times", times, []),
        ("shuffled", shuffled, ["--y", "b"]),
        ("row numbers as x", rowNumbers, []),
        ("text chart", interleaved, ["--format-out", "text", "--size", "60x80", "-o", "-"]),
    ]

    /// How the input is read: whole; a file streamed, sorted in runs of 50 rows; a pipe; a file
    /// streamed, sorted in one run.
    static let readings: [(threshold: Int, runRows: Int?, file: Bool)] = [
        (1 << 30, nil, true), (3_000, 50, true), (3_000, 50, false), (3_000, nil, true),
    ]

    static func run(
        _ arguments: [String], input: String, in dir: String, reading: (threshold: Int, runRows: Int?, file: Bool), tmpdir: String,
        kind: String = "line"
    ) throws -> ChartProcessResult {
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        let output = arguments.contains("-o") ? [] : ["-o", "out.png"]
        return try ChartProcess.run(
            [kind] + (reading.file ? ["in.csv"] : []) + arguments + output, stdin: reading.file ? [] : Array(input.utf8),
            environment: UnsortedStreamCLITests.environment(threshold: reading.threshold, runRows: reading.runRows, tmpdir: tmpdir),
            currentDirectory: dir)
    }

    @Test(arguments: cases.indices)
    func streamedPanelsAreTheWholeReadsPanels(_ index: Int) throws {
        let (name, input, arguments) = Self.cases[index]
        try Self.expectReadingsAgree(name, input: input, arguments: arguments + ["--facet", "panel"])
    }

    /// Expects `chart kind` with `arguments` on `input` to give the same `--plan`, program (a
    /// text chart: the chart drawn) and stderr in every reading, and to leave nothing in TMPDIR.
    static func expectReadingsAgree(_ name: String, input: String, arguments: [String], kind: String = "line") throws {
        let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        // A text chart is compared as drawn (on standard output), any other as its program too.
        for mode in arguments.contains("text") ? [["--plan"], []] : [["--plan"], ["--emit-script"]] {
            let outputs = try readings.map { reading in
                let result = try run(arguments + mode, input: input, in: dir, reading: reading, tmpdir: tmp, kind: kind)
                #expect(result.status == 0, "\(name) \(mode) \(reading): \(result.stderr)")
                return result.stdoutText + result.stderr
            }
            #expect(outputs[0].count > 1_000, "\(name) \(mode): \(outputs[0])")
            for index in 1..<outputs.count {
                #expect(outputs[index] == outputs[0], "\(name) \(mode): reading \(readings[index]) differs from reading whole")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// `text` with its line `line` (1 the header) changed by `change`.
    static func replacing(line: Int, in text: String, _ change: (String) -> String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[line - 1] = change(lines[line - 1])
        return lines.joined(separator: "\n")
    }

    /// Values above 0 but one late 0, which a log axis refuses.
    static let zeroLate = "t,panel,v\n" + (0..<6_000).map { "\($0),\(["a", "b"][$0 % 2]),\($0 == 4_500 ? 0 : 1 + $0 % 50)\n" }.joined()

    static let failures: [(name: String, input: String, arguments: [String])] = [
        ("bad value late", interleaved.replacingOccurrences(of: "\n900.0,eu,", with: "\n900.0,eu,oops"), []),
        ("blank panel late", interleaved.replacingOccurrences(of: "\n900.0,eu,", with: "\n900.0,,"), []),
        ("a field too many late", interleaved.replacingOccurrences(of: "\n900.0,eu,", with: "\n900.0,eu,1,"), []),
        ("panel cap passed late", input(rows: 5_000, seed: 7, panel: { "k\($0 < 3_000 ? $0 % 5 : $0)" }) { String($0) }, []),
        ("too many rows", interleaved, ["--max-rows", "8000"]),
        ("not above 0 late, log axis", zeroLate, ["--y-log"]),
        ("page size", interleaved, ["--page-size", "100"]),
        ("text x late", lateText, []),
    ]

    @Test(arguments: failures.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ index: Int) throws {
        let (name, input, arguments) = Self.failures[index]
        try Self.expectFailuresAgree(name, input: input, arguments: arguments + ["--facet", "panel"])
    }

    /// Expects `chart kind` with `arguments` on `input` to fail read whole (64 or 65) and to fail
    /// alike in every other reading (status and stderr), leaving nothing in TMPDIR.
    static func expectFailuresAgree(_ name: String, input: String, arguments: [String], kind: String = "line") throws {
        let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        let results = try readings.map { reading in try run(arguments, input: input, in: dir, reading: reading, tmpdir: tmp, kind: kind) }
        #expect(results[0].status == 65 || results[0].status == 64, "\(name): the whole read did not fail: \(results[0].stderr)")
        for (result, reading) in zip(results, readings).dropFirst() {
            // A pipe's errors name it, not the file.
            let stderr = reading.file ? result.stderr : result.stderr.replacingOccurrences(of: "<stdin>", with: "in.csv")
            #expect(result.status == results[0].status && stderr == results[0].stderr, "\(name): \(stderr) vs \(results[0].stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// gnuplot draws the same PNG bytes from the streamed panels as from the whole read.
    static let drawn: [(input: String, arguments: [String])] = [(interleaved, []), (blocks, ["--facet-scale", "free-y"]), (times, ["--y", "a"])]

    @Test(arguments: drawn.indices)
    func streamedPNGIsTheWholeReadsPNG(_ index: Int) throws {
        let (input, arguments) = Self.drawn[index]
        _ = try Self.streamedPNG(input: input, arguments: arguments + ["--facet", "panel"])
    }

    /// The PNG of `chart kind` with `arguments` on `input` streamed, which is expected to be the
    /// whole read's, byte for byte, 800x500, leaving nothing in TMPDIR.
    static func streamedPNG(input: String, arguments: [String], kind: String = "line") throws -> PNGImage {
        let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        for (reading, output) in [(readings[0], "whole.png"), (readings[1], "streamed.png")] {
            let result = try run(arguments + ["-o", output], input: input, in: dir, reading: reading, tmpdir: tmp, kind: kind)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let whole = try Data(contentsOf: URL(fileURLWithPath: dir + "/whole.png"))
        let streamed = try Data(contentsOf: URL(fileURLWithPath: dir + "/streamed.png"))
        #expect(whole == streamed, "\(arguments): the streamed PNG differs")
        let image = try PNGImage.load(path: dir + "/streamed.png")
        #expect(image.width == 800 && image.height == 500)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
        return image
    }
}
