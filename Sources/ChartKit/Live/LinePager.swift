/// Cuts the rows of a followed line chart into pages as they arrive, keeping only the rows the
/// next pictures need.
///
/// Pages (`--page-size N`): page k holds rows (k−1)·N ..< k·N. It is final once row k·N (the next
/// page's first) has arrived, since a page's window runs to the next page's first x; then it is
/// drawn exactly as a normal run draws it. Until then it is the current page, drawn as a normal run
/// draws the last page of the data so far (never narrower than the page before). Either picture
/// needs only the page's rows, the page before it (for the line coming in from the left and the
/// width rule) and the next page's first row, so older rows are dropped: memory stays at about two
/// pages however long the stream runs.
///
/// Window (`--window N`): the last N rows, one picture; without a limit, every row so far.
struct LinePager {
    enum Mode: Equatable {
        case pages(size: Int)
        case window(Int?)
    }

    /// One picture to draw: a chart of just the rows it needs, and which page of that chart is
    /// the picture (1-based, for `Pagination.pageSize(size)`; 1 for a window).
    struct Picture {
        /// The page's number in the whole sequence (1 for a window).
        var page: Int
        var rows: LiveRows
        var pageInRows: Int
    }

    let mode: Mode
    /// Rows from row `base` of the input on.
    private var rows: LiveRows
    private var base = 0
    /// Rows seen in all.
    private(set) var total = 0
    /// Pages 1...finished are final.
    private(set) var finished = 0

    init(mode: Mode, seriesCount: Int) {
        self.mode = mode
        rows = LiveRows(seriesCount: seriesCount)
    }

    /// Adds rows; returns the pictures of the pages that became final, in order.
    mutating func append(_ new: LiveRows) -> [Picture] {
        rows.append(new)
        total += new.count
        var pictures: [Picture] = []
        switch mode {
        case let .window(limit):
            if let limit, rows.count > limit {
                base += rows.count - limit
                rows.removeFirst(rows.count - limit)
            }
        case let .pages(size):
            while total > (finished + 1) * size {
                finished += 1
                pictures.append(picture(page: finished, size: size, end: finished * size + 1))
            }
            // Keep the page before the current one.
            let keep = max(0, (finished - 1) * size)
            if keep > base {
                rows.removeFirst(keep - base)
                base = keep
            }
        }
        return pictures
    }

    /// The current page's picture (the last page of the data so far, or the window); nil before
    /// any row of it has arrived.
    var current: Picture? {
        switch mode {
        case .window:
            return rows.count == 0 ? nil : Picture(page: 1, rows: rows, pageInRows: 1)
        case let .pages(size):
            guard total > finished * size else { return nil }
            return picture(page: finished + 1, size: size, end: total)
        }
    }

    /// Page `page`'s picture: rows from the start of the page before it up to `end` (exclusive,
    /// input rows).
    private func picture(page: Int, size: Int, end: Int) -> Picture {
        let start = max(0, (page - 2) * size)
        return Picture(page: page, rows: rows.slice((start - base)..<(end - base)), pageInRows: page == 1 ? 1 : 2)
    }
}
