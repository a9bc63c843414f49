import Testing

@testable import ChartKit

extension DataTests {
    /// Tab- and `|`-separated files named `.csv` (issue 34 item 10): sniffed from a header
    /// without a comma when the next lines split alike, else refused at the header with
    /// `--separator tab` (or `'|'`) named, never read as one column of text.
    @Suite struct SeparatorSniffingTests {
        @Test(arguments: [
            ("x\ty\n1\t2\n2\t3\n", ASCII.tab),
            ("x|y\n1|2\n2|3\n", ASCII.pipe),
            ("a|b|c\n1|2|3\n", ASCII.pipe),
            ("x\ty\n", ASCII.tab),  // a header alone
            ("\"a|b\"\tc\n1\t2\n", ASCII.tab),  // a | inside quotes is text
            ("x;y\tz\n1;2\t3\n", ASCII.semicolon),  // as many of each: ; first
            ("when\tvalue\r\n2024-01-01\t1,5\r\n", ASCII.tab),  // commas in the data, not the header
            ("a,b\tc\n1,2\t3\n1,2\t3\n", ASCII.comma),  // a header with a comma is CSV
            ("x,y\n1,2\n", ASCII.comma),
            // A `"` inside a field is text, as the reader takes it: the lines after it still count.
            ("item;size\n12\" pipe;4\n2;3\n", ASCII.semicolon),
            ("\"a \"\"b\"\";c\";d\n1;2\n", ASCII.semicolon),  // "" inside a quoted field
        ])
        func separatorIsSniffedFromTheHeader(text: String, expected: UInt8) {
            let guess = FormatSniffer.separator(of: Array(text.utf8))
            #expect(guess.separator == expected)
            #expect(guess.doubt == nil)
        }

        @Test(arguments: [
            (
                "x\ty\n1\t2\n2\t3\t4\n",
                """
                data.csv:1:2: the header is split by tabs, but the first lines do not hold the same number of them (1 on line 1, 1 on line 2, 2 on \
                line 3), so the separator is unclear; use --separator tab if tabs separate the fields, or --separator ',' to read one column
                """
            ),
            (
                "\n\nnamé|y\n1|2|3\n",
                """
                data.csv:3:5: the header is split by \"|\", but the first lines do not hold the same number of them (1 on line 3, 2 on line 4), so \
                the separator is unclear; use --separator '|' if \"|\" separate the fields, or --separator ',' to read one column
                """
            ),
        ])
        func unclearSeparatorIsRefusedAtTheHeader(text: String, message: String) {
            let reader = TableReader(options: ReadOptions(format: .csv))
            do {
                _ = try reader.read(bytes: Array(text.utf8), name: "data.csv", pathExtension: "csv")
                Issue.record("read \(text.debugDescription) without an error")
            } catch {
                #expect(String(describing: error) == message)
            }
        }

        @Test func givenSeparatorIsNeverDoubted() throws {
            let table = try TableReader(options: ReadOptions(separator: ASCII.comma))
                .read(bytes: Array("x\ty\n1\t2\n2\t3\t4\n".utf8), name: "data.csv", pathExtension: "csv")
            #expect(table.columnCount == 1)
        }

        /// A stray `"` in a cell does not join the lines after it into one (`SeparatorCounts.sample`).
        @Test func aQuoteInsideAFieldEndsNoLine() {
            let text = "item;size\n12\" pipe;4\n" + (1...8).map { "\($0);\($0)\n" }.joined()
            #expect(SeparatorCounts.sample(Array(text.utf8), lines: 6).count == 6)
            #expect(SeparatorCounts.sample(Array("\"a\nb\";c\n1;2\n".utf8), lines: 6).count == 2)  // a quoted line break
        }
    }
}
