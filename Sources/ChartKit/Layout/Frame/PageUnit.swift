/// What a kind's pages are made of, so a `--page` past the last page says how to get more
/// pages instead of only how many there are.
///
/// "page 2 does not exist: the data makes 1 page" left the user to find `--page-size` in the
/// reference; the message now names the flag and the value that makes the page exist.
package enum PageUnit: Sendable, Equatable {
    /// Rows cut by `--page-size`/`--pages`, named in the plural as the user sees them
    /// ("points", "categories").
    case rows(String)
    /// A kind that draws one page whatever the data, named ("a histogram").
    case single(String)
    /// One pie per `--group` value.
    case groups

    /// The text after "the data makes N pages" when page `asked` was asked for: `rowCount`
    /// rows cut by `pagination` made `pages` pages.
    func hint(asked: Int, pages: Int, rowCount: Int, pagination: Pagination) -> String {
        let existing = pages <= 1 ? "--page 1" : "--page 1-\(pages)"
        switch self {
        case let .rows(noun):
            func counted(_ count: Int) -> String {
                count != 1 ? "\(count) \(noun)" : noun.hasSuffix("ies") ? "1 \(noun.dropLast(3))y" : "1 \(noun.dropLast())"
            }
            let held: String
            switch pagination {
            case .single: held = " of \(counted(rowCount))"
            case let .pageSize(size): held = " of up to \(counted(size)) (\(rowCount) in all)"
            case let .pageCount(count): held = " (--pages \(count), \(counted(rowCount)) in all)"
            }
            guard rowCount >= asked else {
                return "\(held), too few for \(asked) pages even at one a page; use \(existing)"
            }
            if case .pageCount = pagination { return "\(held); use --pages \(asked) for \(asked) pages, or \(existing)" }
            let size = rowCount / asked
            let made = (rowCount + size - 1) / size
            return "\(held); use --page-size \(size) for \(made) pages, or \(existing)"
        case let .single(what):
            return "; \(what) is always one page: use \(existing) or leave out --page"
        case .groups:
            guard pages > 1 else { return "; a pie chart makes one page per --group value: use --group COLUMN for more pages, or \(existing)" }
            return " (one pie per --group value); use \(existing)"
        }
    }
}
