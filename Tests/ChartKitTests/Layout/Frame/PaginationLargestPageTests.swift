import ChartKit
import Testing

/// `largestPage(rowCount:)` agrees with the pages themselves, without listing them.
@Suite struct PaginationLargestPageTests {
    @Test(arguments: [Pagination.single, .pageSize(1), .pageSize(7), .pageSize(100), .pageCount(1), .pageCount(3), .pageCount(10)])
    func matchesTheFullestPage(_ pagination: Pagination) throws {
        for rows in [1, 2, 9, 10, 11, 99, 100, 101, 1_000] {
            guard let pages = try? pagination.pages(rowCount: rows) else { continue }
            #expect(pagination.largestPage(rowCount: rows) == pages.map(\.count).max(), "\(pagination), \(rows) rows")
        }
    }
}
