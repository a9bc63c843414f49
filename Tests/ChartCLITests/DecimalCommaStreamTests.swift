import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// The decimal-comma checks judge whole columns (`DecimalCommaVerdict`): `1,5` among numbers is
/// an error, among text it is text, and the thousands-dots warning holds only when every dotted
/// number of the column has three decimals. A long input read in batches must judge as a whole
/// read does, however late the cell that decides comes: before, each batch was judged alone, so a
/// stream refused a chart a whole read draws, and warned differently.
@Suite struct DecimalCommaStreamTests {
    /// An input of `k;v;n` rows: `v` (drawn) small integers, `n` (not drawn unless named) from
    /// `cell`, with `first` and `last` in place of its first and last cells when given.
    static func input(rows: Int = 40, v: (Int) -> String = { "\($0 % 7)" }, cell: (Int) -> String, first: String? = nil, last: String? = nil)
        -> String
    {
        var lines = ["k;v;n"]
        for row in 1...rows {
            let n = row == 1 ? first ?? cell(row) : row == rows ? last ?? cell(row) : cell(row)
            lines.append("\(row);\(v(row));\(n)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var input: String
        var flags: [String] = []
        /// The column drawn as the value.
        var column = "v"
        /// The whole read's exit status, and whether it warns of thousands dots.
        var status: Int32
        var warns = false
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a text cell last in a column of decimal commas", input: input(cell: { "\($0),5" }, last: "total"), status: 0),
        Case(name: "decimal commas after a text cell", input: input(cell: { "\($0),5" }, first: "note"), status: 0),
        Case(name: "one decimal comma last among numbers", input: input(cell: { "\($0)" }, last: "3,5"), status: 65),
        Case(name: "decimal commas throughout", input: input(cell: { "\($0),5" }), status: 65),
        Case(name: "three decimals last among integers", input: input(cell: { "\($0)" }, last: "3.714"), status: 0, warns: true),
        Case(name: "three decimals first, one decimal last", input: input(cell: { "\($0)" }, first: "378.714", last: "6.5"), status: 0),
        Case(
            name: "a decimal point among commas, a text cell last", input: input(cell: { "\($0),5" }, first: "1.5", last: "total"),
            flags: ["--decimal-comma"], status: 0),
        Case(name: "a decimal point last among commas", input: input(cell: { "\($0),5" }, last: "1.5"), flags: ["--decimal-comma"], status: 65),
        Case(name: "the drawn column in decimal commas", input: input(v: { "\($0 % 7),25" }, cell: { "x\($0)" }), status: 65),
        // Without a header the first row is not judged: the error is at the second row's cell,
        // though the chart would stop at the first row's (its `1,25` is not a number).
        Case(
            name: "the drawn column in decimal commas, no header",
            input: (1...40).map { "\($0);\($0 % 7),25;x\($0)\n" }.joined(), flags: ["--no-header"], column: "2", status: 65),
        // A later batch reads the first row again in front of its own: after blank lines, that
        // row's cell was named at line 1, where a whole read names line 3.
        Case(
            name: "a decimal point in the first row after blank lines, no header",
            input: "  \r\n  \r\n" + (1...40).map { "\($0);\($0 == 1 ? "1.5" : "\($0 % 7),5");x\($0)\n" }.joined(),
            flags: ["--no-header", "--decimal-comma"], column: "2", status: 65),
    ]

    /// For every kind: the same exit status, standard output (`--plan`, warnings included) and
    /// standard error read whole, streamed from the file and streamed from a pipe in batches of
    /// 60 bytes (so the deciding cell is many batches after the first); a pipe is named `<stdin>`.
    @Test(arguments: ChartKind.allCases, cases)
    func aStreamJudgesWholeColumns(kind: ChartKind, test: Case) throws {
        let dir = try TemporaryDirectory.make()
        let arguments = [kind.commandName, "--plan", kind.valueFlag, test.column] + test.flags
        let results = try StreamRuns.run(arguments, input: test.input, file: "eu.csv", threshold: 60, in: dir)
        let whole = results[0]
        #expect(whole.status == test.status, "\(kind) \(test): \(whole.stderr)")
        #expect(whole.stderr.contains("as thousands separators do") == test.warns, "\(kind) \(test): \(whole.stderr)")
        StreamRuns.expectSame(results, "\(kind) \(test)")
    }
}
