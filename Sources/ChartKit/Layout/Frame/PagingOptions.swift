/// How a chart is cut into pages and where the pages go.
package struct PagingOptions: Sendable, Equatable {
    package var pagination: Pagination
    /// nil: every page when writing files, page 1 when writing to standard output.
    package var selection: PageSelection?
    /// Output path, `-` for standard output, or a `%03d` pattern.
    package var output: String

    package init(pagination: Pagination = .single, selection: PageSelection? = nil, output: String) {
        self.pagination = pagination
        self.selection = selection
        self.output = output
    }

    /// The pages to render out of `count`.
    package func selectedPages(among count: Int) throws -> [Int] {
        try (selection ?? (output == "-" ? .range(1, 1) : .all)).pages(among: count)
    }
}
