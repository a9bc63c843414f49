import Testing

@testable import ChartKit

extension DataTests {
    /// Column selection, kinds, and numbers/times with their errors.
    @Suite struct ColumnAccessTests {
        let table: DataTable

        init() throws {
            table = try readTable("x,Y,2023,a,a\n1,2,3,4,5\n", format: .csv)
        }

        @Test(arguments: [
            (ColumnSelector.name("x"), 0), (.name("Y"), 1), (.name("y"), 1), (.name("2023"), 2),
            (.index(2023), 2), (.index(1), 0), (.index(5), 4), (.name("2"), 1),
        ])
        func resolves(selector: ColumnSelector, expected: Int) throws {
            #expect(try table.columnIndex(selector) == expected)
        }

        @Test(arguments: [
            (ColumnSelector.name("foo"), #"no column "foo" in data.csv (columns: x, Y, 2023, a, a)"#),
            (.index(6), "no column 6 in data.csv: it has 5 columns (x, Y, 2023, a, a)"),
            (.index(0), "no column 0 in data.csv: it has 5 columns (x, Y, 2023, a, a)"),
            (.name("a"), #"column name "a" is ambiguous in data.csv: columns 4 and 5 match; select one by position"#),
            (.name("A"), #"column name "A" is ambiguous in data.csv: columns 4 and 5 match; select one by position"#),
        ])
        func selectionErrors(selector: ColumnSelector, expected: String) {
            #expect(errorDescription { try table.columnIndex(selector) } == expected)
        }

        /// A near miss names the column that was probably meant; a far one does not guess.
        @Test(arguments: [
            ("revenu", "revenue"), ("Revnue", "revenue"), ("cots", "cost"), ("month_", "month"),
            ("profit", nil), ("x", nil), ("revenues_total", nil),
        ])
        func suggestsTheNearestName(typed: String, suggestion: String?) throws {
            let sales = try readTable("month,revenue,cost\nJan,1,2\n", format: .csv)
            let message = errorDescription { try sales.columnIndex(.name(typed)) }
            if let suggestion {
                #expect(message == "no column \"\(typed)\" in data.csv; did you mean \"\(suggestion)\"? (columns: month, revenue, cost)")
            } else {
                #expect(message == "no column \"\(typed)\" in data.csv (columns: month, revenue, cost)")
            }
        }

        @Test(arguments: [
            ("3", ColumnSelector.index(3)), ("y", .name("y")), (" 12 ", .index(12)), ("03", .name("03")),
            ("-1", .name("-1")), ("0", .name("0")), ("x y", .name("x y")),
        ])
        func parsesSelectors(text: String, expected: ColumnSelector) {
            #expect(ColumnSelector(parsing: text) == expected)
        }

        @Test func headerlessNamesAreIndices() throws {
            let table = try readTable("1,2,3\n4,5,6\n", format: .csv)
            #expect(try table.columnIndex(ColumnSelector(parsing: "3")) == 2)
            #expect(errorDescription { try table.columnIndex(.name("z")) } == #"no column "z" in data.csv (columns: 1, 2, 3)"#)
        }

        @Test func kinds() throws {
            let table = try readTable(
                "n,t,s,e,mix\n1,2024-01-01,a,,1\n,2024-01-02T10:00Z,2,,2024-01-01\n-3.5,,c, ,x\n", format: .csv)
            #expect((0..<5).map { table.kind(of: $0) } == [.number, .time, .text, .empty, .text])
        }

        @Test func numbersWithGapsOrErrors() throws {
            let table = try readTable("x,y\n1,10\n2,\n3,abc\n", format: .csv)
            #expect(try table.numbers(at: 0, emptyIsGap: false) == [1, 2, 3])
            #expect(
                errorDescription { try table.numbers(at: 1, emptyIsGap: false) }
                    == #"data.csv:3:3 (column "y"): expected a number, found an empty cell"#)
            #expect(
                errorDescription { try table.numbers(at: 1, emptyIsGap: true) }
                    == #"data.csv:4:3 (column "y"): expected a number, found "abc""#)
            let gaps = try readTable("x,y\n1,10\n2,\n", format: .csv).numbers(at: 1, emptyIsGap: true)
            #expect(gaps.count == 2 && gaps[0] == 10 && gaps[1].isNaN)
        }

        @Test func headerlessErrorsNameColumnByPosition() throws {
            let table = try readTable("1,2\n3,x\n", format: .csv)
            #expect(
                errorDescription { try table.numbers(at: 1, emptyIsGap: true) }
                    == "data.csv:2:3 (column 2): expected a number, found \"x\"")
        }

        @Test func foundTextIsShortAndOnOneLine() throws {
            let long = String(repeating: "é", count: 60)
            let table = try readTable("x,y\n1,\"\(long)\"\n2,\"a\nb\t\u{1}\"\"\"\n", format: .csv)
            #expect(
                errorDescription { try table.numbers(at: 1, emptyIsGap: true) }
                    == "data.csv:2:3 (column \"y\"): expected a number, found \"\(String(repeating: "é", count: 40))…\"")
            let second = try readTable("x,y\n2,\"a\nb\t\u{1}\"\"\"\n", format: .csv)
            #expect(
                errorDescription { try second.numbers(at: 1, emptyIsGap: true) }
                    == #"data.csv:2:3 (column "y"): expected a number, found "a\nb\t\u{1}\"""#)
        }

        @Test func times() throws {
            let table = try readTable("t,v\n2024-03-01,1\n2024-03-01T00:00:01Z,2\n2024-13-01,3\n", format: .csv)
            let tail = try readTable("t,v\n2024-03-01,1\n,2\n", format: .csv)
            #expect(
                errorDescription { try table.times(at: 0) }
                    == #"data.csv:4:1 (column "t"): expected a date like 2024-01-31, found "2024-13-01""#)
            #expect(
                errorDescription { try tail.times(at: 0) }
                    == #"data.csv:3:1 (column "t"): expected a date like 2024-01-31, found an empty cell"#)
            let good = try readTable("t\n2024-03-01\n2024-03-01T00:00:01Z\n", format: .csv)
            #expect(try good.times(at: 0) == [1_709_251_200, 1_709_251_201])
        }
    }
}
