import Testing
@testable import ChartKit

extension DataTests {
    /// One object per line.
    @Suite struct NDJSONReaderTests {
        func ndjson(_ text: String) throws -> DataTable {
            try readTable(text, format: .ndjson, name: "log.ndjson")
        }

        @Test func objectsPerLineWithBlankLines() throws {
            let table = try ndjson("{\"t\": 1, \"v\": 2}\n\n{\"v\": 3, \"w\": \"x\"}\r\n{\"t\": 5}")
            #expect(table.names == ["t", "v", "w"])
            #expect(rows(table) == [["1", "2", ""], ["", "3", "x"], ["5", "", ""]])
            #expect(cellPositions(table) == [["1:7", "1:15", "1:1"], ["3:1", "3:7", "3:15"], ["4:7", "4:1", "4:1"]])
            #expect(table.jsonPaths == .ndjson)
        }

        @Test func cellErrorNamesLineAndKey() throws {
            let table = try ndjson("{\"v\": 1}\n{\"v\": \"bad\"}\n")
            #expect(errorDescription { try table.numbers(at: 0, emptyIsGap: true) } == #"log.ndjson:2:7 $.v (column "v"): expected a number, found "bad""#)
        }

        @Test(arguments: [
            ("{\"v\": 1}\n[1, 2]\n", "log.ndjson:2:1: expected an object on each line, found an array"),
            ("{\"v\": 1} {\"v\": 2}\n", "log.ndjson:1:10: expected a line break after the object"),
            ("{\"v\": 1}\n{\"v\": \n", "log.ndjson:3:1: unexpected end of input"),
            ("{\"v\": {\"a\": 1}}\n", #"log.ndjson:1:7 $.v (column "v"): expected a number or string, found an object"#),
            ("\n\n", "log.ndjson has no data rows"),
        ])
        func errors(input: String, expected: String) {
            #expect(errorDescription { try ndjson(input) } == expected)
        }
    }
}
