/// Where the panels of a `--facet` chart go: how many a row, how many a page, and each
/// panel's cell on its page, in pixels.
///
/// Panels tile the area below the band of the title and legend exactly (each panel's own
/// margins hold its ticks), so plot areas of one row or column line up. Without `--facet-cols`
/// the grid is the one whose panels come nearest a 1.6:1 rectangle at the largest size (as
/// square as the image allows, a landscape image favouring wide panels); when no grid of every
/// panel keeps them at `FacetOptions.minimumPanel`, pages of the grid that does are drawn
/// rather than panels too small to read.
package struct FacetGrid: Sendable, Equatable {
    package var columns: Int
    package var rows: Int
    /// The panel size, in pixels.
    package var panelWidth: Int
    package var panelHeight: Int
    /// The first pixel row of the grid (below the title and legend).
    package var top: Int
    /// Panels on a full page (`columns` × `rows`, fewer for one page).
    package var perPage: Int
    package var count: Int

    /// The grid of `count` panels on a `width`×`height` image below `top`, `columns` a row if given.
    package init(count: Int, width: Int, height: Int, top: Int, columns asked: Int?) {
        let (minimum, areaHeight) = (FacetOptions.minimumPanel, max(1, height - top))
        let fits = { (columns: Int, rows: Int) in width / columns >= minimum.width && areaHeight / rows >= minimum.height }
        let rowsFor = { (columns: Int) in (count + columns - 1) / columns }
        let columns: Int
        var rows: Int
        if let asked {
            columns = max(1, min(asked, count))
            rows = rowsFor(columns)
        } else {
            let score = { (columns: Int) -> Double in
                min(Double(width / columns) / 1.6, Double(areaHeight / rowsFor(columns)))
            }
            let candidates = Array(1...max(1, count))
            let fitting = candidates.filter { fits($0, rowsFor($0)) }
            if let best = fitting.max(by: { score($0) < score($1) || score($0) == score($1) && $0 > $1 }) {
                columns = best
            } else {
                columns = max(1, min(count, width / minimum.width))
            }
            rows = rowsFor(columns)
        }
        if !fits(columns, rows) { rows = max(1, min(rows, areaHeight / minimum.height)) }
        self.columns = columns
        self.rows = rows
        self.count = count
        self.top = top
        perPage = columns * rows
        panelWidth = width / columns
        panelHeight = areaHeight / rows
    }

    /// How many pages the panels take.
    package var pageCount: Int { (count + perPage - 1) / perPage }

    /// Whether panels had to go onto several pages, or are narrower than readable (`--facet-cols`).
    package var isCrowded: Bool {
        pageCount > 1 || panelWidth < FacetOptions.minimumPanel.width
    }

    /// The panels (indices among all) on page `page` (1-based).
    package func panels(onPage page: Int) -> Range<Int> {
        let first = (page - 1) * perPage
        return first..<min(count, first + perPage)
    }

    /// Cell `slot` (0-based on its page): its column, row, and top-left pixel.
    package func cell(_ slot: Int) -> (column: Int, row: Int, left: Int, top: Int) {
        let (row, column) = slot.quotientAndRemainder(dividingBy: columns)
        return (column, row, column * panelWidth, top + row * panelHeight)
    }
}
