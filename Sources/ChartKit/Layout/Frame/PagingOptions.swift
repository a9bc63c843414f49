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

    /// The pages to render out of `count`, made of `rowCount` rows of `unit`: a page past the
    /// last is a usage error that says how to make it (`PageUnit`).
    package func selectedPages(among count: Int, rowCount: Int, unit: PageUnit) throws -> [Int] {
        try (selection ?? (output == "-" ? .range(1, 1) : .all)).pages(among: count) { asked in
            unit.hint(asked: asked, pages: count, rowCount: rowCount, pagination: pagination)
        }
    }
}
