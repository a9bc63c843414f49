import Testing

@testable import ChartKit

/// What `HistChartBuilder` names: the x axis title of the values binned.
@Suite struct HistChartBuilderTests {
    static func chart(_ text: String, header: HeaderMode = .auto, key: ColumnSelector? = nil) throws -> HistChart {
        let table = try TableReader(options: ReadOptions(format: .csv, header: header)).read(
            bytes: Array(text.utf8), name: "t.csv", pathExtension: nil)
        return try HistChartBuilder(key: key).chart(from: table)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var names: [String]
        var title: String?
        var testDescription: String { names.joined(separator: ",") }
    }

    /// One column is its name; several are their names joined while three at most fit in 40
    /// characters, else `value` (the legend names each).
    static let cases: [Case] = [
        Case(names: ["ms"], title: "ms"),
        Case(names: ["temp_max", "temp_min"], title: "temp_max, temp_min"),
        Case(names: ["a", "b", "c"], title: "a, b, c"),
        Case(names: ["a", "b", "c", "d"], title: "value"),
        Case(names: ["petal_length_in_centimetres", "sepal_length_in_centimetres"], title: "value"),
    ]

    @Test(arguments: cases)
    func severalColumnsAreTitled(_ c: Case) throws {
        let row = c.names.indices.map { "\($0 + 1)" }.joined(separator: ",")
        let chart = try Self.chart(c.names.joined(separator: ",") + "\n" + row + "\n" + row + "\n")
        #expect(chart.series.count == c.names.count)
        #expect(chart.valueTitle == c.title)
    }

    /// Without a header the columns have no names to title the axis with.
    @Test func noHeaderNoTitle() throws {
        #expect(try Self.chart("1,2\n3,4\n", header: .absent).valueTitle == nil)
    }
}
