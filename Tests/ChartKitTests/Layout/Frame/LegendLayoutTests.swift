import Testing
@testable import ChartKit

/// Legend grids match gnuplot's equal-width columns, and a crowded top legend moves or warns.
@Suite struct LegendLayoutTests {
    static func names(_ count: Int) -> [String] { (0..<count).map { "series_\($0 < 10 ? "0" : "")\($0)_long_name" } }

    static func layout(_ count: Int, _ requested: LegendPosition, width: Int = 800, plotHeight: Double = 350) -> (LegendLayout?, [String]) {
        var warnings: [String] = []
        let legend = LegendLayout.layout(names: names(count), requested: requested, width: width, plotHeight: plotHeight,
                                         metrics: TextMetrics(fontSize: 10), sampleLength: 3, warnings: &warnings)
        return (legend, warnings)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var count: Int
        var requested: LegendPosition
        var position: LegendPosition?
        var columns: Int
        var rows: Int
        var testDescription: String { "\(count) \(requested)" }
    }

    @Test(arguments: [
        Case(count: 1, requested: .top, position: nil, columns: 0, rows: 0),
        Case(count: 5, requested: .none, position: nil, columns: 0, rows: 0),
        Case(count: 3, requested: .top, position: .top, columns: 3, rows: 1),
        Case(count: 6, requested: .top, position: .top, columns: 3, rows: 2),
        Case(count: 12, requested: .top, position: .right, columns: 1, rows: 12),   // 4 rows on top: moves right
        Case(count: 20, requested: .top, position: .top, columns: 3, rows: 7),      // two columns on the right would not fit
        Case(count: 20, requested: .right, position: .right, columns: 2, rows: 10),
        Case(count: 7, requested: .bottom, position: .bottom, columns: 3, rows: 3),
    ])
    func grid(_ test: Case) {
        let (legend, _) = Self.layout(test.count, test.requested)
        #expect(legend?.position == test.position)
        if let legend {
            #expect(legend.columns == test.columns && legend.rows == test.rows)
            #expect(legend.columns * legend.rows >= test.count)
        }
    }

    @Test func aLegendThatCannotFitWarns() {
        let (legend, warnings) = Self.layout(40, .top, width: 400, plotHeight: 200)
        #expect(legend?.position == .top)
        #expect(warnings == ["the legend of 40 series takes 40 rows; use a larger --size or --legend none"])
    }
}
