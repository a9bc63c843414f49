import Testing

@testable import ChartKit

@Suite struct PaginationTests {
    @Test(arguments: [
        (Pagination.single, 5, [0..<5]),
        (.pageSize(2), 5, [0..<2, 2..<4, 4..<5]),
        (.pageSize(5), 5, [0..<5]),
        (.pageSize(100), 1000, (0..<10).map { $0 * 100..<($0 + 1) * 100 }),
        (.pageCount(3), 10, [0..<4, 4..<7, 7..<10]),
        (.pageCount(1), 7, [0..<7]),
        (.pageCount(4), 4, [0..<1, 1..<2, 2..<3, 3..<4]),
    ])
    func pages(pagination: Pagination, rows: Int, expected: [Range<Int>]) throws {
        #expect(try pagination.pages(rowCount: rows) == expected)
    }

    @Test func morePagesThanRowsIsAUsageError() {
        #expect(throws: ChartError.usage("--pages 5 asks for more pages than there are points (3)")) {
            try Pagination.pageCount(5).pages(rowCount: 3)
        }
    }

    @Test(arguments: [
        ("3", PageSelection.range(3, 3)),
        ("2-5", .range(2, 5)),
        ("all", .all),
        (" ALL ", .all),
        ("4-4", .range(4, 4)),
    ])
    func parsesSelections(text: String, expected: PageSelection) throws {
        #expect(try PageSelection(parsing: text) == expected)
    }

    @Test(arguments: ["0", "-1", "5-2", "a", "", "1-", "1-2-3", "2.5"])
    func rejectsBadSelections(text: String) {
        #expect(throws: ChartError.usage("--page expects a page number, a range like 2-5, or all; got \"\(text)\"")) {
            try PageSelection(parsing: text)
        }
    }

    @Test func selectionBeyondThePagesNamesTheCount() {
        #expect(throws: ChartError.usage("page 12 does not exist: the data makes 10 pages")) {
            try PageSelection.range(12, 12).pages(among: 10)
        }
        #expect(throws: ChartError.usage("pages 9-11 do not all exist: the data makes 10 pages")) {
            try PageSelection.range(9, 11).pages(among: 10)
        }
        #expect((try? PageSelection.range(9, 10).pages(among: 10)) == [9, 10])
    }

    @Test func defaultSelectionDependsOnOutput() throws {
        #expect(try PagingOptions(pagination: .pageSize(2), output: "a.png").selectedPages(among: 3) == [1, 2, 3])
        #expect(try PagingOptions(pagination: .pageSize(2), output: "-").selectedPages(among: 3) == [1])
    }
}
