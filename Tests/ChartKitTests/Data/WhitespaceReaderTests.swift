import Testing

@testable import ChartKit

extension DataTests {
    /// gnuplot-style whitespace-separated data.
    @Suite struct WhitespaceReaderTests {
        @Test func runsOfSpacesAndTabsSeparate() throws {
            let table = try readTable("# x  y\n  1   2\n3\t\t4  \n", format: .whitespace)
            #expect(table.hasHeader == false)
            #expect(rows(table) == [["1", "2"], ["3", "4"]])
            #expect(cellPositions(table) == [["2:3", "2:7"], ["3:1", "3:4"]])
        }

        @Test func commentsAndBlankLinesAreSkipped() throws {
            let table = try readTable("time value\n# comment\n\n1 2 # trailing note\n  # indented comment\n3 4\n\n\n5 6", format: .whitespace)
            #expect(table.names == ["time", "value"])
            #expect(rows(table) == [["1", "2"], ["3", "4"], ["5", "6"]])
        }

        @Test func quotedFieldsMayHoldSpaces() throws {
            let table = try readTable("city pop\n\"New York\" 8.3\n\"say \"\"hi\"\"\" 1\n", format: .whitespace)
            #expect(rows(table) == [["New York", "8.3"], ["say \"hi\"", "1"]])
        }

        @Test(arguments: [
            ("a b\n1 2\n3\n", "data.dat:3:1: expected 2 fields, found 1"),
            ("a b\n\"x 2\n", "data.dat:2:1: unterminated quoted field"),
            ("a b\n\"x\"y 2\n", "data.dat:2:4: expected a space or a line end after the closing quote, found \"y\""),
            ("# only a comment\n", "data.dat has no data rows"),
        ])
        func errors(input: String, expected: String) {
            #expect(errorDescription { try readTable(input, format: .whitespace, name: "data.dat") } == expected)
        }

        @Test func datExtensionMeansWhitespace() throws {
            let table = try readTable("1 2,5\n3 4,5\n", name: "m.dat", ext: "dat")
            #expect(rows(table) == [["1", "2,5"], ["3", "4,5"]])
        }
    }
}
