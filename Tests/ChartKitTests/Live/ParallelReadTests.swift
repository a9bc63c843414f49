import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// The two-thread streamed read (issue 22) against the sequential reader: records cut at any
/// byte read the same, a streamed read in many batches (parsed two at a time) gives a whole
/// read's rows and its first error, and numbers read while scanning equal the full parser's.
@Suite struct ParallelReadTests {
    /// A seeded generator, so a failure names a seed that replays it.
    struct Random {
        var state: UInt64
        init(_ seed: Int) { state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1 }
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
    }

    /// A valid CSV of three fields a record: quoted fields with delimiters, `""` and line breaks,
    /// padding, CRLF, lone CR and blank lines between records.
    static func randomCSV(_ random: inout Random, records: Int) -> String {
        let cells = ["1", "-2.5", " 3 ", "\"a,b\"", "\"say \"\"hi\"\"\"", "\"two\nlines\"", "\"x\r\ny\"", "", "5\" disk", "1e5", "t"]
        let ends = ["\n", "\r\n", "\r", "\n\n", "\n  \n"]
        return (0..<records).map { _ in
            (0..<3).map { _ in cells[random.next(cells.count)] }.joined(separator: ",") + ends[random.next(ends.count)]
        }.joined()
    }

    /// The rows and cell lines the sequential reader gives for `bytes` (no header).
    static func sequential(_ bytes: [UInt8]) throws -> (rows: [[String]], lines: [[Int32]]) {
        let table = try CSVReader(delimiter: ASCII.comma, header: .absent).read(bytes: bytes, name: "t")
        return (rows(table), table.cellLines)
    }

    /// The splitter's records of `bytes` fed in two reads cut at byte `cut` (those holding any).
    static func pieces(_ bytes: [UInt8], cutAt cut: Int) -> [RecordSplitter.Records] {
        var splitter = RecordSplitter(mode: .delimited(ASCII.comma))
        splitter.feed(Array(bytes[..<cut]))
        let head = splitter.take(atEnd: false)
        splitter.feed(Array(bytes[cut...]))
        return [head, splitter.take(atEnd: true)].filter { $0.count > 0 }
    }

    /// Cut at every byte: the splitter's records of each piece, read on their own by the reader,
    /// give the whole input's rows, in order, at the same lines.
    @Test(arguments: 0..<12)
    func splittingAtEveryBoundaryKeepsTheRecords(_ seed: Int) throws {
        var random = Random(seed)
        let bytes = Array(Self.randomCSV(&random, records: 12).utf8)
        let whole = try Self.sequential(bytes)
        for cut in 0...bytes.count {
            var pieces: [[String]] = []
            var lines: [Int32] = []
            for records in Self.pieces(bytes, cutAt: cut) {
                let piece = try Self.sequential(records.bytes)
                pieces += piece.rows
                lines += piece.lines[0].map { $0 + Int32(records.firstLine - 1) }
            }
            #expect(pieces == whole.rows, "seed \(seed), cut at byte \(cut)")
            #expect(lines == whole.lines[0], "seed \(seed), cut at byte \(cut)")
        }
    }

    /// A numeric CSV (plain numbers; now and then a gap, a quoted, padded or exponent cell; LF,
    /// CRLF, CR and empty lines) cut at every byte: each piece read by the direct batch parser, or
    /// by the normal reader where the parser gives it back, gives the whole read's rows bit for bit.
    @Test(arguments: 0..<4)
    func directBatchesCutAtEveryBoundaryKeepTheRows(_ seed: Int) throws {
        var random = Random(seed)
        let plain = ["1", "-2.5", "+3.25", "0.125", "7", "-0", "123456789012345"]
        let odd = ["", "\"4\"", " 5", "6e1", "1234567890123456"]
        let ends = ["\n", "\r\n", "\r", "\n\n"]
        func cell(_ random: inout Random) -> String {
            random.next(8) == 0 ? odd[random.next(odd.count)] : plain[random.next(plain.count)]
        }
        let body = (1...40).map { "\($0),\(cell(&random)),\(cell(&random))" + ends[random.next(ends.count)] }.joined()
        let (maybeParser, columns, reader) = try DelimitedRowParserTests.parser("x,y,z\n0,1,2\n")
        let parser = try #require(maybeParser)
        let whole = try DelimitedRowParserTests.normal(DelimitedRowParserTests.records(body), reader, columns, firstRow: 1)
        let bytes = Array(body.utf8)
        var direct = 0
        for cut in 0...bytes.count {
            var rows = LiveRows(seriesCount: 2)
            var firstRow = 1
            for records in Self.pieces(bytes, cutAt: cut) {
                if let piece = parser.rows(records, firstRow: firstRow) {
                    rows.append(piece)
                    direct += 1
                } else {
                    rows.append(try DelimitedRowParserTests.normal(records, reader, columns, firstRow: firstRow))
                }
                firstRow += records.count
            }
            #expect(DelimitedRowParserTests.bits(rows) == DelimitedRowParserTests.bits(whole), "seed \(seed), cut at byte \(cut)")
        }
        #expect(direct > 0, "seed \(seed): the direct parser read no piece")
    }

