import ChartTestSupport
import Foundation
import Testing

/// Long line-chart input streams (`LineStreamReader`): read in batches, kept as numbers in an
/// unlinked temporary file, laid out from a few rows per pixel column. Whatever streams must give
/// exactly what reading it whole gives: the same `--plan`, the same program, the same PNG bytes,
/// the same error at the same line. `CHART_TEST_STREAM_THRESHOLD=N` streams anything over N bytes
/// in batches of N, so small inputs here cross many batch edges; a huge threshold reads whole.
@Suite struct LineStreamTests {
    static func environment(threshold: Int, tmpdir: String? = nil) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CHART_TEST_STREAM_THRESHOLD"] = String(threshold)
        if let tmpdir { environment["TMPDIR"] = tmpdir }
        return environment
    }

    /// Expects `chart kind` with `arguments` on `input` to fail alike read whole and streamed
    /// over 2,000 bytes, from a file and from a pipe: the same exit code and message, nothing
    /// left in TMPDIR, no output file.
    static func expectStreamedFailureIsWhole(_ kind: String, _ name: String, input: String, arguments: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        for file in [true, false] {
            var results: [(Int32, String)] = []
            for threshold in [1 << 30, 2000] {
                let result = try ChartProcess.run(
                    [kind] + (file ? ["in.csv"] : []) + ["-o", "out.png"] + arguments, stdin: file ? [] : Array(input.utf8),
                    environment: environment(threshold: threshold, tmpdir: tmp), currentDirectory: dir)
                results.append((result.status, result.stderr))
            }
            #expect(results[0].0 != 0, "\(name): the whole read did not fail")
            #expect(results[1].0 == results[0].0 && results[1].1 == results[0].1, "\(name) file \(file): \(results[1]) vs whole \(results[0])")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }

    /// A seeded random walk, so the inputs are noisy (M4 keeps many points) yet reproducible.
    struct Walk {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(Int64(bitPattern: state >> 11) % 2001 - 1000) / 1000
        }
    }

    /// Two series with gaps (a run of empty cells, and single ones) against numeric x.
    static let gaps: String = {
        var walk = Walk(state: 1)
        var (a, b) = (0.0, 0.0)
        var text = "t,a,b\n"
        for i in 0..<30_000 {
            a += walk.next()
            b += walk.next()
            let bText = (12_000..<12_040).contains(i) || i % 997 == 0 ? "" : String(format: "%.3f", b)
            text += "\(Double(i) * 0.5),\(String(format: "%.3f", a)),\(bText)\n"
        }
        return text
    }()

    /// ISO times a minute apart (a calendar axis), whole-number values.
    static let times: String = {
        var walk = Walk(state: 2)
        var text = "when,count\n"
        for i in 0..<20_000 {
            let minute = i % 60, hour = (i / 60) % 24, day = 1 + i / 1440
            text += String(format: "2024-03-%02dT%02d:%02d:00Z,%d\n", day, hour, minute, Int(walk.next() * 100))
        }
        return text
    }()

    /// Sorted in the first batches, then one row out of order: sorted at the end, as whole.
    static let unsortedLate: String = {
        var walk = Walk(state: 3)
        return "x,y\n" + (0..<20_000).map { i in "\(i == 18_000 ? 7 : i),\(walk.next())\n" }.joined()
    }()

    /// CSV with quoted fields holding commas, quotes and line ends, CRLF line ends, no header.
    static let quoted: String = {
        var walk = Walk(state: 4)
        return (0..<20_000).map { i in "\(i),\(walk.next()),\"note, \"\"\(i)\"\"\r\nmore\"\r\n" }.joined()
    }()

    /// Each x on seven rows in a row, values all different: which of equal x a lookup finds shows.
    static let repeatedX: String = {
        var walk = Walk(state: 7)
        return "x,y\n" + (0..<20_000).map { i in "\(i / 7),\(walk.next())\n" }.joined()
    }()

    /// x from 1 up (a log x axis), a noisy value.
    static let logX: String = {
        var walk = Walk(state: 8)
        return "x,y\n" + (1...20_000).map { i in "\(i),\(walk.next())\n" }.joined()
    }()

    /// x over eight decades (0.0001 … 10 000, even in log10), two positive noisy series, the
    /// second with a run of gaps and single ones: M4 on a log x axis, with `--y-log` too.
    static let logDecades: String = {
        var walk = Walk(state: 9)
        var (a, b) = (500.0, 200.0)
        var text = "x,a,b\n"
        for i in 0..<24_000 {
            a = max(1, a + walk.next())
            b = max(1, b + walk.next())
            let bText = (9_000..<9_050).contains(i) || i % 1_003 == 0 ? "" : String(format: "%.3f", b)
            text += "\(pow(10, -4 + Double(i) / 3_000)),\(String(format: "%.3f", a)),\(bText)\n"
        }
        return text
    }()

    /// One column: drawn against the row number.
    static let single: String = {
        var walk = Walk(state: 5)
        var y = 0.0
        return "y\n"
            + (0..<20_000).map { _ in
                y += walk.next(); return "\(y)\n"
            }.joined()
    }()

    /// Whitespace-separated with comment and blank lines, and tab-separated.
    static let whitespace: String = {
        var walk = Walk(state: 6)
        return "# exported\nx y z\n"
            + (0..<20_000).map { i in (i % 3000 == 0 ? "# mark\n\n" : "") + "\(i)   \(walk.next())\t\(walk.next())\n" }.joined()
    }()

    /// Plain numbers (read straight into typed rows) with, here and there, what the direct
    /// parser gives back to the normal reader: quoted and padded cells, exponents, long
    /// mantissas; and gaps, CR and CRLF line ends, a text column with non-ASCII names.
    static let mixed: String = {
        var walk = Walk(state: 7)
        var y = 0.0
        return "x,name,y,z\n"
            + (0..<20_000).map { i in
                y += walk.next()
                let odd = ["\"\(y)\"", " \(y)", "\(y)e0", "1234567890.1234567", ""]
                let cell = i % 1500 == 7 ? odd[(i / 1500) % odd.count] : String(format: "%.4f", y)
                let end = i % 4000 == 1 ? "\r" : i % 4000 == 2 ? "\r\n" : "\n"
                return "\(i),n\(i % 5 == 0 ? "é" : "e"),\(cell),\(i % 9 == 0 ? "" : String(1 + i % 13))" + end
            }.joined()
    }()

    static let cases: [(name: String, input: String, arguments: [String])] = [
        ("mixed plain and odd cells", mixed, []),
        ("mixed, log axis, pages", mixed, ["--y", "z", "--y-log", "--pages", "3", "--page", "all"]),
        ("whitespace, comments", whitespace, ["--format", "whitespace"]),
        (
            "tsv",
            whitespace.replacingOccurrences(of: "   ", with: "\t").replacingOccurrences(of: "# mark\n\n", with: "")
                .replacingOccurrences(of: "# exported\n", with: "").replacingOccurrences(of: " ", with: "\t"), ["--format", "tsv"]
        ),
        ("gaps", gaps, []),
        ("gaps, pages", gaps, ["--pages", "7", "--page", "all"]),
        ("gaps, page size, own axes, some pages", gaps, ["--page-size", "4000", "--page", "2-4", "--y-range", "page"]),
        ("gaps, svg (8 points per column)", gaps, ["-o", "out.svg"]),
        ("gaps, one series, dark", gaps, ["--y", "b", "--theme", "dark", "--hline", "3"]),
        ("times", times, ["--pages", "3", "--page", "all"]),
        ("unsorted late", unsortedLate, []),
        ("quoted, CRLF, no header", quoted, ["--x", "1", "--y", "2"]),
        ("single column", single, ["--page-size", "7000", "--page", "3"]),
        ("highlight", gaps, ["--highlight", "5000"]),
        ("highlight between two rows, pages", gaps, ["--highlight", "7000.3", "--pages", "4", "--page", "all"]),
        ("highlight on a page not drawn (warning)", gaps, ["--highlight", "100", "--pages", "5", "--page", "4"]),
        ("highlight at the first and last x", gaps, ["--highlight", "0", "--pages", "2", "--page", "1"]),
        ("highlight at the last x", gaps, ["--highlight", "14999.5"]),
        ("highlight halfway between repeated x (the first nearest row)", repeatedX, ["--highlight", "1000.5"]),
        ("highlight on a repeated x", repeatedX, ["--highlight", "2000"]),
        ("highlight a time halfway between minutes", times, ["--highlight", "2024-03-05T10:30:30Z", "--pages", "3", "--page", "all"]),
        ("log x, highlight", logX, ["--x-log", "--highlight", "300"]),
        ("log x, eight decades, two series with gaps", logDecades, ["--x-log"]),
        ("log x and log y", logDecades, ["--x-log", "--y-log"]),
        ("log x, pages", logDecades, ["--x-log", "--pages", "5", "--page", "all"]),
        ("log x, page size, some pages, own axes", logDecades, ["--x-log", "--page-size", "7000", "--page", "2-4", "--y-range", "page"]),
        ("log x, svg (8 points per column)", logDecades, ["--x-log", "--y", "b", "-o", "out.svg"]),
        ("no-decimate (all rows)", single, ["--no-decimate", "--page-size", "5000", "--page", "2"]),
    ]

    /// `--plan` and `--emit-script` are byte for byte those of a whole read, from a file and
    /// from a pipe.
    @Test(arguments: cases.indices)
    func streamedPlansAndProgramsAreTheWholeReadsOnes(_ index: Int) throws {
        let (name, input, arguments) = Self.cases[index]
        let dir = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        for mode in ["--plan", "--emit-script"] {
            let outputs = try Self.outputs(["line"] + arguments + [mode], input: input, in: dir, name: name)
            #expect(outputs[1] == outputs[0], "\(name) \(mode): a streamed file differs from reading it whole")
            #expect(outputs[2] == outputs[0], "\(name) \(mode): a streamed pipe differs from reading it whole")
        }
    }

    /// What `command` prints (standard output, then `stderr` when asked) over `input`, in.csv in
    /// `dir`: read whole, streamed from the file, streamed from a pipe; `tmpdir` is TMPDIR.
    static func outputs(_ command: [String], input: String, in dir: String, name: String, stderr: Bool = false, tmpdir: String? = nil) throws
        -> [String]
    {
        try [(1 << 30, true), (3000, true), (3000, false)].map { threshold, file in
            let output = command.contains("-o") ? [] : ["-o", "out.png"]
            let result = try ChartProcess.run(
                [command[0]] + (file ? ["in.csv"] : []) + command.dropFirst() + output, stdin: file ? [] : Array(input.utf8),
                environment: Self.environment(threshold: threshold, tmpdir: tmpdir), currentDirectory: dir)
            #expect(result.status == 0, "\(name) \(command) threshold \(threshold): \(result.stderr)")
            return result.stdoutText + (stderr ? result.stderr : "")
        }
    }

    /// `command` over `input` gives the same `--plan` and program (and stderr) from a streamed
    /// file and a pipe as from reading the file whole, and leaves nothing in TMPDIR.
    static func expectStreamedPlansAreWhole(_ command: [String], input: String, name: String) throws {
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        for mode in ["--plan", "--emit-script"] {
            let outputs = try outputs(command + [mode], input: input, in: dir, name: name, stderr: true, tmpdir: tmp)
            #expect(outputs[1] == outputs[0], "\(name) \(mode): a streamed file differs from reading it whole")
            #expect(outputs[2] == outputs[0], "\(name) \(mode): a pipe differs from reading it whole")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// The rendered PNG is the same bytes, and the temporary copy of the rows leaves nothing
    /// behind in TMPDIR.
    @Test func streamedPNGIsTheWholeReadsPNG() throws {
        try Self.expectStreamedPNGIsWhole(["line"], input: Self.gaps)
    }

    /// `--highlight` marks the same row in the same PNG, streamed, with the marker on a noisy line.
    @Test func streamedHighlightPNGIsTheWholeReadsPNG() throws {
        try Self.expectStreamedPNGIsWhole(["line", "--highlight", "5000.2"], input: Self.gaps)
    }

    /// A log x axis is M4-decimated in log10(x) from the spill as a whole read decimates it
    /// (once, the streamed read failed with "internal error: no decimator for a streamed chart",
    /// exit 70; then it loaded every row).
    @Test func streamedLogXPNGIsTheWholeReadsPNG() throws {
        let input = "x,y\n" + (1...6000).map { "\($0),\(($0 * 7919) % 100)\n" }.joined()
        try Self.expectStreamedPNGIsWhole(["line", "--x-log"], input: input)
        try Self.expectStreamedPNGIsWhole(["line", "--x-log", "--y-log"], input: Self.logDecades)
    }

    /// Renders `command` over `input` read whole and streamed: the same PNG bytes, an image with
    /// pixels, and nothing left in TMPDIR. Returns the streamed PNG.
    @discardableResult
    static func expectStreamedPNGIsWhole(_ command: [String], input: String) throws -> PNGImage {
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        for (threshold, output) in [(1 << 30, "whole.png"), (3000, "streamed.png")] {
            let result = try ChartProcess.run(
                command + ["in.csv", "-o", output], environment: Self.environment(threshold: threshold, tmpdir: tmp),
                currentDirectory: dir, timeout: 120)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let whole = try Data(contentsOf: URL(fileURLWithPath: dir + "/whole.png"))
        let streamed = try Data(contentsOf: URL(fileURLWithPath: dir + "/streamed.png"))
        #expect(whole == streamed)
        let image = try PNGImage.load(path: dir + "/streamed.png")
        #expect(image.width > 0 && image.height > 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
        return image
    }

    /// Bad input fails as a whole read fails: same message (file, line, column), same exit code,
    /// whether the bad row is in the first batch or far after it.
    static let failures: [(name: String, input: String, arguments: [String])] = [
        ("bad cell late", "x,y,z\n" + (0..<5000).map { "\($0),1,\($0 == 4321 ? "oops" : "2")\n" }.joined(), []),
        ("bad x late", "x,y\n" + (0..<5000).map { "\($0 == 3999 ? "1e400" : String($0)),1\n" }.joined(), []),
        ("short row late", "x,y,z\n" + (0..<5000).map { $0 == 4000 ? "\($0),1\n" : "\($0),1,2\n" }.joined(), []),
        ("value at 0 late on a log axis", "x,y\n" + (0..<5000).map { "\($0),\($0 == 4100 ? 0 : 1 + $0 % 3)\n" }.joined(), ["--y-log"]),
        ("x at 0 late on a log axis", "x,y\n" + (1..<5000).map { "\($0 == 4100 ? 0 : $0),2\n" }.joined(), ["--x-log"]),
        (
            "decimal comma late in a column not drawn, ; separated", "x;y;n\n" + (0..<5000).map { "\($0);1;\($0 == 4200 ? "2,5" : "3")\n" }.joined(),
            ["--y", "y"]
        ),
        ("quoted cell, then a bad cell", "x,y\n" + (0..<5000).map { "\($0),\($0 == 3000 ? "\"4\"" : $0 == 3001 ? "x" : "1")\n" }.joined(), []),
        ("bad cell early", "x,y\n" + (0..<5000).map { "\($0),\($0 == 3 ? "n/a" : "1")\n" }.joined(), []),
        ("too many rows", "x,y\n" + (0..<5000).map { "\($0),1\n" }.joined(), ["--max-rows", "4000"]),
        (
            "too many rows, all in the first batch", "x,y\n" + (0..<300).map { "\($0),1\n" }.joined() + String(repeating: "\n", count: 600),
            ["--max-rows", "10"]
        ),
        ("too large", "x,y\n" + (0..<5000).map { "\($0),1\n" }.joined(), ["--max-input-size", "20000"]),
        ("highlight outside the x axis", "x,y\n" + (0..<5000).map { "\($0),1\n" }.joined(), ["--highlight", "99999"]),
        ("highlight not a number", "x,y\n" + (0..<5000).map { "\($0),1\n" }.joined(), ["--highlight", "soon"]),
        ("dashed names no series", "x,y\n" + (0..<5000).map { "\($0),1\n" }.joined(), ["--dashed", "nope"]),
    ]

    @Test(arguments: failures.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ index: Int) throws {
        let (name, input, arguments) = Self.failures[index]
        let dir = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        var results: [(Int32, String)] = []
        for threshold in [1 << 30, 2000] {
            let result = try ChartProcess.run(
                ["line", "in.csv", "-o", "out.png"] + arguments,
                environment: Self.environment(threshold: threshold), currentDirectory: dir)
            results.append((result.status, result.stderr))
        }
        #expect(results[0].0 != 0, "\(name): the whole read did not fail")
        #expect(results[1].0 == results[0].0 && results[1].1 == results[0].1, "\(name): \(results[1]) vs whole \(results[0])")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }
}
