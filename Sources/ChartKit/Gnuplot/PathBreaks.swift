/// Where a long line sent to pngcairo is cut into shorter paths, every `rowsPerCut` rows: the
/// row that ends one path is sent again, after a gap, to start the next, so the line stays
/// joined.
///
/// Why: pngcairo strokes each unbroken run of a `with lines` plot as one path, in time that
/// grows faster than the path's length, and holds the whole path meanwhile: 200,000 points of a
/// noisy sine with `--no-decimate` take 0.24× the CPU and a third of the memory cut every 100
/// rows (PERFORMANCE.md, "pngcairo and one long line"; 1,000 rows left most of the time, 10
/// gained nothing more). The cut points are drawn twice (a path's round cap over the next
/// path's), so pixels along the joins differ a little (`PathBreakPixelTests` bounds them).
///
/// Only for PNG pages of solid lines: a dash pattern would restart at every cut, and SVG and PDF
/// are drawn by their viewer, not by gnuplot. The sequence is a row mapping, the same for a
/// whole read's data block and a streamed page's (`StreamedData`), so both send the same bytes.
package struct PathBreaks: Sendable, Equatable {
    /// Rows from one cut to the next (a path holds one more: the cut row ends one and starts the
    /// next). Below this many rows a line is sent as it is.
    package static let rowsPerCut = 100

    /// Rows between cuts; 0 for a line that is never cut.
    package let every: Int

    /// A line that is sent as it is.
    package static let none = PathBreaks(every: 0)

    package init(every: Int) {
        self.every = max(every, 0)
    }

    /// A cut every `rowsPerCut` rows for a PNG page whose lines are all solid, `none` otherwise.
    package static func forLines(png: Bool, allSolid: Bool) -> PathBreaks {
        png && allSolid ? PathBreaks(every: rowsPerCut) : .none
    }

    /// How many cuts `rows` rows get: one at every `every`-th row that still has a row after it.
    package func cuts(rows: Int) -> Int {
        every == 0 || rows < 2 ? 0 : (rows - 2) / every
    }

    /// The rows sent for `rows` rows: each cut adds a gap and the cut row again.
    package func sentCount(rows: Int) -> Int {
        rows + 2 * cuts(rows: rows)
    }

    /// Which row the `index`-th sent row is (0-based), and whether it is the gap after that row.
    package func source(_ index: Int) -> (row: Int, gap: Bool) {
        guard every > 0 else { return (index, false) }
        let (path, offset) = index.quotientAndRemainder(dividingBy: every + 2)
        return offset == every + 1 ? (path * every + every, true) : (path * every + offset, false)
    }

    /// Whether row `row` (0-based among `rows`) is a cut: sent, then a gap, then sent again.
    package func cutsAfter(_ row: Int, rows: Int) -> Bool {
        every > 0 && row > 0 && row % every == 0 && row <= rows - 2
    }
}
