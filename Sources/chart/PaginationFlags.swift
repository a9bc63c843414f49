import ArgumentParser
import ChartKit

/// `--page-size` and `--pages`: cutting long data into pages; for the axis charts (a pie chart
/// makes its pages with `--group`, so it does not list these).
struct PaginationFlags: PageCutting {
    @Option(parsing: .unconditional, help: ArgumentHelp("Points (or categories) per page.", valueName: "N"))
    var pageSize: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Cut the data into K near-equal pages.", valueName: "K"))
    var pages: Int?

    func validate() throws {
        if pageSize != nil && pages != nil { throw ValidationError("--page-size and --pages cannot be combined; choose one") }
        if let pageSize, pageSize < 1 { throw ValidationError("--page-size must be at least 1") }
        if let pages, pages < 1 { throw ValidationError("--pages must be at least 1") }
    }

    var pagination: Pagination {
        if let pageSize { return .pageSize(pageSize) }
        if let pages { return .pageCount(pages) }
        return .single
    }
}
