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
        #expect(
            try PagingOptions(pagination: .pageSize(2), output: "a.png").selectedPages(among: 3, rowCount: 6, unit: .rows("points")) == [1, 2, 3])
        #expect(try PagingOptions(pagination: .pageSize(2), output: "-").selectedPages(among: 3, rowCount: 6, unit: .rows("points")) == [1])
    }

    /// A page past the last names the flag and value that make it (issue 34 item 10), per
    /// what the kind's pages are made of and how they were cut.
    @Test(arguments: [
        (
            PagingOptions(pagination: .single, selection: .range(2, 2), output: "a.png"), 500, PageUnit.rows("points"),
            "page 2 does not exist: the data makes 1 page of 500 points; use --page-size 250 for 2 pages, or --page 1"
        ),
        (
            PagingOptions(pagination: .pageSize(100), selection: .range(5, 5), output: "a.png"), 300, .rows("points"),
            "page 5 does not exist: the data makes 3 pages of up to 100 points (300 in all); use --page-size 60 for 5 pages, or --page 1-3"
        ),
        (
            PagingOptions(pagination: .pageCount(2), selection: .range(3, 4), output: "a.png"), 10, .rows("categories"),
            "pages 3-4 do not all exist: the data makes 2 pages (--pages 2, 10 categories in all); use --pages 4 for 4 pages, or --page 1-2"
        ),
        (
            PagingOptions(pagination: .single, selection: .range(4, 4), output: "a.png"), 3, .rows("rows"),
            "page 4 does not exist: the data makes 1 page of 3 rows, too few for 4 pages even at one a page; use --page 1"
        ),
        (
            PagingOptions(pagination: .single, selection: .range(2, 2), output: "a.png"), 40, .single("a histogram"),
            "page 2 does not exist: the data makes 1 page; a histogram is always one page: use --page 1 or leave out --page"
        ),
        (
            PagingOptions(pagination: .single, selection: .range(2, 2), output: "a.png"), 1, .groups,
            """
            page 2 does not exist: the data makes 1 page; a pie chart makes one page per --group value: use --group COLUMN for more pages, or \
            --page 1
            """
        ),
        (
            PagingOptions(pagination: .single, selection: .range(3, 3), output: "a.png"), 2, .groups,
            "page 3 does not exist: the data makes 2 pages (one pie per --group value); use --page 1-2"
        ),
    ])
    func pagePastTheLastSaysHowToMakeIt(paging: PagingOptions, rows: Int, unit: PageUnit, message: String) {
        let pages = (try? paging.pagination.pages(rowCount: rows).count) ?? 1
        #expect(throws: ChartError.usage(message)) {
            try paging.selectedPages(among: unit == .groups ? rows : pages, rowCount: rows, unit: unit)
        }
    }
}
