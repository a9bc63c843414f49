import Testing

@testable import ChartKit

/// `ColumnJudge` follows the columns a first batch judged on fewer than 1000 non-empty cells,
/// and says when the whole input's first 1000 judge one otherwise: the reader then reads whole.
@Suite struct ColumnJudgeTests {
    static func table(_ csv: String) throws -> DataTable { try TableReader().read(bytes: Array(csv.utf8), name: "in.csv", pathExtension: nil) }

    /// `x,y,c` rows with `c` from `cell`.
    static func rows(_ range: Range<Int>, _ cell: (Int) -> String) -> String {
        "x,y,c\n" + range.map { "\($0),\($0 % 7),\(cell($0))\n" }.joined()
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var first: String
        var later: [String]
        var settled: Bool
        var turned: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "every column settled in the first batch", first: rows(0..<1_200) { String($0) }, later: [], settled: true, turned: false),
        Case(name: "empty, then numbers", first: rows(0..<300) { _ in "" }, later: [rows(300..<2_000) { String($0) }], settled: true, turned: true),
        Case(name: "empty throughout", first: rows(0..<300) { _ in "" }, later: [rows(300..<2_000) { _ in "" }], settled: false, turned: false),
        Case(
            name: "a few numbers, then text", first: rows(0..<300) { $0 < 5 ? "1" : "" }, later: [rows(300..<2_000) { _ in "x" }], settled: true,
            turned: true),
        Case(
            name: "a few numbers, then more numbers than text", first: rows(0..<300) { $0 < 5 ? "1" : "" },
            later: [rows(300..<2_000) { $0 % 3 == 0 ? "x" : "2" }], settled: true, turned: false),
        Case(
            name: "notes, then numbers", first: rows(0..<300) { $0 == 3 ? "deploy" : "" }, later: [rows(300..<900) { String($0) }], settled: false,
            turned: true),
        Case(
            name: "the 1000 cells met over two batches", first: rows(0..<300) { _ in "" },
            later: [rows(300..<900) { _ in "x" }, rows(900..<2_000) { String($0) }], settled: true, turned: false),
    ]

    @Test(arguments: cases)
    func judgesAsTheWholeInputsFirstCells(_ test: Case) throws {
        let first = try Self.table(test.first)
        guard var judge = ColumnJudge(first: first) else {
            #expect(test.settled && !test.turned, "\(test.name): no column left to judge")
            return
        }
        var parallel = judge
        for csv in test.later {
            let table = try Self.table(csv)
            judge.add(table, skipping: 0)
            parallel.add(parallel.cells(of: table, skipping: 0))
        }
        #expect(judge.isSettled == test.settled, "\(test.name)")
        #expect(judge.turned == test.turned, "\(test.name)")
        #expect(parallel.isSettled == judge.isSettled && parallel.turned == judge.turned, "\(test.name): the batches' cells judged apart")
    }

    /// The direct parser's judgement of a batch's followed columns is the normal reader's: the
    /// noted fields of columns not drawn (plain, quoted, empty, numbers and text) and the
    /// values of drawn ones; what it cannot note exactly gives the batch back.
    @Test(
        arguments: [
            ("text and numbers in a column not drawn", "x,y,n\n1,2,\n", "3,4,a\n5,6,\n7,8,12\n9,10,1e3\n", true),
            ("quoted, not drawn", "x,y,n\n1,2,\n", "3,4,\"a, b\"\n5,6,\"\"\n7,8,\"7\"\n", true),
            ("a drawn column judged on few cells", "x,y,n\n1,,\n2,5,\n", "3,,\n4,6,x\n5,7,\n", true),
            ("an escaped quote, not drawn", "x,y,n\n1,2,\n", "3,4,\"say \"\"hi\"\"\"\n", false),
            ("a quote inside, not drawn", "x,y,n\n1,2,\n", "3,4,5\" disk\n", false),
        ] as [(String, String, String, Bool)])
    func theDirectParserJudgesAsTheNormalReader(_ name: String, _ head: String, _ batch: String, _ reads: Bool) throws {
        let (_, columns, reader) = try DelimitedRowParserTests.parser(head)
        let first = try Self.table(head)
        let judge = try #require(ColumnJudge(first: first), "\(name): nothing followed")
        let parser = try #require(
            DelimitedRowParser(
                read: ReadOptions().resolved(bytes: Array(head.utf8), pathExtension: "csv"), columns: columns, width: first.columnCount,
                judged: judge.followed))
        let records = DelimitedRowParserTests.records(batch)
        let direct = parser.rows(records, firstRow: 5)
        #expect((direct != nil) == reads, "\(name)")
        guard let direct else { return }
        let normal = try reader.streamed(records) { table, skipping in judge.cells(of: table, skipping: skipping) }
        #expect(direct.judged == normal, "\(name): \(direct.judged) against \(normal)")
        #expect(
            DelimitedRowParserTests.bits(direct)
                == DelimitedRowParserTests.bits(try DelimitedRowParserTests.normal(records, reader, columns, firstRow: 5)))
    }
}
