import Testing

@testable import ChartKit

/// The CSV parser's one-pass read of a guessed batch (`rowsCountingLines`), which saves the
/// line-end count `SpeculativeSplit.rows` takes first: what it reads is bit for bit the counted
/// read, with the same line feeds; anything but records each ended by one LF, or more records
/// than it sized the rows for, it leaves to the counted read (nil).
extension DelimitedRowParserTests {
    /// The counted read of `SpeculativeSplit.rows`: line ends counted first, then the parser
    /// told how many records to read; nil with a CR.
    static func counted(_ parser: DelimitedRowParser, _ bytes: [UInt8], last: Bool) -> (rows: LiveRows, lineFeeds: Int)? {
        let (lineFeeds, hasCarriageReturn) = SpeculativeSplit.lineEnds(in: bytes)
        let count = lineFeeds + (last && bytes.last != ASCII.lf ? 1 : 0)
        guard !hasCarriageReturn, let rows = parser.rows(bytes, count: count, firstRow: 0) else { return nil }
        return (rows, lineFeeds)
    }

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
        let bytes = Array(batch.utf8)
        let onePass = parser.rowsCountingLines(bytes, last: last)
        #expect((onePass != nil) == reads, "\(name)")
        guard let onePass else { return }
        let counted = try #require(Self.counted(parser, bytes, last: last), "\(name): the counted read gave up")
        #expect(Self.bits(onePass.rows) == Self.bits(counted.rows), "\(name)")
        #expect(onePass.lineFeeds == counted.lineFeeds, "\(name)")
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
        #expect(Self.counted(parser, Array(short.utf8), last: false)?.rows.count == 41_200)
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
            guard let onePass = parser.rowsCountingLines(bytes, last: last) else { continue }
            taken += 1
            let counted = try #require(Self.counted(parser, bytes, last: last), "seed \(seed): \(text.debugDescription)")
            #expect(Self.bits(onePass.rows) == Self.bits(counted.rows) && onePass.lineFeeds == counted.lineFeeds, "seed \(seed)")
        }
        #expect(taken > 150, "only \(taken) of 3000 random batches read in one pass")
    }
}
