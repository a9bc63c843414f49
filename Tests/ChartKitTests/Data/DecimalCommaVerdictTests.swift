import Testing

@testable import ChartKit

extension DataTests {
    /// The decimal-comma checks over several tables of one input (`DecimalCommaVerdict`), as a
    /// stream's batches add them: nothing is decided until `settle`, a text cell in any table
    /// takes back an error, and the cell named is on the earliest line whatever order the tables
    /// came in.
    @Suite struct DecimalCommaVerdictTests {
        /// Reads each of `batches` (`;` text with a header) into one verdict, then settles it:
        /// the error thrown, or nil, and the notes.
        static func settle(_ batches: [String], decimalComma: Bool = false) throws -> (String?, [String]) {
            let verdict = DecimalCommaVerdict()
            var options = ReadOptions(separator: ASCII.semicolon, decimalComma: decimalComma)
            options.verdict = verdict
            for batch in batches {
                _ = try TableReader(options: options).read(bytes: Array(batch.utf8), name: "eu.csv", pathExtension: nil)
            }
            let notes = ReadNotes()
            do {
                try verdict.settle(notes: notes)
            } catch let ChartError.badData(location, column, message) {
                return ("\(location.map(String.init(describing:)) ?? "") \(column ?? ""): \(message)", notes.all)
            }
            return (nil, notes.all)
        }

        @Test func nothingIsThrownWhileReading() throws {
            let verdict = DecimalCommaVerdict()
            var options = ReadOptions(separator: ASCII.semicolon)
            options.verdict = verdict
            _ = try TableReader(options: options).read(bytes: Array("a;b\n1;2,5\n".utf8), name: "eu.csv", pathExtension: nil)
            #expect(verdict.pendingLine == 2)
            #expect(throws: ChartError.self) { try verdict.settle(notes: nil) }
        }

        @Test func aTextCellInALaterTableTakesTheErrorBack() throws {
            #expect(try Self.settle(["a;b\n1;2,5\n", "a;b\n2;note\n"]).0 == nil)
            #expect(try Self.settle(["a;b\n1;note\n", "a;b\n2;2,5\n"]).0 == nil)
            #expect(try Self.settle(["a;b\n1;1,5\n2;1.5\n", "a;b\n3;n/a\n"], decimalComma: true).0 == nil)
            let (error, _) = try Self.settle(["a;b\n1;2\n", "a;b\n2;2,5\n"])
            #expect(error == "eu.csv:2:3 column \"b\": \"2,5\" is written with a decimal comma; pass --decimal-comma to read it as 2.5")
        }

        /// The error is at the first column, in column order, and at its earliest line, also when
        /// the later lines' table came first (the line stream parses two batches at once).
        @Test func theEarliestCellOfTheFirstColumnIsNamed() throws {
            let early = "a;b;c\n1;3;4,5\n"
            var late = "a;b;c\n"
            late += String(repeating: "\n", count: 8) + "2;3,5;4,5\n"  // lines 10: b's first comma
            let (error, _) = try Self.settle([late, early])
            #expect(error?.hasPrefix("eu.csv:10:3 column \"b\": \"3,5\"") == true, "\(error ?? "")")
            let (flipped, _) = try Self.settle([early, late])
            #expect(flipped == error)
        }

        @Test func theThousandsWarningJudgesEveryTable() throws {
            #expect(try Self.settle(["a;b\n1;1\n", "a;b\n\n2;3.714\n"]).1.first?.hasPrefix("eu.csv:3:3 (column \"b\"): \"3.714\" was read") == true)
            #expect(try Self.settle(["a;b\n1;378.714\n", "a;b\n2;6.5\n"]).1.isEmpty)
            #expect(try Self.settle(["a;b\n1;378.714\n", "a;b\n2;x\n"]).1.isEmpty)
        }
    }
}
