#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which pages to render: `--page P`, `--page A-B` or `--page all` (1-based, inclusive).
package enum PageSelection: Sendable, Equatable {
    case all
    case range(Int, Int)

    /// Parses `3`, `2-5` or `all`.
    package init(parsing text: String) throws {
        let trimmed = text.trimmingSpaces()
        if trimmed.lowercased() == "all" { self = .all; return }
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        let numbers = parts.map { Int($0.trimmingSpaces()) }
        switch (parts.count, numbers.first ?? nil, numbers.last ?? nil) {
        case (1, let page?, _) where page >= 1:
            self = .range(page, page)
        case (2, let first?, let last?) where first >= 1 && last >= first:
            self = .range(first, last)
        default:
            throw ChartError.usage("--page expects a page number, a range like 2-5, or all; got \"\(text)\"")
        }
    }

    /// The selected 1-based page numbers, checked against the number of pages there are;
    /// `hint(last)` follows "the data makes N pages" when page `last` does not exist.
    package func pages(among count: Int, hint: (Int) -> String = { _ in "" }) throws -> [Int] {
        switch self {
        case .all:
            return Array(1...max(count, 1))
        case let .range(first, last):
            guard last <= count else {
                let what = first == last ? "page \(first) does not exist" : "pages \(first)-\(last) do not all exist"
                throw ChartError.usage("\(what): the data makes \(count) page\(count == 1 ? "" : "s")\(hint(last))")
            }
            return Array(first...last)
        }
    }
}
