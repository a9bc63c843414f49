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
            #expect(
                errorDescription { try table.numbers(at: 0, emptyIsGap: true) } == #"log.ndjson:2:7 $.v (column "v"): expected a number, found "bad""#
            )
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

        @Test func newKeysOnEveryRowHitTheCellBudget() throws {
            var rows = JSONObjectRows(file: "log.ndjson", style: .ndjson, cellBudget: 20)
            var description = ""
            do {
                for row in 0..<10 {
                    let value = JSONValue(node: .number("1"), line: Int32(row + 1), column: 7)
                    let object = JSONValue(node: .object([]), line: Int32(row + 1), column: 1)
                    try rows.append(object, members: [JSONMember(key: "k\(row)", value: value)])
                }
            } catch {
                description = String(describing: error)
            }
            #expect(description == "log.ndjson:5:1: too many distinct keys: 5 columns × 5 rows exceed 20 cells")
        }
    }
}
