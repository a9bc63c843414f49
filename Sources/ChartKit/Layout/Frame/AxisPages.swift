/// Which pages a run renders and where each one goes, decided before any layout.
struct AxisPages: Equatable {
    /// Every page's rows, in order (not all need be rendered).
    var ranges: [Range<Int>]
    /// 1-based numbers of the pages to render.
    var selected: [Int]
    /// One output path per selected page.
    var outputs: [String]

    /// The pages of `rowCount` rows of `unit` (what a page past the last says to do).
    init(rowCount: Int, paging: PagingOptions, format: OutputFormat, unit: PageUnit) throws {
        ranges = try paging.pagination.pages(rowCount: rowCount)
        selected = try paging.selectedPages(among: ranges.count, rowCount: rowCount, unit: unit)
        outputs = try OutputNaming(output: paging.output).paths(for: selected, totalPages: ranges.count, format: format)
    }

    /// The rows of selected page `index` (a position in `selected`).
    func rows(ofSelected index: Int) -> Range<Int> { ranges[selected[index] - 1] }

    /// The number of the page holding `row`.
    func page(holding row: Int) -> Int { (ranges.firstIndex { $0.contains(row) } ?? 0) + 1 }
}