    /// Reads `text` through `LineStreamReader` with a small threshold (many batches, parsed two
    /// at a time) and whole; returns the streamed rows and the whole read's numbers.
    static func streamedAndWhole(_ text: String) throws -> (streamed: [[Double]], whole: [[Double]]) {
        let dir = try TemporaryDirectory.make()
        let path = dir + "/in.csv"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        func reader(_ threshold: Int) -> LineStreamReader {
            LineStreamReader(options: ReadOptions(), builder: LineChartBuilder(), threshold: threshold, temporaryFolder: dir)
        }
        guard case let .stream(stream) = try reader(997).read(.file(path)) else { throw ChartError.usage("did not stream") }
        let rows = try stream.spill.rows(0..<stream.count)
        guard case let .table(table) = try reader(1 << 30).read(.file(path)) else { throw ChartError.usage("streamed") }
        let whole = try (0..<table.columnCount).map { try table.numbers(at: $0, emptyIsGap: true) }
        return ([rows.positions] + rows.values, whole)
    }

    /// Many batches, odd batch sizes, numbers of every form: the streamed rows are the whole
    /// read's, bit for bit.
    @Test(arguments: 0..<6)
    func streamedRowsEqualTheWholeRead(_ seed: Int) throws {
        var random = Random(seed)
        let forms = ["7", "-0", "+3.25", "1e-3", "12345678901234567", ".5", "5.", "  8 ", "\"9\"", "4.9e-324", "9.99e299"]
        let text = "x,y,z\n" + (0..<3000).map { "\($0),\(forms[random.next(forms.count)]),\(random.next(1000))\n" }.joined()
        let (streamed, whole) = try Self.streamedAndWhole(text)
        #expect(streamed.map { $0.map(\.bitPattern) } == whole.map { $0.map(\.bitPattern) })
    }

    /// Two bad cells in different batches: the streamed read names the first one, as the whole
    /// read does, whichever thread parsed it. (A bad cell of a column the first batch judged on
    /// fewer than 1000 cells is read whole, `ColumnJudge`: the chart of that table names it.)
    @Test(arguments: [(300, 2500), (1200, 1300), (40, 41), (2998, 2999)])
    func theFirstErrorByRowOrderWins(_ first: Int, _ second: Int) throws {
        let text = "x,y\n" + (0..<3000).map { $0 == first || $0 == second ? "\($0),bad\($0)\n" : "\($0),\($0 % 7)\n" }.joined()
        let dir = try TemporaryDirectory.make()
        let path = dir + "/in.csv"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let streamed = errorDescription {
            let input = try LineStreamReader(options: ReadOptions(), builder: LineChartBuilder(), threshold: 997, temporaryFolder: dir).read(
                .file(path))
            guard case let .table(table) = input else { return input }
            return try LineChartBuilder().chart(from: table)
        }
        #expect(streamed.contains("in.csv:\(first + 2):"), "\(streamed)")
    }

    /// Cells the scan parses on the way (the plain-decimal fast path) against the full parser
    /// and the standard library's correctly rounded one: exponents, long mantissas, -0, a
    /// leading +, subnormals, 17 and more digits, and random decimals.
    @Test func numbersReadWhileScanningEqualTheParser() throws {
        var cells = [
            "0", "-0", "+0", "-0.0", "+1", "+.5", "-.5", "5.", "1e0", "1E+2", "1e-2", "-1.5e-7", "2.5E10",
            "123456789012345", "1234567890123456", "12345678901234567", "123456789012345678901234567890",
            "0.1", "0.2", "0.30000000000000004", "9007199254740993", "9007199254740992", "4.9e-324", "2.2250738585072014e-308",
            "2.2250738585072011e-308", "1e-320", "1e300", "-1e300", "0.000000000000000000000000001", "3.141592653589793238",
            "9.999999999999999e299", "00012", "-00.0100", "1e22", "1e23", "123456789012345.6",
        ]
        var random = Random(22)
        for _ in 0..<20_000 {
            let digits = (0..<(1 + random.next(20))).map { _ in String(random.next(10)) }.joined()
            let point = random.next(digits.count + 1)
            var cell = String(digits.prefix(point)) + (point < digits.count ? "." + digits.dropFirst(point) : "")
            if random.next(3) == 0 { cell = ["-", "+"][random.next(2)] + cell }
            if random.next(4) == 0 { cell += "e\(random.next(60) - 30)" }
            cells.append(cell)
        }
        let text = "v\n" + cells.map { $0 + "\n" }.joined()
        let table = try CSVReader(delimiter: ASCII.comma, header: .present).read(bytes: Array(text.utf8), name: "t")
        let read = try table.numbers(at: 0, emptyIsGap: true)
        for (cell, value) in zip(cells, read) {
            let parsed = ValueParser.number(Substring(cell))
            #expect(parsed?.bitPattern == value.bitPattern, "\(cell): scanned \(value), parser \(String(describing: parsed))")
            #expect(Double(cell)?.bitPattern == value.bitPattern, "\(cell): scanned \(value), correctly rounded \(String(describing: Double(cell)))")
        }
    }
}
