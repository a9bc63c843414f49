import ChartTestSupport
import Foundation
import Testing

/// Long `chart hist` input streams (`TableBatchReader` into `HistSpill`s): whatever streams,
/// held in memory or spilled to its temporary file, gives exactly what reading it whole gives:
/// the same `--plan` (bins, counts, exact `--mark` percentiles), the same program, the same
/// error at the same line, and leaves nothing in TMPDIR.
@Suite struct HistStreamTests {
    static func environment(threshold: Int, spill: Int, tmpdir: String? = nil) -> [String: String] {
        var environment = LineStreamTests.environment(threshold: threshold, tmpdir: tmpdir)
        environment["CHART_TEST_SPILL_VALUES"] = String(spill)
        return environment
    }

    /// Latencies with a long tail, a second column with gaps, and a key for long data.
    static let latencies: String = {
        var walk = LineStreamTests.Walk(state: 7)
        var text = "ms,other,host,at\n"
        for i in 0..<12_000 {
            let ms = exp(2 + walk.next() * 2 + (i % 97 == 0 ? 3 : 0))
            let other = i % 50 == 0 ? "" : String(format: "%.2f", 20 + walk.next() * 15)
            // A request time: a day and a half from 2024-02-28 (over the leap day), minutes apart.
            let at = i % 61 == 0 ? "" : HistStreamTests.iso(1_709_078_400 + Double(i) * 11 + (walk.next() * 7200).rounded())
            text += String(format: "%.3f", ms) + ",\(other),\(["a", "b", "c"][i % 3]),\(at)\n"
        }
        return text
    }()

    static let cases: [(name: String, arguments: [String])] = [
        ("marks", ["--y", "ms", "--mark", "p50,p90,p99,p99.9,mean"]),
        ("two columns stacked, gaps", ["--y", "ms,other", "--stacked", "--mark", "p25,p75"]),
        ("long data", ["--y", "ms", "--series", "host", "--mark", "p50"]),
        ("log bins", ["--y", "ms", "--x-log", "--mark", "p99"]),
        ("range and bins", ["--y", "ms", "--range", "5:60", "--bins", "30", "--mark", "p10,mean"]),
        ("rule on a range", ["--y", "other", "--range", "10:30"]),
        ("calendar bins", ["--y", "at", "--mark", "p50,p99,mean"]),
        (
            "calendar bins by the hour, a date range, long data",
            ["--y", "at", "--series", "host", "--bin-width", "1h", "--range", "2024-02-28T06:00:2024-02-29T12:00", "--density"]
        ),
    ]

    /// Epoch seconds as `2024-02-28T06:05:09` (UTC).
    static func iso(_ seconds: Double) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour, parts.tm_min, parts.tm_sec)
    }

    /// Runs `chart KIND arguments` on `input` read whole, streamed from a file (in memory, then
    /// spilled) and streamed from standard input, for `--plan` and `--emit-script`, and expects
    /// every streamed output to be the whole read's and no file left in TMPDIR; returns the
    /// whole read's output for each mode. Shared by the kinds that stream (hist, box, heatmap).
    static func expectStreamedAsWhole(_ kind: String, input: String, arguments: [String], name: String) throws -> [String] {
        let dir = try TemporaryDirectory.make()
        let tmp = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        var wholeReads: [String] = []
        for mode in ["--plan", "--emit-script"] {
            var outputs: [String] = []
            for (threshold, spill, file) in [(1 << 30, 1 << 30, true), (3000, 1 << 30, true), (3000, 500, true), (3000, 0, false)] {
                let result = try ChartProcess.run(
                    [kind] + (file ? ["in.csv"] : []) + arguments + ["-o", "out.png", mode],
                    stdin: file ? [] : Array(input.utf8),
                    environment: environment(threshold: threshold, spill: spill, tmpdir: tmp), currentDirectory: dir)
                #expect(result.status == 0, "\(name) \(mode) threshold \(threshold) spill \(spill): \(result.stderr)")
                outputs.append(result.stdoutText)
            }
            for (index, output) in outputs.enumerated().dropFirst() {
                #expect(output == outputs[0], "\(name) \(mode): streamed run \(index) differs from reading whole")
            }
            wholeReads.append(outputs[0])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
        return wholeReads
    }

    @Test(arguments: cases.indices)
    func streamedPlansAndProgramsAreTheWholeReadsOnes(_ index: Int) throws {
        let (name, arguments) = Self.cases[index]
        _ = try Self.expectStreamedAsWhole("hist", input: Self.latencies, arguments: arguments, name: name)
    }

    static let failures: [(name: String, input: String, arguments: [String])] = [
        ("bad cell late", "v\n" + (0..<5000).map { $0 == 4321 ? "oops\n" : "\($0 % 17)\n" }.joined(), []),
        ("not above 0 late, log bins", "v\n" + (0..<5000).map { $0 == 4000 ? "0\n" : "\(1 + $0 % 17)\n" }.joined(), ["--x-log"]),
        ("short row late", "a,b\n" + (0..<5000).map { $0 == 4000 ? "1\n" : "1,2\n" }.joined(), ["--y", "a"]),
        ("too many rows", "v\n" + (0..<5000).map { "\($0)\n" }.joined(), ["--max-rows", "4000"]),
    ]

    @Test(arguments: failures.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ index: Int) throws {
        let (name, input, arguments) = Self.failures[index]
        let dir = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        var results: [(Int32, String)] = []
        for threshold in [1 << 30, 2000] {
            let result = try ChartProcess.run(
                ["hist", "in.csv", "-o", "out.png"] + arguments,
                environment: Self.environment(threshold: threshold, spill: 100), currentDirectory: dir)
            results.append((result.status, result.stderr))
        }
        #expect(results[0].0 != 0, "\(name): the whole read did not fail")
        #expect(results[1].0 == results[0].0 && results[1].1 == results[0].1, "\(name): \(results[1]) vs whole \(results[0])")
    }
}
