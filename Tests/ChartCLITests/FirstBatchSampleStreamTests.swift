import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// A stream decides its separator and header as a whole read does, from the same lines, however
/// short its first batch (`FirstBatchSample`): before, a first batch cut inside its fifth line, or
/// holding two records, decided from what it held, and a stream split a `;` file on `,` (a wrong
/// chart with exit 0 where a whole read refused it) or took a data row for a header.
@Suite struct FirstBatchSampleStreamTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var input: String
        var flags: [String]
        /// The column drawn as the value.
        var column: String
        /// Bytes in the first batch.
        var threshold: Int
        var description: String { name }
    }

    /// `1,5;1` rows (a decimal comma before the `;`), the first batch cut after the comma of
    /// the fifth line: read as far as the cut, the commas are the consistent separator.
    /// (`FirstBatchSampleTests` checks that the batch alone decides otherwise.)
    static let cutFifthLine = Case(
        name: "a ';' file cut after a comma in its fifth line", input: (1...40).map { "\($0),5;\($0 % 7 + 1)\n" }.joined(),
        flags: ["--no-header", "--decimal-comma"], column: "2", threshold: 26)

    /// A first column of words and numbers under a first row `a;1`: its first two rows look like
    /// a header over numbers, its first 51 like data (a word under a word).
    /// (`FirstBatchSampleTests` checks that the batch alone decides otherwise.)
    static let twoRecordHeader = Case(
        name: "a first row that only two records take for a header",
        input: (0..<60).map { $0 % 2 == 0 ? "w\($0);\($0 % 5 + 1)\n" : "\($0);\($0 % 5 + 1)\n" }.joined(), flags: [], column: "2",
        threshold: 12)

    static let cases = [cutFifthLine, twoRecordHeader]

    /// For every kind: the same exit status, `--plan` output and standard error read whole,
    /// streamed from the file and streamed from a pipe with the case's first batch.
    @Test(arguments: ChartKind.allCases, cases)
    func aStreamSniffsAsAWholeRead(kind: ChartKind, test: Case) throws {
        let dir = try TemporaryDirectory.make()
        let arguments = [kind.commandName, "--plan", kind.valueFlag, test.column] + test.flags
        let results = try StreamRuns.run(arguments, input: test.input, file: "in.csv", threshold: test.threshold, in: dir)
        StreamRuns.expectSame(results, "\(kind) \(test)")
    }

    /// Default columns: a first-batch cell that is not a number, in a column the first batch
    /// cannot judge for good, is no error when the whole input makes that column text.
    @Test func aFirstBatchCellOfAnUnjudgedColumnReadsWhole() throws {
        let dir = try TemporaryDirectory.make()
        var lines = ["1;1;1", "2;2;4,5", "3;3;word"]
        lines += (4...40).map { "\($0);\($0 % 7);note \($0)" }
        let input = lines.joined(separator: "\n") + "\n"
        try input.write(toFile: dir + "/in.csv", atomically: true, encoding: .utf8)
        let whole = try ChartProcess.run(["line", "--plan", "--no-header", "in.csv"], currentDirectory: dir)
        #expect(whole.status == 0, "\(whole.stderr)")
        let streamed = try ChartProcess.run(
            ["line", "--plan", "--no-header", "in.csv"], environment: LineStreamTests.environment(threshold: 16), currentDirectory: dir)
        #expect(streamed.status == 0, "\(streamed.stderr)")
        #expect(streamed.stdoutText == whole.stdoutText)
    }
}
