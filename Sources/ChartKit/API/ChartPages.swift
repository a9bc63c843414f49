/// How a long line, bar or discrete chart is cut into pages (`--page-size`, `--pages`): a year of
/// minutes drawn on one page is a smear; on pages of a day each is readable.
public enum ChartPages: Sendable, Equatable {
    /// Everything on one page.
    case one
    /// This many points (bar: categories) per page, at least 1; the last page may hold fewer.
    case size(Int)
    /// This many near-equal pages, at least 1 and at most one per point.
    case count(Int)

    /// The pipeline's pagination, checked as the command checks its flags.
    var pagination: Pagination {
        get throws {
            switch self {
            case .one:
                return .single
            case let .size(size):
                guard size >= 1 else { throw ChartError.usage("pages: .size(\(size)) must be at least 1") }
                return .pageSize(size)
            case let .count(count):
                guard count >= 1 else { throw ChartError.usage("pages: .count(\(count)) must be at least 1") }
                return .pageCount(count)
            }
        }
    }
}
