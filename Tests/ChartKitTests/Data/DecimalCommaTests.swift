import Testing

@testable import ChartKit

extension DataTests {
    /// Semicolon-separated input and decimal commas (issue 16 item 19): the separator sniffed
    /// from the first lines, decimal commas read only when asked and named when not.
    @Suite struct DecimalCommaTests {
        @Test(arguments: [
            ("Datum;Wert\n2024-01-01;1,5\n", ASCII.semicolon),
            ("2024-01-01;1,5\n2024-01-02;2,25\n", ASCII.semicolon),  // one of each per line: a European export
            ("a,b\n1,2\n", ASCII.comma),
            ("name,note\nx,\"a;b\"\n", ASCII.comma),  // a ; inside quotes is not a separator
            ("\"Umsatz, netto\";\"Datum\"\n1,5;2024\n", ASCII.semicolon),
            ("a,b,c\nx;y,1,2\nz,3,4\n", ASCII.comma),
            ("\u{FEFF}a;b\n1;2\n", ASCII.semicolon),
            ("", ASCII.comma),
        ])
        func separatorIsSniffed(text: String, expected: UInt8) {
            #expect(FormatSniffer.separator(of: Array(text.utf8)).separator == expected)
            #expect(FormatSniffer.format(of: Array(text.utf8)) == .csv)
        }

        @Test(arguments: [
            ("1,5", DecimalComma.Reading.number), ("-0,25", .number), ("1.234,5", .number), ("1.234.567,89", .number),
            ("1.234", .number), ("15", .number), (" 2,5 ", .number), ("+3,0", .number),
            ("1.5", .pointDecimal), ("1234.5", .pointDecimal), ("0.125", .pointDecimal),
            (".5", .pointDecimal), ("-.5", .pointDecimal), ("0.5", .pointDecimal), (",5", .number), ("-,25", .number), (".", .other),
            ("1,", .other), ("abc", .other), ("2024-01-01", .other), ("1.23.4", .other), ("12.34,5", .other), ("", .other), ("1,5 kg", .other),
        ])
        func cellsRead(text: String, expected: DecimalComma.Reading) {
            var text = text
            #expect(text.withUTF8 { DecimalComma.reading($0) } == expected)
        }

        /// The rewrite keeps every byte's place: cells after a rewritten one keep their columns.
        @Test func rewriteKeepsLengthsAndLocations() throws {
            let input = "k;v;w\na;1.234,5;x\nb;\"2,5\";1.5\nStraße 1,5;3;y\n"
            var bytes = Array(input.utf8)
            let points = DecimalComma.rewrite(&bytes, separator: ASCII.semicolon)
            #expect(String(decoding: bytes, as: UTF8.self) == "k;v;w\na;1234.5 ;x\nb;\"2.5\";1.5\nStraße 1,5;3;y\n")
            let pointAt = Array(input.utf8).firstRange(of: Array("1.5\n".utf8))?.lowerBound
            #expect(points == Set([pointAt].compactMap { $0 }), "\"1.5\" in column w, a text column")
            let table = try TableReader(options: ReadOptions(decimalComma: true)).read(bytes: Array(input.utf8), name: "eu.csv", pathExtension: "csv")
            #expect(try table.numbers(at: 1, emptyIsGap: false) == [1234.5, 2.5, 3])
            #expect(table.texts(ofColumn: 2) == ["x", "1.5", "y"], "a point decimal in a text column stays text")
            #expect(cellPositions(table)[1] == ["3:1", "3:3", "3:9"])
        }

        @Test func semicolonNumbersWithoutTheFlagAreNamed() {
            let message = errorDescription { try readTable("Datum;Wert\n2024-01-01;1,5\n2024-01-02;2\n", name: "eu.csv") }
            #expect(message == "eu.csv:2:12 (column \"Wert\"): \"1,5\" is written with a decimal comma; pass --decimal-comma to read it as 1.5")
            #expect(errorDescription { try readTable("a;b\nx;1,5 kg\n") }.hasPrefix("no error"), "text is text")
        }

