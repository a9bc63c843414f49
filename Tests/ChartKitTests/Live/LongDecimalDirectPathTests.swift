import Testing

@testable import ChartKit

/// 17-digit floats, exponents and the hard cases of `DecimalToDoubleTests` stay on the direct
/// batch parsers (issue 37 item 1: they fell to the table reader and `strtod`), and read there
/// bit for bit as the normal readers and `strtod` read them.
@Suite(.tags(.heavy)) struct LongDecimalDirectPathTests {
    /// Decimals as Python, numpy and JavaScript write them (random doubles' shortest texts,
    /// `repr` style) and exactly written halfway points cut to 17–25 digits, within ±1e300.
    static func cells(count: Int, seed: UInt64) -> [String] {
        var random = DecimalToDoubleTests.SplitMix(state: seed)
        var cells: [String] = []
        while cells.count < count {
            let exponent = UInt64(1023 - 60 + random.next(120))
            let value = Double(bitPattern: random.next() & ~(0xFFF << 52) | exponent << 52)  // positive
            let sign = random.next(3) == 0 ? "-" : ""
            if random.next(50) == 0 {
                cells.append(sign + DecimalText.truncated(DecimalText.halfwayAbove(value), significant: 17 + random.next(9)))
            } else {
                cells.append(sign + "\(value)")
            }
        }
        return cells + ["9007199254740993", "0.30000000000000004", "1.2345678901234567e-05", "-1e300", "2.2250738585072011e-308", "4.9e-324"]
    }

    /// CSV: the direct parser takes the batch, and its rows equal the normal reader's and `strtod`'s.
    @Test func csvBatchesOfLongFloatsStayDirect() throws {
        let (maybeParser, columns, reader) = try DelimitedRowParserTests.parser("x,a,b\n0,1,2\n")
        let parser = try #require(maybeParser)
        let cells = Self.cells(count: 60_000, seed: 17)
        let rows = cells.count / 2
        let records = DelimitedRowParserTests.records((0..<rows).map { "\($0),\(cells[2 * $0]),\(cells[2 * $0 + 1])\n" }.joined())
        let normal = try DelimitedRowParserTests.normal(records, reader, columns, firstRow: 1)
        Self.expect(parser.rows(records, firstRow: 1), equals: normal, firstSeries: (0..<rows).map { cells[2 * $0] })
    }

    /// NDJSON: the same, with the numbers in JSON's grammar (no `+`, digits after a point).
    @Test func ndjsonBatchesOfLongFloatsStayDirect() throws {
        let (maybeParser, columns, reader) = try JSONRowParserTests.parser(JSONRowParserTests.head)
        let parser = try #require(maybeParser)
        let cells = Self.cells(count: 30_000, seed: 18).map { $0.hasSuffix(".") ? $0 + "0" : $0 }.filter { !$0.hasPrefix(".") }
        let rows = cells.count / 2
        let records = JSONRowParserTests.records((0..<rows).map { "{\"x\":\($0),\"y\":\(cells[2 * $0]),\"z\":\(cells[2 * $0 + 1])}\n" }.joined())
        let normal = try JSONRowParserTests.normal(records, reader, columns, firstRow: 1)
        Self.expect(parser.rows(records, firstRow: 1), equals: normal, firstSeries: (0..<rows).map { cells[2 * $0] })
    }

    /// The direct parser took the batch (`direct` is not nil), its rows are the normal reader's
    /// bits, and its first series is `strtod`'s reading of `texts`.
    static func expect(_ direct: LiveRows?, equals normal: LiveRows, firstSeries texts: [String]) {
        #expect(direct != nil, "gave up on long floats")
        guard let direct else { return }
        #expect(DelimitedRowParserTests.bits(direct) == DelimitedRowParserTests.bits(normal))
        #expect(direct.values[0].map { Optional($0.bitPattern) } == texts.map { DecimalToDoubleTests.reference($0) })
    }

    /// A whole CSV read (`CSVReader`, its one-pass scan) gives every cell `strtod`'s bits.
    @Test func wholeCSVReadGivesStrtodsBits() throws {
        let cells = Self.cells(count: 20_000, seed: 19)
        let text = "v\n" + cells.map { $0 + "\n" }.joined()
        let table = try CSVReader(delimiter: ASCII.comma, header: .present).read(bytes: Array(text.utf8), name: "t")
        let read = try table.numbers(at: 0, emptyIsGap: true)
        #expect(read.map { Optional($0.bitPattern) } == cells.map { DecimalToDoubleTests.reference($0) })
    }
}
