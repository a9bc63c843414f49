import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Quoted CSV on the direct path (issue 37): a quoted field without `""` or a line end inside is
/// read by `DelimitedRowParser` bit for bit as `CSVReader` reads it, anything else quoted is given
/// back to the normal reader; and one batch the direct path refuses no longer ends guessing for
/// the rest of the input (`GuessBackoff`).
@Suite(.tags(.heavy)) struct QuotedDirectReadTests {
    typealias Parsers = DelimitedRowParserTests

    /// Later batches with quoted fields it now reads: the normal reader's rows, bit for bit.
    @Test(arguments: [
        ("every field quoted", "x,y,z\n1,2,3\n", "\"4\",\"5.5\",\"-6\"\n\"7\",\"-0\",\"+8.25\"\n"),
        ("quoted and plain mixed", "x,y,z\n1,2,3\n", "4,\"5\",6\n\"7\",8,\"9\"\n"),
        ("quoted empty series cells are gaps", "x,y,z\n1,2,3\n", "4,\"\",6\n7,8,\"\"\n"),
        ("quoted text not drawn, with delimiters", "x,note,y\n1,a,2\n", "3,\"a, b; c\",4\n5,\"été ✓\",6\n7,\"\",8\n"),
        ("quoted, CRLF and lone CR", "x,y\n1,2\n", "\"3\",\"4\"\r\n\"5\",\"6\"\r\"7\",\"8\"\n"),
        ("quoted, no line end at the end", "x,y\n1,2\n", "\"3\",\"4\"\n\"5\",\"6\""),
        ("quoted, tab separated", "x\ty\n1\t2\n", "\"3\"\t\"4\"\n\"5\"\t\"\"\n"),
        ("quoted, ; separated", "x;y;n\n1;2;a\n", "\"3\";\"4\";\"b\"\n"),
        ("quoted, x is the row number", "y\n1\n", "\"2\"\n\"3\"\n"),
        ("quoted 15 digits", "x,y\n1,2\n", "\"4\",\"123456789.012345\"\n"),
    ])
    func readsQuotedFieldsAsTheNormalReader(_ name: String, _ head: String, _ batch: String) throws {
        try Parsers.expectReadAsTheNormalReader(name, head, batch)
    }

    /// Quoted fields it gives back: the normal reader reads them (or names their error).
    @Test(arguments: [
        ("escaped quote in a drawn column", "x,y\n1,2\n", "4,\"5\"\"\"\n"),
        ("escaped quote in text not drawn", "x,y,n\n1,2,a\n", "4,5,\"say \"\"hi\"\"\"\n"),
        ("line end inside quotes", "x,y,n\n1,2,a\n", "4,5,\"two\nlines\"\n"),
        ("CR inside quotes", "x,y,n\n1,2,a\n", "4,5,\"two\rlines\"\n"),
        ("padding inside quotes", "x,y\n1,2\n", "4,\" 3.5\"\n"),
        ("padding after the closing quote", "x,y\n1,2\n", "4,\"3.5\" \n"),
        ("padding before the opening quote", "x,y\n1,2\n", "4, \"3.5\"\n"),
        ("text after the closing quote", "x,y,n\n1,2,a\n", "4,5,\"a\"b\n"),
        ("text quoted in a series", "x,y\n1,2\n", "4,\"oops\"\n"),
        ("empty quoted x", "x,y\n1,2\n", "\"\",5\n"),
        ("decimal comma quoted, ; separated", "x;y\n1;2\n", "4;\"3,5\"\n"),
        ("comma quoted in text not drawn, ; separated", "x;y;n\n1;2;a\n", "4;5;\"6,5\"\n"),
        ("unterminated", "x,y,n\n1,2,a\n", "4,5,\"abc"),
        ("quote after the field start", "x,y,n\n1,2,a\n", "4,5,ab\"c\"\n"),
    ])
    func givesBackOtherQuotedFields(_ name: String, _ head: String, _ batch: String) throws {
        try Parsers.expectGivenBack(name, head, batch)
    }

    /// A log axis still gives back a quoted value at or below zero (the normal reader's error).
    @Test func aLogAxisGivesBackQuotedValuesAtOrBelowZero() throws {
        var builder = LineChartBuilder()
        builder.checks.valuesAboveZero = true
        let parser = try #require(try Parsers.parser("x,y\n1,2\n", builder: builder).0)
        #expect(parser.rows(Parsers.records("2,\"0\"\n"), firstRow: 0) == nil)
        #expect(parser.rows(Parsers.records("2,\"3\"\n"), firstRow: 0) != nil)
    }

    /// Retries: at once after a round that took a batch, else after 2, 4, … 64 exact batches.
    @Test func theBackoffDoublesUpTo64AndResetsOnSuccess() {
        var backoff = GuessBackoff()
        let taken = [3, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0]
        #expect(taken.map { backoff.exactBatches(afterTaking: $0) } == [0, 2, 4, 8, 16, 32, 64, 64, 64, 0, 2])
    }

    /// What reading `text` as in.csv streamed in batches of `threshold` gives (the chart, or the
    /// error) and the counts of the paths its batches took.
    static func read(_ text: String, threshold: Int, direct: Bool, folder: String, options: ReadOptions = ReadOptions())
        -> (outcome: String, paths: BatchPaths.Counts)
    {
        let path = folder + "/in.csv"
        var reader = LineStreamReader(options: options, builder: LineChartBuilder(), threshold: threshold, temporaryFolder: folder)
        reader.parsesDirectly = direct
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            switch try reader.read(.file(path)) {
            case let .table(table): return ("table \(try LineChartBuilder().chart(from: table))", reader.paths.now)
            case let .stream(stream): return ("stream \(try stream.wholeChart())", reader.paths.now)
            }
        } catch {
            return ("error \(error)", reader.paths.now)
        }
    }

    /// `rows` rows `x,y,note`; `cell(row)` replaces a row's line when it gives one.
    static func input(rows: Int, quoted: Bool = false, line: (Int) -> String? = { _ in nil }) -> String {
        "x,y,note\n"
            + (0..<rows).map { row in
                if let special = line(row) { return special }
                let (y, note) = ("\(row % 97).\(row % 10)", "n\(row % 7)")
                return quoted ? "\"\(row)\",\"\(y)\",\"\(note)\"\n" : "\(row),\(y),\(note)\n"
            }.joined()
    }

    /// Whole inputs, direct against exact, streamed in batches of several sizes: the same chart
    /// or the same error (file:line:col, column), for quoted inputs of every kind.
    @Test(arguments: [
        ("fully quoted", input(rows: 3000, quoted: true)),
        ("quoted and plain mixed", input(rows: 3000) { $0 % 3 == 0 ? "\"\($0)\",\($0 % 50),\"q\"\n" : nil }),
        ("quoted empty cells", input(rows: 3000, quoted: true) { $0 % 11 == 0 ? "\"\($0)\",\"\",\"\"\n" : nil }),
        ("quoted delimiters", input(rows: 3000) { $0 % 5 == 0 ? "\($0),1.5,\"a,b,c\"\n" : nil }),
        ("\"\" escapes", input(rows: 3000) { $0 % 400 == 9 ? "\($0),2,\"say \"\"hi\"\"\"\n" : nil }),
        ("CRLF, quoted", input(rows: 3000, quoted: true).replacingOccurrences(of: "\n", with: "\r\n")),
        ("line ends inside quotes", input(rows: 3000) { $0 % 500 == 250 ? "\($0),3,\"two\nlines, \r\n and more\"\n" : nil }),
        ("quoted bad cell", input(rows: 3000, quoted: true) { $0 == 2100 ? "\"\($0)\",\"oops\",\"n\"\n" : nil }),
        ("quoted cell too big", input(rows: 3000, quoted: true) { $0 == 2200 ? "\"\($0)\",\"1e400\",\"n\"\n" : nil }),
        ("text after a closing quote", input(rows: 3000, quoted: true) { $0 == 2300 ? "\"\($0)\",\"1\"x,\"n\"\n" : nil }),
        ("unterminated quote late", input(rows: 3000, quoted: true) + "\"3000\",\"1\",\"open\n"),
        ("quoted x out of order late", input(rows: 3000, quoted: true) { $0 == 2500 ? "\"7\",\"1\",\"n\"\n" : nil }),
    ])
    func directReadsAreTheExactReads(_ name: String, _ text: String) throws {
        let folder = try TemporaryDirectory.make()
        for threshold in [509, 1024, 4096, 9000] {
            let direct = Self.read(text, threshold: threshold, direct: true, folder: folder)
            let exact = Self.read(text, threshold: threshold, direct: false, folder: folder)
            #expect(direct.outcome == exact.outcome, "\(name), batches of \(threshold)")
            #expect(exact.paths.guessed + exact.paths.cutDirect == 0, "\(name): the exact read took a direct path")
        }
        let direct = Self.read(text, threshold: 1024, direct: true, folder: folder)
        #expect(!direct.outcome.hasPrefix("table"), "\(name) was read whole")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("chart-") }.isEmpty)
    }

    /// A fully quoted input goes down the direct path batch after batch: none is read by the
    /// normal reader.
    @Test func aFullyQuotedInputIsReadDirectly() throws {
        let folder = try TemporaryDirectory.make()
        let read = Self.read(Self.input(rows: 20_000, quoted: true), threshold: 4096, direct: true, folder: folder)
        #expect(read.outcome.hasPrefix("stream"))
        #expect(read.paths.normal == 0 && read.paths.guessed > 50, "\(read.paths)")
    }

    /// One surprise (a `""` escape, or a line end inside quotes) well after the first batches:
    /// the batches after it are guessed and read directly again, and the chart is the exact one.
    @Test(arguments: ["\"say \"\"hi\"\"\"", "\"two\nlines\""])
    func oneSurpriseDoesNotEndGuessing(_ note: String) throws {
        let folder = try TemporaryDirectory.make()
        let text = Self.input(rows: 40_000) { $0 == 8000 ? "\($0),1,\(note)\n" : nil }
        let (threshold, surprise) = (4096, text.utf8.count * 8000 / 40_000 / 4096)
        let direct = Self.read(text, threshold: threshold, direct: true, folder: folder)
        let exact = Self.read(text, threshold: threshold, direct: false, folder: folder)
        #expect(direct.outcome == exact.outcome)
        #expect(direct.paths.rounds == 2, "\(direct.paths)")
        // Every batch is guessed but the surprise's and the ones in flight with it (and the first).
        let batches = text.utf8.count / threshold
        #expect(direct.paths.guessed > surprise + 10, "\(direct.paths): guessing did not resume after batch \(surprise)")
        #expect(direct.paths.guessed >= batches - 1 - SpeculativeSplit.batchesInFlight - 1, "\(direct.paths) of \(batches)")
        #expect(direct.paths.normal >= 1 && direct.paths.normal + direct.paths.cutDirect <= SpeculativeSplit.batchesInFlight + 1, "\(direct.paths)")
    }

    /// An input refused batch after batch: the exact chart, and the retries back off, so the
    /// rounds tried grow with the log of the batches, then one per 64.
    @Test func anInputRefusedEveryBatchBacksOff() throws {
        let folder = try TemporaryDirectory.make()
        let text = Self.input(rows: 80_000) { $0 % 50 == 1 ? "\($0),1,\"a \"\"b\"\"\"\n" : nil }
        let direct = Self.read(text, threshold: 2048, direct: true, folder: folder)
        #expect(direct.outcome == Self.read(text, threshold: 2048, direct: false, folder: folder).outcome)
        let batches = text.utf8.count / 2048
        #expect(batches > 500)
        #expect(direct.paths.guessed == 0, "\(direct.paths)")
        #expect(direct.paths.rounds >= 7 && direct.paths.rounds <= 7 + batches / 64, "\(direct.paths) of \(batches) batches")
    }
}
