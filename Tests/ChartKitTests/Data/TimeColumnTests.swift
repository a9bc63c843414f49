import Testing

@testable import ChartKit

extension DataTests {
    /// A column that is mostly dates is a time column; its odd cells are errors at the cell, not
    /// a silent switch to categories. Genuinely textual columns stay text.
    @Suite struct TimeColumnTests {
        @Test(arguments: [
            ("2024-01-01\n2024-01-02\nn/a\n", ColumnKind.time),
            ("2024-01-01\n2024-02-30\n", .time),
            ("2024-01-01\nlater\n", .time),
            ("2024-01-01T10:00Z\n2024-01-01 11:00\n5\n", .time),
            ("Jan\nFeb\n2024-03-01\n", .text),
            ("north\nsouth\neast\n", .text),
            ("1\n2\n3\n", .number),
            ("1\n2\nthree\n", .number),  // mostly numbers: "three" is an error at its cell
            ("1\nTotal\nother\n", .text),
        ])
        func kind(_ cells: String, _ expected: ColumnKind) throws {
            let table = try readTable("x\n" + cells, format: .csv, header: .present)
            #expect(table.kind(of: 0) == expected)
        }

        @Test func lineNamesTheBadDate() throws {
            let table = try readTable("day,v\n2024-01-30,1\n2024-01-31,2\n2024-02-30,3\n2024-03-01,4\n", format: .csv)
            #expect(
                errorDescription { try LineChartBuilder().chart(from: table) }
                    == #"data.csv:4:1 (column "day"): expected a date like 2024-01-31, found "2024-02-30""#)
        }

        @Test func discreteNamesTheBadDate() throws {
            let table = try readTable("day,v\n2024-01-30,1\nyesterday,2\n2024-03-01,4\n", format: .csv)
            #expect(
                errorDescription { try DiscreteChartBuilder().chart(from: table) }
                    == #"data.csv:3:1 (column "day"): expected a date like 2024-01-31, found "yesterday""#)
        }

        @Test func textCategoriesStay() throws {
            let table = try readTable("month,v\nJan,1\nFeb,2\n2024-03,3\n", format: .csv)
            #expect(try LineChartBuilder().chart(from: table).x.kind == .category)
        }
    }
}
