import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// `FirstBatchSample` says whether a first batch holds the lines a whole read decides separator
/// and header from, and when it does not, reads ahead, gives those bytes back and says whether
/// the batch decided as the whole input does.
@Suite struct FirstBatchSampleTests {
    /// The CLI suite's `;` input (`FirstBatchSampleStreamTests.cutFifthLine`) and its first 26 bytes.
    static let semicolons = (1...40).map { "\($0),5;\($0 % 7 + 1)\n" }.joined()
    /// The CLI suite's `a;1`-over-words input (`twoRecordHeader`).
    static let words = (0..<60).map { $0 % 2 == 0 ? "w\($0);\($0 % 5 + 1)\n" : "\($0);\($0 % 5 + 1)\n" }.joined()

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        var first: Int
        var options = ReadOptions()
        var holds: Bool
        var agrees: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a fifth line cut after its comma", input: semicolons, first: 26, options: commas, holds: false, agrees: false),
        Case(name: "a fifth line cut after its ';'", input: semicolons, first: 28, options: commas, holds: false, agrees: true),
        Case(name: "a header and separator given", input: semicolons, first: 26, options: forced, holds: true, agrees: true),
        Case(name: "a separator given, the header sniffed", input: words, first: 12, options: semicolon, holds: false, agrees: false),
        Case(name: "two records taken for a header", input: words, first: 12, holds: false, agrees: false),
        Case(
            name: "fifty-one records", input: words, first: words.split(separator: "\n").prefix(52).map { $0.utf8.count + 1 }.reduce(0, +),
            holds: true, agrees: true),
        // The whole read stops at the field count: the stream reads whole to give that error.
        Case(
            name: "a sampled record of another field count", input: "a;b\n1;2\n3;4;5\n" + (4...60).map { "\($0);\($0)\n" }.joined(), first: 8,
            holds: false, agrees: false),
        // Each sampled record is read alone: its decimal commas are not its column's to judge.
        Case(
            name: "decimal points among text, --decimal-comma", input: "a;b\n" + (1...60).map { "\($0);\($0 % 2 == 0 ? "1.5" : "n/a")\n" }.joined(),
            first: 12, options: commas, holds: false, agrees: true),
        Case(name: "plain rows, short", input: "x,y\n" + (1...60).map { "\($0),\($0)\n" }.joined(), first: 40, holds: false, agrees: true),
    ]
    static let semicolon = ReadOptions(separator: ASCII.semicolon)
    static let forced = ReadOptions(header: .absent, separator: ASCII.semicolon, decimalComma: true)
    static let commas = ReadOptions(decimalComma: true)

    /// Each case's first batch holds the sample or not, agrees with a whole read or not, and the
    /// input reads on after the batch as if nothing had been read ahead.
    @Test(arguments: cases)
    func judgesAFirstBatch(_ test: Case) throws {
        let path = try TemporaryDirectory.make() + "/in.csv"
        try test.input.write(toFile: path, atomically: true, encoding: .utf8)
        let input = try ChunkedInput(.file(path), limit: .max, progress: nil)
        let first = try input.next(test.first)
        let read = test.options.resolved(bytes: first, pathExtension: nil)
        var splitter = RecordSplitter(mode: LiveTableReader.splitterMode(for: read))
        splitter.feed(first)
        let records = splitter.take(atEnd: false)
        let (_, table) = try LiveTableReader.first(records, read: read, header: test.options.header, name: "in.csv")
        #expect(FirstBatchSample.holds(first, records: records.count, requested: test.options, extensionName: nil) == test.holds)
        let agrees = try FirstBatchSample.agrees(
            first: first, records: records.count, read: read, hasHeader: table.hasHeader, requested: test.options, input: input,
            extensionName: nil, batchBytes: 8)
        #expect(agrees == test.agrees)
        #expect(String(decoding: first + (try input.readRest()), as: UTF8.self) == test.input)
    }

    /// The CLI cases decide otherwise on their first batch than on the whole input.
    @Test func theStreamCasesDecideOtherwiseOnTheirFirstBatch() throws {
        let head = Array(Self.semicolons.utf8.prefix(26))
        #expect(ReadOptions().resolved(bytes: head, pathExtension: nil).separator == ASCII.comma)
        #expect(ReadOptions().resolved(bytes: Array(Self.semicolons.utf8), pathExtension: nil).separator == ASCII.semicolon)
        let reader = TableReader(options: Self.semicolon.resolved(bytes: [], pathExtension: nil))
        #expect(try !reader.read(bytes: Array(Self.words.utf8), name: "w", pathExtension: nil).hasHeader)
        #expect(try reader.read(bytes: Array(Self.words.utf8.prefix(9)), name: "w", pathExtension: nil).hasHeader)
    }
}
