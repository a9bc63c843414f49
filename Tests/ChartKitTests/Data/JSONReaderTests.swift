import Testing

@testable import ChartKit

extension DataTests {
    /// Every JSON shape, cell rules, paths in errors and syntax errors.
    @Suite struct JSONReaderTests {
        func json(_ text: String, header: HeaderMode = .auto) throws -> DataTable {
            try readTable(text, format: .json, header: header, name: "data.json")
        }

        @Test func arrayOfObjectsUnionsKeysInFirstSeenOrder() throws {
            let table = try json(
                """
                [
                  {"x": 1, "y": "a"},
                  {"y": "b", "z": true},
                  {"x": -2.5e3, "z": null}
                ]
                """)
            #expect(table.names == ["x", "y", "z"])
            #expect(table.hasHeader)
            #expect(rows(table) == [["1", "a", ""], ["", "b", "true"], ["-2.5e3", "", ""]])
            // Missing keys sit at their object's brace.
            #expect(cellPositions(table) == [["2:9", "2:17", "2:3"], ["3:3", "3:9", "3:19"], ["4:9", "4:3", "4:22"]])
            #expect(table.jsonPaths == .arrayOfObjects)
        }

        @Test func arrayOfArraysWithHeader() throws {
            let table = try json(#"[["x","y"],[1,2],[3,4]]"#)
            #expect(table.names == ["x", "y"])
            #expect(rows(table) == [["1", "2"], ["3", "4"]])
            #expect(table.jsonPaths == .arrayOfArrays(rowOffset: 1))
            #expect(table.location(row: 1, column: 1).description == "data.json:1:21 $[2][1]")
        }

        @Test func arrayOfArraysWithoutHeader() throws {
            let table = try json(#"[[1,2],[3,4]]"#)
            #expect(table.names == ["1", "2"])
            #expect(table.hasHeader == false)
            #expect(rows(table) == [["1", "2"], ["3", "4"]])
            #expect(table.jsonPaths == .arrayOfArrays(rowOffset: 0))
        }

        @Test func arrayOfStringArraysIsNotAHeaderUnlessForced() throws {
            #expect(try json(#"[["a","b"],["c","d"]]"#).hasHeader == false)
            let forced = try json(#"[["a","b"],["c","d"]]"#, header: .present)
            #expect(forced.names == ["a", "b"])
            #expect(rows(forced) == [["c", "d"]])
        }

        @Test func objectOfColumns() throws {
            let table = try json(#"{"x": [1, 2], "y": ["3", null]}"#)
            #expect(table.names == ["x", "y"])
            #expect(rows(table) == [["1", "3"], ["2", ""]])
            #expect(table.location(row: 1, column: 1).description == "data.json:1:26 $.y[1]")
        }

        @Test func singleKeyArrayOfValuesIsOneColumn() throws {
            let table = try json(#"{"y": [1, 2, 3]}"#)
            #expect(table.names == ["y"])
            #expect(table.rowCount == 3)
        }

        @Test func wrapperOfArrayOfObjects() throws {
            let table = try json(#"{"data": [{"x": 1, "y": 2}, {"x": 3, "y": "n/a"}]}"#)
            #expect(table.jsonPaths == .nested(prefix: "$.data", inner: .arrayOfObjects))
            let error = errorDescription { try table.numbers(at: 1, emptyIsGap: false) }
            #expect(error == #"data.json:1:43 $.data[1].y (column "y"): expected a number, found "n/a""#)
        }

        @Test func wrapperOfObjectOfColumns() throws {
            let table = try json(#"{"series": {"a": [1, 2], "b": [3, 4]}}"#)
            #expect(table.names == ["a", "b"])
            #expect(table.jsonPaths == .nested(prefix: "$.series", inner: .objectOfColumns))
            #expect(table.location(row: 1, column: 1).description == "data.json:1:35 $.series.b[1]")
        }

        @Test func nestedWrappers() throws {
            let table = try json(#"{"result": {"rows": [[1, 2]]}}"#)
            #expect(table.location(row: 0, column: 1).description == "data.json:1:26 $.result.rows[0][1]")
        }

        @Test func stringEscapesAndSurrogatePairs() throws {
            let table = try json(#"[{"s": "a\"b\\c\/d\n\u00e9\ud83d\ude00\t"}]"#)
            #expect(rows(table) == [["a\"b\\c/d\né😀\t"]])
        }

        @Test func columnsCountCharactersInJSON() throws {
            let table = try json("[{\"é😀\": \"ü\", \"v\": 1}]")
            #expect(cellPositions(table) == [["1:9", "1:19"]])
        }

        @Test func pathsUseBracketsForOddKeys() throws {
            let table = try json(#"[{"my key": "x"}]"#)
            let error = errorDescription { try table.numbers(at: 0, emptyIsGap: false) }
            #expect(error == #"data.json:1:13 $[0]['my key'] (column "my key"): expected a number, found "x""#)
        }

        @Test(arguments: [
            (#"[{"x": 1}, {"x": [1]}]"#, #"data.json:1:18 $[1].x (column "x"): expected a number or string, found an array"#),
            (#"[{"x": {"a": 1}}]"#, #"data.json:1:8 $[0].x (column "x"): expected a number or string, found an object"#),
            (#"[[1, 2], [3, [4]]]"#, "data.json:1:14 $[1][1] (column 2): expected a number or string, found an array"),
            (#"[{"x": 1}, 2]"#, "data.json:1:12 $[1]: expected an object like the first element, found a number"),
            (#"[[1, 2], [3]]"#, "data.json:1:10 $[1]: expected 2 values like the first row, found 1"),
            (#"[1, 2]"#, "data.json:1:2 $[0]: expected an array of objects or an array of arrays, found a number in the array"),
            (#"{"x": [1, 2], "y": [3]}"#, #"data.json:1:20 $.y (column "y"): expected 2 values like "x", found 1"#),
            (#"{"x": [1], "y": 3}"#, #"data.json:1:17 $.y (column "y"): expected an array of values, found a number"#),
            (#""text""#, "data.json:1:1 $: expected an array or an object of columns, found a string"),
            ("[]", "data.json has no data rows"),
            ("{}", "data.json has no data rows"),
            (#"{"x": []}"#, "data.json has no data rows"),
            (#"{"data": []}"#, "data.json has no data rows"),
        ])
        func shapeErrors(input: String, expected: String) {
            #expect(errorDescription { try json(input) } == expected)
        }

        @Test(arguments: [
            ("[1, 2", "data.json:1:6: unexpected end of input"),
            ("[1 2]", "data.json:1:4: expected ',' or ']'"),
            ("[{\"x\": 1,\n  \"y\" 2}]", "data.json:2:7: expected ':'"),
            ("[{\"x\": 1\n  \"y\": 2}]", "data.json:2:3: expected ',' or '}'"),
            ("[{x: 1}]", "data.json:1:3: expected a string (an object key)"),
            ("[1,]", "data.json:1:4: expected a value"),
            ("[tru]", "data.json:1:2: expected a value"),
            ("[01]", "data.json:1:3: invalid number: leading zero"),
            ("[1.]", "data.json:1:4: invalid number: expected a digit after '.'"),
            ("[-]", "data.json:1:3: invalid number: expected a digit"),
            ("[\"a\\qb\"]", "data.json:1:4: invalid escape sequence in string"),
            ("[\"a\\u12x4\"]", "data.json:1:8: invalid \\u escape: expected four hex digits"),
            ("[\"a\nb\"]", "data.json:1:4: unescaped control character in string"),
            ("[\"abc", "data.json:1:6: unexpected end of input"),
            ("[1] [2]", "data.json:1:5: unexpected text after the JSON value"),
            ("\n\n  ", "data.json:3:3: unexpected end of input"),
            ("\r\n[\r\n 1,\r\n x]", "data.json:4:2: expected a value"),
        ])
        func syntaxErrors(input: String, expected: String) {
            #expect(errorDescription { try json(input) } == expected)
        }

        @Test func deepNestingIsRejectedNotCrashing() {
            let text = String(repeating: "[", count: 100_000)
            #expect(errorDescription { try json(text) } == "data.json:1:257: nesting deeper than 256 levels")
        }

        @Test func loneSurrogateBecomesReplacementCharacter() throws {
            let table = try json(#"[{"s": "a\ud800b"}]"#)
            #expect(rows(table) == [["a\u{FFFD}b"]])
        }
    }
}
