import Testing

@testable import ChartKit

extension DataTests {
    /// Choosing the format from options, extension, or content.
    @Suite struct FormatSniffingTests {
        @Test(arguments: [
            ("[1]", InputFormat.json),
            ("  \n{\"a\": [1]}", .json),
            ("{\"a\": 1}\n{\"a\": 2}\n", .ndjson),
            ("{\"a\": 1}\n", .json),
            ("{\n\"a\": [1]\n}\n{\"b\": 2}", .json),
            ("a\tb\n1\t2\n", .tsv),
            ("a,b\n1,2\n", .csv),
            ("a b\n1 2\n", .whitespace),
            ("\u{FEFF}a;b,c\n", .csv),
            ("", .csv),
            // Separators inside quoted fields do not count (issue 32 item 11).
            ("\"x\ty\",b\n1,2\n", .csv),
            ("\"x\ty\";b\n1;2\n", .csv),
            ("\"a\"\"\tb\",c\n", .csv),
            ("\"a\nb\tc\",d\n1,2\n", .csv),
            ("\"x\ty\"\n1\n", .whitespace),
            ("a,\"b\tc\"\tx\n", .tsv),
            ("5\" disk\tx\n", .tsv),
            // A `|` makes CSV as `,` and `;` do, so a `|` file piped in reads as it does named;
            // not in a whitespace-separated file's `#` comment.
            ("a|b\n1|2\n", .csv),
            ("\"x|y\"\n1\n", .whitespace),
            ("# t | v\n1 2\n", .whitespace),
        ])
        func sniffs(text: String, expected: InputFormat) {
            #expect(FormatSniffer.format(of: Array(text.utf8)) == expected)
        }

        @Test(arguments: [
            ("csv", InputFormat.csv), ("TSV", .tsv), ("tab", .tsv), ("txt", .whitespace), ("dat", .whitespace),
            ("ssv", .whitespace), ("json", .json), ("ndjson", .ndjson), ("jsonl", .ndjson), (".csv", .csv),
        ])
        func extensions(ext: String, expected: InputFormat) {
            #expect(InputFormat(pathExtension: ext) == expected)
        }

        @Test func unknownExtensionIsNil() {
            #expect(InputFormat(pathExtension: "xlsx") == nil)
            #expect(TableReader.pathExtension(of: "dir.d/file") == nil)
            #expect(TableReader.pathExtension(of: "a/b.data.CSV") == "CSV")
        }

        @Test func explicitFormatBeatsExtensionWhichBeatsContent() throws {
            // Content looks like CSV, the extension says whitespace, the option says TSV.
            let text = "a,b\tc\n1,2\t3\n"
            #expect(try readTable(text, ext: "dat").names == ["a,b", "c"])
            #expect(try readTable(text, ext: "unknown").names == ["a,b", "c"])
            #expect(try readTable("a,b\n1,2\n", ext: nil).names == ["a", "b"])
            #expect(try readTable("a b,c\n1 2,3\n", format: .csv, ext: "dat").names == ["a b", "c"])
        }

        @Test func sniffedNDJSONIsRead() throws {
            let table = try readTable("{\"a\": 1}\n{\"a\": 2}\n", name: "<stdin>")
            #expect(rows(table) == [["1"], ["2"]])
            #expect(table.jsonPaths == .ndjson)
        }
    }
}
