/// A scatter chart's `plot` elements (each series' markers, then the fitted lines), written as
/// one `plot`, or, past `pointsPerPlot` points, as several plots of one multiplot, so gnuplot
/// holds one plot's points at a time (about 60 bytes a point) and draws the same picture.
///
/// Why the picture is the same: a gnuplot plot draws its back layer (grid, reference lines),
/// then its key entries and elements in order, then its front layer (border, ticks, labels). The
/// markers keep their order across the plots. The first plot draws everything but the border,
/// with the whole legend as `keyentry` elements in the legend's order (the key stands beside the
/// plot, where no marker is); the plots after it draw markers only; the last sets the border
/// again, so it is drawn over every marker, as in one plot (a bubble may cross it). What could
/// differ is a marker of a later plot crossing the frame onto a tick mark beside it, which it
/// covers instead of lying under it, and where a reference line on the frame meets a tick mark
/// beside it, a pixel a level or two apart. `MarkerPlotsRenderingTests` renders both and compares
/// the PNGs.
struct MarkerPlots {
    /// One element: its data (nil: a legend entry alone), how it is drawn, and its title.
    struct Element {
        var source: ScriptBuilder.DataSource?
        var columns = 0
        var rows = 0
        /// `using 1:2 …`, after the data.
        var using = ""
        /// `with points …`.
        var look: String
        /// `title '…'` or `notitle`.
        var title: String
        /// Whether it may be cut between plots: markers may, a line (a fit's two ends) may not,
        /// as a piece of one point draws nothing.
        var splits = true

        /// The element of a single `plot`.
        var element: String { source.map { "\($0.reference) \(using) \(look) \(title)" } ?? keyEntry }
        /// Its legend entry alone.
        var keyEntry: String { "keyentry \(look) \(title)" }

        /// Rows `range` of its data, untitled: a slice of its file (`skip`, `record`), or of its
        /// inline block (`every`).
        func slice(_ range: Range<Int>) -> String {
            guard let source else { return "" }
            let data =
                range == 0..<rows
                ? source.reference
                : source.block == nil
                    ? "\(source.reference) skip=\(range.lowerBound * columns * 8) record=\(range.count)"
                    : "\(source.reference) every ::\(range.lowerBound)::\(range.upperBound - 1)"
            return "\(data) \(using) \(look) notitle"
        }
    }

    var elements: [Element]
    /// The most points a plot holds; nil: one plot, however many.
    var pointsPerPlot: Int?

    /// Each plot's untitled slices, in draw order, at most `pointsPerPlot` points each; nil
    /// when one plot holds them all.
    func plots() -> [[String]]? {
        guard let limit = pointsPerPlot, elements.reduce(0, { $0 + $1.rows }) > limit else { return nil }
        var plots: [[String]] = [[]]
        var held = 0
        for element in elements where element.source != nil {
            guard element.splits else {
                plots[plots.count - 1].append(element.slice(0..<element.rows))
                held += element.rows
                continue
            }
            var start = 0
            while start < element.rows {
                if held == limit {
                    plots.append([])
                    held = 0
                }
                let count = min(element.rows - start, limit - held)
                plots[plots.count - 1].append(element.slice(start..<start + count))
                (start, held) = (start + count, held + count)
            }
        }
        return plots
    }

    /// Writes the plot, or the plots of a multiplot (`inMultiplot`: already in one, a
    /// `--facet` panel); `border` is the frame's border command, set again for the last plot.
    func write(_ script: inout ScriptBuilder, border: String, inMultiplot: Bool, showsLegend: Bool) {
        let joiner = ", \\\n     "
        guard let plots = plots(), plots.count > 1, let limit = pointsPerPlot else {
            script.line("plot " + elements.map(\.element).joined(separator: joiner))
            return
        }
        let points = elements.reduce(0) { $0 + $1.rows }
        script.comment("\(points) points in \(plots.count) plots of at most \(limit), so gnuplot holds one plot's at a time (the same picture)")
        if !inMultiplot { script.line("set multiplot") }
        script.line("unset border")
        for (index, plot) in plots.enumerated() {
            if index == 1 {
                for setting in ["tics", "grid", "key", "label", "arrow", "object", "xlabel", "ylabel", "x2label", "y2label", "title"] {
                    script.line("unset \(setting)")
                }
            }
            if index == plots.count - 1 { script.line(border) }
            let keys = index == 0 && showsLegend ? elements.map(\.keyEntry) : []
            script.line("plot " + (keys + plot).joined(separator: joiner))
        }
        if !inMultiplot { script.line("unset multiplot") }
    }
}
