import Testing

@testable import ChartKit

extension DataTests {
    /// When the first row is a header, and forcing it either way.
    @Suite struct HeaderSniffingTests {
        @Test(arguments: [
            ("x,y\n1,2\n", true),
            ("1,2\n3,4\n", false),
            ("date,value\n2024-01-01,3\n", true),
            ("2024-01-01,3\n2024-01-02,4\n", false),
            ("label,value\nfoo,1\nbar,2\n", true),  // text column below, numeric column decides
            ("apple,1\nbanana,2\n", false),  // first cells look like data
            ("a,b\nc,d\n", false),  // all text: no evidence
            ("name,score\nann,n/a\nbob,n/a\nx,3\n", true),  // all-text first row over a table with a number
            ("x,y\n,\n1,2\n", true),  // empties ignored
            ("1,2\n", false),  // single row with numbers
            ("x,\n1,2\n", true),  // empty header cell named by position
            ("a\n1\n", true),
            ("day\n31/01/2024\n01/02/2024\n", true),  // a word over day/month dates, alone
            ("day,v\n31.01.2024 13:05,1\n", true),
            ("31/01/2024\n01/02/2024\n", false),  // dates from the first row
        ])
        func sniffed(input: String, expectHeader: Bool) throws {
            let table = try readTable(input, format: .csv)
            #expect(table.hasHeader == expectHeader)
        }

        @Test func singleTextRowIsAHeaderWithoutData() {
            #expect(errorDescription { try readTable("only,names\n", format: .csv) } == "data.csv has no data rows")
            #expect(errorDescription { try readTable("only,names\n", format: .csv, header: .absent) }.hasPrefix("no error"))
        }

        @Test func emptyHeaderCellIsNamedByPosition() throws {
            let table = try readTable(",a, b \n0,1,2\n", format: .csv)
            #expect(table.names == ["1", "a", "b"])
        }

        @Test func forcedPresent() throws {
            let table = try readTable("1,2\n3,4\n", format: .csv, header: .present)
            #expect(table.hasHeader)
            #expect(table.names == ["1", "2"])
            #expect(rows(table) == [["3", "4"]])
            #expect(cellPositions(table) == [["2:1", "2:3"]])
        }

        @Test func forcedAbsent() throws {
            let table = try readTable("x,y\n1,2\n", format: .csv, header: .absent)
            #expect(table.hasHeader == false)
            #expect(table.names == ["1", "2"])
            #expect(rows(table) == [["x", "y"], ["1", "2"]])
        }

        @Test func sniffingLooksOnlyAtTheFirstRows() throws {
            // Row 60 is text, beyond the sample: the header is still recognised.
            var text = "x\n"
            for index in 0..<60 { text += index == 58 ? "oops\n" : "\(index)\n" }
            let table = try readTable(text, format: .csv)
            #expect(table.hasHeader)
            #expect(table.rowCount == 60)
        }
    }
}
