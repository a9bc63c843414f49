import ArgumentParser
import ChartKit

/// Cutting long data into pages; shared by every chart command.
struct PageFlags: ParsableArguments {
    @Option(help: ArgumentHelp("Points (or categories) per page.", valueName: "N"))
    var pageSize: Int?

    @Option(help: ArgumentHelp("Cut the data into K near-equal pages.", valueName: "K"))
    var pages: Int?

    @Option(help: ArgumentHelp("Page(s) to render: P, A-B or all (default: all when writing files, 1 for -o -).", valueName: "P|A-B|all"))
    var page: String?

    func validate() throws {
        if pageSize != nil && pages != nil { throw ValidationError("--page-size and --pages cannot be combined; choose one") }
        if let pageSize, pageSize < 1 { throw ValidationError("--page-size must be at least 1") }
        if let pages, pages < 1 { throw ValidationError("--pages must be at least 1") }
        if let page {
            do { _ = try PageSelection(parsing: page) } catch { throw ValidationError(String(describing: error)) }
        }
    }

    var pagination: Pagination {
        if let pageSize { return .pageSize(pageSize) }
        if let pages { return .pageCount(pages) }
        return .single
    }

    func options(output: String) throws -> PagingOptions {
        PagingOptions(pagination: pagination, selection: try page.map(PageSelection.init(parsing:)), output: output)
    }
}
