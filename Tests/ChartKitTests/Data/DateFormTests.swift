import Testing

@testable import ChartKit

extension DataTests {
    /// Date-times in the forms of widely used sample data (`2010/01/01 00:00`), named forms
    /// (`--x-date-format`), bare years and day/month numbers (issue 16 item 2).
    @Suite struct DateFormTests {
        /// 2010-01-01T00:00:00Z.
        static let newYear2010 = 1_262_304_000.0

        /// Each text and its seconds after midnight.
        static let dateTimes: [(String, Double)] = [
            ("2010/01/01 00:00", 0),
            ("2010/01/01 13:05", 47_100),
            ("2010/01/01 13:05:30", 47_130),
            ("2010/1/1 23:59", 86_340),
            ("2010-01-01 00:00", 0),
            ("2010-01-01 07:30", 27_000),
            ("2010-01-01T07:30", 27_000),
            ("Jan 1 2010 12:00", 43_200),
            ("Jan 1, 2010 12:00:01", 43_201),
            (" 2010/01/01  06:00 ", 21_600),
        ]

        @Test(arguments: dateTimes)
        func sniffedDateTimes(text: String, secondsAfterMidnight: Double) {
            #expect(ValueParser.time(Substring(text)) == Self.newYear2010 + secondsAfterMidnight)
        }

        @Test(arguments: [
            "2010/01/01 24:00", "2010/01/01 12", "2010/01/01 12:60", "2010/01/01 x:00", "2010/13/01 00:00",
            "01/02/2010 00:00", "2010/01/01 00:00 extra",
        ])
        func malformedDateTimesStayText(text: String) {
            #expect(ValueParser.time(Substring(text)) == nil)
        }

        @Test(arguments: [
            ("%d/%m/%Y", "01/02/2024", "2024-02-01T00:00:00"),
            ("%m/%d/%Y", "01/02/2024", "2024-01-02T00:00:00"),
            ("%d/%m/%Y", "1/2/2024", "2024-02-01T00:00:00"),
            ("%d.%m.%y", "31.01.99", "1999-01-31T00:00:00"),
            ("%d.%m.%y", "31.01.05", "2005-01-31T00:00:00"),
            ("%Y%m%d", "20240131", "2024-01-31T00:00:00"),
            ("%b %d, %Y %I:%M %p", "Jan 31, 2024 1:05 PM", "2024-01-31T13:05:00"),
            ("%b %d, %Y %I:%M %p", "jan 31, 2024 12:05 am", "2024-01-31T00:05:00"),
            ("%d %B %Y", "5 March 2024", "2024-03-05T00:00:00"),
            ("%d/%m/%Y %H:%M:%S", " 31/01/2024 10:00:05 ", "2024-01-31T10:00:05"),
            ("%H:%M", "13:45", "1970-01-01T13:45:00"),
            ("%Y-%m-%d%%", "2024-01-31%", "2024-01-31T00:00:00"),
        ])
        func namedForms(form: String, text: String, expected: String) throws {
            let pattern = try DateReadPattern(validating: form)
            let seconds = try #require(pattern.seconds(Substring(text)))
            #expect(DatePattern(unchecked: "%Y-%m-%dT%H:%M:%S").format(epochSeconds: seconds) == expected)
        }

        @Test(arguments: [
            ("%d/%m/%Y", "31/02/2024"), ("%d/%m/%Y", "01/13/2024"), ("%d/%m/%Y", "01/02/2024x"),
            ("%d/%m/%Y", "2024-01-02"), ("%d/%m/%Y", ""), ("%H:%M", "24:00"), ("%b %Y", "Foo 2024"),
            ("%I %p", "3 XM"),
        ])
        func namedFormsRefuseOtherCells(form: String, text: String) throws {
            #expect(try DateReadPattern(validating: form).seconds(Substring(text)) == nil)
        }

        @Test(arguments: ["%d/%q/%Y", "no directive", "%", "%d/%m/%Y é"])
        func unreadableFormsAreUsageErrors(form: String) {
            #expect(throws: ChartError.self) { try DateReadPattern(validating: form) }
        }

        @Test(arguments: [
            ("year", "1990\n2000\n2010\n", DateReading.years),
            ("Year", "1990\n\n2010\n", .years),
            ("fiscal_year", "1990\n2000\n", .years),
            ("startYear", "1990\n2000\n", .years),
            ("Date", "1990\n2000\n", .years),
            ("d", "31/01/2024\n01/02/2024\n", .pattern(try! DateReadPattern(validating: "%d/%m/%Y"))),
            ("d", "01/31/2024\n02/01/2024\n", .pattern(try! DateReadPattern(validating: "%m/%d/%Y"))),
            ("d", "31.01.2024 10:00\n01.02.2024 11:00\n", .pattern(try! DateReadPattern(validating: "%d.%m.%Y %H:%M"))),
        ])
        func columnsThatReadAsAWhole(header: String, cells: String, expected: DateReading) throws {
            let table = try readTable(header + "\n" + cells, format: .csv, header: .present)
            #expect(table.dateReading(of: 0) == expected)
            #expect(table.kind(of: 0) == .time)
        }

        @Test(arguments: [
            ("n", "1990\n2000\n2010\n", ColumnKind.number),  // no year in the header: a quantity
            ("price", "1990\n2000\n", .number),
            ("yearly_total", "1990\n2000\n", .number),  // "yearly" is not "year"
            ("year", "1990\n2000.5\n", .number),  // not whole years
            ("year", "990\n2000\n", .number),  // not four digits
            ("year", "3000\n3001\n", .number),  // beyond 1000–2999
            ("d", "01/02/2024\n03/04/2024\n", .text),  // day or month first: ambiguous
            ("d", "13/13/2024\n01/02/2024\n", .text),  // neither order reads every cell
        ])
        func columnsThatStayAsTheyAre(header: String, cells: String, expected: ColumnKind) throws {
            let table = try readTable(header + "\n" + cells, format: .csv, header: .present)
            #expect(table.dateReading(of: 0) == nil)
            #expect(table.kind(of: 0) == expected)
        }

        @Test func forcedTimeReadsYearsOfAnyHeader() throws {
            let table = try readTable("n,v\n1990,1\n2000,2\n", format: .csv)
            let chart = try LineChartBuilder(xType: .time).chart(from: table)
            #expect(chart.x.kind == .time)
            #expect(chart.x.positions == [631_152_000, 946_684_800])
        }

        @Test func namedFormErrorsNameTheCell() throws {
            let table = try readTable("d,v\n31/01/2024,1\n2024-02-01,2\n", format: .csv)
            let builder = LineChartBuilder(xDateFormat: try DateReadPattern(validating: "%d/%m/%Y"))
            #expect(
                errorDescription { try builder.chart(from: table) }
                    == #"data.csv:3:1 (column "d"): expected a date in the form '%d/%m/%Y', found "2024-02-01""#)
        }

        @Test func ambiguousWarningNamesColumnAndFlag() {
            let warning = LineLayouter.unreadDatesWarning(example: "01/02/2024", column: "day", cells: ["01/02/2024", "03/04/2024"])
            #expect(
                warning
                    == #"""
                    x column "day": dates such as "01/02/2024" could be day/month or month/day (no day above 12 tells); \#
                    drawn as text categories in input order; say the form with --x-date-format '%d/%m/%Y' or --x-date-format '%m/%d/%Y'
                    """#
            )
        }
    }
}
