import Testing

@testable import ChartKit

/// The CSV parser's one-pass read of a guessed batch (`rowsCountingLines`), which saves the
/// line-end count `SpeculativeSplit.rows` takes first: what it reads is bit for bit the counted
/// read, with the same line feeds; anything but records each ended by one LF, or more records
/// than it sized the rows for, it leaves to the counted read (nil).
extension DelimitedRowParserTests {
    static let head = "x,y,note\n1,2,a\n"

    @Test(arguments: [
        ("plain", head, "4,5.5,b\n7,-0,c\n", false, true),
        ("quoted fields", head, "\"4\",\"5.5\",\"b\"\n\"7\",\"\",\"c d\"\n", false, true),
        ("gaps in series", head, "4,,b\n7,8,\n", false, true),
        ("no line end at the input's end", head, "4,5,b\n7,8,c", true, true),
        ("no line end at a later batch's end", head, "4,5,b\n7,8,c", false, false),
        ("empty line", head, "4,5,b\n\n7,8,c\n", false, false),
        ("empty first line", head, "\n4,5,b\n7,8,c\n", false, false),
        ("CRLF", head, "4,5,b\r\n7,8,c\r\n", false, false),
        ("lone CR", head, "4,5,b\r7,8,c\n", false, false),
        ("line end inside a quoted field", head, "4,5,\"b\nc\"\n7,8,c\n", false, false),
        ("too few fields", head, "4,5\n7,8,c\n", false, false),
        ("text in a drawn column", head, "4,q,b\n7,8,c\n", false, false),
    ])
    func readsRecordsEndedByLineFeedsInOnePass(_ name: String, _ head: String, _ batch: String, _ last: Bool, _ reads: Bool) throws {
        let parser = try #require(try Self.parser(head).0)
        #expect(try SpeculativeSplitTests.onePassTakes(parser, Array(batch.utf8), last: last, name) == reads, "\(name)")
    }

    /// Rows are sized from the first 64 KiB: records down to three quarters of their mean length
    /// fit; a batch of far shorter ones after them is left to the counted read, which reads it.
    @Test func recordsFarShorterThanTheFirstOnesAreLeftToTheCountedRead() throws {
        let parser = try #require(try Self.parser(Self.head).0)
        let long = String(repeating: "1,2," + String(repeating: "n", count: 60) + "\n", count: 1200)  // 78 KiB of 66-byte records
        let shorter = long + String(repeating: "1,2," + String(repeating: "n", count: 45) + "\n", count: 4000)  // 50 bytes
        let short = long + String(repeating: "1,2,n\n", count: 40_000)
        let fits = try #require(parser.rowsCountingLines(Array(shorter.utf8), last: false))
        #expect(fits.rows.count == 5200 && fits.lineFeeds == 5200)
        #expect(parser.rowsCountingLines(Array(short.utf8), last: false) == nil)
        #expect(SpeculativeSplitTests.counted(parser, Array(short.utf8), last: false)?.rows.count == 41_200)
    }

    /// Random batches of cells and line ends, many of them hazards: whatever the one-pass read
    /// takes is exactly the counted read, and it takes a good share of them.
    @Test func randomBatchesReadInOnePassAreTheCountedRead() throws {
        let parser = try #require(try Self.parser(Self.head).0)
        let cells = ["4", "-2.5", "7", "\"8\"", "", "q", " 3", "1e5", "\"b\nc\"", "\"\"", "n", "\"x\"y"]
        let ends = ["\n", "\n", "\n", "\n", "\n", "\n", "\r\n", "\r", "\n\n", " \n"]
        var random = ParallelReadTests.Random(37)
        var taken = 0
        for seed in 0..<3000 {
            var text = ""
            for _ in 0..<(1 + random.next(12)) {
                let fields = (0..<(random.next(20) == 0 ? 2 : 3)).map { field in
                    random.next(4) == 0 ? cells[random.next(cells.count)] : field == 2 ? "n" : "\(random.next(1000))"
                }
                text += fields.joined(separator: ",") + ends[random.next(ends.count)]
            }
            let last = random.next(2) == 0
            if last, random.next(2) == 0 { text.removeLast() }
            let bytes = Array(text.utf8)
            if try SpeculativeSplitTests.onePassTakes(parser, bytes, last: last, "seed \(seed): \(text.debugDescription)") { taken += 1 }
        }
        #expect(taken > 150, "only \(taken) of 3000 random batches read in one pass")
    }
}
