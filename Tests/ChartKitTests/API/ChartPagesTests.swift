import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Pages from the library: a long chart cut as `--page-size` cuts it, every page written to its
/// own file or returned as bytes, and `render(as:)` refusing to return one page of several.
@Suite(.tags(.heavy)) struct ChartPagesTests {
    static func tenPoints() -> Chart {
        Chart.line(x: (1...10).map(Double.init), series: [("y", (1...10).map { Double($0 * $0) })])
    }

    @Test func pagesAreWrittenToNumberedFiles() throws {
        let folder = NSTemporaryDirectory() + "chart-api-pages-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var chart = Self.tenPoints()
        chart.pages = .size(4)
        let result = try chart.write(to: folder + "/line.png")
        #expect(result.outputs == ["line-001.png", "line-002.png", "line-003.png"].map { folder + "/" + $0 })
        #expect(try result.outputs.allSatisfy { try PNGInspector.inspect(path: $0).width == 800 })
    }

    /// A bar chart's category limit is per page, as with `--page-size`: the builder reads the
    /// pages from the options (`FrameChecks`); `Chart` used to leave them out, so any bar chart
    /// of more categories than one page holds was refused, however it was paged.
    @Test func barCategoryLimitIsPerPage() throws {
        let count = ChartLimits.barCategoriesPerPage + 1
        var chart = Chart.bar(categories: (1...count).map { "c\($0)" }, series: [("y", (1...count).map(Double.init))])
        #expect(throws: ChartError.self) { try chart.plan() }
        chart.pages = .size(ChartLimits.barCategoriesPerPage / 2)
        #expect(try chart.plan().pageCount == 3)
    }

    @Test func renderPagesReturnsTheSelectedPages() throws {
        var chart = Self.tenPoints()
        chart.pages = .count(2)
        let pages = try chart.renderPages()
        #expect(pages.count == 2)
        #expect(pages[0] != pages[1])
        #expect(try pages.allSatisfy { try PNGInspector.inspect(bytes: $0, name: "page").height == 500 })
        chart.selectedPages = 2...2
        #expect(try chart.render() == pages[1])
    }

    /// One image of several pages is refused before gnuplot runs, naming both ways out; a page
    /// past the last is the command's error.
    @Test func renderRefusesSeveralPages() throws {
        var chart = Self.tenPoints()
        chart.pages = .size(5)
        #expect {
            _ = try chart.render()
        } throws: { error in
            guard case let ChartError.usage(message) = error else { return false }
            return message.contains("2 pages") && message.contains("selectedPages") && message.contains("renderPages")
        }
        chart.selectedPages = 3...3
        #expect(throws: ChartError.self) { _ = try chart.render() }
    }
}
