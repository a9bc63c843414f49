import ChartTestSupport
import Foundation
import Testing

/// Long `chart heatmap` rows stream (`TableBatchReader` into `HeatmapBatchBuilder`): whatever
/// streams, its binned values in memory or spilled, gives exactly what reading it whole gives:
/// the same `--plan` (bins, categories, cell values for count, sum, mean and max), the same
/// program, the same error at the same line, and leaves nothing in TMPDIR.
@Suite struct HeatmapStreamTests {
    /// Log events: a time (with gaps), a latency, two text columns and a size (with gaps).
    static let events: String = {
        var walk = LineStreamTests.Walk(state: 11)
        var text = "at,ms,host,region,size\n"
        for i in 0..<9_000 {
            let ms = exp(2 + walk.next() * 2 + (i % 89 == 0 ? 3 : 0))
            let at = i % 71 == 0 ? "" : HistStreamTests.iso(1_709_078_400 + Double(i) * 13 + (walk.next() * 600).rounded())
            let size = i % 43 == 0 ? "" : String(format: "%.1f", 100 + walk.next() * 80)
            let host = "h\((i * 7 + i / 100) % 9)"
            text += "\(at)," + String(format: "%.3f", ms) + ",\(host),\(["eu", "us", "ap", "sa"][(i / 3) % 4]),\(size)\n"
        }
        return text
    }()

    /// Each aggregate over each kind of axis: time, number (rule and log bins) and category.
    static let cases: [(name: String, arguments: [String])] = [
        ("count, time x by the hour, log y", ["--x", "at", "--y", "ms", "--x-bin", "1h", "--y-log", "--color-log"]),
        ("count, time x and number y by their rules", ["--x", "at", "--y", "size"]),
        ("sum, category x, number y", ["--x", "host", "--y", "ms", "--value", "size", "--agg", "sum"]),
        ("mean, number x, category y", ["--x", "size", "--y", "region", "--value", "ms", "--agg", "mean"]),
        ("max, category x and y", ["--x", "host", "--y", "region", "--value", "ms", "--agg", "max"]),
        ("mean by default, time x, number y in bins", ["--x", "at", "--y", "ms", "--value", "size", "--y-bins", "12"]),
    ]

    @Test(arguments: cases.indices)
    func streamedPlansAndProgramsAreTheWholeReadsOnes(_ index: Int) throws {
        let (name, arguments) = Self.cases[index]
        _ = try HistStreamTests.expectStreamedAsWhole("heatmap", input: Self.events, arguments: arguments, name: name)
    }

    static let failures: [(name: String, input: String, arguments: [String])] = [
        ("bad value late", "x,y,v\n" + (0..<5000).map { $0 == 4321 ? "a,1,oops\n" : "a,\($0 % 17),2\n" }.joined(), ["--value", "v"]),
        ("not above 0 late, log y", "x,y\n" + (0..<5000).map { $0 == 4000 ? "a,0\n" : "a,\(1 + $0 % 17)\n" }.joined(), ["--y-log"]),
        ("too many categories late", "x,y\n" + (0..<5000).map { "c\($0 % 1200),1\n" }.joined(), []),
    ]

    @Test(arguments: failures.indices)
    func streamedFailuresAreTheWholeReadsFailures(_ index: Int) throws {
        let (name, input, arguments) = Self.failures[index]
        let dir = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        var results: [(Int32, String)] = []
        for threshold in [1 << 30, 2000] {
            let result = try ChartProcess.run(
                ["heatmap", "in.csv", "-o", "out.png"] + arguments,
                environment: HistStreamTests.environment(threshold: threshold, spill: 100), currentDirectory: dir)
            results.append((result.status, result.stderr))
        }
        #expect(results[0].0 != 0, "\(name): the whole read did not fail")
        #expect(results[1].0 == results[0].0 && results[1].1 == results[0].1, "\(name): \(results[1]) vs whole \(results[0])")
    }

    /// Named x and y are bins or categories by their first 1000 non-empty cells, as a whole read
    /// judges them, however few the first batch holds: an x empty in the first batch streamed
    /// as categories of numbers a whole read bins, and a first `N/A` made categories of a column
    /// of numbers whose `N/A` a whole read refuses (found by a whole-against-stream fuzz).
    @Test(arguments: [
        ("zone\tvalue\n\t3493\n242066\t53.5", 26),
        ("size;ratio\r\nN/A;0\r\n1967536;67.38\r\n" + (1...40).map { "\($0 * 7);\($0)\r\n" }.joined(), 30),
        ("x,y\n" + (1...30).map { "\($0 % 3 == 0 ? "" : String($0)),\($0)\n" }.joined() + (1...40).map { "w\($0),\($0)\n" }.joined(), 24),
    ])
    func namedAxesAreJudgedAsAWholeReadJudgesThem(input: String, threshold: Int) throws {
        let dir = try TemporaryDirectory.make()
        let results = try StreamRuns.run(["heatmap", "--plan", "--x", "1", "--y", "2"], input: input, file: "in.csv", threshold: threshold, in: dir)
        StreamRuns.expectSame(results, "heatmap \(threshold)")
    }
}
