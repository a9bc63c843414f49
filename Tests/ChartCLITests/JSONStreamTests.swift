import ChartTestSupport
import Foundation
import Testing

/// Long NDJSON and JSON arrays of flat objects stream like CSV (`JSONRecordSplitter`,
/// `JSONBatchReader`) through `chart line` and `chart hist`: the same `--plan`, program and PNG as
/// reading them whole, from a file and from a pipe, and the same error text and exit code.
/// `CHART_TEST_STREAM_THRESHOLD=N` streams anything over N bytes in batches of N.
@Suite struct JSONStreamTests {
    /// Rows of a noisy walk: x ascending, `y` with nulls and missing keys, `z`, and a `note`
    /// whose text holds what must never cut a batch.
    static func objects(_ count: Int, seed: UInt64, late: String? = nil) -> [String] {
        var walk = LineStreamTests.Walk(state: seed)
        var y = 0.0
        let notes = ["a}b", "c,d", "e]f,{g", "q\\\"uote\\\"", "back\\\\", "é😀"]
        return (0..<count).map { i in
            y += walk.next()
            let yMember = i % 97 == 3 ? "" : i % 89 == 5 ? "\"y\":null," : "\"y\":\(String(format: "%.3f", y)),"
            let extra = i == count * 3 / 4 ? (late ?? "") : ""
            return "{\"t\":\(Double(i) * 0.5),\(yMember)\(extra)\"z\":\(Int(walk.next() * 100)),\"note\":\"\(notes[i % notes.count])\"}"
        }
    }

    static let ndjson = objects(12_000, seed: 21).joined(separator: "\n") + "\n"
    static let prettyArray = "[\n  " + objects(12_000, seed: 22).joined(separator: ",\n  ") + "\n]\n"
    static let oneLineArray = "[" + objects(12_000, seed: 23).joined(separator: ",") + "]"
    /// A text key first seen three quarters in (a log line's error field).
    /// Row 4500 of 6000 with `z` not a number (and a key not seen before).
    static func badZ(seed: UInt64) -> [String] {
        var rows = objects(6000, seed: seed)
        rows[4500] = rows[4500].replacingOccurrences(of: "\"z\":", with: "\"z\":\"n/a\",\"z2\":")
        return rows
    }
    static let lateTextKey = objects(12_000, seed: 24, late: "\"error\":\"disk full\",").joined(separator: "\n") + "\n"
    /// A numeric key first seen late: a whole read draws it as a series.
    static let lateNumberKey = objects(12_000, seed: 25, late: "\"w\":3.5,").joined(separator: "\n") + "\n"

    /// Rows without escapes, which the direct parser reads (its template where the keys are in
    /// order) and the array splitter steps over object by object (issue 37).
    static let plainObjects = objects(12_000, seed: 26).map {
        $0.replacingOccurrences(of: "\\\\", with: "/").replacingOccurrences(of: "\\\"", with: "'")
    }

    static let cases: [(name: String, input: String, file: String, arguments: [String])] = [
        ("ndjson", ndjson, "in.ndjson", []),
        ("ndjson, pages", ndjson, "in.ndjson", ["--pages", "3", "--page", "all", "--y", "y,z"]),
        ("pretty array", prettyArray, "in.json", []),
        ("one-line array", oneLineArray, "in.json", ["--y", "y"]),
        ("late text key", lateTextKey, "in.ndjson", []),
        ("late number key", lateNumberKey, "in.ndjson", []),
        ("late number key, named columns", lateNumberKey, "in.ndjson", ["--x", "t", "--y", "z"]),
        ("hist ndjson", ndjson, "in.ndjson", ["--y", "y,z", "--mark", "p50,p99"]),
        ("hist array, default columns", prettyArray, "in.json", []),
        ("hist late number key", lateNumberKey, "in.ndjson", ["--mark", "mean"]),
        ("ndjson, plain rows", plainObjects.joined(separator: "\n") + "\n", "in.ndjson", ["--y", "y,z"]),
        ("one-line array, plain rows", "[" + plainObjects.joined(separator: ",") + "]", "in.json", []),
        ("pretty array, plain rows", "[\n  " + plainObjects.joined(separator: ",\n  ") + "\n]\n", "in.json", ["--y", "z"]),
    ]

