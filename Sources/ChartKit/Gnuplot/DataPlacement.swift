/// Where a program's data rows go: inline data blocks in the program text, or binary files that
/// the renderer writes into gnuplot's private working directory.
///
/// Inline text is self-contained (what `--emit-script` prints), but formatting and parsing a
/// million numbers as text costs: gnuplot plots 1M points from a binary file in ~0.55× the time of
/// the same points as a data block, and chart skips formatting them. Below ~50,000 values the two
/// are within noise, so small data stays inline (share/doc/chart/PERFORMANCE.md).
package enum DataPlacement: Sendable, Equatable {
    /// Every data block inline, as numbers only.
    case inline
    /// Blocks of at least `threshold` values (rows × columns) go to binary files of native
    /// float64s named in the program; smaller ones stay inline. A scatter chart's markers go to
    /// gnuplot in plots of at most `pointsPerPlot` points (`ScatterEmitter`).
    case files(threshold: Int, pointsPerPlot: Int = DataPlacement.defaultPointsPerPlot)

    /// The measured point above which binary files win.
    package static let defaultThreshold = 50_000

    /// Markers a scatter chart's `plot` holds at most: gnuplot keeps every point of a plot in
    /// memory until it has drawn them (about 60 bytes each, measured), so millions of markers
    /// are drawn in several plots of one multiplot, which hold about 30 MB at a time.
    package static let defaultPointsPerPlot = 1 << 19

    /// What the renderer uses: binary files for large blocks.
    package static let automatic = DataPlacement.files(threshold: defaultThreshold)

    /// Whether a block of `values` numbers goes to a file.
    func usesFile(values: Int) -> Bool {
        switch self {
        case .inline: return false
        case let .files(threshold, _): return values >= max(1, threshold)
        }
    }

    /// The most markers one scatter `plot` holds; nil: one plot (inline blocks, which gnuplot
    /// holds whole as text anyway, and what `--emit-script` prints).
    var pointsPerPlot: Int? {
        switch self {
        case .inline: return nil
        case let .files(_, points): return max(1, points)
        }
    }
}
