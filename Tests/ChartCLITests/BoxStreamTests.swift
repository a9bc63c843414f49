import ChartTestSupport
import Foundation
import Testing

/// Long `chart box` input streams (`TableBatchReader` into one `HistSpill` per box): whatever
/// streams, held in memory or spilled to its temporary file, gives exactly what reading it whole
/// gives: the same `--plan` (exact quartiles, whiskers, outliers), the same program, the same
/// error at the same line, and leaves nothing in TMPDIR.
@Suite struct BoxStreamTests {
    /// Benchmark timings per commit: a long tail (outliers), a second column with gaps, a
    /// benchmark key, and one commit with a single timing (a one-value box).
    static let timings: String = {
        var walk = LineStreamTests.Walk(state: 11)
        var text = "commit,bench,ms,other\n"
        for i in 0..<12_000 {
            let ms = exp(2 + walk.next() + (i % 89 == 0 ? 2.5 : 0))
            let other = i % 40 == 0 ? "" : String(format: "%.2f", 20 + walk.next() * 15)
            let commit = i == 7_777 ? "solo" : "c\((i / 7) % 37)"
            text += "\(commit),\(["fib", "sort", "json"][i % 3])," + String(format: "%.3f", ms) + ",\(other)\n"
        }
        return text
    }()

    static let cases: [(name: String, arguments: [String])] = [
        ("wide, every numeric column", []),
        ("wide, named columns with gaps", ["--y", "ms,other"]),
        ("long with --x, one-value box, outliers", ["--x", "commit", "--value", "ms"]),
        ("long with --x and --series", ["--x", "commit", "--series", "bench", "--value", "ms"]),
        ("long with --series only", ["--series", "bench", "--value", "other"]),
        ("long, value column found", ["--x", "bench"]),
        ("log axis, horizontal, points", ["--x", "commit", "--value", "ms", "--y-log", "--horizontal", "--points"]),
    ]

    @Test(arguments: cases.indices)
    func streamedPlansAndProgramsAreTheWholeReadsOnes(_ index: Int) throws {
        let (name, arguments) = Self.cases[index]
        let wholeReads = try HistStreamTests.expectStreamedAsWhole("box", input: Self.timings, arguments: arguments, name: name)
        for output in wholeReads { #expect(output.count > 200, "\(name): \(output)") }
    }

    static let failures: [(name: String, input: String, arguments: [String])] = [
        ("bad cell late, long", "c,v\n" + (0..<5000).map { $0 == 4321 ? "a,oops\n" : "a,\($0 % 17)\n" }.joined(), ["--x", "c"]),
        ("bad cell late, wide", "v,w\n" + (0..<5000).map { $0 == 4321 ? "1,oops\n" : "1,\($0 % 17)\n" }.joined(), []),
        ("not above 0 late, log axis", "v\n" + (0..<5000).map { $0 == 4000 ? "0\n" : "\(1 + $0 % 17)\n" }.joined(), ["--y-log"]),
        ("empty category late", "c,v\n" + (0..<5000).map { $0 == 4000 ? ",1\n" : "a,1\n" }.joined(), ["--x", "c", "--value", "v"]),
        ("too many categories late", "c,v\n" + (0..<10_500).map { "k\($0),1\n" }.joined(), ["--x", "c", "--value", "v"]),
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
                ["box", "in.csv", "-o", "out.png"] + arguments,
                environment: HistStreamTests.environment(threshold: threshold, spill: 100), currentDirectory: dir)
            results.append((result.status, result.stderr))
        }
        #expect(results[0].0 == 65 || results[0].0 == 64, "\(name): the whole read did not fail: \(results[0])")
        #expect(results[1].0 == results[0].0 && results[1].1 == results[0].1, "\(name): \(results[1]) vs whole \(results[0])")
    }
}
