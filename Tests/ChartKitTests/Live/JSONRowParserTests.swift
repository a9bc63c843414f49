import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// The direct NDJSON batch parser (issue 22) against the normal path (`JSONBatchReader`): what it
/// reads, it reads bit for bit as the batch reader and `LiveLineColumns.typed` do; everything else
/// it gives back (nil), so the batch reader reads that batch and reports its errors.
@Suite(.tags(.heavy)) struct JSONRowParserTests {
    /// The columns, batch reader and parser of a chart whose NDJSON input starts with `head`.
    static func parser(_ head: String, builder: LineChartBuilder = LineChartBuilder(), framing: JSONRecordSplitter.Framing = .ndjson)
        throws -> (JSONRowParser?, LiveLineColumns, JSONBatchReader)
    {
        let bytes = Array(head.utf8)
        let read = ReadOptions(format: framing == .ndjson ? .ndjson : .json).resolved(bytes: bytes, pathExtension: nil)
        var splitter = JSONRecordSplitter(framing: framing)
        splitter.feed(bytes)
        let (reader, table) = try #require(JSONBatchReader.first(splitter.take(atEnd: true), framing: framing, read: read, name: "t"))
        let columns = try LiveLineColumns(first: table, builder: builder)
        return (JSONRowParser(reader: reader, columns: columns), columns, reader)
    }

    /// `text` (or `bytes`) as the splitter's records of a later batch.
    static func records(_ text: String) -> RecordSplitter.Records { records(Array(text.utf8)) }

    static func records(_ bytes: [UInt8]) -> RecordSplitter.Records {
        var splitter = JSONRecordSplitter(framing: .ndjson)
        splitter.feed(bytes)
        return splitter.take(atEnd: true)
    }

    /// The batch reader's typed rows of a later batch.
    static func normal(_ records: RecordSplitter.Records, _ reader: JSONBatchReader, _ columns: LiveLineColumns, firstRow: Int) throws
        -> LiveRows
    {
        try reader.streamed(records, firstRow: firstRow) { table, skipping in try columns.typed(table, firstRow: firstRow, skipping: skipping) }
    }

    static let head = "{\"x\":1,\"y\":2,\"z\":3}\n"

    /// Batches it reads: the same rows, bit for bit, as the batch reader.
    @Test(arguments: [
        ("plain", head, "{\"x\":4,\"y\":5.5,\"z\":-6}\n{\"x\":7,\"y\":-0,\"z\":8.25}\n"),
        ("zeros", head, "{\"x\":0,\"y\":-0.5,\"z\":0.0}\n{\"x\":0.125,\"y\":-0.0,\"z\":10}\n"),
        ("keys in another order", head, "{\"z\":4,\"x\":5,\"y\":6}\n{\"y\":7,\"z\":8,\"x\":9}\n"),
        ("spaces around everything", head, "  { \"x\" : 4 ,\t\"y\" : 5 , \"z\":6 }  \n"),
        ("null and missing series", head, "{\"x\":4,\"y\":null,\"z\":6}\n{\"x\":5}\n{\"x\":6,\"z\":null}\n"),
        ("CRLF and blank lines", head, "{\"x\":4,\"y\":5,\"z\":6}\r\n\r\n{\"x\":7,\"y\":8,\"z\":9}\r\n\n"),
        ("no line end at the end", head, "{\"x\":4,\"y\":5,\"z\":6}\n{\"x\":7,\"y\":8,\"z\":9}"),
        (
            "unused keys of every scalar kind", "{\"x\":1,\"y\":2,\"note\":\"a\",\"ok\":true,\"e\":\"a\"}\n",
            "{\"x\":3,\"y\":4,\"note\":\"été ✓ }{,\",\"ok\":false,\"e\":1.5e400}\n{\"x\":5,\"y\":6,\"note\":null,\"ok\":null,\"e\":-0.0E-3}\n"
        ),
        ("x is the row number", "{\"y\":1}\n", "{\"y\":2}\n{}\n{\"y\":null}\n{\"y\":15.000000000001}\n"),
        ("non-ASCII key", "{\"t\":1,\"température\":2}\n", "{\"t\":3,\"température\":4}\n"),
        ("exponents", head, "{\"x\":4,\"y\":1e5,\"z\":-2.5E-3}\n{\"x\":0e0,\"y\":1.5E+3,\"z\":-1e-320}\n"),
        ("17 and more digits", head, "{\"x\":0.30000000000000004,\"y\":9007199254740993,\"z\":123456789012345678901234567890}\n"),
    ])
    func readsWhatTheBatchReaderReads(_ name: String, _ head: String, _ batch: String) throws {
        let (maybeParser, columns, reader) = try Self.parser(head)
        let parser = try #require(maybeParser)
        let records = Self.records(batch)
        let direct = try #require(parser.rows(records, firstRow: 10), "\(name): gave up")
        #expect(
            DelimitedRowParserTests.bits(direct) == DelimitedRowParserTests.bits(try Self.normal(records, reader, columns, firstRow: 10)), "\(name)")
        #expect(direct.count == records.count, "\(name)")
    }

    /// Batches it gives back to the batch reader: anything not read exactly as it would be,
    /// every error (the batch reader's, with its location) and any key the first batch lacked.
    @Test(arguments: [
        ("string value", "{\"x\":4,\"y\":\"5\",\"z\":6}\n"),
        ("escape in a key", "{\"x\":4,\"\\u0079\":5,\"z\":6}\n"),
        ("escape in an unused string", "{\"x\":4,\"y\":5,\"z\":6,\"n\":\"a\\\"b\"}\n"),
        ("beyond 1e300", "{\"x\":4,\"y\":1.5e300,\"z\":6}\n"),
        ("overflow", "{\"x\":4,\"y\":1e400,\"z\":6}\n"),
        ("point before an exponent", "{\"x\":4,\"y\":1.e5,\"z\":6}\n"),
        ("exponent without digits", "{\"x\":4,\"y\":1e,\"z\":6}\n"),
        ("exponent sign without digits", "{\"x\":4,\"y\":1E-,\"z\":6}\n"),
        ("leading zero before an exponent", "{\"x\":4,\"y\":01e5,\"z\":6}\n"),
        ("leading zero", "{\"x\":4,\"y\":05,\"z\":6}\n"),
        ("plus sign", "{\"x\":4,\"y\":+5,\"z\":6}\n"),
        ("point without digits", "{\"x\":4,\"y\":5.,\"z\":6}\n"),
        ("point first", "{\"x\":4,\"y\":.5,\"z\":6}\n"),
        ("minus and point", "{\"x\":4,\"y\":-.5,\"z\":6}\n"),
        ("lone minus", "{\"x\":4,\"y\":-,\"z\":6}\n"),
        ("minus and leading zero", "{\"x\":4,\"y\":-05,\"z\":6}\n"),
        ("two points", "{\"x\":4,\"y\":1.2.3,\"z\":6}\n"),
        ("letters after a number", "{\"x\":4,\"y\":12ab,\"z\":6}\n"),
        ("true in a series", "{\"x\":4,\"y\":true,\"z\":6}\n"),
        ("nested value", "{\"x\":4,\"y\":5,\"z\":[6]}\n"),
        ("new key", "{\"x\":4,\"y\":5,\"z\":6,\"w\":7}\n"),
        ("repeated key", "{\"x\":4,\"y\":5,\"y\":6}\n"),
        ("missing x", "{\"y\":5,\"z\":6}\n"),
        ("null x", "{\"x\":null,\"y\":5,\"z\":6}\n"),
        ("two objects on a line", "{\"x\":4,\"y\":5,\"z\":6} {\"x\":7,\"y\":8,\"z\":9}\n"),
        ("not an object", "{\"x\":4,\"y\":5,\"z\":6}\n5\n"),
        ("missing comma", "{\"x\":4 \"y\":5,\"z\":6}\n"),
        ("trailing comma", "{\"x\":4,\"y\":5,\"z\":6,}\n"),
        ("unclosed object", "{\"x\":4,\"y\":5,\"z\":6\n"),
        ("control character in a string", "{\"x\":4,\"y\":5,\"z\":6,\"n\":\"a\u{1}\"}\n"),
    ])
    func givesBackWhatItDoesNotRead(_ name: String, _ batch: String) throws {
        let parser = try #require(try Self.parser(Self.head + "{\"x\":2,\"y\":3,\"z\":4,\"n\":\"a\"}\n").0)
        #expect(parser.rows(Self.records(batch), firstRow: 0) == nil, "\(name)")
    }

    /// Invalid UTF-8 in a string the chart does not use is still the batch reader's error.
    @Test func givesBackInvalidUTF8() throws {
        let parser = try #require(try Self.parser("{\"x\":1,\"y\":2,\"n\":\"a\"}\n").0)
        let bytes = Array("{\"x\":4,\"y\":5,\"n\":\"".utf8) + [0xFF, 0xFE] + Array("\"}\n".utf8)
        #expect(parser.rows(Self.records(bytes), firstRow: 0) == nil)
        #expect(parser.rows(Self.records("{\"x\":4,\"y\":5,\"n\":\"é\"}\n"), firstRow: 0) != nil)
    }

    /// A log axis refuses values at or below 0 by the batch reader's error: the batch is given
    /// back; gaps still read.
    @Test func aLogAxisGivesBackValuesAtOrBelowZero() throws {
        var builder = LineChartBuilder()
        builder.checks.valuesAboveZero = true
        let parser = try #require(try Self.parser("{\"x\":1,\"y\":2}\n", builder: builder).0)
        #expect(parser.rows(Self.records("{\"x\":2,\"y\":0}\n"), firstRow: 0) == nil)
        #expect(parser.rows(Self.records("{\"x\":2,\"y\":-1}\n"), firstRow: 0) == nil)
        #expect(parser.rows(Self.records("{\"x\":2,\"y\":null}\n{\"x\":3}\n{\"x\":4,\"y\":5}\n"), firstRow: 0) != nil)
    }

    /// Charts it does not read at all: time x.
    @Test func doesNotReadChartsThatNeedMore() throws {
        #expect(try Self.parser("{\"when\":\"2024-01-01\",\"y\":2}\n").0 == nil)
    }

    /// An array's later batch as the splitter cuts it, with the parser, columns and batch reader
    /// of the array's first element `head`: `elements` follow it (and close the array).
    static func arrayBatch(head: String, elements: String) throws -> (JSONRowParser?, LiveLineColumns, JSONBatchReader, RecordSplitter.Records) {
        var splitter = JSONRecordSplitter(framing: .arrayOfObjects)
        splitter.feed(Array(("[" + head + ",").utf8))
        let first = splitter.take(atEnd: false)
        let read = ReadOptions(format: .json).resolved(bytes: Array(("[" + head).utf8), pathExtension: nil)
        let (reader, table) = try #require(JSONBatchReader.first(first, framing: .arrayOfObjects, read: read, name: "t"))
        let columns = try LiveLineColumns(first: table, builder: LineChartBuilder())
        splitter.feed(Array(elements.utf8))
        return (JSONRowParser(reader: reader, columns: columns), columns, reader, splitter.take(atEnd: true))
    }

    static let arrayHead = "{\"x\":1,\"y\":2,\"z\":3}"

    /// Array batches it reads: the same rows, bit for bit, as the batch reader.
    @Test(arguments: [
        ("one line", "{\"x\":4,\"y\":5.5,\"z\":-6},{\"x\":7,\"y\":-0,\"z\":8.25}]"),
        ("pretty", "\n  {\"x\":4, \"y\":5.5, \"z\":-6},\n  {\"z\":8.25, \"x\":7}\n]\n"),
        ("CRLF and blank lines", "\r\n\r\n{\"x\":4,\"y\":null,\"z\":6}\r\n,\r\n{\"x\":7,\"y\":8,\"z\":9}\r\n]\r\n\r\n"),
        ("one element", "{\"x\":4,\"y\":5,\"z\":6}]"),
    ])
    func readsArrayBatchesAsTheBatchReaderDoes(_ name: String, _ elements: String) throws {
        let (maybeParser, columns, reader, records) = try Self.arrayBatch(head: Self.arrayHead, elements: elements)
        let parser = try #require(maybeParser)
        let direct = try #require(parser.rows(records, firstRow: 10), "\(name): gave up")
        let normal = try reader.streamed(records, firstRow: 10) { table, skipping in try columns.typed(table, firstRow: 10, skipping: skipping) }
        #expect(DelimitedRowParserTests.bits(direct) == DelimitedRowParserTests.bits(normal), "\(name)")
        #expect(direct.count == records.count, "\(name)")
    }

    /// Array batches it gives back: text after the array, elements that are not flat objects,
    /// commas out of place, and everything it gives back in NDJSON.
    @Test(arguments: [
        ("text after the array", "{\"x\":4,\"y\":5,\"z\":6}] x"),
        ("a second array", "{\"x\":4,\"y\":5,\"z\":6}][]"),
        ("scalar element", "{\"x\":4,\"y\":5,\"z\":6},7,{\"x\":8,\"y\":5,\"z\":6}]"),
        ("missing comma", "{\"x\":4,\"y\":5,\"z\":6} {\"x\":8,\"y\":5,\"z\":6}]"),
        ("trailing comma", "{\"x\":4,\"y\":5,\"z\":6},]"),
        ("nested value", "{\"x\":4,\"y\":[5],\"z\":6}]"),
        ("string in a series", "{\"x\":4,\"y\":\"5\",\"z\":6}]"),
        ("unclosed array", "{\"x\":4,\"y\":5,\"z\":6}"),
        ("new key", "{\"x\":4,\"y\":5,\"z\":6,\"w\":1}]"),
    ])
    func givesBackArrayBatchesItDoesNotRead(_ name: String, _ elements: String) throws {
        let (maybeParser, _, _, records) = try Self.arrayBatch(head: Self.arrayHead, elements: elements)
        let parser = try #require(maybeParser)
        #expect(parser.rows(records, firstRow: 0) == nil, "\(name)")
    }

    /// Over a million random plain decimals in shuffled key order (every sign, up to 15 digits,
    /// the point anywhere, a null or missing key now and then): bit for bit the batch reader's.
    @Test func aMillionRandomCellsEqualTheBatchReader() throws {
        let (maybeParser, columns, reader) = try Self.parser("{\"x\":0,\"a\":1,\"b\":2,\"c\":3}\n")
        let parser = try #require(maybeParser)
        var random = ParallelReadTests.Random(2027)
        var text = ""
        for row in 0..<350_000 {
            var members = ["\"x\":\(row)"]
            for key in ["a", "b", "c"] {
                let digits = (0..<(1 + random.next(15))).map { _ in String(random.next(10)) }.joined()
                let point = random.next(digits.count) + 1
                var cell = String(digits.prefix(point)) + (point < digits.count ? "." + digits.dropFirst(point) : "")
                if cell.hasPrefix("0") && cell.count > 1 && !cell.hasPrefix("0.") { cell = "1" + cell.dropFirst() }
                if random.next(2) == 0 { cell = "-" + cell }
                switch random.next(97) {
                case 0: continue
                case 1: cell = "null"
                default: break
                }
                members.append("\"\(key)\":\(cell)")
            }
            if random.next(2) == 0 { members.reverse() }
            text += "{" + members.joined(separator: ",") + "}\n"
        }
        let records = Self.records(text)
        let direct = try #require(parser.rows(records, firstRow: 1))
        #expect(direct.count == 350_000)
        #expect(DelimitedRowParserTests.bits(direct) == DelimitedRowParserTests.bits(try Self.normal(records, reader, columns, firstRow: 1)))
    }

    /// End to end through `LineStreamReader`: plain NDJSON streamed with the direct parser gives
    /// the chart a whole read gives and the one the batch reader alone gives, at many cuts.
    @Test func streamedWithTheDirectParserIsTheWholeRead() throws {
        let dir = try TemporaryDirectory.make()
        let path = dir + "/in.ndjson"
        let text = (0..<400).map { i in
            "{\"x\":\(i)" + (i % 37 == 5 ? "" : i % 41 == 7 ? ",\"y\":null" : ",\"y\":\(i * 7 % 1000).\(i % 100)") + ",\"note\":\"n\(i % 9)\"}\n"
        }.joined()
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var builder = LineChartBuilder()
        builder.y = [.name("y")]
        func chart(threshold: Int, direct: Bool) throws -> (String, Bool) {
            var reader = LineStreamReader(options: ReadOptions(), builder: builder, threshold: threshold, temporaryFolder: dir)
            reader.parsesDirectly = direct
            switch try reader.read(.file(path)) {
            case let .table(table): return ("\(try builder.chart(from: table))", false)
            case let .stream(stream): return ("\(try stream.wholeChart())", true)
            }
        }
        let whole = try chart(threshold: 1 << 30, direct: true)
        #expect(!whole.1)
        for threshold in JSONStreamReadTests.thresholds {
            #expect(try chart(threshold: threshold, direct: true) == (whole.0, true), "threshold \(threshold)")
            #expect(try chart(threshold: threshold, direct: false) == (whole.0, true), "threshold \(threshold), batch reader only")
        }
    }
}
