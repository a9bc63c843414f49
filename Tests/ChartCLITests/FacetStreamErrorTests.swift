import ChartTestSupport
import Foundation
import Testing

/// A long faceted file's bad cell is the stream's error, thrown where the stream meets it, as a
/// plain stream throws it (`FacetBatches.readsWhole`): reading 10M rows whole to report the same
/// cell held 2.9 GB. The stream names the first bad cell in input order; a whole read checks a
/// panel's x before its values, so with two bad cells it may name the later one.
@Suite struct FacetStreamErrorTests {
    /// Two panels; a bad value on line 2,502 and a bad x on line 4,502, both in panel `a`.
    static let twoBadCells =
        "t,panel,v\n"
        + (0..<6_000).map { row in
            let x = row == 4_500 ? "late" : String(row / 2)
            return "\(x),\(["a", "b"][row % 2]),\(row == 2_500 ? "oops" : String(row % 17))\n"
        }.joined()

    static let cases: [(kind: String, arguments: [String])] = [
        ("line", ["--facet", "panel"]),
        ("area", ["--facet", "panel"]),
        ("scatter", ["--facet", "panel"]),
    ]

    @Test(arguments: cases.indices)
    func theStreamNamesTheFirstBadCellInInputOrder(_ index: Int) throws {
        let (kind, arguments) = Self.cases[index]
        let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        let readings = LineFacetStreamTests.readings
        let streamed = try LineFacetStreamTests.run(arguments, input: Self.twoBadCells, in: dir, reading: readings[1], tmpdir: tmp, kind: kind)
        #expect(streamed.status == 65, "\(kind): \(streamed.stderr)")
        #expect(streamed.stderr.hasPrefix("chart: error: in.csv:2502:"), "\(kind): \(streamed.stderr)")
        #expect(streamed.stderr.contains("\"oops\""), "\(kind): \(streamed.stderr)")
        let whole = try LineFacetStreamTests.run(arguments, input: Self.twoBadCells, in: dir, reading: readings[0], tmpdir: tmp, kind: kind)
        #expect(whole.status == 65 && whole.stderr.contains("\"late\""), "\(kind): the whole read names the bad x: \(whole.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// An NDJSON record's bad value: streamed, read whole and without `--facet` the error names
    /// its line and its JSON path (`$.v`); a whole read's panels had lost the path.
    @Test(arguments: ["line", "hist", "box"])
    func anNDJSONErrorNamesItsPathInEveryRead(_ kind: String) throws {
        let records = (0..<3_000).map { "{\"x\": \($0), \"g\": \"\(["a", "b"][$0 % 2])\", \"v\": \($0 == 2_999 ? "\"s\"" : String($0))}\n" }
        let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        try Data(records.joined().utf8).write(to: URL(fileURLWithPath: dir + "/in.ndjson"))
        var messages: [String] = []
        for (threshold, facet) in [(1 << 30, true), (3_000, true), (3_000, false)] {
            let result = try ChartProcess.run(
                [kind, "in.ndjson", "--y", "v"] + (facet ? ["--facet", "g"] : []) + ["-o", "out.png"],
                environment: LineStreamTests.environment(threshold: threshold, tmpdir: tmp), currentDirectory: dir)
            #expect(result.status == 65, "\(kind) \(threshold): \(result.stderr)")
            messages.append(result.stderr)
        }
        #expect(messages[0].contains("in.ndjson:3000:") && messages[0].contains("$.v (column \"v\")"), "\(kind): \(messages[0])")
        #expect(messages[1] == messages[0] && messages[2] == messages[0], "\(kind): \(messages)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }
}
