import ChartTestSupport
import Testing

@testable import ChartKit

/// The NDJSON parser's one-pass read of a guessed batch (`rowsCountingLines`), which saves the
/// line-end count `SpeculativeSplit.rows` takes first: what it reads is bit for bit what the
/// counted read gives, with the same line feeds; anything not one object a line, or with a CR,
/// it leaves to the counted read (nil).
extension JSONRowParserTests {
    @Test(arguments: [
        ("plain", head, "{\"x\":4,\"y\":5.5,\"z\":-6}\n{\"x\":7,\"y\":-0,\"z\":8.25}\n", false, true),
        ("keys in another order", head, "{\"z\":4,\"x\":5,\"y\":6}\n{\"y\":7,\"z\":8,\"x\":9}\n", false, true),
        ("spaces inside an object", head, "{ \"x\" : 4 ,\t\"y\" : 5 , \"z\":6 }\n{\"x\":5,\"y\":6,\"z\":7}\n", false, true),
        ("spaces and tabs after objects", head, "{\"x\":4,\"y\":5,\"z\":6} \t\n{\"x\":5,\"y\":6,\"z\":7}\t\n", false, true),
        ("null and missing series", head, "{\"x\":4,\"y\":null,\"z\":6}\n{\"x\":5}\n{\"x\":6,\"z\":null}\n", false, true),
        ("x is the row number", "{\"y\":1}\n", "{\"y\":2}\n{}\n{\"y\":null}\n{\"y\":15.000000000001}\n", false, true),
        ("no line end at the input's end", head, "{\"x\":4,\"y\":5,\"z\":6}\n{\"x\":7,\"y\":8,\"z\":9}", true, true),
        ("no line end at a later batch's end", head, "{\"x\":4,\"y\":5,\"z\":6}\n{\"x\":7,\"y\":8,\"z\":9}", false, false),
        ("spaces before an object", head, "{\"x\":4,\"y\":5,\"z\":6}\n  {\"x\":7,\"y\":8,\"z\":9}\n", false, false),
        ("blank line", head, "{\"x\":4,\"y\":5,\"z\":6}\n\n{\"x\":7,\"y\":8,\"z\":9}\n", false, false),
        ("CRLF", head, "{\"x\":4,\"y\":5,\"z\":6}\r\n{\"x\":7,\"y\":8,\"z\":9}\r\n", false, false),
        ("object over two lines", head, "{\"x\":4,\n\"y\":5,\"z\":6}\n{\"x\":7,\"y\":8,\"z\":9}\n", false, false),
        ("CR inside an object", head, "{\"x\":4,\r\"y\":5,\"z\":6}\n{\"x\":7,\"y\":8,\"z\":9}\n", false, false),
        ("two objects on a line", head, "{\"x\":4,\"y\":5,\"z\":6} {\"x\":7,\"y\":8,\"z\":9}\n", false, false),
        ("string value", head, "{\"x\":4,\"y\":\"5\",\"z\":6}\n", false, false),
        ("missing x", head, "{\"x\":4,\"y\":5,\"z\":6}\n{\"y\":5,\"z\":6}\n", false, false),
    ])
    func readsOneObjectALineInOnePass(_ name: String, _ head: String, _ batch: String, _ last: Bool, _ reads: Bool) throws {
        let parser = try #require(try Self.parser(head).0)
        #expect(try SpeculativeSplitTests.onePassTakes(parser, Array(batch.utf8), last: last, name) == reads, "\(name)")
    }

    /// Invalid UTF-8 in an unused string is the batch reader's error: left to the counted read.
    @Test func leavesInvalidUTF8ToTheCountedRead() throws {
        let parser = try #require(try Self.parser("{\"x\":1,\"y\":2,\"n\":\"a\"}\n").0)
        let bad = Array("{\"x\":4,\"y\":5,\"n\":\"".utf8) + [0xFF, 0xFE] + Array("\"}\n".utf8)
        #expect(parser.rowsCountingLines(bad, last: false) == nil)
        #expect(parser.rowsCountingLines(Array("{\"x\":4,\"y\":5,\"n\":\"é\"}\n".utf8), last: false) != nil)
    }

    /// A batch of the smallest objects fills the rows it sized from the bytes, to the last row.
    @Test func theSmallestObjectsFitTheirRows() throws {
        for head in ["{\"x\":1}\n", "{\"y\":1}\n"] {
            let parser = try #require(try Self.parser(head).0)
            let objects = head.hasPrefix("{\"x\"") ? "{\"x\":0}\n" : "{}\n"
            let bytes = Array(String(repeating: objects, count: 1000).utf8)
            let onePass = try #require(parser.rowsCountingLines(bytes, last: true), "\(head)")
            #expect(onePass.rows.count == 1000 && onePass.lineFeeds == 1000, "\(head)")
        }
    }

    /// Random batches of objects and line ends, many of them hazards: whatever the one-pass read
    /// takes is exactly the counted read, and it takes a good share of them.
    @Test func randomBatchesReadInOnePassAreTheCountedRead() throws {
        let parser = try #require(try Self.parser(Self.head).0)
        let values = ["4", "-2.5", "null", "\"5\"", "1e5", "0.125", "07", "true", "[1]"]
        let ends = ["\n", "\n", "\n", "\n", "\n", "\n", "\r\n", "\r", "\n\n", " \n", "\t\n", ""]
        var random = ParallelReadTests.Random(73)
        var taken = 0
        for seed in 0..<3000 {
            var text = ""
            for _ in 0..<(1 + random.next(12)) {
                var members = ["x", "y", "z"].map { key in
                    "\"\(key)\":" + (random.next(5) == 0 ? values[random.next(values.count)] : "\(random.next(1000))")
                }
                if random.next(8) == 0 { members.swapAt(0, 2) }
                if random.next(10) == 0 { members.removeLast() }
                let separator = random.next(10) == 0 ? [", ", ",\n", " ,"][random.next(3)] : ","
                text += "{" + members.joined(separator: separator) + "}" + ends[random.next(ends.count)]
            }
            let last = random.next(2) == 0
            let bytes = Array(text.utf8)
            if try SpeculativeSplitTests.onePassTakes(parser, bytes, last: last, "seed \(seed): \(text.debugDescription)") { taken += 1 }
        }
        #expect(taken > 150, "only \(taken) of 3000 random batches read in one pass")
    }
}
