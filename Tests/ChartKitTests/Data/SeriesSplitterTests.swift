import Testing

@testable import ChartKit

/// Long data split into one series per key (`--series`).
@Suite struct SeriesSplitterTests {
    static func table(_ text: String) throws -> DataTable {
        try TableReader(options: ReadOptions(format: .csv)).read(bytes: Array(text.utf8), name: "long.csv", pathExtension: nil)
    }

    @Test func keysBecomeColumnsInFirstAppearanceOrder() throws {
        let wide = try SeriesSplitter(key: .name("region")).split(try Self.table("d,region,v\n1,b,10\n1,a,7\n2,b,12\n3,a,4\n"))
        #expect(wide.names == ["d", "b", "a"])
        #expect(wide.columns == [["1", "2", "3"], ["10", "12", ""], ["7", "", "4"]])
        #expect(wide.cellLines[1] == [2, 4, 0])  // absent pairs have no source line
    }

    /// The wide table's columns are named by the keys; the value column's name is kept for the
    /// value axis's title (in both reshapes), and none without a header.
    @Test func theValueColumnTitlesTheWideTable() throws {
        let input = "d,region,sales\n1,a,10\n2,b,11\n"
        #expect(try SeriesSplitter(key: .name("region")).split(try Self.table(input)).valueTitle == "sales")
        #expect(try SeriesSplitter(key: .name("region"), missing: .rowPerPoint).split(try Self.table(input)).valueTitle == "sales")
        let bare = try TableReader(options: ReadOptions(format: .csv, header: .absent)).read(
            bytes: Array("1,a,10\n2,b,11\n".utf8), name: "long.csv", pathExtension: nil)
        #expect(try SeriesSplitter(key: .index(2)).split(bare).valueTitle == nil)
        #expect(try Self.table(input).valueTitle == nil)
    }

    @Test func valueColumnComesFromYOrTheFirstNumericColumn() throws {
        let input = "d,note,region,v,w\n1,x,a,10,1\n2,y,a,11,2\n"
        #expect(try SeriesSplitter(key: .name("region")).split(try Self.table(input)).columns[1] == ["10", "11"])
        #expect(try SeriesSplitter(key: .name("region"), value: .name("w")).split(try Self.table(input)).columns[1] == ["1", "2"])
    }

    @Test func aSecondValueForOnePairIsAnError() throws {
        #expect(
            throws: ChartError.badData(
                location: SourceLocation(file: "long.csv", line: 3, column: 5), column: "column \"v\"",
                message: "series \"a\" already has a value at x \"1\" (line 2); give each x one row per series")
        ) {
            _ = try SeriesSplitter(key: .name("region")).split(try Self.table("d,region,v\n1,a,10\n1,a,11\n"))
        }
    }

    /// The error names the kind being drawn, whichever asked for it (it said "a bar chart" for
    /// any kind).
    @Test(arguments: ChartKind.allCases)
    func missingPairsAreErrorsWhenAsked(_ kind: ChartKind) throws {
        let chart = "\(kind.article) \(kind.rawValue) chart"
        #expect(
            throws: ChartError.badData(
                location: nil, column: nil,
                message: "long.csv: series \"a\" (column \"region\") has no row for \"2\"; \(chart) needs a value for every category in every series")
        ) {
            _ = try SeriesSplitter(key: .name("region"), missing: .error(kind)).split(try Self.table("d,region,v\n1,a,10\n1,b,3\n2,b,11\n"))
        }
    }

    @Test func badValuesAreReportedWhereTheyAre() throws {
        #expect(
            throws: ChartError.badData(
                location: SourceLocation(file: "long.csv", line: 3, column: 5), column: "column \"v\"",
                message: "expected a number, found \"n/a\"")
        ) {
            _ = try SeriesSplitter(key: .name("region")).split(try Self.table("d,region,v\n1,a,10\n2,a,n/a\n"))
        }
    }

    @Test func keyAndXMustDiffer() throws {
        #expect(throws: ChartError.usage("column \"region\" is both the x column (--x) and the series key (--series)")) {
            _ = try SeriesSplitter(key: .name("region"), x: .name("region")).split(try Self.table("d,region,v\n1,a,10\n"))
        }
    }
}