    /// `--plan` and `--emit-script` are byte for byte a whole read's, from a file and a pipe.
    @Test(arguments: cases.indices)
    func streamedPlansAndProgramsAreTheWholeReadsOnes(_ index: Int) throws {
        let (name, input, file, arguments) = Self.cases[index]
        let kind = name.hasPrefix("hist") ? "hist" : "line"
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/" + file))
        for mode in ["--plan", "--emit-script"] {
            var outputs: [String] = []
            for (threshold, fromFile) in [(1 << 30, true), (3000, true), (3000, false), (7001, false)] {
                let result = try ChartProcess.run(
                    [kind] + (fromFile ? [file] : ["--format", file == "in.json" ? "json" : "ndjson"]) + arguments + ["-o", "out.png", mode],
                    stdin: fromFile ? [] : Array(input.utf8),
                    environment: LineStreamTests.environment(threshold: threshold, tmpdir: tmp), currentDirectory: dir)
                #expect(result.status == 0, "\(name) \(mode) threshold \(threshold): \(result.stderr)")
                outputs.append(result.stdoutText)
            }
            #expect(outputs[1] == outputs[0], "\(name) \(mode): a streamed file differs from reading it whole")
            #expect(outputs[2] == outputs[0], "\(name) \(mode): a streamed pipe differs from reading it whole")
            #expect(outputs[3] == outputs[0], "\(name) \(mode): a streamed pipe in other batches differs from reading it whole")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// Real gnuplot: a streamed NDJSON line chart is the whole read's PNG, byte for byte.
    @Test func streamedNDJSONDrawsTheWholeReadsPNG() throws {
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(Self.ndjson.utf8).write(to: URL(fileURLWithPath: dir + "/in.ndjson"))
        for (threshold, output) in [(1 << 30, "whole.png"), (3000, "streamed.png")] {
            let result = try ChartProcess.run(
                ["line", "-o", output, "--y", "y"], stdin: Array(Self.ndjson.utf8),
                environment: LineStreamTests.environment(threshold: threshold, tmpdir: tmp), currentDirectory: dir, timeout: 120)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let whole = try Data(contentsOf: URL(fileURLWithPath: dir + "/whole.png"))
        let streamed = try Data(contentsOf: URL(fileURLWithPath: dir + "/streamed.png"))
        #expect(whole == streamed)
        let image = try PNGImage.load(path: dir + "/streamed.png")
        #expect(image.width == 800 && image.height > 0)
        // The walk is drawn: many pixels are far from the background.
        let background = image[2, 2]
        let drawn = image.count { !$0.isClose(to: background, tolerance: 100) }
        #expect(drawn > 2000, "only \(drawn) drawn pixels")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// Real gnuplot: plain rows as NDJSON and as a one-line array, which the direct parser's
    /// template and the array splitter's step read (issue 37), draw the whole read's PNG.
    @Test(arguments: [("in.ndjson", "\n", "", ""), ("in.json", ",", "[", "]")])
    func streamedPlainRowsDrawTheWholeReadsPNG(_ file: String, _ separator: String, _ open: String, _ close: String) throws {
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data((open + Self.plainObjects.joined(separator: separator) + close).utf8).write(to: URL(fileURLWithPath: dir + "/" + file))
        var images: [Data] = []
        for threshold in [1 << 30, 3000] {
            let result = try ChartProcess.run(
                ["line", file, "-o", "out.png", "--y", "y"], environment: LineStreamTests.environment(threshold: threshold, tmpdir: tmp),
                currentDirectory: dir, timeout: 120)
            #expect(result.status == 0, "\(result.stderr)")
            images.append(try Data(contentsOf: URL(fileURLWithPath: dir + "/out.png")))
        }
        #expect(images[1] == images[0], "\(file): the streamed PNG differs from the whole read's")
        let image = try PNGImage.load(path: dir + "/out.png")
        let background = image[2, 2]
        let drawn = image.count { !$0.isClose(to: background, tolerance: 100) }
        #expect(drawn > 2000, "only \(drawn) drawn pixels")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// Bad input fails as a whole read fails: the same message (file, line, column, `$[row]`
    /// path) and exit code, wherever the bad object falls, and no output file.
    static let failures: [(name: String, input: String, file: String, arguments: [String])] = [
        ("nested value late, array", objects(6000, seed: 31, late: "\"n\":{\"a\":1},").joined(separator: ","), "in.json", []),
        ("bad cell late, one-line array", "[" + badZ(seed: 32).joined(separator: ",") + "]", "in.json", []),
        (
            "bad cell early, syntax late",
            "["
                + objects(6000, seed: 33).enumerated().map { $0.offset == 10 ? "{\"t\":\"x\"}" : $0.offset == 5000 ? "{\"t\" 1}" : $0.element }
                .joined(separator: ",") + "]", "in.json", []
        ),
        ("repeated key late, ndjson", objects(6000, seed: 34, late: "\"z\":1,").joined(separator: "\n"), "in.ndjson", []),
        (
            "scalar element late",
            "[" + objects(6000, seed: 35).enumerated().map { $0.offset == 4000 ? "7" : $0.element }.joined(separator: ",") + "]", "in.json", []
        ),
        ("truncated array", "[" + objects(6000, seed: 36).joined(separator: ",") + ",", "in.json", []),
        ("text after the array", "[" + objects(6000, seed: 37).joined(separator: ",") + "] x", "in.json", []),
        ("too many rows and a bad cell", badZ(seed: 38).joined(separator: "\n"), "in.ndjson", ["--max-rows", "5000"]),
        ("a bad cell", badZ(seed: 38).joined(separator: "\n"), "in.ndjson", []),
        ("hist bad cell late", badZ(seed: 39).joined(separator: "\n"), "in.ndjson", ["--y", "z"]),
    ]

    @Test(arguments: failures.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ index: Int) throws {
        var (name, input, file, arguments) = Self.failures[index]
        if name.hasPrefix("nested") { input = "[" + input + "]" }
        let kind = name.hasPrefix("hist") ? "hist" : "line"
        let dir = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/" + file))
        var results: [(Int32, String)] = []
        for (threshold, fromFile) in [(1 << 30, true), (2000, true), (2000, false)] {
            let result = try ChartProcess.run(
                [kind] + (fromFile ? [file] : ["--format", file == "in.json" ? "json" : "ndjson"]) + arguments + ["-o", "out.png"],
                stdin: fromFile ? [] : Array(input.utf8), environment: LineStreamTests.environment(threshold: threshold), currentDirectory: dir)
            let text = fromFile ? result.stderr : result.stderr.replacingOccurrences(of: "<stdin>", with: file)
            results.append((result.status, text))
        }
        #expect(results[0].0 == 65, "\(name): the whole read did not fail as bad data: \(results[0])")
        #expect(results[1] == results[0], "\(name): streamed file \(results[1]) vs whole \(results[0])")
        #expect(results[2] == results[0], "\(name): streamed pipe \(results[2]) vs whole \(results[0])")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }
}