        @Test func pointDecimalsAmongNumbersAreRefusedWithTheFlag() {
            let message = errorDescription {
                try TableReader(options: ReadOptions(decimalComma: true)).read(
                    bytes: Array("t;v\n1;2,5\n2;1.5\n".utf8), name: "eu.csv", pathExtension: nil)
            }
            #expect(
                message.hasPrefix("eu.csv:3:3 (column \"v\"): \"1.5\" has a decimal point, but --decimal-comma reads '.' as a thousands separator"))
        }

        /// `.5` is refused with `--decimal-comma` as `0.5` is ('.' only groups thousands there),
        /// naming its cell; `,5` is that form's own `.5` (issue 32 item 11).
        @Test(arguments: [".5", "0.5", "-.5"])
        func leadingPointIsRefusedAsZeroPointIs(cell: String) {
            let message = errorDescription {
                try TableReader(options: ReadOptions(decimalComma: true)).read(
                    bytes: Array("t;v\n1;2,5\n2;\(cell)\n".utf8), name: "eu.csv", pathExtension: nil)
            }
            #expect(message.hasPrefix("eu.csv:3:3 (column \"v\"): \"\(cell)\" has a decimal point"), "\(message)")
        }

        @Test func leadingCommaReadsAsAFraction() throws {
            let table = try TableReader(options: ReadOptions(decimalComma: true)).read(
                bytes: Array("t;v\n1;,5\n2;-,25\n".utf8), name: "eu.csv", pathExtension: nil)
            #expect(try table.numbers(at: 1, emptyIsGap: false) == [0.5, -0.25])
        }

        /// A `;` file whose dotted numbers all have three decimals may be thousands grouping
        /// (`1.234` = 1234 in a European export): read as decimals, with a warning naming the
        /// first cell, what it was read as and the flag (issue 32 item 11).
        @Test(
            arguments: [
                (
                    "a;b\n1.234;12.500\n2;3.250\n", [],
                    [
                        """
                        eu.csv:2:1 (column \"a\"): \"1.234\" was read as a decimal, but every number with a '.' in this ';'-separated column has \
                        three digits after it, as thousands separators do; if '.' groups thousands here, pass --decimal-comma to read it as 1234
                        """,
                        """
                        eu.csv:2:7 (column \"b\"): \"12.500\" was read as a decimal, but every number with a '.' in this ';'-separated column has \
                        three digits after it, as thousands separators do; if '.' groups thousands here, pass --decimal-comma to read it as 12500
                        """,
                    ]
                ),
                (
                    "a;b\n1;2\n2;-1.000\n", [],
                    [
                        """
                        eu.csv:3:3 (column \"b\"): \"-1.000\" was read as a decimal, but every number with a '.' in this ';'-separated column has \
                        three digits after it, as thousands separators do; if '.' groups thousands here, pass --decimal-comma to read it as -1000
                        """
                    ]
                ),
                ("a;b\n1;1.234\n2;1.5\n", [], []),  // 1.5 is a decimal: so is 1.234
                ("a;b\n1;0.125\n2;3\n", [], []),  // a leading zero groups nothing
                ("a;b\n1;1234.567\n2;3\n", [], []),  // nor do four digits before the point
                ("a;b\n1;x\n2;1.234\n", [], []),  // text
                ("a,b\n1,1.234\n2,3\n", [], []),  // a comma-separated file writes thousands otherwise
                ("a;b\n1;1.234\n2;3\n", ["--decimal-comma"], []),  // read as 1234
            ] as [(String, [String], [String])])
        func threeDecimalsInASemicolonFileAreNoted(input: String, flags: [String], expected: [String]) throws {
            let notes = ReadNotes()
            var options = ReadOptions(decimalComma: flags.contains("--decimal-comma"))
            options.notes = notes
            _ = try TableReader(options: options).read(bytes: Array(input.utf8), name: "eu.csv", pathExtension: nil)
            #expect(notes.all == expected)
        }

        @Test func givenSeparatorWins() throws {
            let table = try TableReader(options: ReadOptions(separator: UInt8(ascii: "|"))).read(
                bytes: Array("a|b\n1|2,5\n".utf8), name: "x.tsv", pathExtension: "tsv")
            #expect(rows(table) == [["1", "2,5"]])
        }
    }
}
