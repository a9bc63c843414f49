import Testing

@testable import ChartKit

/// The one category axis: slot windows per page (every page as wide as the fullest, a short last
/// page left-aligned), and tick marks only on named slots once slots are narrower than 4 px.
@Suite struct CategoryContentTests {
    static let metrics = TextMetrics()

    static func content(_ naming: CategoryContent.Naming, rows: Int, pageSize: Int) throws -> CategoryContent {
        let paging = PagingOptions(pagination: .pageSize(pageSize), selection: .all, output: "p.png")
        return CategoryContent(naming, pages: try AxisPages(rowCount: rows, paging: paging, format: .png, unit: .rows("categories")))
    }

    static func fitted(_ names: [String]) -> CategoryContent.Naming {
        .fitted(CategoryNames(names, times: nil, format: .auto, horizontal: false, labelEvery: 1, figure: FigureOptions(), metrics: metrics))
    }

    /// Fitted names count slots from 0 on every page; per-page names from the page's first row.
    /// 7 rows in pages of 3: the last page holds one row and keeps the others' width.
    @Test func windowsAreAsWideAsTheFullestPage() throws {
        let names = (1...7).map { "c\($0)" }
        let fitted = try Self.content(Self.fitted(names), rows: 7, pageSize: 3)
        #expect(fitted.windows == [-0.5...2.5, -0.5...2.5, -0.5...2.5])
        let perPage = try Self.content(.perPage(SlotTitles(names), labelEvery: 1, metrics: Self.metrics), rows: 7, pageSize: 3)
        #expect(perPage.windows == [-0.5...2.5, 2.5...5.5, 5.5...8.5])
        #expect(perPage.axes(length: 600)[2].ticks.map(\.label) == ["c7"])
    }

    /// A mark per slot draws a solid band when slots are narrower than 4 px: then only named
    /// slots are marked (fitted names); wider slots keep a mark each.
    @Test(arguments: [(slots: 100, length: 600, marks: 100), (slots: 1_000, length: 600, marks: nil as Int?)])
    func marksOnlyNamedSlotsWhenNarrow(_ row: (slots: Int, length: Int, marks: Int?)) throws {
        let (slots, length, marks) = row
        let content = try Self.content(Self.fitted((0..<slots).map { "name \($0)" }), rows: slots, pageSize: slots)
        let ticks = try #require(content.axes(length: length).first).ticks
        let named = ticks.filter { !$0.label.isEmpty }.count
        #expect(ticks.count == (marks ?? named))
        #expect(named < slots)
    }
}
