import Testing

@testable import ChartKit

/// One CSV parsing case: input, expected header names (nil: no header) and rows.
struct CSVCase: CustomTestStringConvertible, Sendable {
    var label: String
    var input: String
    var names: [String]
    var rows: [[String]]
    var testDescription: String { label }
}

extension DataTests {
    /// RFC 4180 corners, TSV, locations and UTF-8 errors.
    @Suite struct CSVReaderTests {
        @Test(arguments: [
            CSVCase(label: "plain with header", input: "x,y\n1,2\n3,4\n", names: ["x", "y"], rows: [["1", "2"], ["3", "4"]]),
            CSVCase(label: "no trailing newline", input: "x,y\n1,2\n3,4", names: ["x", "y"], rows: [["1", "2"], ["3", "4"]]),
            CSVCase(label: "CRLF", input: "x,y\r\n1,2\r\n3,4\r\n", names: ["x", "y"], rows: [["1", "2"], ["3", "4"]]),
            CSVCase(label: "lone CR", input: "x,y\r1,2\r3,4", names: ["x", "y"], rows: [["1", "2"], ["3", "4"]]),
            CSVCase(label: "BOM", input: "\u{FEFF}x,y\n1,2\n", names: ["x", "y"], rows: [["1", "2"]]),
            CSVCase(label: "quoted fields", input: "name,v\n\"a, b\",1\n\"c\",2\n", names: ["name", "v"], rows: [["a, b", "1"], ["c", "2"]]),
            CSVCase(
                label: "escaped quotes", input: "name,v\n\"say \"\"hi\"\"\",1\n\"\"\"\",2\n", names: ["name", "v"],
                rows: [["say \"hi\"", "1"], ["\"", "2"]]),
            CSVCase(label: "embedded newline", input: "name,v\n\"two\nlines\",1\n", names: ["name", "v"], rows: [["two\nlines", "1"]]),
            CSVCase(label: "embedded CRLF kept", input: "name,v\r\n\"a\r\nb\",1\r\n", names: ["name", "v"], rows: [["a\r\nb", "1"]]),
            CSVCase(label: "blank lines skipped", input: "x,y\n\n1,2\n   \n\r\n3,4\n\n", names: ["x", "y"], rows: [["1", "2"], ["3", "4"]]),
            CSVCase(label: "unquoted trimmed, quoted not", input: "x,y\n  1 , \" 2 \" \n", names: ["x", "y"], rows: [["1", " 2 "]]),
            CSVCase(label: "empty cells", input: "x,y,z\n1,,3\n,5,\n", names: ["x", "y", "z"], rows: [["1", "", "3"], ["", "5", ""]]),
            CSVCase(label: "empty quoted field", input: "x,y\n\"\",2\n", names: ["x", "y"], rows: [["", "2"]]),
            CSVCase(label: "literal quote inside unquoted", input: "size,n\n5\" disk,1\n", names: ["size", "n"], rows: [["5\" disk", "1"]]),
            CSVCase(label: "no header", input: "1,2\n3,4\n", names: ["1", "2"], rows: [["1", "2"], ["3", "4"]]),
            CSVCase(label: "multibyte", input: "città,°C\nMünchen,-3\n", names: ["città", "°C"], rows: [["München", "-3"]]),
        ])
        func csvParses(_ testCase: CSVCase) throws {
            let table = try readTable(testCase.input, format: .csv)
            #expect(table.names == testCase.names)
            #expect(rows(table) == testCase.rows)
        }

        @Test func tsvUsesTabsAndKeepsCommas() throws {
            let table = try readTable("name\tvalue\na, b\t1\n\"q\tq\"\t2\n", format: .tsv)
            #expect(table.names == ["name", "value"])
            #expect(rows(table) == [["a, b", "1"], ["q\tq", "2"]])
        }

        @Test func tsvKeepsEmptyTabFields() throws {
            let table = try readTable("a\tb\tc\n1\t\t3\n", format: .tsv)
            #expect(rows(table) == [["1", "", "3"]])
        }

        @Test func lineNumbersAfterMultiLineQuotedField() throws {
            let table = try readTable("name,v\n\"one\ntwo\nthree\",1\nx,2\r\ny,\"3\"\rz,4", format: .csv)
            #expect(cellPositions(table) == [["2:1", "4:8"], ["5:1", "5:3"], ["6:1", "6:3"], ["7:1", "7:3"]])
        }

        @Test func columnsCountCharactersNotBytes() throws {
            // "Ünïcødé" is 7 characters but more bytes; the next field starts at character 9.
            let table = try readTable("a,b,c\nÜnïcødé,😀x,3\n", format: .csv)
            #expect(cellPositions(table) == [["2:1", "2:9", "2:12"]])
        }

        @Test func columnOfTrimmedAndQuotedFields() throws {
            let table = try readTable("a,b\n  1,  \"x\"\n", format: .csv)
            #expect(cellPositions(table) == [["2:3", "2:7"]])
        }

        @Test func bomDoesNotShiftColumns() throws {
            let table = try readTable("\u{FEFF}a,b\n1,2\n", format: .csv, header: .absent)
            #expect(cellPositions(table) == [["1:1", "1:3"], ["2:1", "2:3"]])
        }

        @Test(arguments: [
            ("x,y\n1,2\n\"abc,3\n4,5\n", "data.csv:3:1: unterminated quoted field"),
            ("x,y\n1,2\n3,\"abc\n", "data.csv:3:3: unterminated quoted field"),
            ("x,y\n\"a\"b,2\n", "data.csv:2:4: expected ',' or a line end after the closing quote, found \"b\""),
            ("x,y\n1,2\n3\n", "data.csv:3:1: expected 2 fields, found 1"),
            ("x,y\n1,2\n3,4,5\n", "data.csv:3:1: expected 2 fields, found 3"),
            ("x,y\n\"a\nb\",1\n3\n", "data.csv:4:1: expected 2 fields, found 1"),
            ("", "data.csv has no data rows"),
            ("\n\n  \n", "data.csv has no data rows"),
            ("x,y\n", "data.csv has no data rows"),
        ])
        func csvErrors(input: String, expected: String) {
            #expect(errorDescription { try readTable(input, format: .csv) } == expected)
        }

        @Test func invalidUTF8IsLocated() {
            var bytes = Array("x,y\n1,ab".utf8)
            bytes.append(0xFF)
            bytes.append(contentsOf: Array("\n".utf8))
            let description = errorDescription {
                try TableReader(options: ReadOptions(format: .csv)).read(bytes: bytes, name: "bad.csv", pathExtension: nil)
            }
            #expect(description == "bad.csv:2:5: invalid UTF-8")
        }

        @Test(arguments: [
            [0xC0, 0x80] as [UInt8],  // overlong NUL
            [0xED, 0xA0, 0x80],  // surrogate
            [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
            [0xE2, 0x82],  // truncated
            [0x80],  // stray continuation
        ])
        func utf8ValidatorRejects(_ bytes: [UInt8]) {
            let offset = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
            #expect(offset == 0)
        }

        @Test func utf8ValidatorAcceptsLongMixedText() {
            let bytes = Array(String(repeating: "plain ascii € 😀 ü ", count: 50).utf8)
            #expect(bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) } == nil)
        }
    }
}
