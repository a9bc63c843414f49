import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// A streamed line chart whose later rows are not in ascending x is sorted in its spill
/// (`LineStream.sortByX`, an external sort) and laid out from a few rows as a sorted one is, not
/// read whole: the end-to-end comparisons with a whole read (`UnsortedStreamCLITests`) would pass
/// trivially if it fell back to every row.
@Suite struct UnsortedStreamTests {
    /// A sorted first batch, then 40,000 rows in a scrambled order with many equal x.
    static let scrambled =
        "x,y\n" + (0..<300).map { "\($0 - 400),\($0 % 7)\n" }.joined()
        + (0..<40_000).map { "\(($0 * 7919) % 9000),\(($0 * 104_729) % 1000)\n" }.joined()

    @Test(arguments: [3, 1000, nil] as [Int?])
    func anUnsortedStreamIsSortedAndLaidOutFromFewRows(_ runRows: Int?) throws {
        let options = LineOptions(paging: PagingOptions(pagination: .pageCount(3), selection: .all, output: "x.png"), highlight: "4500.5")
        guard case let .stream(stream) = try LineStreamReaderTests.read(Self.scrambled) else {
            Issue.record("the scrambled CSV did not stream")
            return
        }
        #expect(!stream.isSorted)
        stream.sortRunRows = runRows
        let streamed = try LineStreamLayouter(options: options).plan(for: stream)
        #expect(stream.isSorted)
        #expect(streamed.chart.reduction != nil && streamed.chart.sourceRowCount == 40_300)
        #expect(streamed.chart.count < 40_300 / 3, "the reduced chart holds \(streamed.chart.count) rows")
        guard case let .table(table) = try LineStreamReaderTests.read(Self.scrambled, threshold: 10_000_000) else {
            Issue.record("the whole read streamed")
            return
        }
        let whole = try LineLayouter(options: options).plan(for: try LineChartBuilder().chart(from: table))
        #expect(streamed.pages.map(\.highlight) == whole.pages.map(\.highlight))
        #expect(streamed.pages.map(\.x) == whole.pages.map(\.x))
        #expect(streamed.pages.map(\.y) == whole.pages.map(\.y))
        // The spill is the whole read's sorted rows, row for row.
        let sorted = try stream.wholeChart()
        #expect(sorted.x.positions == whole.chart.x.positions && sorted.series[0].values == whole.chart.series[0].values)
    }
}
