import Testing

@testable import ChartKit

/// The direct batch parser (issue 22) against the normal reader: what it reads, it reads bit for
/// bit as `CSVReader` and `LiveLineColumns.typed` do; everything else it gives back (nil), so the
/// normal reader reads that batch and reports its errors.
@Suite(.tags(.heavy)) struct DelimitedRowParserTests {
    /// The columns and parser of a chart whose input starts with `head` (header and first rows),
    /// read with `options`, for later batches.
    static func parser(_ head: String, options: ReadOptions = ReadOptions(), builder: LineChartBuilder = LineChartBuilder()) throws
        -> (DelimitedRowParser?, LiveLineColumns, LiveTableReader)
    {
        let bytes = Array(head.utf8)
        let read = options.resolved(bytes: bytes, pathExtension: head.contains("\t") ? "tsv" : "csv")
        var splitter = RecordSplitter(mode: LiveTableReader.splitterMode(for: read))
        splitter.feed(bytes)
        let (reader, table) = try LiveTableReader.first(splitter.take(atEnd: true), read: read, header: options.header, name: "t")
        let columns = try LiveLineColumns(first: table, builder: builder)
        return (DelimitedRowParser(read: read, columns: columns, width: table.columnCount), columns, reader)
    }

    /// `text` as the splitter's records of a later batch starting on `line`.
    static func records(_ text: String, line: Int = 4, mode: RecordSplitter.Mode = .delimited(ASCII.comma)) -> RecordSplitter.Records {
        records(Array(text.utf8), line: line, mode: mode)
    }

    static func records(_ bytes: [UInt8], line: Int = 4, mode: RecordSplitter.Mode = .delimited(ASCII.comma)) -> RecordSplitter.Records {
        var splitter = RecordSplitter(mode: mode)
        splitter.feed(bytes)
        var records = splitter.take(atEnd: true)
        records.firstLine = line
        records.starts = records.starts.map { ($0.offset, $0.line + line - 1) }
        return records
    }

    /// The normal reader's typed rows of a later batch.
    static func normal(_ records: RecordSplitter.Records, _ reader: LiveTableReader, _ columns: LiveLineColumns, firstRow: Int) throws -> LiveRows {
        try reader.streamed(records) { table, skipping in try columns.typed(table, firstRow: firstRow, skipping: skipping) }
    }

    static func bits(_ rows: LiveRows) -> [[UInt64]] {
        ([rows.positions] + rows.values).map { $0.map(\.bitPattern) }
    }

    /// Batches it reads: the same rows, bit for bit, as the normal reader.
    @Test(arguments: [
        ("plain", "x,y,z\n1,2,3\n", "4,5.5,-6\n7,-0,+8.25\n"),
        ("gaps in series", "x,y,z\n1,2,3\n", "4,,6\n7,8,\n9,,\n"),
        ("CRLF, lone CR, empty lines", "x,y\n1,2\n", "3,4\r\n\r\n5,6\r7,8\n\n\n9,10"),
        ("no line end at the end", "x,y\n1,2\n", "3,4\n5,6"),
        ("text column not drawn, non-ASCII", "x,note,y\n1,a,2\n", "3,été ✓,4\n5,,6\n"),
        ("x is the row number", "y\n1\n", "2\n3\n\n4\n"),
        ("unused columns with odd text", "x,y,memo\n1,2,a\n", "3,4,  padded \n5,6,1e400\n"),
        ("tab separated", "x\ty\n1\t2\n", "3\t4\n5\t\n"),
        ("; separated, commas only in text", "x;y;n\n1;2;a\n", "3;4;b\n5;6;c\n"),
        ("exponents", "x,y\n1,2\n", "4,1e5\n5,-2.5E-3\n6,+7e+0\n7,1e300\n8,-1e-320\n9,.5e1\n10,5.e1\n"),
        ("17 and more digits", "x,y\n1,2\n", "4,1234567890123456\n5,0.30000000000000004\n6,9007199254740993\n7,123456789012345678901234567890\n"),
    ])
    func readsWhatTheNormalReaderReads(_ name: String, _ head: String, _ batch: String) throws {
        try Self.expectReadAsTheNormalReader(name, head, batch)
    }

    /// Checks that the parser reads the later `batch` of an input starting with `head`, rows bit
    /// for bit the normal reader's (shared with `QuotedDirectReadTests`).
    static func expectReadAsTheNormalReader(_ name: String, _ head: String, _ batch: String) throws {
        let (maybeParser, columns, reader) = try parser(head)
        let parser = try #require(maybeParser)
        let delimiter = head.contains("\t") ? ASCII.tab : head.contains(";") ? ASCII.semicolon : ASCII.comma
        let records = records(batch, mode: .delimited(delimiter))
        let direct = try #require(parser.rows(records, firstRow: 10), "\(name): gave up")
        #expect(bits(direct) == bits(try normal(records, reader, columns, firstRow: 10)), "\(name)")
        #expect(direct.count == records.count, "\(name)")
    }

    /// Batches it gives back to the normal reader: anything not read exactly as it would be.
    @Test(arguments: [
        ("quoted field with an escaped quote", "x,y,z\n1,2,3\n", "4,5,\"6\"\"\"\n"),
        ("quote in an unused field", "x,y,n\n1,2,a\n", "4,5,5\" disk\n"),
        ("padding", "x,y\n1,2\n", "4, 5\n"),
        ("beyond 1e300", "x,y\n1,2\n", "4,1.5e300\n"),
        ("beyond 1e300, long", "x,y\n1,2\n", "4,-1000000000000000000000000000000000000000" + String(repeating: "0", count: 270) + "\n"),
        ("overflow", "x,y\n1,2\n", "4,1e400\n"),
        ("exponent without digits", "x,y\n1,2\n", "4,1e\n"),
        ("exponent sign without digits", "x,y\n1,2\n", "4,1e+\n"),
        ("exponent without a mantissa", "x,y\n1,2\n", "4,e5\n"),
        ("text in a series", "x,y\n1,2\n", "4,oops\n"),
        ("empty x", "x,y\n1,2\n", ",5\n"),
        ("too few fields", "x,y,z\n1,2,3\n", "4,5\n"),
        ("too many fields", "x,y\n1,2\n", "4,5,6\n"),
        ("whitespace-only line", "x,y\n1,2\n", "4,5\n   \n6,7\n"),
        ("decimal comma in an unused field, ; separated", "x;y;n\n1;2;3\n", "4;5;6,5\n"),
    ])
    func givesBackWhatItDoesNotRead(_ name: String, _ head: String, _ batch: String) throws {
        try Self.expectGivenBack(name, head, batch)
    }

    /// Checks that the parser gives the later `batch` back to the normal reader.
    static func expectGivenBack(_ name: String, _ head: String, _ batch: String) throws {
        let parser = try #require(try parser(head).0)
        let delimiter = head.contains(";") ? ASCII.semicolon : ASCII.comma
        #expect(parser.rows(records(batch, mode: .delimited(delimiter)), firstRow: 0) == nil, "\(name)")
    }

    /// Invalid UTF-8 in a field the chart does not use is still the normal reader's error.
    @Test func givesBackInvalidUTF8() throws {
        let parser = try #require(try Self.parser("x,y,n\n1,2,a\n").0)
        let bytes = Array("4,5,".utf8) + [0xFF, 0xFE] + Array("\n6,7,é\n".utf8)
        #expect(parser.rows(Self.records(bytes), firstRow: 0) == nil)
        #expect(parser.rows(Self.records("4,5,é\n"), firstRow: 0) != nil)
    }

    /// A log axis refuses values at or below 0 by the normal reader's error: the batch is given
    /// back; gaps still read.
    @Test func aLogAxisGivesBackValuesAtOrBelowZero() throws {
        var builder = LineChartBuilder()
        builder.checks.valuesAboveZero = true
        let parser = try #require(try Self.parser("x,y\n1,2\n", builder: builder).0)
        #expect(parser.rows(Self.records("2,0\n"), firstRow: 0) == nil)
        #expect(parser.rows(Self.records("2,-1\n"), firstRow: 0) == nil)
        #expect(parser.rows(Self.records("2,\n3,4\n"), firstRow: 0) != nil)
    }

    /// Charts it does not read at all: time x, a decimal comma, whitespace-separated input.
    @Test(arguments: [
        ("time x", "when,y\n2024-01-01,2\n", ReadOptions()),
        ("decimal comma", "x;y\n1;2,5\n", ReadOptions(separator: UInt8(ascii: ";"), decimalComma: true)),
        ("whitespace", "x y\n1 2\n", ReadOptions(format: .whitespace)),
    ])
    func doesNotReadChartsThatNeedMore(_ name: String, _ head: String, _ options: ReadOptions) throws {
        #expect(try Self.parser(head, options: options).0 == nil, "\(name)")
    }

    /// Over a million random plain decimals (every sign, up to 15 digits, the point anywhere,
    /// a gap now and then): bit for bit the normal reader's numbers and the full parser's
    /// (`ValueParser.number`).
    @Test func aMillionRandomCellsEqualTheNormalReader() throws {
        let (maybeParser, columns, reader) = try Self.parser("x,a,b,c\n0,1,2,3\n")
        let parser = try #require(maybeParser)
        var random = ParallelReadTests.Random(2026)
        var cells: [String] = []
        var text = ""
        for row in 0..<350_000 {
            text += "\(row)"
            for _ in 0..<3 {
                let digits = (0..<(1 + random.next(15))).map { _ in String(random.next(10)) }.joined()
                let point = random.next(digits.count + 1)
                var cell = String(digits.prefix(point)) + (point < digits.count ? "." + digits.dropFirst(point) : "")
                if random.next(3) == 0 { cell = ["-", "+"][random.next(2)] + cell }
                if random.next(97) == 0 { cell = "" }
                cells.append(cell)
                text += "," + cell
            }
            text += "\n"
        }
        let records = Self.records(text)
        let direct = try #require(parser.rows(records, firstRow: 1))
        #expect(Self.bits(direct) == Self.bits(try Self.normal(records, reader, columns, firstRow: 1)))
        let read = direct.positions.indices.flatMap { row in direct.values.map { $0[row] } }
        #expect(read.count == cells.count && cells.count > 1_000_000)
        let wrong = zip(cells, read).first { cell, value in (ValueParser.number(Substring(cell)) ?? .nan).bitPattern != value.bitPattern }
        #expect(wrong == nil, "\(String(describing: wrong)): not the full parser's value")
    }
}
