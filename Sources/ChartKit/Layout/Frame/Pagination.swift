/// How a long series is cut into pages.
package enum Pagination: Sendable, Equatable {
    /// Everything on one page.
    case single
    /// `--page-size N`: N points per page (the last page may hold fewer).
    case pageSize(Int)
    /// `--pages K`: K pages of near-equal size (sizes differ by at most one point).
    case pageCount(Int)

    /// Rows on the fullest page of `rowCount` rows, worked out without listing the pages (so a
    /// limit can be checked before anything grows with them). Invalid settings count as one
    /// page: `pages(rowCount:)` reports them.
    package func largestPage(rowCount: Int) -> Int {
        switch self {
        case .single: return rowCount
        case let .pageSize(size): return size > 0 ? min(size, rowCount) : rowCount
        case let .pageCount(count): return count > 0 ? (rowCount + count - 1) / count : rowCount
        }
    }

    /// The row ranges of each page, in order; every page holds at least one row.
    package func pages(rowCount: Int) throws -> [Range<Int>] {
        guard rowCount > 0 else { return [] }
        switch self {
        case .single:
            return [0..<rowCount]
        case let .pageSize(size):
            guard size > 0 else { throw ChartError.usage("--page-size must be at least 1, got \(size)") }
            return stride(from: 0, to: rowCount, by: size).map { $0..<min($0 + size, rowCount) }
        case let .pageCount(count):
            guard count > 0 else { throw ChartError.usage("--pages must be at least 1, got \(count)") }
            guard count <= rowCount else {
                throw ChartError.usage("--pages \(count) asks for more pages than there are points (\(rowCount))")
            }
            let base = rowCount / count
            let extra = rowCount % count
            var pages: [Range<Int>] = []
            var start = 0
            for page in 0..<count {
                let size = base + (page < extra ? 1 : 0)
                pages.append(start..<start + size)
                start += size
            }
            return pages
        }
    }
}
